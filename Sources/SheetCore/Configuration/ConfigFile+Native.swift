/// The exports for the native toolkits besides UIKit: SwiftUI's sheet modifiers, Jetpack
/// Compose Material 3's `ModalBottomSheet` and the Views `BottomSheetBehavior`. As the other
/// exports, each writes what the toolkit can express and lists every other constant of the
/// style with its value, so nothing is dropped silently. Sources: docs/export.md.
extension ConfigFile {
    // MARK: - SwiftUI

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
    package static func swiftUI(_ configuration: Configuration) -> String {
        let library = "SwiftUI's sheet"
        guard let sheet = platformSheet(configuration) else {
            return noSheet(configuration, library: library, toolkit: "SwiftUI")
        }
        let names = sheet.specs.map(\.name)
        let opening = sheet.openingIndex(names)
        var mapped = sheet.heightFlags.union(["start", "corner-radius"])
        let detents = zip(sheet.specs, systemDetents(sheet, configuration)).map { spec, system in
            swiftUIDetent(
                spec, system: system, topInset: sheet.topInset,
                aboveSafeArea: configuration.safeArea.bottom > 0)
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
            ".presentationDragIndicator(\(sheet.draggable ? ".visible" : ".hidden"))",
            ".presentationCornerRadius(\(Format.exact(configuration.cornerRadius)))",
        ]
        if configuration.style == .sheet { mapped.insert("undimmed-detent") }
        if let undimmed = sheet.undimmedIndex(names) {
            modifiers.append(
                ".presentationBackgroundInteraction(.enabled(upThrough: detents[\(undimmed)]))")
        } else if configuration.style == .sheet {
            modifiers.append(".presentationBackgroundInteraction(.disabled)")
        }
        if !sheet.dragDismisses { modifiers.append(".interactiveDismissDisabled()") }
        var lines = [
            exportHeader(configuration),
            "// SwiftUI, iOS 16.4+. Shares are of the window's height and heights run from its",
            "// bottom edge, as in SheetLab; a custom height is within the safe area, so the",
            "// bottom inset comes off (as in --export swift).",
        ]
        lines += appleNotes(sheet, configuration)
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
            "    /// The selected detent's index: `--start` (\(configuration.start)).",
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
        lines += [
            "            ]",
            "            page.sheet(isPresented: $isPresented) {",
            "                content",
        ]
        lines += modifiers.map { "                    " + $0 }
        lines += [
            "            }",
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
        return exportFile(lines, configuration, mapped: mapped, library: library)
    }

    // MARK: - Compose

    /// The height of Material 3's `BottomSheetDefaults.DragHandle()`: 22 dp of padding above
    /// and below a 4 dp bar (`SheetDefaults.kt`), added to the sheet's content.
    static let composeDragHandle = 48.0

    /// A detent's height as the Compose content's `Dp` expression, reading `window` (the
    /// window's height in dp) and `handle` (the drag handle above the content, which the sheet
    /// adds); points are taken as dp.
    static func composeHeight(_ spec: DetentSpec, topInset: Double, handle: Bool) -> String {
        let less = handle ? " - handle" : ""
        switch spec.value {
        case .fraction(let share): return "window * \(Format.exact(share))f" + less
        case .points(let points): return "\(Format.exact(points)).dp" + less
        case .max where topInset == 0: return "window" + less
        case .max: return "window - \(Format.exact(topInset)).dp" + less
        case .fit: return "Dp.Unspecified"
        }
    }

    /// `--export compose`: a Material 3 `ModalBottomSheet`. Its sheet rests only partially
    /// expanded (half the window, when taller than that) or expanded (the sheet's height: the
    /// drag handle, the content and its insets, here none): one detent, or a half share under
    /// the top one, is expressed; any other list is not, and is listed.
    package static func compose(_ configuration: Configuration) -> String {
        let library = "Material 3's ModalBottomSheet"
        guard
            case (let sheet, let specs, let notes)? = expressibleSheet(
                configuration, toolkit: "Compose")
        else {
            return noSheet(configuration, library: library, toolkit: "Compose")
        }
        let top = specs[specs.count - 1]
        let names = specs.map(\.name)
        let opening = sheet.openingIndex(names)
        // Material rests partially expanded at half the window: a 50 % detent under the top.
        let half = specs.dropLast().firstIndex { $0.value == .fraction(0.5) }
        let lost = specs.indices.filter { $0 != specs.count - 1 && $0 != half }.map { names[$0] }
        var mapped: Set<String> = ["corner-radius", "dim-alpha"]
        var lines = [
            exportHeader(configuration),
            "// Jetpack Compose Material 3 (1.4+), Android 11+. Points are taken as dp; shares are",
            "// of the window's height. The sheet is as tall as its handle and content: the top",
            "// detent.",
        ]
        lines += notes
        if lost.isEmpty {
            mapped.formUnion(sheet.heightFlags)
            mapped.insert("start")
        } else {
            // The top detent still sets the content's height; the others are not kept.
            lines.append(
                "// Material 3 rests only partially expanded (half the window) or expanded (the "
                    + "top detent):")
            lines.append(
                "// \(listed(lost)) \(lost.count == 1 ? "is" : "are") not expressed"
                    + (lost.contains(sheet.opening)
                        ? "; it opens partially expanded instead." : "."))
        }
        if configuration.style == .sheet, sheet.undimmed == nil {
            mapped.insert("undimmed-detent")  // the scrim dims at every height, as SheetLab does
        }
        if let undimmed = sheet.undimmed {
            lines.append(
                "// The scrim covers the page at every height: SheetLab's page stays usable up "
                    + "to \(undimmed); not expressible.")
        }
        if sheet.startsOpen {
            lines.append(
                "// SheetLab starts with the sheet open at \(sheet.opening): show TunedSheet as "
                    + "the page appears.")
        }
        // confirmValueChange vetoes Hidden for a drag and a tap on the scrim alike.
        let keepsOpen = !sheet.dragDismisses
        if keepsOpen, sheet.tapDismisses {
            lines.append(
                "// SheetLab's sheet is not dragged closed; vetoing Hidden stops a tap on the "
                    + "scrim too (SheetLab closes on one): not expressible.")
        } else if !keepsOpen, !sheet.tapDismisses {
            lines.append(
                "// SheetLab's sheet closes by a drag or its button, not a tap on the scrim; "
                    + "vetoing Hidden would stop the drag too: not expressible.")
        }
        let radius = Format.exact(configuration.cornerRadius)
        let handle = sheet.draggable
        let height = composeHeight(top, topInset: sheet.topInset, handle: handle)
        let readsWindow = height.contains("window")
        // Opening at the top over a partially expanded state: shown there first, then expanded.
        let expandFirst = half != nil && opening == specs.count - 1
        if readsWindow { lines.append("import android.view.WindowManager") }
        lines += [
            "import androidx.compose.foundation.layout.Box",
            "import androidx.compose.foundation.layout.WindowInsets",
            "import androidx.compose.foundation.layout.fillMaxWidth",
            "import androidx.compose.foundation.layout.height",
            "import androidx.compose.foundation.shape.RoundedCornerShape",
            "import androidx.compose.material3.BottomSheetDefaults",
            "import androidx.compose.material3.ExperimentalMaterial3Api",
            "import androidx.compose.material3.ModalBottomSheet",
        ]
        if keepsOpen || expandFirst {
            lines.append("import androidx.compose.material3.SheetValue")
        }
        lines += [
            "import androidx.compose.material3.rememberModalBottomSheetState",
            "import androidx.compose.runtime.Composable",
        ]
        if expandFirst {
            lines.append("import androidx.compose.runtime.LaunchedEffect")
            lines.append("import androidx.compose.runtime.snapshotFlow")
        }
        lines += [
            "import androidx.compose.ui.Modifier",
            "import androidx.compose.ui.graphics.Color",
        ]
        if readsWindow {
            lines.append("import androidx.compose.ui.platform.LocalContext")
            lines.append("import androidx.compose.ui.platform.LocalDensity")
        }
        lines += [
            "import androidx.compose.ui.unit.Dp",
            "import androidx.compose.ui.unit.dp",
        ]
        if expandFirst { lines.append("import kotlinx.coroutines.flow.first") }
        lines += [
            "",
            "/** The sheet as tuned in SheetLab (\(listed(names)), lowest first). */",
            "@OptIn(ExperimentalMaterial3Api::class)",
            "@Composable",
            "fun TunedSheet(onDismissRequest: () -> Unit, content: @Composable () -> Unit) {",
        ]
        if readsWindow {
            lines += [
                "    // The whole window, system bars included, as the sheet's own window spans "
                    + "it.",
                "    val metrics = LocalContext.current.getSystemService(WindowManager::class.java)"
                    + ".currentWindowMetrics",
                "    val window: Dp = with(LocalDensity.current) { "
                    + "metrics.bounds.height().toDp() }",
            ]
        }
        if handle {
            lines.append(
                "    // BottomSheetDefaults.DragHandle(): 22 dp + 4 dp + 22 dp above the content.")
            lines.append("    val handle: Dp = \(Format.exact(composeDragHandle)).dp")
        }
        lines.append(
            "    val sheetState = rememberModalBottomSheetState("
                + "skipPartiallyExpanded = \(half == nil)"
                + (keepsOpen ? ", confirmValueChange = { it != SheetValue.Hidden })" : ")"))
        if expandFirst {
            lines += [
                "    // --start \(configuration.start): shown partially expanded, then expanded.",
                "    LaunchedEffect(sheetState) {",
                "        snapshotFlow { sheetState.currentValue }"
                    + ".first { it == SheetValue.PartiallyExpanded }",
                "        sheetState.expand()",
                "    }",
            ]
        }
        lines += [
            "    ModalBottomSheet(",
            "        onDismissRequest = onDismissRequest,",
            "        sheetState = sheetState,",
            "        sheetMaxWidth = Dp.Unspecified,  // SheetLab's sheet spans the window's width",
        ]
        if !sheet.draggable {
            lines.append(
                "        sheetGesturesEnabled = false,  // SheetLab's panel is not dragged")
        }
        lines += [
            "        shape = RoundedCornerShape(topStart = \(radius).dp, topEnd = \(radius).dp),",
            "        scrimColor = Color.Black.copy(alpha = "
                + "\(Format.exact(configuration.dimAlpha))f),",
            "        dragHandle = \(handle ? "{ BottomSheetDefaults.DragHandle() }," : "null,")",
            "        // No insets: SheetLab's heights run from the window's bottom edge (pad your "
                + "content with",
            "        // Modifier.navigationBarsPadding() if it has controls at the bottom).",
            "        contentWindowInsets = { WindowInsets(0, 0, 0, 0) },",
            "    ) {",
            "        Box(",
            "            Modifier.fillMaxWidth().height(\(height))",
            "        ) { content() }",
            "    }",
            "}",
        ]
        return exportFile(lines, configuration, mapped: mapped, library: library)
    }

    // MARK: - Android Views

    /// The Android files: the layout and the Kotlin that sets what XML cannot.
    package struct AndroidFiles: Sendable {
        /// `bottom_sheet.xml`: a CoordinatorLayout holding the sheet with its behaviour.
        package var layout: String
        /// `BottomSheet.kt`: the heights that depend on the window, the radius, the state.
        package var kotlin: String
    }

    /// A detent's height in pixels as a Kotlin expression reading `window` (the
    /// CoordinatorLayout's height in px, the window's) and `density`.
    static func androidPixels(_ spec: DetentSpec, topInset: Double) -> String {
        switch spec.value {
        case .fraction(let share): return "(window * \(Format.exact(share))f).toInt()"
        case .points(let points): return "(\(Format.exact(points))f * density).toInt()"
        case .max where topInset == 0: return "window.toInt()"
        case .max: return "(window - \(Format.exact(topInset))f * density).toInt()"
        case .fit: return "ViewGroup.LayoutParams.WRAP_CONTENT"
        }
    }

    /// `--export android`: `BottomSheetBehavior` (Material Components 1.2+). It rests
    /// collapsed (`peekHeight`), half expanded (`halfExpandedRatio`, only when not fitting
    /// the contents) and expanded (`expandedOffset` from the top, or the sheet's height when
    /// fitting): up to three detents; a longer list keeps its lowest, second and top ones.
    /// Starting on the page it is hidden (which needs `hideable`); shown, it rests collapsed.
    package static func android(_ configuration: Configuration) -> AndroidFiles {
        let library = "BottomSheetBehavior"
        guard
            case (let sheet, let all, let notes)? = expressibleSheet(
                configuration, toolkit: "Android")
        else {
            let text = noSheet(
                configuration, library: library, toolkit: "Android",
                noDetent: "No detent to express.")
            return AndroidFiles(layout: xmlComment(text), kotlin: text)
        }
        let kept = all.count > 3 ? [all[0], all[1], all[all.count - 1]] : all
        var mapped: Set<String> = ["corner-radius"]
        var header = [exportHeader(configuration)] + notes
        if all.count > 3 {
            header.append(
                "// BottomSheetBehavior rests at three heights at most: kept "
                    + "\(listed(kept.map(\.name))) of \(listed(all.map(\.name))).")
        } else {
            mapped.formUnion(sheet.heightFlags)
            mapped.insert("start")
        }
        // A plain BottomSheetBehavior in a CoordinatorLayout has no scrim (BottomSheetDialog
        // adds one, with its own height rules): the page stays usable at every height.
        if sheet.dimsSomewhere {
            header.append(
                "// A BottomSheetBehavior in a CoordinatorLayout has no scrim: the page stays "
                    + "usable and a tap on it")
            header.append(
                "// does not close the sheet (SheetLab dims at "
                    + "\(Format.exact(configuration.dimAlpha))"
                    + (sheet.tapDismisses ? " and closes on a tap there" : "")
                    + "); not expressible.")
        }
        let names = kept.map(\.name)
        let opening = all.count > 3 ? 0 : sheet.openingIndex(names)
        let fit = kept.count < 3
        let low = kept[0]
        let top = kept[kept.count - 1]
        var xml: [String] = [
            "app:layout_behavior=\"com.google.android.material.bottomsheet.BottomSheetBehavior\""
        ]
        var kotlin: [String] = []
        func dp(_ spec: DetentSpec) -> String? {
            if case .points(let points) = spec.value { return "\(Format.exact(points))dp" }
            return nil
        }
        // Collapsed: the lowest detent, as tuned (the gesture inset is not added to it).
        if let height = dp(low) {
            xml.append("app:behavior_peekHeight=\"\(height)\"")
        } else {
            kotlin.append("behavior.peekHeight = \(androidPixels(low, topInset: sheet.topInset))")
        }
        xml.append("app:gestureInsetBottomIgnored=\"true\"")
        var height = "match_parent"
        if fit {
            // Expanded is the sheet's own height: the top detent.
            if kept.count == 2 || kept.count == 1 {
                if let points = dp(top) {
                    height = points
                } else {
                    kotlin.append(
                        "sheet.layoutParams = sheet.layoutParams.apply { height = "
                            + "\(androidPixels(top, topInset: sheet.topInset)) }")
                }
            }
        } else {
            let middle = kept[1]
            if case .fraction(let share) = middle.value {
                xml.append("app:behavior_halfExpandedRatio=\"\(Format.exact(share))\"")
            } else {
                // Strictly between 0 and 1, or the setter throws (a window shorter than tuned).
                kotlin.append(
                    "behavior.halfExpandedRatio = minOf(maxOf("
                        + "\(androidPixels(middle, topInset: sheet.topInset)) / window, 0.01f), "
                        + "0.99f)"
                )
            }
            if top.value == .max {
                xml.append("app:behavior_expandedOffset=\"\(Format.exact(sheet.topInset))dp\"")
            } else {
                // Never negative, or the setter throws.
                kotlin.append(
                    "behavior.expandedOffset = maxOf(window.toInt() - "
                        + "\(androidPixels(top, topInset: sheet.topInset)), 0)")
            }
        }
        // Hidden needs hideable: a sheet that starts on the page is hideable until shown.
        let hideable = sheet.dragDismisses || !sheet.startsOpen
        xml += [
            "app:behavior_fitToContents=\"\(fit)\"",
            "app:behavior_hideable=\"\(hideable)\"",
            "app:behavior_draggable=\"\(sheet.draggable)\"",
        ]
        let states =
            kept.count == 3
            ? ["STATE_COLLAPSED", "STATE_HALF_EXPANDED", "STATE_EXPANDED"]
            : ["STATE_COLLAPSED", "STATE_EXPANDED"]
        var start: [String] = []
        if sheet.startsOpen {
            start.append(
                "behavior.state = BottomSheetBehavior.\(states[min(opening, states.count - 1)])")
        } else {
            start.append(
                "// SheetLab starts on the page: hidden; show it with behavior.state = "
                    + "BottomSheetBehavior.STATE_COLLAPSED.")
            start.append("behavior.state = BottomSheetBehavior.STATE_HIDDEN")
            if !sheet.dragDismisses {
                start += [
                    "// Once resting on screen, SheetLab's sheet is not dragged closed.",
                    "behavior.addBottomSheetCallback(object : BottomSheetBehavior."
                        + "BottomSheetCallback() {",
                    "    override fun onStateChanged(bottomSheet: View, newState: Int) {",
                    "        when (newState) {",
                    "            BottomSheetBehavior.STATE_COLLAPSED, BottomSheetBehavior"
                        + ".STATE_HALF_EXPANDED,",
                    "            BottomSheetBehavior.STATE_EXPANDED -> behavior.isHideable = false",
                    "        }",
                    "    }",
                    "    override fun onSlide(bottomSheet: View, slideOffset: Float) {}",
                    "})",
                ]
            }
        }
        let footer = unmappedComment(configuration, mapped: mapped, library: library)
        let layout =
            [
                "<?xml version=\"1.0\" encoding=\"utf-8\"?>",
                xmlComment(header.joined(separator: "\n")).trimmingSuffixNewline,
                "<androidx.coordinatorlayout.widget.CoordinatorLayout",
                "    xmlns:android=\"http://schemas.android.com/apk/res/android\"",
                "    xmlns:app=\"http://schemas.android.com/apk/res-auto\"",
                "    android:layout_width=\"match_parent\"",
                "    android:layout_height=\"match_parent\">",
                "",
                "    <FrameLayout",
                "        android:id=\"@+id/bottom_sheet\"",
                "        android:layout_width=\"match_parent\"",
                "        android:layout_height=\"\(height)\"",
            ] + xml.map { "        " + $0 } + [
                "        android:background=\"@android:color/white\" />",
                "</androidx.coordinatorlayout.widget.CoordinatorLayout>",
                xmlComment(
                    (["BottomSheet.kt sets the rest."] + footer).joined(separator: "\n")
                )
                .trimmingSuffixNewline,
            ]
        let radius = Format.exact(configuration.cornerRadius)
        var code =
            header + [
                "// The XML half is bottom_sheet.xml; this sets what depends on the window's "
                    + "height.",
                "import android.content.res.ColorStateList",
                "import android.graphics.Color",
                "import android.view.View",
            ]
        if kotlin.contains(where: { $0.contains("ViewGroup.") }) {
            code.append("import android.view.ViewGroup")
        }
        code += [
            "import com.google.android.material.bottomsheet.BottomSheetBehavior",
            "import com.google.android.material.shape.CornerFamily",
            "import com.google.android.material.shape.MaterialShapeDrawable",
            "import com.google.android.material.shape.ShapeAppearanceModel",
            "",
            "/** Sets up R.id.bottom_sheet as tuned in SheetLab (\(listed(names)), "
                + "lowest first). */",
            "fun setUpTunedSheet(sheet: View) {",
            "    val behavior = BottomSheetBehavior.from(sheet)",
            "    val density = sheet.resources.displayMetrics.density",
            "    val shape = ShapeAppearanceModel.builder()",
            "        .setTopLeftCorner(CornerFamily.ROUNDED, \(radius)f * density)",
            "        .setTopRightCorner(CornerFamily.ROUNDED, \(radius)f * density)",
            "        .build()",
            "    // A MaterialShapeDrawable has no fill of its own: white, as the XML's "
                + "background.",
            "    sheet.background = MaterialShapeDrawable(shape).apply {",
            "        fillColor = ColorStateList.valueOf(Color.WHITE)",
            "    }",
        ]
        code += start.map { "    " + $0 }

        if !kotlin.isEmpty {
            code += [
                "    // The CoordinatorLayout fills the window: its height is the window's, in px.",
                "    val parent = sheet.parent as View",
                "    parent.post {",
            ]
            if kotlin.contains(where: { $0.contains("window") }) {
                code.append("        val window = parent.height.toFloat()")
            }
            code += kotlin.map { "        " + $0 }
            code.append("    }")
        }
        code.append("}")
        code += [
            "",
            "/** Closes the sheet from code (its button): hidden, as on the page. */",
            "fun hideTunedSheet(sheet: View) {",
            "    val behavior = BottomSheetBehavior.from(sheet)",
            "    behavior.isHideable = true",
            "    behavior.state = BottomSheetBehavior.STATE_HIDDEN",
            "}",
        ]
        code += footer
        return AndroidFiles(
            layout: layout.joined(separator: "\n") + "\n",
            kotlin: code.joined(separator: "\n") + "\n")
    }

    /// `//` comment lines as one XML comment (`--` cannot appear inside one).
    static func xmlComment(_ text: String) -> String {
        let body = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasPrefix("//") ? String(line.dropFirst(2)) : String(line)
        }
        let safe = body.map { line in
            var line = line
            while line.contains("--") { line = line.replacing("--", with: "- -") }
            return line
        }
        return "<!--\n" + safe.joined(separator: "\n") + "\n-->\n"
    }
}

extension String {
    /// The text without its one trailing newline.
    fileprivate var trimmingSuffixNewline: String {
        hasSuffix("\n") ? String(dropLast()) : self
    }
}
