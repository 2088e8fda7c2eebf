/// The exports for the web and cross-platform sheet libraries: vaul (React), gorhom's
/// bottom sheet (React Native) and Flutter's `DraggableScrollableSheet`. Each writes what the
/// library can express and lists every other constant of the style with its value, as
/// `--export swift` does, so nothing is dropped silently. Sources: docs/export.md.
extension ConfigFile {
    /// A style's sheet as these libraries see it: resting heights, lowest first.
    struct PlatformSheet {
        /// The detents; a `.max` one reaches `topInset` below the window's top edge.
        var specs: [DetentSpec]
        var topInset: Double
        /// Whether a downward drag closes SheetLab's sheet (the half sheet's does not).
        var dragDismisses: Bool
        /// The flags that set the heights above.
        var heightFlags: Set<String>
    }

    /// The style's sheet, or nil for a style no bottom-sheet library shows: the full-window
    /// modal and the card that always peeks (as `--export swift` says for UIKit).
    static func platformSheet(_ configuration: Configuration) -> PlatformSheet? {
        // `detents` is expressed either way: a list, or the shorthand written out.
        let list: Set<String> = ["detents"]
        switch configuration.style {
        case .sheet:
            let shorthand: Set<String> = configuration.detents == nil ? ["default-height"] : []
            let flags = list.union(shorthand).union(["top-inset"])
            return PlatformSheet(
                specs: configuration.sheetDetents, topInset: configuration.topInset,
                dragDismisses: true, heightFlags: flags)
        case .half:
            let specs =
                configuration.detents ?? [
                    DetentSpec(name: "half", value: .fraction(configuration.halfFraction)),
                    DetentSpec(name: "full", value: .max),
                ]
            let flags = configuration.detents == nil ? list.union(["half-fraction"]) : list
            return PlatformSheet(
                specs: specs, topInset: 0, dragDismisses: false, heightFlags: flags)
        case .fixed:
            let specs = [DetentSpec(name: "panel", value: .points(configuration.panelHeight))]
            return PlatformSheet(
                specs: specs, topInset: 0, dragDismisses: true,
                heightFlags: list.union(["panel-height"]))
        case .card:
            let specs = [DetentSpec(name: "open", value: .max)]
            return PlatformSheet(
                specs: specs, topInset: configuration.cardTop, dragDismisses: true,
                heightFlags: list.union(["card-top"]))
        case .modal, .peek:
            return nil
        }
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

    /// Where the sheet opens: `--start`'s detent, else (starting on the page) the lowest.
    static func openingIndex(_ configuration: Configuration, names: [String]) -> Int {
        names.firstIndex(of: configuration.start) ?? 0
    }

    /// The index of the highest detent that stays undimmed, if it is among `names`.
    static func undimmedIndex(_ configuration: Configuration, names: [String]) -> Int? {
        guard configuration.style == .sheet else { return nil }
        return names.firstIndex(of: configuration.undimmedDetent.rawValue)
    }

    /// The comment lines after the code: the style's constants `mapped` leaves out, with their
    /// values, and the names of the other styles' constants.
    static func unmappedComment(
        _ configuration: Configuration, mapped: Set<String>, library: String
    ) -> [String] {
        let style = configuration.style
        let replaced: Set<String> = configuration.detents == nil ? [] : ["default-height"]
        let constants = flags.filter { $0.styles.contains(style) && !replaced.contains($0.name) }
        let unmapped = constants.filter { !mapped.contains($0.name) }
        var lines: [String] = []
        if !unmapped.isEmpty {
            lines += ["", "// Not expressed by \(library) (build by hand if needed):"]
            for flag in unmapped {
                let unit = flag.unit.isEmpty ? "" : " \(flag.unit)"
                let value = flag.value(in: configuration)
                lines.append("//   \(identifier(flag.name)) = \(value)\(unit)")
            }
        }
        let others = flags.filter { !$0.styles.contains(style) }
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
            "// The detent \($0.name)=fit (the content's height) has no \(library) equivalent; "
                + "it is left out."
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

    /// `--export vaul`: a React component around vaul's `<Drawer.Root>` (vaul 1.x).
    package static func vaul(_ configuration: Configuration) -> String {
        let library = "vaul's Drawer"
        guard
            case (let sheet, let specs, let notes)? = expressibleSheet(
                configuration, toolkit: "vaul")
        else {
            return noSheet(configuration, library: library, toolkit: "vaul")
        }
        // vaul takes a share of the viewport (0..1) or a fixed "Npx" string.
        let points = specs.map { spec -> String in
            if case .points(let height) = spec.value { return "'\(Format.exact(height))px'" }
            return shareText(windowShare(spec, sheet: sheet, window: configuration.window)!)
        }
        let names = specs.map(\.name)
        let opening = openingIndex(configuration, names: names)
        var mapped = sheet.heightFlags.union(["start", "corner-radius", "dim-alpha"])
        if sheet.specs.contains(where: { $0.value == .max }) { mapped.insert("window") }
        var props = [
            "snapPoints={snapPoints}",
            "activeSnapPoint={snap}",
            "setActiveSnapPoint={setSnap}",
        ]
        var overlay = true
        if configuration.style == .sheet {
            mapped.insert("undimmed-detent")
            if let undimmed = undimmedIndex(configuration, names: names) {
                if undimmed + 1 < specs.count {
                    // vaul fades the overlay in from this snap point: the one above the last
                    // undimmed detent.
                    props.append("fadeFromIndex={\(undimmed + 1)}")
                } else {
                    // Undimmed at every detent: no overlay, and the page stays usable.
                    props.append("modal={false}")
                    overlay = false
                }
            } else {
                props.append("fadeFromIndex={0}")
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
        var lines = [
            exportHeader(configuration),
            "// vaul 1.x (https://vaul.emilkowal.ski); snap points are shares of the viewport",
            "// as tuned in a \(tunedWindow(configuration)), or fixed px.",
        ]
        lines += notes
        if !sheet.dragDismisses {
            lines.append(
                "// SheetLab's sheet is not dragged closed (a tap on the dim closes it); vaul's "
                    + "dismissible covers both, so it stays on.")
        }
        lines += [
            "import { useState, type ReactNode } from 'react';",
            "import { Drawer } from 'vaul';",
            "",
            "/** The snap points, lowest first: \(listed(names)). */",
            "const snapPoints: (number | string)[] = [\(points.joined(separator: ", "))];",
            "",
            "/** The sheet as tuned in SheetLab; wrap the page in [vaul-drawer-wrapper]. */",
            "export function SheetDrawer({ trigger, children }: "
                + "{ trigger: ReactNode; children: ReactNode }) {",
            "  const [snap, setSnap] = useState<number | string | null>(snapPoints[\(opening)]);",
            "  return (",
            "    <Drawer.Root",
        ]
        lines += props.map { "      " + $0 }
        lines += [
            "    >",
            "      <Drawer.Trigger asChild>{trigger}</Drawer.Trigger>",
            "      <Drawer.Portal>",
        ]
        if overlay {
            lines.append(
                "        <Drawer.Overlay style={{ position: 'fixed', inset: 0, "
                    + "background: 'rgba(0, 0, 0, \(Format.exact(configuration.dimAlpha)))' }} />")
        }
        let radius = Format.exact(configuration.cornerRadius)
        lines += [
            "        <Drawer.Content style={{ position: 'fixed', left: 0, right: 0, bottom: 0, "
                + "borderTopLeftRadius: \(radius), borderTopRightRadius: \(radius) }}>",
            "          <Drawer.Handle />",
            "          <Drawer.Title>Sheet</Drawer.Title>",
            "          {children}",
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
    /// `<BottomSheet>` (v4.5+ and v5).
    package static func gorhom(_ configuration: Configuration) -> String {
        let library = "@gorhom/bottom-sheet"
        guard let sheet = platformSheet(configuration), !sheet.specs.isEmpty else {
            return noSheet(
                configuration, library: library, toolkit: library,
                noDetent: "No detent to express.")
        }
        let fit = sheet.specs.contains { $0.value == .fit }
        let specs = sheet.specs.filter { $0.value != .fit }
        // Points as numbers, shares as percentage strings (of the container, the window).
        let points = specs.map { spec -> String in
            if case .points(let height) = spec.value { return Format.exact(height) }
            let share = windowShare(spec, sheet: sheet, window: configuration.window)!
            return "'\(shareText(share * 100))%'"
        }
        // gorhom sorts the content's height into the snap points itself, so the index counts
        // it where SheetLab's list has it.
        let names = sheet.specs.map(\.name)
        let opening = openingIndex(configuration, names: names)
        var mapped = sheet.heightFlags.union(["start", "corner-radius", "dim-alpha", "animation"])
        if sheet.specs.contains(where: { $0.value == .max }) { mapped.insert("window") }
        var props = [
            "ref={ref}",
            "snapPoints={snapPoints}",
            "index={\(opening)}",
            // v5 sizes to the content by default: only a fit detent asks for it.
            "enableDynamicSizing={\(fit)}",
            "enablePanDownToClose={\(sheet.dragDismisses)}",
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
        // The backdrop is clear up to the last undimmed detent and dims from the next one.
        var clearUpTo = -1
        if configuration.style == .sheet {
            mapped.insert("undimmed-detent")
            clearUpTo = undimmedIndex(configuration, names: names) ?? -1
        }
        let animation: [String]
        switch configuration.animation {
        case .curve:
            let c = configuration.curve
            let curve = [c.x1, c.y1, c.x2, c.y2].map(Format.exact).joined(separator: ", ")
            mapped.formUnion(["curve", "snap-duration"])
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
            animation = [
                "  const animationConfigs = useBottomSheetSpringConfigs({",
                "    mass: 1,",
                "    stiffness: \(shareText(stiffness)),",
                "    damping: \(shareText(damping)),",
                "  });",
            ]
        }
        var lines = [exportHeader(configuration), "// @gorhom/bottom-sheet v4.5+ / v5."]
        if fit {
            lines.append(
                "// The fit detent is the content's height: enableDynamicSizing adds it.")
        }
        lines += [
            "import { useCallback, useMemo, useRef, type ReactNode } from 'react';",
            "import { Easing } from 'react-native-reanimated';",
            "import BottomSheet, {",
            "  BottomSheetBackdrop,",
            "  BottomSheetView,",
            "  useBottomSheetSpringConfigs,",
            "  useBottomSheetTimingConfigs,",
            "  type BottomSheetBackdropProps,",
            "} from '@gorhom/bottom-sheet';",
            "",
            "/** The sheet as tuned in SheetLab: \(listed(names)), lowest first. */",
            "export function SheetBottomSheet({ children }: { children: ReactNode }) {",
            "  const ref = useRef<BottomSheet>(null);",
            "  const snapPoints = useMemo(() => [\(points.joined(separator: ", "))], []);",
        ]
        lines += animation
        lines += [
            "  const renderBackdrop = useCallback(",
            "    (props: BottomSheetBackdropProps) => (",
            "      <BottomSheetBackdrop {...props} "
                + "opacity={\(Format.exact(configuration.dimAlpha))} "
                + "disappearsOnIndex={\(clearUpTo)} appearsOnIndex={\(clearUpTo + 1)} />",
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

    /// `--export flutter`: a modal bottom sheet holding a `DraggableScrollableSheet`.
    package static func flutter(_ configuration: Configuration) -> String {
        let library = "Flutter's DraggableScrollableSheet"
        guard
            case (let sheet, let specs, let notes)? = expressibleSheet(
                configuration, toolkit: "Flutter")
        else {
            return noSheet(configuration, library: library, toolkit: "Flutter")
        }
        // Every size is a share of the parent's height: the tuned window's.
        let shares = specs.map { windowShare($0, sheet: sheet, window: configuration.window)! }
        let names = specs.map(\.name)
        let low = shares.min()!
        let high = shares.max()!
        let initial = shares[openingIndex(configuration, names: names)]
        // Flutter asserts the snap sizes lie strictly between the min and max child sizes.
        let between = shares.filter { $0 > low && $0 < high }
        var mapped = sheet.heightFlags.union(["start", "corner-radius", "dim-alpha", "window"])
        if configuration.style == .sheet, configuration.undimmedDetent == .none {
            // The modal barrier dims at every size, as SheetLab does without an undimmed detent.
            mapped.insert("undimmed-detent")
        }
        mapped.insert("snap-duration")
        let milliseconds = Format.exact((configuration.snapDuration * 1000).rounded())
        var lines = [
            exportHeader(configuration),
            "// Flutter 3.10+; sizes are shares of the window's height as tuned in a "
                + "\(tunedWindow(configuration)).",
        ]
        lines += notes
        if !sheet.dragDismisses {
            lines.append(
                "// SheetLab's sheet is not dragged closed (a tap on the dim closes it): "
                    + "enableDrag is off.")
        }
        let radius = Format.exact(configuration.cornerRadius)
        let snapSizes =
            between.isEmpty
            ? [] : ["      snapSizes: const [\(between.map(shareText).joined(separator: ", "))],"]
        lines += [
            "import 'package:flutter/material.dart';",
            "",
            "/// Presents `child` as the sheet tuned in SheetLab (\(listed(names)), lowest first).",
            "Future<void> showTunedSheet(BuildContext context, Widget child) {",
            "  return showModalBottomSheet<void>(",
            "    context: context,",
            "    isScrollControlled: true,",
            "    enableDrag: \(sheet.dragDismisses),",
            "    barrierColor: Color.fromRGBO(0, 0, 0, \(Format.exact(configuration.dimAlpha))),",
            "    shape: const RoundedRectangleBorder(",
            "      borderRadius: BorderRadius.vertical(top: Radius.circular(\(radius))),",
            "    ),",
            "    builder: (context) => DraggableScrollableSheet(",
            "      expand: false,",
            "      initialChildSize: \(shareText(initial)),",
            "      minChildSize: \(shareText(low)),",
            "      maxChildSize: \(shareText(high)),",
            "      snap: true,",
        ]
        lines += snapSizes
        lines += [
            "      snapAnimationDuration: const Duration(milliseconds: \(milliseconds)),",
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
