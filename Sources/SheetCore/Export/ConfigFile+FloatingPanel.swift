#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `--export floatingpanel`: the sheet as scenee/FloatingPanel's layout and behavior, for a
/// team that would rather depend on a maintained library than ship SheetLab's engine. As
/// every export, it writes what the library can express and lists every other constant of
/// the style with its value. Sources: docs/export.md.
extension ConfigFile {
    /// `--export floatingpanel`: `SheetPanelLayout` (a `FloatingPanelLayout`: one state an
    /// anchor a detent, `Layout.swift`), a
    /// `SheetPanelBehavior` (a `FloatingPanelBehavior`: projection, spring, rubber band,
    /// `Behavior.swift`) and `presentTunedPanel(_:)`, which sets up a
    /// `FloatingPanelController` with them (`Controller.swift`). FloatingPanel 2.2+ and 3.x.
    package static func floatingPanel(_ constants: SheetConstants) -> String {
        let library = "FloatingPanel"
        guard let sheet = platformSheet(constants), !sheet.specs.isEmpty else {
            return noSheet(
                constants, library: library, toolkit: library,
                noDetent: "No detent to express.")
        }
        let style = constants.style.behavior(constants)
        let detents = style.detents(window: constants.window)
        let names = sheet.specs.map(\.name)
        // Each as SheetLab measures it: points (and a fit detent's content) above the bottom
        // safe area where the style stands on it (FloatingPanel's `.safeArea` guide), a share of
        // the window's height and max's gap below its top against the whole window (`.superview`,
        // LayoutAnchoring.swift L53–105), so they follow the window as SheetLab's do.
        let guide = constants.detentBaseline > 0 ? ".safeArea" : ".superview"
        let anchors = sheet.specs.map { spec -> String in
            switch spec.value {
            case .points(let points):
                return "FloatingPanelLayoutAnchor(absoluteInset: \(Format.exact(points)), "
                    + "edge: .bottom, referenceGuide: \(guide))"
            case .fraction(let share):
                return "FloatingPanelLayoutAnchor(fractionalInset: \(shareText(share)), "
                    + "edge: .bottom, referenceGuide: .superview)"
            case .max:
                let height = detents.resting.first { $0.name == spec.name }?.height
                let top = constants.window.height - (height ?? detents.highest.height)
                return "FloatingPanelLayoutAnchor(absoluteInset: \(Format.exact(max(0, top))), "
                    + "edge: .top, referenceGuide: .superview)"
            case .fit:
                return "FloatingPanelIntrinsicLayoutAnchor(absoluteOffset: 0, "
                    + "referenceGuide: \(guide))"
            }
        }
        var mapped = sheet.heightFlags.union([.start, .cornerRadius, .dimAlpha, .dismissible])
        if sheet.tunesUndimmed { mapped.insert(.undimmedDetent) }
        mapped.formUnion([.grabberWidth, .grabberHeight, .grabber, .deceleration])
        // The backdrop is clear up to the last undimmed state and dims from the next one.
        let clearUpTo = sheet.undimmedIndex(names) ?? -1
        let rate = constants.deceleration
        var behavior = [
            "    /// Momentum is projected at this rate (SheetLab's --deceleration), never past "
                + "the next anchor.",
            "    let momentumProjectionRate: CGFloat = \(Format.exact(rate))",
        ]
        if constants.animation == .spring {
            // NumericSpringAnimator: ζ = ln(rate) / (−2π · 0.001 / response) above 300 pt/s.
            let response = constants.springResponse
            let springRate = exp(-2 * Double.pi * constants.springDamping * 0.001 / response)
            mapped.formUnion([.springResponse, .springDamping, .animation])
            behavior += [
                "    /// SheetLab's spring: response \(Format.exact(response)) s, damping "
                    + "\(Format.exact(constants.springDamping)) (FloatingPanel's "
                    + "NumericSpringAnimator",
                "    /// takes ζ = ln(rate) / (−2π · 0.001 / response) after a release over 300 "
                    + "pt/s, critically damped under).",
                "    let springResponseTime: CGFloat = \(Format.exact(response))",
                "    let springDecelerationRate: CGFloat = \(Format.exact(springRate))",
            ]
        }
        // FloatingPanel's rubber band is SheetLab's `--overdrag rubber` at 0.55 over the view's
        // height (Layout.swift L741–765); without it the panel follows the finger past the
        // end anchors, which no other over-drag is.
        let bands = floatingPanelBands(constants)
        if constants.style.traits.tunedByPresets, bands {
            mapped.insert(.overdrag)
            if constants.rubberConstant == 0.55 { mapped.insert(.rubberConstant) }
        }
        behavior += [
            "    /// Past the highest and lowest anchors the panel "
                + (bands
                    ? "gives with a rubber band (0.55)." : "follows the finger (no rubber band)."),
            "    func allowsRubberBanding(for edge: UIRectEdge) -> Bool { \(bands) }",
        ]
        // A style that draws no grabber (the panel, the card) hides FloatingPanel's.
        let hidesGrabber =
            constants.grabberVisibility == .hidden || !style.usedFlags.contains(.grabber)
        let states = zip(names, 1...).map { name, order in
            "        FloatingPanelState(rawValue: \"\(name)\", order: \(order * 100)),"
        }
        var lines = [
            exportHeader(constants), "// scenee/FloatingPanel 2.2 and later, 3.x (iOS 13+).",
        ]
        lines += presentationNote(constants, library)
        if sheet.startsOpen {
            lines.append(
                "// SheetLab starts with the sheet open at \(sheet.opening): call "
                    + "presentTunedPanel(_:) in your viewDidAppear(_:).")
        }
        if sheet.specs.contains(where: { $0.value == .fit }) {
            lines.append(
                "// fit: FloatingPanel's intrinsic anchor, the content's Auto Layout height, "
                    + "neither capped at the highest detent nor kept in order as SheetLab's is.")
        }
        if !sheet.dragDismisses, !sheet.tapDismisses {
            lines.append(
                "// Not expressed: SheetLab closes this sheet by its close button (and Esc); "
                    + "FloatingPanel has none: call dismiss(animated:) from your content.")
        }
        if sheet.dragDismisses {
            lines.append(
                "// FloatingPanel removes the panel on a fling down faster than 5.5 times its "
                    + "distance to hidden a second;")
            lines.append("// SheetLab closes \(dismissRule(constants)).")
        }
        lines += [
            "import UIKit",
            "import FloatingPanel",
            "",
            "/// The sheet's resting places as tuned in SheetLab: \(listed(names)), lowest first.",
            "final class SheetPanelLayout: FloatingPanelLayout {",
            "    /// One state a detent, lowest first (FloatingPanel orders them by `order`).",
            "    let states = [",
        ]
        lines += states
        lines += [
            "    ]",
            "    let position: FloatingPanelPosition = .bottom",
            "    var initialState: FloatingPanelState { states[\(sheet.openingIndex(names))] }",
            "    var anchors: [FloatingPanelState: FloatingPanelLayoutAnchoring] {",
            "        [",
        ]
        lines += anchors.enumerated().map { "            states[\($0.offset)]: \($0.element)," }
        lines += [
            "        ]",
            "    }",
            "    /// The dim: clear up to the last undimmed detent, "
                + "\(Format.exact(constants.dimAlpha)) above it.",
            "    func backdropAlpha(for state: FloatingPanelState) -> CGFloat {",
            constants.dimAlpha <= 0
                ? "        0"
                : clearUpTo < 0
                    ? "        states.contains(state) ? \(Format.exact(constants.dimAlpha)) : 0"
                    : "        (states.firstIndex(of: state) ?? 0) > \(clearUpTo) ? "
                        + "\(Format.exact(constants.dimAlpha)) : 0",
            "    }",
            "}",
            "",
            "/// How the sheet moves as tuned in SheetLab.",
            "final class SheetPanelBehavior: FloatingPanelBehavior {",
        ]
        lines += behavior
        lines += [
            "}",
            "",
            "extension UIViewController {",
            "    /// Presents `content` in the tuned panel, opening at \(sheet.opening).",
            "    @discardableResult",
            "    func presentTunedPanel(_ content: UIViewController) -> FloatingPanelController {",
            "        let panel = FloatingPanelController()",
            "        panel.layout = SheetPanelLayout()",
            "        panel.behavior = SheetPanelBehavior()",
            "        panel.set(contentViewController: content)",
            "        panel.isRemovalInteractionEnabled = \(sheet.dragDismisses)",
            "        panel.backdropView.dismissalTapGestureRecognizer.isEnabled = "
                + "\(sheet.tapDismisses)",
            "        let appearance = SurfaceAppearance()",
            "        appearance.cornerRadius = \(Format.exact(constants.cornerRadius))",
            "        appearance.cornerCurve = .continuous",
            "        panel.surfaceView.appearance = appearance",
            "        panel.surfaceView.grabberHandleSize = CGSize(width: "
                + "\(Format.exact(constants.grabberWidth)), height: "
                + "\(Format.exact(constants.grabberHeight)))",
            "        panel.surfaceView.grabberHandle.isHidden = \(hidesGrabber)",
            "        present(panel, animated: true)",
            "        return panel",
            "    }",
            "}",
        ]
        if !sheet.draggable {
            // SheetLab's sheet is not dragged: no finger moves the panel either.
            let at = lines.firstIndex(of: "        present(panel, animated: true)")!
            lines.insert("        panel.panGestureRecognizer.isEnabled = false", at: at)
        }
        return exportFile(lines, constants, mapped: mapped, library: library)
    }

    /// Whether the FloatingPanel export rubber-bands (`allowsRubberBanding`): for
    /// `--overdrag rubber` alone, the one over-drag FloatingPanel's band is; its release
    /// model (`releaseModel`) reads the same.
    static func floatingPanelBands(_ constants: SheetConstants) -> Bool {
        constants.overdrag == .rubber
    }
}
