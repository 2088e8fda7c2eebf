/// The exports for the web and cross-platform sheet libraries: vaul (React), gorhom's
/// bottom sheet (React Native) and Flutter's `DraggableScrollableSheet`. Each writes what the
/// library can express and lists every other constant of the style with its value, as
/// `--export swift` does, so nothing is dropped silently. Sources: docs/export.md.
extension ConfigFile {
    /// A style's sheet as the exports see it: resting heights, lowest first, and what the
    /// style lets a finger do, asked of the style itself.
    struct PlatformSheet {
        /// The detents; a `.max` one reaches `topInset` below the window's top edge.
        var specs: [DetentSpec]
        var topInset: Double
        /// The flags that set the heights above.
        var heightFlags: Set<String>
        /// Whether a finger can move the sheet at all (the fixed panel's cannot).
        var draggable: Bool
        /// Whether a downward drag closes it (the half sheet's and the panel's do not).
        var dragDismisses: Bool
        /// Whether a tap on the dim closes it (the card's and the panel's close by a button).
        var tapDismisses: Bool
        /// The name of the highest detent at which the page behind stays undimmed and usable.
        var undimmed: String?
        /// Whether SheetLab starts with the sheet open (`--start` names a detent).
        var startsOpen: Bool
        /// The detent it opens at: `--start`'s, else (presented from the page) the lowest.
        var opening: String

        /// The index of `opening` among `names` (the lowest when it is not there).
        func openingIndex(_ names: [String]) -> Int { names.firstIndex(of: opening) ?? 0 }
        /// Whether SheetLab dims the page at some detent (a tap there is on the dim).
        var dimsSomewhere: Bool { undimmed != specs.last?.name }
        /// The index of the undimmed detent among `names`, when it is there.
        func undimmedIndex(_ names: [String]) -> Int? { undimmed.flatMap(names.firstIndex) }
    }

    /// The style's sheet, or nil for a style no bottom-sheet library shows: the full-window
    /// modal and the card that always peeks (as `--export swift` says for UIKit).
    static func platformSheet(_ configuration: Configuration) -> PlatformSheet? {
        // `detents` is expressed either way: a list, or the shorthand written out.
        let list: Set<String> = ["detents"]
        let specs: [DetentSpec]
        let topInset: Double
        let heightFlags: Set<String>
        switch configuration.style {
        case .sheet:
            let shorthand: Set<String> = configuration.detents == nil ? ["default-height"] : []
            specs = configuration.sheetDetents
            topInset = configuration.effectiveTopInset
            heightFlags = list.union(shorthand).union(["top-inset"])
        case .half:
            specs =
                configuration.detents ?? [
                    DetentSpec(name: "half", value: .fraction(configuration.halfFraction)),
                    DetentSpec(name: "full", value: .max),
                ]
            topInset = 0
            heightFlags = configuration.detents == nil ? list.union(["half-fraction"]) : list
        case .fixed:
            specs = [DetentSpec(name: "panel", value: .points(configuration.panelHeight))]
            topInset = 0
            heightFlags = list.union(["panel-height"])
        case .card:
            specs = [DetentSpec(name: "open", value: .max)]
            topInset = max(configuration.cardTop, configuration.safeArea.top)
            heightFlags = list.union(["card-top"])
        case .modal, .peek:
            return nil
        }
        let style = configuration.style.behavior(configuration)
        let window = configuration.window
        // The highest detent the page stays usable at: where SheetLab's dim rests at nothing.
        let detents = style.detents(window: window)
        let clear = detents.resting.last {
            style.layout.dimAlpha <= 0
                || style.layout.trackedDim(height: $0.height, detents: detents) <= 0
        }
        let undimmed = clear.flatMap { detent in specs.first { $0.name == detent.name }?.name }
        let startsOpen = configuration.start != "page"
        return PlatformSheet(
            specs: specs, topInset: topInset, heightFlags: heightFlags,
            draggable: style.behavior.dragRange(detents: detents, window: window) != nil,
            dragDismisses: style.behavior.dragDismisses,
            // A tap where no dim covers the page is the page's.
            tapDismisses: style.behavior.overlayTapDismisses && clear?.name != detents.highest.name,
            undimmed: undimmed,
            startsOpen: startsOpen,
            opening: startsOpen ? configuration.start : specs[0].name)
    }

