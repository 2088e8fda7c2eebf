/// `--export swiftui`: SwiftUI's sheet modifiers. As every export, it writes what the toolkit
/// can express and lists every other constant of the style with its value, so nothing is
/// dropped silently. Sources: docs/export.md.
extension ConfigFile {
    /// A detent as a SwiftUI `PresentationDetent` expression that may read `window` (the
    /// window's height), `bottom` (its bottom safe-area inset) and `contentHeight` (the
    /// content's measured height). SheetLab's heights run from the window's bottom edge and
    /// its shares are of the whole window, as the UIKit export resolves them; a custom height
    /// is measured within the safe area, so the inset comes off. SwiftUI's own `.fraction(_:)`
    /// is of the sheet's largest height, not the window's, so it is not used for a share; the
    /// system's `.medium` and `.large` only where the tuned height is theirs (`system`).
    /// `aboveSafeArea`: tuned on a `--device`, a height in points is already within the safe
    /// area, as SwiftUI's `.height(_:)` measures it.
    static func swiftUIDetent(
        _ spec: DetentSpec, system: String?, topInset: Double, aboveSafeArea: Bool
    ) -> String {
        if let system { return ".\(system)" }
        switch spec.value {
        case .fraction(let share):
            return ".height(max(window * \(Format.exact(share)) - bottom, 0))"
        case .points(let points) where aboveSafeArea: return ".height(\(Format.exact(points)))"
        case .points(let points): return ".height(max(\(Format.exact(points)) - bottom, 0))"
        case .max where topInset == 0: return ".height(max(window - bottom, 0))"
        case .max: return ".height(max(window - \(Format.exact(topInset)) - bottom, 0))"
        case .fit: return ".height(contentHeight)"
        }
    }

