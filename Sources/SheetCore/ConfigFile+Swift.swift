extension ConfigFile {
    /// A Swift snippet an iOS engineer can paste: the constants as an enum, plus where they
    /// map, a `UISheetPresentationController` set up with them.
    public static func swift(_ configuration: Configuration) -> String {
        var lines = [
            "// Exported by SheetLab \(sheetLabVersion): --style \(configuration.style.rawValue)"
                + (configuration.style == .sheet ? " --preset \(configuration.preset.rawValue)" : ""),
            "import UIKit",
            "",
            "/// The bottom sheet's constants, as tuned in SheetLab (points and seconds).",
            "enum SheetConstants {",
        ]
        let used = configuration.style.behavior(configuration).usedFlags.union(["window"])
        for flag in flags where used.contains(flag.name) {
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
                lines.append("    static let curveControlPoint1 = CGPoint(x: \(Format.exact(c.x1)), y: \(Format.exact(c.y1)))")
                lines.append("    static let curveControlPoint2 = CGPoint(x: \(Format.exact(c.x2)), y: \(Format.exact(c.y2)))")
                lines.append(
                    "    @MainActor static var \(name): UICubicTimingParameters { UICubicTimingParameters(controlPoint1: curveControlPoint1, controlPoint2: curveControlPoint2) }"
                )
            case .size:
                lines.append(
                    "    static let \(name) = CGSize(width: \(Format.exact(configuration.window.width)), height: \(Format.exact(configuration.window.height)))"
                )
            default:
                lines.append("    static let \(name) = \(jsonString(text))")
            }
        }
        if used.contains("spring-response") {
            // SheetLab's spring (mass 1) as UIKit's physical spring parameters.
            lines.append(
                "    @MainActor static var spring: UISpringTimingParameters { UISpringTimingParameters(mass: 1, "
                    + "stiffness: pow(2 * .pi / springResponse, 2), damping: 4 * .pi * springDamping / springResponse, "
                    + "initialVelocity: .zero) }")
        }
        lines.append("}")
        guard configuration.style == .sheet else {
            lines += ["", "// --style \(configuration.style.rawValue) has no UISheetPresentationController equivalent; see SheetLab's README."]
            return lines.joined(separator: "\n") + "\n"
        }
        lines += [
            "",
            "extension UIViewController {",
            "    /// Presents `content` as SheetLab's sheet: a default detent and max (iOS 16+).",
            "    func presentTunedSheet(_ content: UIViewController) {",
            "        if let sheet = content.sheetPresentationController {",
            "            // UIKit adds the bottom safe-area inset to a custom detent's height; SheetLab's",
            "            // default height includes it, so take it off here.",
            "            let defaultDetent = UISheetPresentationController.Detent.custom(identifier: .init(\"default\")) { _ in",
            "                SheetConstants.defaultHeight - (content.view.window?.safeAreaInsets.bottom ?? 0)",
            "            }",
            "            sheet.detents = [defaultDetent, .large()]",
            "            sheet.prefersGrabberVisible = true",
            "            sheet.preferredCornerRadius = SheetConstants.cornerRadius",
        ]
        if configuration.undimmedDetent == .default {
            lines.append("            sheet.largestUndimmedDetentIdentifier = .init(\"default\")")
        }
        lines += [
            "        }",
            "        present(content, animated: true)",
            "    }",
            "}",
        ]
        return lines.joined(separator: "\n") + "\n"
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