    /// A detent's height as a share of the tuned window (`--window`); nil for `fit`, which
    /// depends on the content.
    static func windowShare(_ spec: DetentSpec, sheet: PlatformSheet, window: Size) -> Double? {
        switch spec.value {
        case .fraction(let share): return share
        case .points(let points): return min(points / window.height, 1)
        case .max: return max(window.height - sheet.topInset, 0) / window.height
        case .fit: return nil
        }
    }

    /// A share with at most four decimals: a hundredth of a percent of an 844-pt window is
    /// under a tenth of a point.
    static func shareText(_ share: Double) -> String {
        Format.exact((share * 10_000).rounded() / 10_000)
    }

    /// The flags that say where and how the sheet was tuned rather than what it is: the
    /// header names the style and preset, the tuned window sizes the shares, and the device,
    /// the look and the frame rate are SheetLab's own. No export lists them as not expressed.
    static let tuningFlags: Set<String> = ["window", "device", "look", "style", "preset", "fps"]

    /// The style's constants an export may express or list: the flags it reads, less the
    /// tuning environment, and less `default-height` where a detent list replaces it.
    static func exportedConstants(_ configuration: Configuration) -> [Flag] {
        let replaced: Set<String> = configuration.detents == nil ? [] : ["default-height"]
        return flags.filter {
            $0.styles.contains(configuration.style) && !replaced.contains($0.name)
                && !tuningFlags.contains($0.name)
        }
    }

    /// What closes SheetLab's sheet when released, for the notes on a library's own rule.
    static func dismissRule(_ configuration: Configuration) -> String {
        configuration.style == .sheet
            ? "below its dismiss line, \(Format.exact(configuration.dismissHeight)) pt"
            : "past \(Format.exact(configuration.dismissProgress)) of its height"
    }

    /// The comment lines after the code: the style's constants `mapped` leaves out, with their
    /// values, and the names of the other styles' constants.
    static func unmappedComment(
        _ configuration: Configuration, mapped: Set<String>, library: String
    ) -> [String] {
        let style = configuration.style
        let unmapped = exportedConstants(configuration).filter { !mapped.contains($0.name) }
        var lines: [String] = []
        if !unmapped.isEmpty {
            lines += ["", "// Not expressed by \(library) (build by hand if needed):"]
            for flag in unmapped {
                let unit = flag.unit.isEmpty ? "" : " \(flag.unit)"
                let value = flag.value(in: configuration)
                lines.append("//   \(identifier(flag.name)) = \(value)\(unit)")
            }
        }
        let others = flags.filter { !$0.styles.contains(style) && !tuningFlags.contains($0.name) }
        lines += otherStylesComment(others, style: style)
        return lines
    }

    /// The first line of every export: what made it.
    static func exportHeader(_ configuration: Configuration) -> String {
        "// Exported by SheetLab \(sheetLabVersion): --style \(configuration.style.rawValue)"
            + (configuration.style == .sheet ? " --preset \(configuration.preset.rawValue)" : "")
    }

    /// The detents a library with share and point heights can take (`fit` aside), with the
    /// note for the ones it cannot.
    static func expressible(
        _ sheet: PlatformSheet, library: String
    ) -> (specs: [DetentSpec], notes: [String]) {
        let specs = sheet.specs.filter { $0.value != .fit }
        let notes = sheet.specs.filter { $0.value == .fit }.map {
            "// The detent \($0.name)=fit (the content's height) is not expressed: \(library) "
                + "has no equivalent, it is left out."
        }
        return (specs, notes)
    }

    /// The style's sheet with the detents `toolkit` can express and the notes on the ones it
    /// cannot; nil when there is nothing to write (`noSheet(_:library:toolkit:noDetent:)` then
    /// says why). Every export but gorhom's (which sizes to the content itself) starts here.
    static func expressibleSheet(
        _ configuration: Configuration, toolkit: String
    ) -> (sheet: PlatformSheet, specs: [DetentSpec], notes: [String])? {
        guard let sheet = platformSheet(configuration) else { return nil }
        let (specs, notes) = expressible(sheet, library: toolkit)
        return specs.isEmpty ? nil : (sheet, specs, notes)
    }

