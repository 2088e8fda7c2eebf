/// `--export swift`: the constants as a Swift enum and, where UIKit can show the style, a
/// `UISheetPresentationController` set up with them. Sources: docs/export.md.
extension ConfigFile {
    /// A Swift snippet an iOS engineer can paste: the constants as an enum, plus where they
    /// map, a `UISheetPresentationController` set up with them.
    package static func swift(_ constants: SheetConstants) -> String {
        var lines = [
            exportHeader(constants),
            "import UIKit",
            "",
            "/// The bottom sheet's constants, as tuned in SheetLab (points and seconds).",
            "enum SheetConstants {",
        ]
        // The style's constants come from the flag table (each flag's styles), as the JSON
        // export's keys do, so a new flag lands in the enum without being named here.
        let style = constants.style
        // A detent list replaces the two-detent shorthand: its default height would tune nothing.
        let replaced: Set<FlagName> = constants.detents == nil ? [] : [.defaultHeight]
        let exported = flags.filter { $0.styles.contains(style) && !replaced.contains($0.id) }
        let others = flags.filter { !$0.styles.contains(style) && !tuningFlags.contains($0.id) }
        for flag in exported {
            let name = identifier(flag.name)
            let text = flag.value(in: constants)
            let comment = flag.unit.isEmpty ? "" : "  // \(flag.unit)"
            switch flag.kind {
            case .number:
                let type = flag.unit == "s" ? "TimeInterval" : "CGFloat"
                lines.append("    static let \(name): \(type) = \(text)\(comment)")
            case .integer:
                lines.append("    static let \(name) = \(text)\(comment)")
            case .curve:
                // Control points as Sendable values; the UIKit object is made on the main actor.
                let c = constants.curve
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
                        + "\(Format.exact(constants.window.width)), height: "
                        + "\(Format.exact(constants.window.height)))"
                )
            default:
                lines.append("    static let \(name) = \(jsonString(text))")
            }
        }
        if exported.contains(where: { $0.id == .springResponse }) {
            // SheetLab's spring (mass 1) as UIKit's physical spring parameters.
            lines.append(
                "    @MainActor static var spring: UISpringTimingParameters { "
                    + "UISpringTimingParameters(mass: 1, "
                    + "stiffness: pow(2 * .pi / springResponse, 2), damping: 4 * .pi * "
                    + "springDamping / springResponse, "
                    + "initialVelocity: .zero) }")
        }
        lines.append("}")
        let mapped = mappedFlags(constants)
        let unmapped = exportedConstants(constants).filter { !mapped.contains($0.id) }
        let setUp = sheetSetUp(constants)
        if let setUp {
            lines += [
                "",
                "extension UIViewController {",
                "    /// Presents `content` as SheetLab's "
                    + "\(flag: .style) \(constants.style.rawValue) "
                    + "(\(setUp.note)).",
                "    func presentTunedSheet(_ content: UIViewController) {",
            ]
            lines += setUp.before.map { "        " + $0 }
            lines.append("        if let sheet = content.sheetPresentationController {")
            lines += setUp.sheet.map { "            " + $0 }
            lines.append("        }")
            lines += setUp.content.map { "        " + $0 }
            lines += [
                "        present(content, animated: true)",
                "    }",
                "}",
            ]
            if setUp.fits {
                lines += [
                    "",
                    "extension UIViewController {",
                    "    /// The view's height as Auto Layout fits it to its width: a fit detent's "
                        + "height",
                    "    /// within the safe area. Call `sheet.invalidateDetents()` when it "
                        + "changes.",
                    "    fileprivate var tunedFittingHeight: CGFloat {",
                    "        let target = CGSize(",
                    "            width: view.bounds.width, "
                        + "height: UIView.layoutFittingCompressedSize.height)",
                    "        return view.systemLayoutSizeFitting(",
                    "            target, withHorizontalFittingPriority: .required,",
                    "            verticalFittingPriority: .fittingSizeLevel"
                        + ").height",
                    "    }",
                    "}",
                ]
            }
        } else {
            lines += [
                "",
                "// \(flag: .style) \(constants.style.rawValue) has no "
                    + "UISheetPresentationController equivalent; see SheetLab's README.",
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
                    "//   \(identifier(flag.name)) = \(flag.value(in: constants))\(unit)")
            }
        }
        // The JSON export holds every style's constants; naming the rest says they were left
        // out on purpose, not forgotten.
        lines += otherStylesComment(others, style: style)
        return lines.joined(separator: "\n") + "\n"
    }

    /// The flags the UIKit set-up of `--export swift` uses (the rest are listed in a comment).
    static func mappedFlags(_ constants: SheetConstants) -> Set<FlagName> {
        sheetSetUp(constants)?.mapped ?? []
    }

    /// UIKit's own detents in the tuned window, as heights on screen: the large detent stops
    /// at the top safe area on iOS 26 (10 pt below it on iOS 15–18, the gap of a look other
    /// than the system's), the medium is 0.56 of the large one's height within the
    /// safe area (`SystemSheetLook`). Without a `--device` the window has no safe area.
    static func systemHeights(_ constants: SheetConstants) -> (medium: Double, large: Double) {
        SystemSheetLook.heights(constants)
    }

    /// Whether the tuned corner radius is the system sheet's own default for its look (UIKit's
    /// `preferredCornerRadius` nil): then an export leaves it unset.
    static func systemRadius(_ constants: SheetConstants) -> Bool {
        constants.look.isSystem && constants.cornerRadius == constants.look.corners.radius
    }

    /// For each of the sheet's detents, the system detent it is (`medium`, `large`) or nil: a
    /// detent that rests exactly where UIKit's `.medium()` or `.large()` does on the tuned
    /// device is named by it, and follows the phone it runs on. Only the first detent at one
    /// system height is (two would be one identifier).
    static func systemDetents(
        _ sheet: PlatformSheet, _ constants: SheetConstants
    ) -> [String?] {
        var taken: Set<String> = []
        return sheet.specs.map { spec in
            guard let name = systemDetent(spec, sheet: sheet, constants),
                taken.insert(name).inserted
            else { return nil }
            return name
        }
    }

    /// Whether `spec` rests where UIKit's `.medium()` or `.large()` does on the tuned device.
    static func systemDetent(
        _ spec: DetentSpec, sheet: PlatformSheet, _ constants: SheetConstants
    ) -> String? {
        // A device says which phone the system's detents follow; so does `--look ios` (which
        // `--preset uikit` brings), whose medium and large are UIKit's own rule on any window.
        guard constants.device.figures != nil || constants.look.isSystem
        else {
            return nil
        }
        let system = systemHeights(constants)
        let window = constants.window.height
        let onScreen = spec.value.heightOnScreen(
            windowHeight: window, maxHeight: window - sheet.topInset, contentHeight: 0,
            baseline: constants.safeArea.bottom)
        if spec.value != .fit, abs(onScreen - system.medium) < 0.25 { return "medium" }
        if spec.value == .max, abs(onScreen - system.large) < 0.25 { return "large" }
        return nil
    }

    /// What `--export swift` writes to present a style's sheet.
    struct UIKitSetUp {
        /// The statements before it (the presentation style, set before UIKit makes the
        /// sheet's controller).
        var before: [String] = []
        /// The statements that configure `sheet`.
        var sheet: [String]
        /// The statements after it that configure `content` (with their comments).
        var content: [String]
        /// The flags they express.
        var mapped: Set<FlagName>
        /// Where the set-up comes from, for the doc comment.
        var note: String
        /// Whether a detent is the content's own height, measured.
        var fits: Bool
    }

    /// A style as a `UISheetPresentationController` set-up: the statements that configure
    /// `sheet` (and `content`), the flags they express and a note on where it comes from; nil
    /// for a style UIKit's sheet cannot show (the full-window modal, the always-peeking card).
    static func sheetSetUp(_ constants: SheetConstants) -> UIKitSetUp? {
        guard let sheet = platformSheet(constants) else { return nil }
        let above = constants.safeArea.bottom > 0
        var lines: [String] = []
        let system = systemDetents(sheet, constants)
        lines.append("sheet.detents = [")
        lines += zip(sheet.specs, system).map { spec, system in
            "    "
                + detentExpression(
                    spec, system: system, topInset: sheet.topInset, aboveSafeArea: above) + ","
        }
        lines.append("]")
        lines.append(
            "sheet.prefersGrabberVisible = "
                + "\(sheet.draggable && constants.grabberVisibility == .visible)")
        // The enum holds the radius only where the style reads it (the panel's is square).
        let readsRadius = exportedConstants(constants).contains { $0.id == .cornerRadius }
        if systemRadius(constants) {
            // The system's own radius: pinning it would only repeat it (and on iOS 26 a set
            // radius squares the inset sheet's bottom corners off the display's).
            lines.append("// preferredCornerRadius stays nil: the system's own corners")
        } else {
            lines.append(
                "sheet.preferredCornerRadius = "
                    + (readsRadius
                        ? "SheetConstants.cornerRadius"
                        : Format.exact(constants.cornerRadius)))
        }
        // Only the style's own constants count as expressed.
        var mapped = sheet.heightFlags.union([.cornerRadius, .start, .grabber])
            .union(uikitsOwn(constants)).intersection(
                exportedConstants(constants).map(\.id))
        func identifier(_ name: String) -> String {
            let index = sheet.specs.firstIndex { $0.name == name }!
            return detentIdentifier(sheet.specs[index], system: system[index])
        }
        if sheet.tunesUndimmed { mapped.insert(.undimmedDetent) }
        // Only iOS 26's look reads the glass's blur: nothing to list for another.
        if !constants.look.floats,
            exportedConstants(constants).contains(where: { $0.id == .glassBlur })
        {
            mapped.insert(.glassBlur)
        }
        if let undimmed = sheet.undimmed {
            lines.append("sheet.largestUndimmedDetentIdentifier = \(identifier(undimmed))")
        }
        // Where the sheet opens: UIKit's selected detent (the lowest unless told).
        lines.append("sheet.selectedDetentIdentifier = \(identifier(sheet.opening))")
        var after = appleNotes(sheet, constants)
        if !sheet.dragDismisses { after.append("content.isModalInPresentation = true") }
        // Dismissible or not, the sheet says it (the system's own default, or the line above).
        if exportedConstants(constants).contains(where: { $0.id == .dismissible }) {
            mapped.insert(.dismissible)
        }
        // Full screen in a compact height is the system's default; attached, it is asked for.
        if exportedConstants(constants).contains(where: { $0.id == .edgeAttached }) {
            mapped.insert(.edgeAttached)
            if constants.edgeAttached.isOn {
                lines.append("sheet.prefersEdgeAttachedInCompactHeight = true")
            }
        }
        if constants.appearance == .dark {
            // Tuned dark: the sheet and what it shows stay dark whatever the phone's setting
            // (light follows the phone's, as the system sheet does).
            after.append("content.overrideUserInterfaceStyle = .dark")
            mapped.insert(.appearance)
        }
        let note = "\(listed(sheet.specs.map(\.name))), lowest first; iOS 16+"
        let fits = sheet.specs.contains { $0.value == .fit }
        var before: [String] = []
        if let form = constants.formSheet {
            // UIKit's default (`.automatic`) is the page sheet; SheetLab draws the form sheet.
            before = [
                "// Tuned on \(constants.device.rawValue): UIKit's form sheet, centred at its "
                    + "default size",
                "// (\(Format.number(form.size.width))x\(Format.number(form.size.height)) "
                    + "pt, \(Format.number(form.cornerRadius)) pt corners on this screen); the "
                    + "detents, and the",
                "// constants above, apply in a compact width (Split View, Slide Over).",
                "content.modalPresentationStyle = .formSheet",
            ]
        }
        return UIKitSetUp(
            before: before, sheet: lines, content: after, mapped: mapped, note: note, fits: fits)
    }

    /// The comments UIKit's and SwiftUI's exports share: where SheetLab starts, where the
    /// top detent stops, and which of the style's dismissals the system sheet cannot keep
    /// apart (`isModalInPresentation` and `interactiveDismissDisabled` stop a drag and a tap
    /// outside together, and neither stops a finger pulling the sheet).
    static func appleNotes(_ sheet: PlatformSheet, _ constants: SheetConstants) -> [String] {
        var notes: [String] = []
        let large = systemHeights(constants).large
        if constants.window.height - sheet.topInset > large + 0.25,
            let top = sheet.specs.last(where: { $0.value == .max })
        {
            notes.append(
                "// The system sheet stops \(constants.look.floats ? "at" : "10 pt below") the "
                    + "top safe area (\(Format.exact(large)) pt up in the tuned window): "
                    + "\(top.name) rests there; not expressible.")
        }
        if sheet.startsOpen {
            notes.append(
                "// SheetLab starts with the sheet open at \(sheet.opening): present it as the "
                    + "page appears.")
        }
        if !sheet.dragDismisses, !sheet.draggable {
            notes += [
                "// Not dragged closed, nor closed by a tap outside: its button dismisses it. A",
                "// finger still pulls the system sheet a little (SheetLab's panel does not move);",
                "// not expressible.",
            ]
        } else if !sheet.dragDismisses, sheet.tapDismisses {
            notes += [
                "// SheetLab's sheet is not dragged closed; the system sheet then ignores a tap",
                "// outside too (SheetLab closes on one): not expressible.",
            ]
        } else if sheet.dragDismisses, !sheet.tapDismisses, sheet.dimsSomewhere {
            notes += [
                "// The system sheet also closes on a tap on the dim above it (SheetLab's closes",
                "// by a drag or its button); stopping that would stop the drag too: not",
                "// expressible.",
            ]
        }
        return notes
    }

    /// One detent as a UIKit detent: the system's `.medium()` or `.large()` where the tuned
    /// height is theirs (`system`), else a custom detent whose resolver returns the tuned
    /// height within the safe area.
    ///
    /// UIKit documents a custom resolver's value as "a height within the safe area of the
    /// sheet": it adds the bottom safe-area inset itself, and `context.maximumDetentValue` (the
    /// large detent) is on the same scale and caps it. SheetLab's heights run from the window's
    /// bottom edge, inset included, and its shares are of the whole window: so the window's
    /// height times the share, less the inset (not `maximumDetentValue` times it, which is
    /// shorter by the top gap). Tuned on a `--device` (`aboveSafeArea`), a height in points is
    /// already within the safe area. A `fit` detent is the content's height, measured.
    static func detentExpression(
        _ spec: DetentSpec, system: String?, topInset: Double, aboveSafeArea: Bool
    ) -> String {
        if let system { return ".\(system)()" }
        let identifier = ".init(\(jsonString(spec.name)))"
        let custom = ".custom(identifier: \(identifier))"
        let window = "(self?.view.window?.bounds.height ?? 0)"
        let bottom = "(self?.view.window?.safeAreaInsets.bottom ?? 0)"
        let height: String
        switch spec.value {
        case .fit:
            return custom + " { [weak content] context in "
                + "min(content?.tunedFittingHeight ?? 0, context.maximumDetentValue) }"
        case .points(let points) where aboveSafeArea:
            return custom + " { context in min(\(Format.exact(points)), "
                + "context.maximumDetentValue) }"
        case .points(let points): height = Format.exact(points)
        case .fraction(let share): height = "\(window) * \(Format.exact(share))"
        case .max where topInset == 0: height = window
        case .max: height = "\(window) - \(Format.exact(topInset))"
        }
        return custom + " { [weak self] context in min(max(\(height) - \(bottom), 0), "
            + "context.maximumDetentValue) }"
    }

    /// The identifier UIKit knows a detent by.
    static func detentIdentifier(_ spec: DetentSpec, system: String?) -> String {
        system.map { ".\($0)" } ?? ".init(\(jsonString(spec.name)))"
    }

    /// The comment naming the other styles' constants, wrapped within 100 columns (none when
    /// there are none): every export says they were left out on purpose, not forgotten.
    static func otherStylesComment(_ others: [Flag], style: StyleKind) -> [String] {
        guard !others.isEmpty else { return [] }
        var lines = [
            "",
            "// Not read by \(flag: .style) \(style.rawValue) (other styles' "
                + "constants):",
        ]
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
