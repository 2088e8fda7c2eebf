/// `--export compose`: Jetpack Compose Material 3's `ModalBottomSheet`. As every export, it
/// writes what the toolkit can express and lists every other constant of the style with its
/// value, so nothing is dropped silently. Sources: docs/export.md.
extension ConfigFile {
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
    package static func compose(_ constants: SheetConstants) -> String {
        let library = "Material 3's ModalBottomSheet"
        guard
            // Material 3's expanded sheet is as tall as its content: a top `fit` detent stays.
            case (let sheet, let specs, let notes)? = expressibleSheet(
                constants, toolkit: "Compose", topFits: true)
        else {
            return noSheet(constants, library: library, toolkit: "Compose")
        }
        let top = specs[specs.count - 1]
        let names = specs.map(\.name)
        let opening = sheet.openingIndex(names)
        // Material rests partially expanded at half the window: a 50 % detent under the top.
        let half = specs.dropLast().firstIndex { $0.value == .fraction(0.5) }
        let lost = specs.indices.filter { $0 != specs.count - 1 && $0 != half }.map { names[$0] }
        var mapped: Set<FlagName> = [.cornerRadius, .dimAlpha]
        var lines = [
            exportHeader(constants),
            "// Jetpack Compose Material 3 (1.4+), Android 11+. Points are taken as dp; shares are",
            "// of the window's height. The sheet is as tall as its handle and content: the top",
            "// detent.",
        ]
        lines += notes
        if lost.isEmpty {
            mapped.formUnion(sheet.heightFlags)
            mapped.insert(.start)
        } else {
            // The top detent still sets the content's height; the others are not kept.
            lines.append(
                "// Material 3 rests only partially expanded (half the window) or expanded (the "
                    + "top detent):")
            lines.append(
                "// \(listed(lost)) \(lost.count == 1 ? "is" : "are") not expressed"
                    + (lost.contains(sheet.opening)
                        // Without a half detent partial expansion is skipped: it opens at top.
                        ? "; it opens \(half == nil ? "expanded" : "partially expanded") instead."
                        : "."))
        }
        if sheet.tunesUndimmed, sheet.undimmed == nil {
            mapped.insert(.undimmedDetent)  // the scrim dims at every height, as SheetLab does
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
        }
        // Closed by a drag, not by a tap on the scrim (the card): Material 3 1.4's properties
        // turn the scrim's dismissal off alone (`Scrim(dismissEnabled = …)`).
        let tapKept = !keepsOpen && !sheet.tapDismisses
        let radius = Format.exact(constants.cornerRadius)
        // A top `fit` detent is the content's own height, as SheetLab's is: no drag handle
        // above it (SheetLab's grabber lies over its content's top strip).
        let handle = sheet.draggable && top.value != .fit
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
        if tapKept { lines.append("import androidx.compose.material3.ModalBottomSheetProperties") }
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
                "    // \(flag: .start) \(constants.start): shown partially "
                    + "expanded, then "
                    + "expanded.",
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
        if tapKept {
            lines.append(
                "        // SheetLab's sheet closes by a drag or its button, not a tap on the "
                    + "scrim.")
            lines.append(
                "        properties = ModalBottomSheetProperties(shouldDismissOnClickOutside = "
                    + "false),")
        }
        lines += [
            "        shape = RoundedCornerShape(topStart = \(radius).dp, topEnd = \(radius).dp),",
            "        scrimColor = Color.Black.copy(alpha = "
                + "\(Format.exact(constants.dimAlpha))f),",
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
        return exportFile(lines, constants, mapped: mapped, library: library)
    }
}