    /// The file for a configuration with nothing to write: a style `toolkit` has no sheet for,
    /// or detents it cannot express (`noDetent` says so where the export words it its own way).
    static func noSheet(
        _ configuration: Configuration, library: String, toolkit: String,
        noDetent: String? = nil
    ) -> String {
        let reason =
            platformSheet(configuration) == nil
            ? cannotShow(configuration, toolkit) : noDetent ?? "No detent \(toolkit) can express."
        return exportFile(
            [exportHeader(configuration), "// \(reason)"], configuration, mapped: [],
            library: library)
    }

    /// An export's text: its `lines`, then the comment on what `mapped` leaves out.
    static func exportFile(
        _ lines: [String], _ configuration: Configuration, mapped: Set<String>, library: String
    ) -> String {
        let all = lines + unmappedComment(configuration, mapped: mapped, library: library)
        return all.joined(separator: "\n") + "\n"
    }

    /// Detent names as the exports' comments list them.
    static func listed(_ names: [String]) -> String { names.joined(separator: ", ") }

    /// The tuned window (`--window`) as the comments of exports sized from it name it.
    static func tunedWindow(_ configuration: Configuration) -> String {
        "\(Format.exact(configuration.window.width))x\(Format.exact(configuration.window.height))"
            + " pt window"
    }

    static func cannotShow(_ configuration: Configuration, _ library: String) -> String {
        "--style \(configuration.style.rawValue) has no \(library) equivalent (a full-window "
            + "modal or an always-peeking card); see SheetLab's README."
    }

    // MARK: - vaul

