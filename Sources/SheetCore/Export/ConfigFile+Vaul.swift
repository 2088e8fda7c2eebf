/// `--export vaul`: the sheet as a React component around vaul's `<Drawer.Root>`. As every
/// export, it writes what the library can express and lists every other constant of the
/// style with its value, so nothing is dropped silently. Sources: docs/export.md.
extension ConfigFile {
    /// `--export vaul`: a React component around vaul's `<Drawer.Root>` (vaul 1.1).
    ///
    /// vaul lays `Drawer.Content` at the viewport's bottom and moves it down by the viewport's
    /// height less the snap point's (`use-snap-points.ts`): the content is given the whole
    /// viewport's height so each snap point rests at its own height. Its `Npx` strings are read
    /// with `parseInt`, so they are whole pixels. Without snap points (the fixed panel) the
    /// content's own height is where it rests, and vaul lets nothing drag a drawer that is not
    /// `dismissible` (`onPress`). The drawer is controlled: `open` starts as SheetLab does.
    package static func vaul(_ constants: SheetConstants) -> String {
        let library = "vaul's Drawer"
        guard
            case (let sheet, let expressed, var notes)? = expressibleSheet(
                constants, toolkit: "vaul")
        else {
            return noSheet(constants, library: library, toolkit: "vaul")
        }
        // Two snap points at one pixel (on the tuned window) would be one place vaul finds by
        // `indexOf` twice: the higher is kept, and the file says so.
        let (specs, merged) = vaulDistinct(expressed, sheet: sheet, window: constants.window)
        if !merged.isEmpty {
            notes.append(
                "// \(listed(merged)) rest\(merged.count == 1 ? "s" : "") where the next snap "
                    + "point does (the same pixel): not expressed.")
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
                return shareText(
                    windowShare(spec, sheet: sheet, window: constants.window)!)
            }
        }
        let followsViewport = points.contains { $0.contains("height") }
        let names = specs.map(\.name)
        let opening = sheet.openingIndex(names)
        var mapped = sheet.heightFlags.union([.start, .cornerRadius, .dimAlpha])
        if sheet.specs.contains(where: { $0.value == .max }) { mapped.insert(.window) }
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
            exportHeader(constants),
            "// vaul 1.1 (https://vaul.emilkowal.ski); snap points are shares of the viewport",
            "// as tuned in a \(tunedWindow(constants)), or whole px.",
        ]
        lines += notes
        var overlay = true
        if sheet.tunesUndimmed { mapped.insert(.undimmedDetent) }
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
        if sheet.scalesPage {
            // SheetLab scales the page behind as a card; vaul's scale is its own.
            props.append("shouldScaleBackground")
        }
        if constants.style.traits.tunedByPresets,
            constants.policy == .sequential
        {
            props.append("snapToSequentialPoint")
            mapped.insert(.policy)
        }
        if !sheet.dragDismisses {
            // vaul's dismissible covers a drag, a tap outside and Esc together.
            props.append("dismissible={false}")
        }
        let sequential = props.contains("snapToSequentialPoint")
        if sheet.dragDismisses, sequential {
            // With snapToSequentialPoint the 2 px/ms rule is skipped.
            lines += [
                "// vaul's release (use-snap-points.ts, onRelease) with snapToSequentialPoint: "
                    + "over 0.4 px/ms (a drag",
                "// under 40 % of the window) it steps one snap point, closing from the "
                    + "lowest; slower, it snaps",
                "// to the closest one and never closes. SheetLab closes "
                    + "\(dismissRule(constants)).",
            ]
        }
        if sheet.dragDismisses, !sequential {
            // vaul's `onRelease` (src/use-snap-points.ts): over 2 px/ms down it closes a
            // dismissible drawer from any snap point; over VELOCITY_THRESHOLD (0.4 px/ms, a
            // drag under 40 % of the window) it steps one snap point, closing from the first;
            // otherwise the closest snap point.
            lines += [
                "// vaul's release (use-snap-points.ts, onRelease): a downward flick faster "
                    + "than 2 px/ms closes",
                "// the drawer from any snap point, an upward one goes to the top; over 0.4 "
                    + "px/ms (a drag under",
                "// 40 % of the window) it steps one snap point, closing from the lowest; "
                    + "slower, it snaps to",
                "// the closest one and never closes. SheetLab closes "
                    + "\(dismissRule(constants)).",
            ]
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
                    + "background: 'rgba(0, 0, 0, "
                    + "\(Format.exact(constants.dimAlpha)))' }} />"
            )
        }
        let radius = Format.exact(constants.cornerRadius)
        // With snap points the content is the viewport's height; the panel is its own height.
        var height = "'100%'"
        if !snaps, case .points(let points) = specs[0].value {
            height =
                "'\(Format.exact(min(points, constants.window.height).rounded()))px'"
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
        return exportFile(lines, constants, mapped: mapped, library: library)
    }

    /// `specs` without one of any two neighbours vaul would place at the same pixel on
    /// `window` (the higher kept), and the names of those left out.
    static func vaulDistinct(_ specs: [DetentSpec], sheet: PlatformSheet, window: Size) -> (
        [DetentSpec], [String]
    ) {
        func pixels(_ spec: DetentSpec) -> Double {
            switch spec.value {
            case .points(let height): return height.rounded()
            case .max: return (window.height - sheet.topInset).rounded(.towardZero)
            default: return (windowShare(spec, sheet: sheet, window: window) ?? 0) * window.height
            }
        }
        var kept: [DetentSpec] = []
        var merged: [String] = []
        for spec in specs {
            if let last = kept.last, abs(pixels(last) - pixels(spec)) < 1 {
                merged.append(last.name)
                kept.removeLast()
            }
            kept.append(spec)
        }
        return (kept, merged)
    }
}
