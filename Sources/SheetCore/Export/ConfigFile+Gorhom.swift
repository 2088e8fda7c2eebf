/// `--export gorhom`: the sheet as a React Native component around gorhom's bottom sheet. As
/// every export, it writes what the library can express and lists every other constant of
/// the style with its value, so nothing is dropped silently. Sources: docs/export.md.
extension ConfigFile {
    /// `--export gorhom`: a React Native component around `@gorhom/bottom-sheet`'s
    /// `<BottomSheet>` (v5). Its snap points are heights from the container's bottom (a
    /// percentage of the container's height, `normalizeSnapPoint.ts`); with dynamic sizing it
    /// adds the content's height (and its handle's) as a snap point and sorts them
    /// (`useAnimatedDetents.ts`). `index` -1 starts closed.
    package static func gorhom(_ constants: SheetConstants) -> String {
        let library = "@gorhom/bottom-sheet"
        guard let sheet = platformSheet(constants), !sheet.specs.isEmpty else {
            return noSheet(
                constants, library: library, toolkit: library,
                noDetent: "No detent to express.")
        }
        let fit = sheet.specs.contains { $0.value == .fit }
        let specs = sheet.specs.filter { $0.value != .fit }
        // Points as numbers, shares as percentage strings (of the container, the window), max
        // the window's height (`useWindowDimensions`) less the inset.
        let points = specs.map { spec -> String in
            switch spec.value {
            case .points(let height): return Format.exact(height)
            case .max where sheet.topInset > 0: return "height - \(Format.exact(sheet.topInset))"
            default:
                let share = windowShare(spec, sheet: sheet, window: constants.window)!
                return "'\(shareText(share * 100))%'"
            }
        }
        let followsWindow = points.contains { $0.contains("height") }
        // gorhom sorts the content's height into the snap points itself, so the index counts
        // it where SheetLab's list has it.
        let names = sheet.specs.map(\.name)
        let opening = sheet.openingIndex(names)
        var mapped = sheet.heightFlags.union([.start, .cornerRadius, .dimAlpha, .animation])
        if sheet.specs.contains(where: { $0.value == .max }) { mapped.insert(.window) }
        var props = [
            "ref={sheetRef}",
            "snapPoints={snapPoints}",
            "index={\(sheet.startsOpen ? opening : -1)}",
            // v5 sizes to the content by default: only a fit detent asks for it.
            "enableDynamicSizing={\(fit)}",
            "enablePanDownToClose={\(sheet.dragDismisses)}",
        ]
        if !sheet.draggable {
            props += [
                "enableContentPanningGesture={false}",
                "enableHandlePanningGesture={false}",
                "handleComponent={null}",
            ]
        }
        props += [
            "animationConfigs={animationConfigs}",
            "backdropComponent={renderBackdrop}",
            "backgroundStyle={{ borderTopLeftRadius: "
                + "\(Format.exact(constants.cornerRadius)), "
                + "borderTopRightRadius: \(Format.exact(constants.cornerRadius)) }}",
        ]
        if constants.style.traits.tunedByPresets {
            switch constants.overdrag {
            case .clamp:
                props.append("enableOverDrag={false}")
                mapped.insert(.overdrag)
            case .sqrt:
                props.append("enableOverDrag")
                let factor = Format.exact(constants.overdragFactor)
                props.append("overDragResistanceFactor={\(factor)}")
                mapped.formUnion([.overdrag, .overdragFactor])
            case .rubber, .log, .uikit:
                break
            }
        }
        // The backdrop is clear, and lets touches through to the page, up to the last undimmed
        // detent, and dims from the next one.
        if sheet.tunesUndimmed { mapped.insert(.undimmedDetent) }
        let clearUpTo = sheet.undimmedIndex(names) ?? -1
        let animation: [String]
        let hook: String
        switch constants.animation {
        case .curve:
            let c = constants.curve
            let curve = [c.x1, c.y1, c.x2, c.y2].map(Format.exact).joined(separator: ", ")
            mapped.formUnion([.curve, .snapDuration])
            hook = "useBottomSheetTimingConfigs"
            let milliseconds = (constants.snapDuration * 1000).rounded()
            animation = [
                "  const animationConfigs = useBottomSheetTimingConfigs({",
                "    duration: \(Format.exact(milliseconds)),",
                "    easing: Easing.bezier(\(curve)),",
                "  });",
            ]
        case .spring:
            // SheetLab's spring (mass 1) as Reanimated's physical spring.
            let response = constants.springResponse
            let stiffness = (2 * Double.pi / response) * (2 * Double.pi / response)
            let damping = 4 * Double.pi * constants.springDamping / response
            mapped.formUnion([.springResponse, .springDamping])
            hook = "useBottomSheetSpringConfigs"
            animation = [
                "  const animationConfigs = useBottomSheetSpringConfigs({",
                "    mass: 1,",
                "    stiffness: \(shareText(stiffness)),",
                "    damping: \(shareText(damping)),",
                "  });",
            ]
        }
        var lines = [exportHeader(constants), "// @gorhom/bottom-sheet v5."]
        lines += presentationNote(constants, "gorhom")
        if fit {
            lines.append(
                "// The fit detent is the content's height: enableDynamicSizing adds it.")
        }
        if sheet.dragDismisses {
            // useGestureEventsHandlersDefault's handleOnEnd: the position carried 0.2 s at the
            // release velocity goes to the nearest snap point, closed among them.
            lines.append(
                "// gorhom's release (handleOnEnd): where the sheet would be 0.2 s later at the "
                    + "release speed,")
            lines.append(
                "// the nearest snap point, closed among them; SheetLab closes "
                    + "\(dismissRule(constants)).")
        }
        lines += ["import { useCallback, useMemo, type ReactNode, type RefObject } from 'react';"]
        if followsWindow { lines.append("import { useWindowDimensions } from 'react-native';") }
        if constants.animation == .curve {
            lines.append("import { Easing } from 'react-native-reanimated';")
        }
        lines += [
            "import BottomSheet, {",
            "  BottomSheetBackdrop,",
            "  BottomSheetView,",
            "  \(hook),",
            "  type BottomSheetBackdropProps,",
            "} from '@gorhom/bottom-sheet';",
            "",
            "/** Where the sheet opens when presented: "
                + "sheetRef.current?.snapToIndex(presentIndex). */",
            "export const presentIndex = \(sheet.openingIndex(names));",
            "",
            "/** The sheet as tuned in SheetLab: \(listed(names)), lowest first"
                + (sheet.startsOpen ? "; open at \(sheet.opening)." : "; closed until presented.")
                + " */",
            "export function SheetBottomSheet({ sheetRef, children }: "
                + "{ sheetRef: RefObject<BottomSheet>; children: ReactNode }) {",
        ]
        if followsWindow { lines.append("  const { height } = useWindowDimensions();") }
        lines += [
            "  const snapPoints = useMemo(() => [\(points.joined(separator: ", "))], "
                + (followsWindow ? "[height]);" : "[]);")
        ]
        lines += animation
        let press = sheet.tapDismisses ? "" : " pressBehavior=\"none\""
        lines += [
            "  const renderBackdrop = useCallback(",
            "    (props: BottomSheetBackdropProps) => (",
            "      <BottomSheetBackdrop {...props} "
                + "opacity={\(Format.exact(constants.dimAlpha))} "
                + "disappearsOnIndex={\(clearUpTo)} appearsOnIndex={\(clearUpTo + 1)}\(press) />",
            "    ),",
            "    [],",
            "  );",
            "  return (",
            "    <BottomSheet",
        ]
        lines += props.map { "      " + $0 }
        lines += [
            "    >",
            "      <BottomSheetView>{children}</BottomSheetView>",
            "    </BottomSheet>",
            "  );",
            "}",
        ]
        return exportFile(lines, constants, mapped: mapped, library: library)
    }
}