    /// `--export vaul`: a React component around vaul's `<Drawer.Root>` (vaul 1.1).
    ///
    /// vaul lays `Drawer.Content` at the viewport's bottom and moves it down by the viewport's
    /// height less the snap point's (`use-snap-points.ts`): the content is given the whole
    /// viewport's height so each snap point rests at its own height. Its `Npx` strings are read
    /// with `parseInt`, so they are whole pixels. Without snap points (the fixed panel) the
    /// content's own height is where it rests, and vaul lets nothing drag a drawer that is not
    /// `dismissible` (`onPress`). The drawer is controlled: `open` starts as SheetLab does.
    package static func vaul(_ configuration: Configuration) -> String {
        let library = "vaul's Drawer"
        guard
            case (let sheet, let specs, let notes)? = expressibleSheet(
                configuration, toolkit: "vaul")
        else {
            return noSheet(configuration, library: library, toolkit: "vaul")
        }
        // vaul takes a share of the viewport (0..1) or a whole "Npx" string; max follows the
        // viewport (`height`, kept by `useViewportHeight`).
        let points = specs.map { spec -> String in
            switch spec.value {
            case .points(let height): return "'\(Format.exact(height.rounded()))px'"
            case .max where sheet.topInset > 0:
                return "`${height - \(Format.exact(sheet.topInset))}px`"
            case .max: return "1"
            default:
                return shareText(windowShare(spec, sheet: sheet, window: configuration.window)!)
            }
        }
        let followsViewport = points.contains { $0.contains("height") }
        let names = specs.map(\.name)
        let opening = sheet.openingIndex(names)
        var mapped = sheet.heightFlags.union(["start", "corner-radius", "dim-alpha"])
        if sheet.specs.contains(where: { $0.value == .max }) { mapped.insert("window") }
        // The fixed panel is not dragged: no snap points, and not dismissible.
        let snaps = sheet.draggable
        var props = ["open={open}", "onOpenChange={setOpen}"]
        if snaps {
            props += [
                "snapPoints={snapPoints}", "activeSnapPoint={snapPoints[snap]}",
                "setActiveSnapPoint={(point) => "
                    + "setSnap(Math.max(snapPoints.indexOf(point ?? ''), 0))}",
            ]
        }
        var lines = [
            exportHeader(configuration),
            "// vaul 1.1 (https://vaul.emilkowal.ski); snap points are shares of the viewport",
            "// as tuned in a \(tunedWindow(configuration)), or whole px.",
        ]
        lines += notes
        var overlay = true
        if configuration.style == .sheet { mapped.insert("undimmed-detent") }
        if let undimmed = sheet.undimmedIndex(names), undimmed + 1 < specs.count {
            // vaul fades the overlay in from this snap point: the one above the last undimmed
            // detent.
            props.append("fadeFromIndex={\(undimmed + 1)}")
            lines.append(
                "// Below fadeFromIndex vaul's overlay is clear but still covers the page "
                    + "(modal={false} drops it")
            lines.append(
                "// at every snap point): SheetLab's page stays usable up to "
                    + "\(names[undimmed]); not expressible.")
        } else if sheet.undimmedIndex(names) != nil {
            // Undimmed at every detent: no overlay, and the page stays usable.
            props.append("modal={false}")
            overlay = false
        } else if snaps {
            // Dimmed from the lowest snap point (vaul's default fades in at the last).
            props.append("fadeFromIndex={0}")
            if let undimmed = sheet.undimmed {
                lines.append(
                    "// SheetLab's page stays usable up to \(undimmed), a detent vaul cannot "
                        + "rest at: not expressible.")
            }
        }
        if configuration.style == .sheet || configuration.style == .card {
            // SheetLab scales the page behind as a card; vaul's scale is its own.
            props.append("shouldScaleBackground")
        }
        if configuration.style == .sheet, configuration.policy == .sequential {
            props.append("snapToSequentialPoint")
            mapped.insert("policy")
        }
        if !sheet.dragDismisses {
            // vaul's dismissible covers a drag, a tap outside and Esc together.
            props.append("dismissible={false}")
        }
        if sheet.dragDismisses {
            lines.append(
                "// vaul closes a drawer released below its lowest snap point only when flicked "
                    + "down")
            lines.append("// (SheetLab: \(dismissRule(configuration))); not expressible.")
        }
        if sheet.startsOpen {
            lines.append("// SheetLab starts with the sheet open at \(sheet.opening).")
        }
        lines += [
            "import { " + (followsViewport ? "useEffect, " : "")
                + "useState, type CSSProperties, type ReactNode } from 'react';",
            "import { Drawer } from 'vaul';",
            "",
        ]
        if followsViewport {
            lines += [
                "/** The viewport's height, followed as it changes. */",
                "function useViewportHeight(): number {",
                "  const [height, setHeight] = useState(() => window.innerHeight);",
                "  useEffect(() => {",
                "    const resize = () => setHeight(window.innerHeight);",
                "    window.addEventListener('resize', resize);",
                "    return () => window.removeEventListener('resize', resize);",
                "  }, []);",
                "  return height;",
                "}",
                "",
            ]
        }
        let snapList = "[\(points.joined(separator: ", "))]"
        if snaps, !followsViewport {
            lines += [
                "/** The snap points, lowest first: \(listed(names)). */",
                "const snapPoints: (number | string)[] = \(snapList);",
                "",
            ]
        }
        lines += [
            "/** Read by screen readers only: Radix wants a title and a description. */",
            "const hidden: CSSProperties = { position: 'absolute', width: 1, height: 1, "
                + "overflow: 'hidden', clipPath: 'inset(50%)' };",
            "",
            "/** The sheet as tuned in SheetLab; wrap the page in [vaul-drawer-wrapper]. "
                + "`children` gets `close`. */",
            "export function SheetDrawer({ trigger, children }: "
                + "{ trigger: ReactNode; children: (close: () => void) => ReactNode }) {",
            "  const [open, setOpen] = useState(\(sheet.startsOpen));",
        ]
        if snaps, followsViewport {
            lines += [
                "  const height = useViewportHeight();",
                "  /** The snap points, lowest first: \(listed(names)). */",
                "  const snapPoints: (number | string)[] = \(snapList);",
            ]
        }
        if snaps {
            // The active snap point kept as an index: the points follow the viewport.
            lines.append("  const [snap, setSnap] = useState(\(opening));")
        }
        lines += ["  return (", "    <Drawer.Root"]
        lines += props.map { "      " + $0 }
        lines += [
            "    >",
            "      <Drawer.Trigger asChild>{trigger}</Drawer.Trigger>",
            "      <Drawer.Portal>",
        ]
        if overlay {
            let click = !sheet.dragDismisses && sheet.tapDismisses
            lines.append(
                "        <Drawer.Overlay"
                    + (click ? " onClick={() => setOpen(false)}" : "")
                    + " style={{ position: 'fixed', inset: 0, "
                    + "background: 'rgba(0, 0, 0, \(Format.exact(configuration.dimAlpha)))' }} />")
        }
        let radius = Format.exact(configuration.cornerRadius)
        // With snap points the content is the viewport's height; the panel is its own height.
        var height = "'100%'"
        if !snaps, case .points(let points) = specs[0].value {
            height = "'\(Format.exact(min(points, configuration.window.height).rounded()))px'"
        }
        var content = "        <Drawer.Content"
        if sheet.dragDismisses, !sheet.tapDismisses {
            // A tap outside does not close SheetLab's sheet; a drag still does.
            content += " onPointerDownOutside={(event) => event.preventDefault()}"
        }
        lines += [
            content + " style={{ position: 'fixed', left: 0, right: 0, bottom: 0, "
                + "height: \(height), background: 'white', borderTopLeftRadius: \(radius), "
                + "borderTopRightRadius: \(radius) }}>"
        ]
        if sheet.draggable { lines.append("          <Drawer.Handle />") }
        lines += [
            "          <Drawer.Title style={hidden}>Sheet</Drawer.Title>",
            "          <Drawer.Description style={hidden}>Tuned in SheetLab</Drawer.Description>",
            "          {children(() => setOpen(false))}",
            "        </Drawer.Content>",
            "      </Drawer.Portal>",
            "    </Drawer.Root>",
            "  );",
            "}",
        ]
        return exportFile(lines, configuration, mapped: mapped, library: library)
    }

