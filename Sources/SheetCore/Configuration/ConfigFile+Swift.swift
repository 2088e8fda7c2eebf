extension ConfigFile {
    /// A Swift snippet an iOS engineer can paste: the constants as an enum, plus where they
    /// map, a `UISheetPresentationController` set up with them.
    package static func swift(_ configuration: Configuration) -> String {
        var lines = [
            "// Exported by SheetLab \(sheetLabVersion): --style \(configuration.style.rawValue)"
                + (configuration.style == .sheet
                    ? " --preset \(configuration.preset.rawValue)" : ""),
            "import UIKit",
            "",
            "/// The bottom sheet's constants, as tuned in SheetLab (points and seconds).",
            "enum SheetConstants {",
        ]
        // The style's constants come from the flag table (each flag's styles), as the JSON
        // export's keys do, so a new flag lands in the enum without being named here.
        let style = configuration.style
        // A detent list replaces the two-detent shorthand: its default height would tune nothing.
        let replaced: Set<String> = configuration.detents == nil ? [] : ["default-height"]
        let constants = flags.filter { $0.styles.contains(style) && !replaced.contains($0.name) }
        let others = flags.filter { !$0.styles.contains(style) }
        for flag in constants {
            let name = identifier(flag.name)
            let text = flag.value(in: configuration)
            let comment = flag.unit.isEmpty ? "" : "  // \(flag.unit)"
            switch flag.kind {
            case .number:
                let type = flag.unit == "s" ? "TimeInterval" : "CGFloat"
                lines.append("    static let \(name): \(type) = \(text)\(comment)")
            case .integer:
                lines.append("    static let \(name) = \(text)\(comment)")
            case .curve:
                // Control points as Sendable values; the UIKit object is made on the main actor.
                let c = configuration.curve
                lines.append(
                    "    static let curveControlPoint1 = CGPoint(x: \(Format.exact(c.x1)), y: "
                        + "\(Format.exact(c.y1)))"
                )
                lines.append(
                    "    static let curveControlPoint2 = CGPoint(x: \(Format.exact(c.x2)), y: "
                        + "\(Format.exact(c.y2)))"
                )
                lines.append(
                    "    @MainActor static var \(name): UICubicTimingParameters { "
                        + "UICubicTimingParameters(controlPoint1: curveControlPoint1, "
                        + "controlPoint2: "
                        + "curveControlPoint2) }"
                )
            case .size:
                lines.append(
                    "    static let \(name) = CGSize(width: "
                        + "\(Format.exact(configuration.window.width)), height: "
                        + "\(Format.exact(configuration.window.height)))"
                )
            default:
                lines.append("    static let \(name) = \(jsonString(text))")
            }
        }
        if constants.contains(where: { $0.name == "spring-response" }) {
            // SheetLab's spring (mass 1) as UIKit's physical spring parameters.
            lines.append(
                "    @MainActor static var spring: UISpringTimingParameters { "
                    + "UISpringTimingParameters(mass: 1, "
                    + "stiffness: pow(2 * .pi / springResponse, 2), damping: 4 * .pi * "
                    + "springDamping / springResponse, "
                    + "initialVelocity: .zero) }")
        }
        lines.append("}")
        let mapped = mappedFlags(configuration)
        let unmapped = constants.filter { !mapped.contains($0.name) }
        let setUp = sheetSetUp(configuration)
        if let setUp {
            lines += [
                "",
                "extension UIViewController {",
                "    /// Presents `content` as SheetLab's --style \(configuration.style.rawValue) "
                    + "(\(setUp.note)).",
                "    func presentTunedSheet(_ content: UIViewController) {",
                "        if let sheet = content.sheetPresentationController {",
            ]
            lines += setUp.lines.map { "            " + $0 }
            lines += [
                "        }",
                "        present(content, animated: true)",
                "    }",
                "}",
            ]
        } else {
            lines += [
                "",
                "// --style \(configuration.style.rawValue) has no UISheetPresentationController "
                    + "equivalent; see SheetLab's README.",
            ]
        }
        // What UIKit's sheet decides for itself is still a tuned number: say so with its value
        // rather than drop it, so whoever ports the feel can build it by hand.
        if !unmapped.isEmpty {
            lines += [
                "",
                setUp == nil
                    ? "// Not expressed by UIKit's sheet (build by hand if needed):"
                    : "// Not expressed by the set-up above (UIKit's sheet fixes these itself; "
                        + "build by hand if needed):",
            ]
            for flag in unmapped {
                let unit = flag.unit.isEmpty ? "" : " \(flag.unit)"
                lines.append(
                    "//   \(identifier(flag.name)) = \(flag.value(in: configuration))\(unit)")
            }
        }
        // The JSON export holds every style's constants; naming the rest says they were left
        // out on purpose, not forgotten.
        lines += otherStylesComment(others, style: style)
        return lines.joined(separator: "\n") + "\n"
    }

    /// The flags the UIKit set-up of `--export swift` uses (the rest are listed in a comment).
    static func mappedFlags(_ configuration: Configuration) -> Set<String> {
        sheetSetUp(configuration)?.mapped ?? []
    }

    /// A style as a `UISheetPresentationController` set-up: the statements that configure
    /// `sheet`, the flags they express and a note on where it comes from; nil for a style
    /// UIKit's sheet cannot show (the full-window modal, the always-peeking card).
    static func sheetSetUp(
        _ configuration: Configuration
    ) -> (lines: [String], mapped: Set<String>, note: String)? {
        let radius = "sheet.preferredCornerRadius = SheetConstants.cornerRadius"
        if configuration.style.takesDetentList, let specs = configuration.detents {
            var lines = ["sheet.detents = ["]
            let above = configuration.safeArea.bottom > 0
            lines += specs.map { "    " + detentExpression($0, aboveSafeArea: above) + "," } + ["]"]
            lines += ["sheet.prefersGrabberVisible = true", radius]
            let undimmed = configuration.undimmedDetent.rawValue
            if configuration.style == .sheet,
                let spec = specs.first(where: { $0.name == undimmed })
            {
                lines.append("sheet.largestUndimmedDetentIdentifier = \(detentIdentifier(spec))")
            }
            // Where the sheet opens: UIKit's selected detent (the lowest unless told).
            var mapped: Set<String> = ["detents", "corner-radius", "undimmed-detent"]
            if let spec = specs.first(where: { $0.name == configuration.start }) {
                lines.append("sheet.selectedDetentIdentifier = \(detentIdentifier(spec))")
                mapped.insert("start")
            }
            return (lines, mapped, "its --detents list; iOS 16+")
        }
        switch configuration.style {
        case .sheet:
            var lines = customDetent(
                "default", height: "SheetConstants.defaultHeight",
                aboveSafeArea: configuration.safeArea.bottom > 0)
            lines += [
                "sheet.detents = [defaultDetent, .large()]",
                "sheet.prefersGrabberVisible = true",
                radius,
            ]
            if configuration.undimmedDetent == .default {
                lines.append("sheet.largestUndimmedDetentIdentifier = .init(\"default\")")
            }
            let mapped: Set<String> = ["default-height", "corner-radius", "undimmed-detent"]
            return (lines, mapped, "a default detent and max; iOS 16+")
        case .half:
            // UIKit's medium detent is exactly half the screen; another share is a custom one.
            let half = configuration.halfFraction == 0.5 ? ".medium()" : "halfDetent"
            var lines: [String] = []
            if half != ".medium()" {
                // SheetLab's half is a share of the whole window, as UIKit's medium detent is of
                // the screen; without a window yet, the largest detent stands in for it.
                let window = "(window?.bounds.height ?? context.maximumDetentValue)"
                lines = customDetent("half", height: window + " * SheetConstants.halfFraction")
            }
            lines += [
                "sheet.detents = [\(half), .large()]", "sheet.prefersGrabberVisible = true", radius,
            ]
            let note = half == ".medium()" ? "half and full; iOS 15+" : "half and full; iOS 16+"
            return (lines, ["half-fraction", "corner-radius"], note)
        case .fixed:
            let lines =
                customDetent("panel", height: "SheetConstants.panelHeight") + [
                    "sheet.detents = [panelDetent]",
                    "sheet.prefersGrabberVisible = false",
                ]
            return (lines, ["panel-height"], "one custom detent of the panel's height; iOS 16+")
        case .card:
            return (
                ["sheet.detents = [.large()]", radius], ["corner-radius"],
                "the large detent; iOS 15+"
            )
        case .modal, .peek:
            return nil
        }
    }

    /// A custom detent named `name` (bound to `<name>Detent`) whose height is SheetLab's
    /// `height`, a Swift expression that may read `window` (the presenter's) and `context`.
    ///
    /// UIKit documents the value a `Detent.custom(identifier:resolver:)` resolver returns as
    /// "a height within the safe area of the sheet": it adds the bottom safe-area inset
    /// itself, and `context.maximumDetentValue` (the large detent) is on the same scale.
    /// SheetLab's heights run from the window's bottom edge, inset included, so every custom
    /// detent takes the inset off here, and keeps within the largest detent.
    ///
    /// `aboveSafeArea`: the height was tuned on a `--device`, where SheetLab measures heights
    /// in points above the bottom safe area as UIKit does: it is returned as it is.
    static func customDetent(_ name: String, height: String, aboveSafeArea: Bool = false)
        -> [String]
    {
        let header =
            "let \(name)Detent = UISheetPresentationController.Detent.custom("
            + "identifier: .init(\"\(name)\")) {"
        if aboveSafeArea {
            return [
                "// Tuned on a device: measured within the sheet's safe area, as UIKit measures a",
                "// custom detent (it adds the bottom inset itself).",
                header + " context in",
                "    min(max(\(height), 0), context.maximumDetentValue)",
                "}",
            ]
        }
        return [
            "// UIKit measures a custom detent within the sheet's safe area (it adds the bottom",
            "// inset itself); SheetLab's height runs from the window's bottom edge.",
            header + " [weak self] context in",
            "    let window = self?.view.window",
            "    let height = \(height) - (window?.safeAreaInsets.bottom ?? 0)",
            "    return min(max(height, 0), context.maximumDetentValue)",
            "}",
        ]
    }

    /// One `--detents` entry as a UIKit detent: `.medium()` for 50 % (UIKit's "about half the
    /// screen", as the half style exports it), `.large()` for max, a custom detent with a
    /// resolver otherwise.
    ///
    /// A share is of the window's height in SheetLab (as gorhom's and vaul's are), and a
    /// custom detent's height excludes the bottom safe area: so the window's height times the
    /// share, less that inset (as the half style's other fractions) — not
    /// `context.maximumDetentValue` times it, which is shorter by the top inset.
    ///
    /// `aboveSafeArea`: tuned on a `--device`, a height in points is already within the safe
    /// area (see `customDetent`).
    static func detentExpression(_ spec: DetentSpec, aboveSafeArea: Bool = false) -> String {
        let identifier = ".init(\(jsonString(spec.name)))"
        let custom = "UISheetPresentationController.Detent.custom(identifier: \(identifier))"
        switch spec.value {
        case .fraction(0.5): return ".medium()"
        case .max: return ".large()"
        case .fraction(let share):
            return custom
                + " { [weak self] context in min(max((self?.view.window?.bounds.height ?? 0) * "
                + "\(Format.exact(share)) - (self?.view.window?.safeAreaInsets.bottom ?? 0), 0), "
                + "context.maximumDetentValue) }"
        case .points(let points) where aboveSafeArea:
            return custom + " { context in min(max(\(Format.exact(points)), 0), "
                + "context.maximumDetentValue) }"
        case .points(let points):
            // Within the sheet's safe area, as `customDetent` explains.
            return custom + " { [weak self] context in min(max(\(Format.exact(points)) - "
                + "(self?.view.window?.safeAreaInsets.bottom ?? 0), 0), "
                + "context.maximumDetentValue) }"
        case .fit:
            // UIKit's fitting detent: the content's own height, capped at the large one.
            return custom + " { [weak content] context in "
                + "min(content?.preferredContentSize.height ?? 0, context.maximumDetentValue) }"
        }
    }

    /// The identifier UIKit knows a detent by.
    static func detentIdentifier(_ spec: DetentSpec) -> String {
        switch spec.value {
        case .fraction(0.5): return ".medium"
        case .max: return ".large"
        default: return ".init(\(jsonString(spec.name)))"
        }
    }

    /// The comment naming the other styles' constants, wrapped within 100 columns (none when
    /// there are none): every export says they were left out on purpose, not forgotten.
    static func otherStylesComment(_ others: [Flag], style: StyleKind) -> [String] {
        guard !others.isEmpty else { return [] }
        var lines = ["", "// Not read by --style \(style.rawValue) (other styles' constants):"]
        var line = "//  "
        for name in others.map({ identifier($0.name) }) {
            if line.count + name.count + 2 > 100 {
                lines.append(line)
                line = "//  "
            }
            line += " \(name),"
        }
        lines.append(String(line.dropLast()))
        return lines
    }

    /// "default-height" → "defaultHeight".
    static func identifier(_ flag: String) -> String {
        var result = ""
        var upper = false
        for character in flag {
            if character == "-" {
                upper = true
            } else {
                result += upper ? character.uppercased() : String(character)
                upper = false
            }
        }
        return result
    }
}
