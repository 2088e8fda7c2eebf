/// `--export android`: the Views `BottomSheetBehavior` (a layout and the Kotlin that sets
/// what XML cannot). As every export, it writes what the toolkit can express and lists every
/// other constant of the style with its value, so nothing is dropped silently. Sources:
/// docs/export.md.
extension ConfigFile {
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
    package static func android(_ constants: SheetConstants) -> AndroidFiles {
        let library = "BottomSheetBehavior"
        guard
            case (let sheet, let all, let notes)? = expressibleSheet(
                constants, toolkit: "Android")
        else {
            let text = noSheet(
                constants, library: library, toolkit: "Android",
                noDetent: "No detent to express.")
            return AndroidFiles(layout: xmlComment(text), kotlin: text)
        }
        let kept = all.count > 3 ? [all[0], all[1], all[all.count - 1]] : all
        var mapped: Set<FlagName> = [.cornerRadius]
        var header = [exportHeader(constants)] + notes
        if all.count > 3 {
            header.append(
                "// BottomSheetBehavior rests at three heights at most: kept "
                    + "\(listed(kept.map(\.name))) of \(listed(all.map(\.name))).")
        } else {
            mapped.formUnion(sheet.heightFlags)
            mapped.insert(.start)
        }
        // A plain BottomSheetBehavior in a CoordinatorLayout has no scrim (BottomSheetDialog
        // adds one, with its own height rules): the page stays usable at every height.
        if sheet.dimsSomewhere {
            header.append(
                "// A BottomSheetBehavior in a CoordinatorLayout has no scrim: the page stays "
                    + "usable and a tap on it")
            header.append(
                "// does not close the sheet (SheetLab dims at "
                    + "\(Format.exact(constants.dimAlpha))"
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
        let footer = unmappedComment(constants, mapped: mapped, library: library)
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
        let radius = Format.exact(constants.cornerRadius)
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