    // MARK: - gorhom

    /// `--export gorhom`: a React Native component around `@gorhom/bottom-sheet`'s
    /// `<BottomSheet>` (v5). Its snap points are heights from the container's bottom (a
    /// percentage of the container's height, `normalizeSnapPoint.ts`); with dynamic sizing it
    /// adds the content's height (and its handle's) as a snap point and sorts them
    /// (`useAnimatedDetents.ts`). `index` -1 starts closed.
    package static func gorhom(_ configuration: Configuration) -> String {
        let library = "@gorhom/bottom-sheet"
        guard let sheet = platformSheet(configuration), !sheet.specs.isEmpty else {
            return noSheet(
                configuration, library: library, toolkit: library,
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
                let share = windowShare(spec, sheet: sheet, window: configuration.window)!
                return "'\(shareText(share * 100))%'"
            }
        }
        let followsWindow = points.contains { $0.contains("height") }
        // gorhom sorts the content's height into the snap points itself, so the index counts
        // it where SheetLab's list has it.
        let names = sheet.specs.map(\.name)
        let opening = sheet.openingIndex(names)
        var mapped = sheet.heightFlags.union(["start", "corner-radius", "dim-alpha", "animation"])
        if sheet.specs.contains(where: { $0.value == .max }) { mapped.insert("window") }
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
            "backgroundStyle={{ borderTopLeftRadius: \(Format.exact(configuration.cornerRadius)), "
                + "borderTopRightRadius: \(Format.exact(configuration.cornerRadius)) }}",
        ]
        if configuration.style == .sheet {
            switch configuration.overdrag {
            case .clamp:
                props.append("enableOverDrag={false}")
                mapped.insert("overdrag")
            case .sqrt:
                props.append("enableOverDrag")
                let factor = Format.exact(configuration.overdragFactor)
                props.append("overDragResistanceFactor={\(factor)}")
                mapped.formUnion(["overdrag", "overdrag-factor"])
            case .rubber, .log:
                break
            }
        }
        // The backdrop is clear, and lets touches through to the page, up to the last undimmed
        // detent, and dims from the next one.
        if configuration.style == .sheet { mapped.insert("undimmed-detent") }
        let clearUpTo = sheet.undimmedIndex(names) ?? -1
        let animation: [String]
        let hook: String
        switch configuration.animation {
        case .curve:
            let c = configuration.curve
            let curve = [c.x1, c.y1, c.x2, c.y2].map(Format.exact).joined(separator: ", ")
            mapped.formUnion(["curve", "snap-duration"])
            hook = "useBottomSheetTimingConfigs"
            animation = [
                "  const animationConfigs = useBottomSheetTimingConfigs({",
                "    duration: \(Format.exact((configuration.snapDuration * 1000).rounded())),",
                "    easing: Easing.bezier(\(curve)),",
                "  });",
            ]
        case .spring:
            // SheetLab's spring (mass 1) as Reanimated's physical spring.
            let response = configuration.springResponse
            let stiffness = (2 * Double.pi / response) * (2 * Double.pi / response)
            let damping = 4 * Double.pi * configuration.springDamping / response
            mapped.formUnion(["spring-response", "spring-damping"])
            hook = "useBottomSheetSpringConfigs"
            animation = [
                "  const animationConfigs = useBottomSheetSpringConfigs({",
                "    mass: 1,",
                "    stiffness: \(shareText(stiffness)),",
                "    damping: \(shareText(damping)),",
                "  });",
            ]
        }
        var lines = [exportHeader(configuration), "// @gorhom/bottom-sheet v5."]
        if fit {
            lines.append(
                "// The fit detent is the content's height: enableDynamicSizing adds it.")
        }
        if sheet.dragDismisses {
            lines.append(
                "// gorhom closes a sheet released below its lowest snap point by its own "
                    + "rules")
            lines.append("// (SheetLab: \(dismissRule(configuration))); not expressible.")
        }
        lines += ["import { useCallback, useMemo, type ReactNode, type RefObject } from 'react';"]
        if followsWindow { lines.append("import { useWindowDimensions } from 'react-native';") }
        if configuration.animation == .curve {
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
                + "opacity={\(Format.exact(configuration.dimAlpha))} "
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
        return exportFile(lines, configuration, mapped: mapped, library: library)
    }