    /// `--export swiftui`: a view presenting `content` with `.sheet` and the tuned detents.
    package static func swiftUI(_ constants: SheetConstants) -> String {
        let library = "SwiftUI's sheet"
        guard let sheet = platformSheet(constants) else {
            return noSheet(constants, library: library, toolkit: "SwiftUI")
        }
        let names = sheet.specs.map(\.name)
        let opening = sheet.openingIndex(names)
        var mapped = sheet.heightFlags.union([.start, .cornerRadius]).union(
            uikitsOwn(constants))
        if exportedConstants(constants).contains(where: { $0.id == .grabber }) {
            mapped.insert(.grabber)
        }
        let detents = zip(sheet.specs, systemDetents(sheet, constants)).map { spec, system in
            swiftUIDetent(
                spec, system: system, topInset: sheet.topInset,
                aboveSafeArea: constants.safeArea.bottom > 0)
        }
        let fits = sheet.specs.contains { $0.value == .fit }
        var modifiers: [String] = []
        if fits {
            // Its own height, not the sheet's: measured at its ideal height.
            modifiers.append(".fixedSize(horizontal: false, vertical: true)")
            modifiers.append(
                ".onGeometryChange(for: CGFloat.self) { $0.size.height } "
                    + "action: { contentHeight = $0 }")
        }
        modifiers += [
            ".presentationDetents(Set(detents), selection: selection(detents))",
            ".presentationDragIndicator("
                + (sheet.draggable && constants.grabberVisibility == .visible
                    ? ".visible" : ".hidden") + ")",
        ]
        // The system's own radius is left to the system (see `systemRadius`).
        if !systemRadius(constants) {
            modifiers.append(".presentationCornerRadius(\(Format.exact(constants.cornerRadius)))")
        }
        if sheet.tunesUndimmed { mapped.insert(.undimmedDetent) }
        // Only iOS 26's look reads the glass's blur: nothing to list for another.
        if !constants.look.floats,
            exportedConstants(constants).contains(where: { $0.id == .glassBlur })
        {
            mapped.insert(.glassBlur)
        }
        if let undimmed = sheet.undimmedIndex(names) {
            modifiers.append(
                ".presentationBackgroundInteraction(.enabled(upThrough: detents[\(undimmed)]))")
        } else if sheet.tunesUndimmed {
            modifiers.append(".presentationBackgroundInteraction(.disabled)")
        }
        if !sheet.dragDismisses { modifiers.append(".interactiveDismissDisabled()") }
        // Dismissible or not, the sheet says it (the system's own default, or the line above).
        if exportedConstants(constants).contains(where: { $0.id == .dismissible }) {
            mapped.insert(.dismissible)
        }
        if constants.appearance == .dark {
            // Tuned dark: the sheet stays dark whatever the phone's setting (light follows it).
            modifiers.append(".preferredColorScheme(.dark)")
            mapped.insert(.appearance)
        }
        var lines = [
            exportHeader(constants),
            "// SwiftUI, iOS 16.4+. Shares are of the window's height and heights run from its",
            "// bottom edge, as in SheetLab; a custom height is within the safe area, so the",
            "// bottom inset comes off (as in --export swift).",
        ]
        lines += appleNotes(sheet, constants)
        if constants.formSheet != nil {
            // Documented: `PresentationSizing.automatic` resolves to `.form` outside macOS.
            lines.append(
                "// Tuned on \(constants.device.rawValue): the sheet's automatic sizing is "
                    + "already the form sheet")
            lines.append("// SheetLab draws there (iOS 18+); the detents apply in a compact width.")
        }
        if constants.edgeAttached.isOn, !inertFlags(constants).contains(.edgeAttached) {
            // SwiftUI's sheet has no prefersEdgeAttachedInCompactHeight: full screen there.
            let rests = constants.style.behavior(constants).detents(window: constants.window)
                .resting.map(\.name).joined(separator: ", ")
            lines.append(
                "// \(flag: .edgeAttached) on (UIKit's prefersEdgeAttachedInCompactHeight) is "
                    + "not expressed: SwiftUI's")
            lines.append(
                "// sheet is full screen in a compact height (a phone on its side, with no dim "
                    + "to tap outside),")
            lines.append("// where SheetLab's rests at \(rests), the dim beside it closing it.")
        } else if exportedConstants(constants).contains(where: { $0.id == .edgeAttached }) {
            // Off: full screen in a compact height, SwiftUI's own default.
            mapped.insert(.edgeAttached)
        }
        let reads = detents.joined()
        lines += [
            "import SwiftUI",
            "",
            "/// The sheet as tuned in SheetLab (\(listed(names)), lowest first), "
                + "presenting `content` over `page`.",
            "struct SheetView<Page: View, Content: View>: View {",
            "    @Binding var isPresented: Bool",
            "    let page: Page",
            "    let content: Content",
            "    /// The selected detent's index: `\(flag: .start)` "
                + "(\(constants.start)).",
            "    @State private var selected = \(opening)",
        ]
        if fits {
            lines.append("    /// The content's height as laid out: the fit detent's.")
            lines.append("    @State private var contentHeight: CGFloat = 0")
        }
        lines += [
            "",
            "    var body: some View {",
            "        GeometryReader { proxy in",
        ]
        if reads.contains("bottom") || reads.contains("window") {
            lines.append("            let bottom = proxy.safeAreaInsets.bottom")
        }
        if reads.contains("window") {
            lines.append(
                "            // The whole window: the proxy's size plus the safe-area insets.")
            lines.append(
                "            let window = proxy.size.height + proxy.safeAreaInsets.top + bottom")
        }
        lines.append("            let detents: [PresentationDetent] = [")
        lines += detents.map { "                \($0)," }
        lines.append("            ]")
        // `selected` outlives a dismissal: set back to `--start`'s detent then, the next
        // presentation opens where SheetLab's does (UIKit's set-up sets it every time).
        if fits {
            // Measured before the sheet is up (a hidden copy behind the page, at the page's
            // width): a fit detent opens at the content's height, not at 0 and then jumps.
            lines += [
                "            page",
                "                .background {",
                "                    // The content measured before the sheet is up: a fit "
                    + "detent opens at its",
                "                    // height (measured only inside the sheet, it would open "
                    + "at 0, then jump).",
                "                    content.fixedSize(horizontal: false, vertical: true).hidden()",
                "                        .onGeometryChange(for: CGFloat.self) { $0.size.height } "
                    + "action: {",
                "                            contentHeight = $0",
                "                        }",
                "                }",
                "                .sheet(isPresented: $isPresented, "
                    + "onDismiss: { selected = \(opening) }) {",
            ]
        } else {
            lines.append(
                "            page.sheet(isPresented: $isPresented, "
                    + "onDismiss: { selected = \(opening) }) {")
        }
        // The sheet's closure, one level deeper under the measuring page's modifiers.
        let deeper = fits ? "    " : ""
        lines.append(deeper + "                content")
        lines += modifiers.map { deeper + "                    " + $0 }
        lines += [
            deeper + "            }",
            "        }",
            "    }",
            "",
            "    /// The selection as a detent, kept as an index since the detents follow the "
                + "window.",
            "    private func selection(_ detents: [PresentationDetent]) "
                + "-> Binding<PresentationDetent> {",
            "        Binding(",
            "            get: { detents[min(selected, detents.count - 1)] },",
            "            set: { selected = detents.firstIndex(of: $0) ?? selected }",
            "        )",
            "    }",
            "}",
        ]
        return exportFile(lines, constants, mapped: mapped, library: library)
    }
}