    // MARK: - Flutter

    /// A detent as a Dart size: a share of `height`, the window's height where the app runs
    /// (points over it, max the window less the inset over it), so the sheet follows the
    /// phone as SheetLab follows its window.
    static func flutterSize(_ spec: DetentSpec, topInset: Double) -> String {
        switch spec.value {
        case .fraction(let share): return Format.exact(share)
        case .points(let points): return "\(Format.exact(points)) / height"
        case .max where topInset == 0: return "1.0"
        case .max: return "(height - \(Format.exact(topInset))) / height"
        case .fit: return "1.0"  // never reached: fit detents are left out first
        }
    }

    /// `--export flutter`: a modal bottom sheet holding a `DraggableScrollableSheet`.
    ///
    /// Flutter's modal sheet pops its route when the sheet's extent reaches `minChildSize`
    /// with `shouldCloseOnMinExtent` on (`bottom_sheet.dart`, `extentChanged`): so a sheet
    /// that a drag closes gets a minimum of 0 and rests at its lowest detent as a snap size;
    /// one that a drag does not close gets its lowest detent as the minimum and the closing
    /// switched off. Sources: docs/export.md.
    package static func flutter(_ configuration: Configuration) -> String {
        let library = "Flutter's DraggableScrollableSheet"
        guard
            case (let sheet, let all, let notes)? = expressibleSheet(
                configuration, toolkit: "Flutter")
        else {
            return noSheet(configuration, library: library, toolkit: "Flutter")
        }
        // Two detents at one share (on the tuned window) would break Flutter's rising snap
        // sizes: the higher one is kept.
        var specs: [DetentSpec] = []
        var merged: [String] = []
        for spec in all {
            let share = windowShare(spec, sheet: sheet, window: configuration.window)!
            if let last = specs.last,
                abs(windowShare(last, sheet: sheet, window: configuration.window)! - share) < 1e-9
            {
                merged.append(last.name)
                specs.removeLast()
            }
            specs.append(spec)
        }
        let names = specs.map(\.name)
        let sizes = specs.map { flutterSize($0, topInset: sheet.topInset) }
        let high = sizes[sizes.count - 1]
        let initial = sizes[sheet.openingIndex(names)]
        let closes = sheet.draggable && sheet.dragDismisses
        let low = closes ? "0" : sizes[0]
        // The snap sizes may equal the minimum and maximum (the asserts are inclusive).
        let snapSizes = closes ? Array(sizes.dropLast()) : Array(sizes.dropFirst().dropLast())
        var mapped = sheet.heightFlags.union(["start", "corner-radius", "dim-alpha", "window"])
        if configuration.style == .sheet, sheet.undimmed == nil {
            // The modal barrier dims at every size, as SheetLab does without an undimmed detent.
            mapped.insert("undimmed-detent")
        }
        // Flutter asserts a snap animation lasts more than nothing: an instant snap is 1 ms.
        let milliseconds = min(max((configuration.snapDuration * 1000).rounded(), 1), 3_600_000)
        mapped.insert("snap-duration")
        var lines = [
            exportHeader(configuration),
            "// Flutter 3.13+; sizes are shares of the window's height where it runs, worked out",
            "// from SheetLab's points as tuned in a \(tunedWindow(configuration)).",
        ]
        lines += notes
        if !merged.isEmpty {
            lines.append(
                "// \(listed(merged)) rest where the next detent does: not expressed (Flutter's "
                    + "snap sizes rise).")
        }
        if sheet.startsOpen {
            lines.append(
                "// SheetLab starts with the sheet open at \(sheet.opening): call showTunedSheet "
                    + "as the page appears.")
        }
        let radius = Format.exact(configuration.cornerRadius)
        let reads = (sizes + [low]).contains { $0.contains("height") }
        lines += [
            "import 'package:flutter/material.dart';",
            "",
            "/// Presents `child` as the sheet tuned in SheetLab (\(listed(names)), lowest first).",
            "Future<void> showTunedSheet(BuildContext context, Widget child) {",
        ]
        if reads {
            lines.append("  // The window's height: the sheet may be as tall as the route.")
            lines.append("  final height = MediaQuery.sizeOf(context).height;")
        }
        lines += [
            "  return showModalBottomSheet<void>(",
            "    context: context,",
            "    isScrollControlled: true,",
            "    // The DraggableScrollableSheet below moves the sheet; the route's own drag "
                + "is off.",
            "    enableDrag: false,",
        ]
        lines.append(
            sheet.tapDismisses
                ? "    isDismissible: true,"
                : "    isDismissible: false,  // SheetLab's sheet closes by its button, not a tap "
                    + "outside")
        if let undimmed = sheet.undimmed {
            lines.append(
                "    // The barrier covers the page at every size: SheetLab's page stays usable")
            lines.append("    // up to \(undimmed); not expressible.")
        }
        lines += [
            "    barrierColor: Color.fromRGBO(0, 0, 0, \(Format.exact(configuration.dimAlpha))),",
            "    // Material 3 caps a sheet's width at 640; SheetLab's spans the window. No drag "
                + "handle is",
            "    // shown (showDragHandle takes 48 from the sheet's height): draw your own.",
            "    constraints: const BoxConstraints(maxWidth: double.infinity),",
            "    shape: const RoundedRectangleBorder(",
            "      borderRadius: BorderRadius.vertical(top: Radius.circular(\(radius))),",
            "    ),",
            "    builder: (context) => DraggableScrollableSheet(",
            "      expand: false,",
            "      initialChildSize: \(initial),",
        ]
        if closes {
            lines += [
                "      // Dragged down to nothing, the route closes; released above, it snaps to "
                    + "the",
                "      // nearest size (SheetLab closes \(dismissRule(configuration))): not "
                    + "expressible.",
                "      minChildSize: 0,",
            ]
        } else if !sheet.draggable {
            lines.append(
                "      // One size: SheetLab's sheet is not dragged (its button closes it).")
            lines.append("      minChildSize: \(low),")
        } else {
            lines.append(
                "      // SheetLab's sheet is not dragged closed: it rests at its lowest detent.")
            lines.append("      minChildSize: \(low),")
        }
        lines += [
            "      maxChildSize: \(high),",
            "      shouldCloseOnMinExtent: \(closes),",
            "      snap: true,",
        ]
        if !snapSizes.isEmpty {
            let list = snapSizes.joined(separator: ", ")
            lines.append("      snapSizes: \(reads ? "" : "const ")[\(list)],")
        }
        lines += [
            "      snapAnimationDuration: const Duration(milliseconds: "
                + "\(Format.exact(milliseconds))),",
            "      builder: (context, scrollController) => SingleChildScrollView(",
            "        controller: scrollController,",
            "        child: child,",
            "      ),",
            "    ),",
            "  );",
            "}",
        ]
        return exportFile(lines, configuration, mapped: mapped, library: library)
    }
}
