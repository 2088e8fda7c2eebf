/// `--export flutter`: the sheet as Flutter's `DraggableScrollableSheet`. As every export, it
/// writes what the framework can express and lists every other constant of the style with
/// its value, so nothing is dropped silently. Sources: docs/export.md.
extension ConfigFile {
    /// A detent as a Dart size: a share of `height`, the window's height where the app runs
    /// (points over it, max the window less the inset over it), so the sheet follows the
    /// phone as SheetLab follows its window.
    static func flutterSize(_ spec: DetentSpec, topInset: Double) -> String {
        switch spec.value {
        case .fraction(let share): return Format.exact(share)
        case .points(let points): return "\(Format.exact(points)) / height"
        case .max where topInset == 0: return "1.0"
        case .max: return "(height - \(Format.exact(topInset))) / height"
        case .fit: return "1.0"  // never reached: fit detents are left out first
        }
    }

    /// `--export flutter`: a modal bottom sheet holding a `DraggableScrollableSheet`.
    ///
    /// Flutter's modal sheet pops its route when the sheet's extent reaches `minChildSize`
    /// with `shouldCloseOnMinExtent` on (`bottom_sheet.dart`, `extentChanged`): so a sheet
    /// that a drag closes gets a minimum of 0 and rests at its lowest detent as a snap size;
    /// one that a drag does not close gets its lowest detent as the minimum and the closing
    /// switched off. Sources: docs/export.md.
    package static func flutter(_ constants: SheetConstants) -> String {
        let library = "Flutter's DraggableScrollableSheet"
        guard
            case (let sheet, let all, let notes)? = expressibleSheet(
                constants, toolkit: "Flutter")
        else {
            return noSheet(constants, library: library, toolkit: "Flutter")
        }
        // Two detents at one share (on the tuned window) would break Flutter's rising snap
        // sizes: the higher one is kept.
        var specs: [DetentSpec] = []
        var merged: [String] = []
        for spec in all {
            let share = windowShare(spec, sheet: sheet, window: constants.window)!
            if let last = specs.last,
                abs(
                    windowShare(last, sheet: sheet, window: constants.window)! - share
                ) < 1e-9
            {
                merged.append(last.name)
                specs.removeLast()
            }
            specs.append(spec)
        }
        let names = specs.map(\.name)
        let sizes = specs.map { flutterSize($0, topInset: sheet.topInset) }
        let high = sizes[sizes.count - 1]
        let initial = sizes[sheet.openingIndex(names)]
        let closes = sheet.draggable && sheet.dragDismisses
        let low = closes ? "0" : sizes[0]
        // The snap sizes may equal the minimum and maximum (the asserts are inclusive).
        let snapSizes = closes ? Array(sizes.dropLast()) : Array(sizes.dropFirst().dropLast())
        var mapped = sheet.heightFlags.union([.start, .cornerRadius, .dimAlpha, .window])
        if sheet.tunesUndimmed, sheet.undimmed == nil {
            // The modal barrier dims at every size, as SheetLab does without an undimmed detent.
            mapped.insert(.undimmedDetent)
        }
        // Flutter asserts a snap animation lasts more than nothing: an instant snap is 1 ms.
        let milliseconds = min(
            max((constants.snapDuration * 1000).rounded(), 1), 3_600_000)
        mapped.insert(.snapDuration)
        var lines = [
            exportHeader(constants),
            "// Flutter 3.13+; sizes are shares of the window's height where it runs, worked out",
            "// from SheetLab's points as tuned in a \(tunedWindow(constants)).",
        ]
        lines += notes
        if !merged.isEmpty {
            lines.append(
                "// \(listed(merged)) rest where the next detent does: not expressed (Flutter's "
                    + "snap sizes rise).")
        }
        if sheet.startsOpen {
            lines.append(
                "// SheetLab starts with the sheet open at \(sheet.opening): call showTunedSheet "
                    + "as the page appears.")
        }
        let radius = Format.exact(constants.cornerRadius)
        let reads = (sizes + [low]).contains { $0.contains("height") }
        lines += [
            "import 'package:flutter/material.dart';",
            "",
            "/// Presents `child` as the sheet tuned in SheetLab (\(listed(names)), lowest first).",
            "Future<void> showTunedSheet(BuildContext context, Widget child) {",
        ]
        if reads {
            lines.append("  // The window's height: the sheet may be as tall as the route.")
            lines.append("  final height = MediaQuery.sizeOf(context).height;")
        }
        lines += [
            "  return showModalBottomSheet<void>(",
            "    context: context,",
            "    isScrollControlled: true,",
            "    // The DraggableScrollableSheet below moves the sheet; the route's own drag "
                + "is off.",
            "    enableDrag: false,",
        ]
        lines.append(
            sheet.tapDismisses
                ? "    isDismissible: true,"
                : "    isDismissible: false,  // SheetLab's sheet closes by its button, not a tap "
                    + "outside")
        if let undimmed = sheet.undimmed {
            lines.append(
                "    // The barrier covers the page at every size: SheetLab's page stays usable")
            lines.append("    // up to \(undimmed); not expressible.")
        }
        lines += [
            "    barrierColor: Color.fromRGBO(0, 0, 0, "
                + "\(Format.exact(constants.dimAlpha))),",
            "    // Material 3 caps a sheet's width at 640; SheetLab's spans the window. No drag "
                + "handle is",
            "    // shown (showDragHandle takes 48 from the sheet's height): draw your own.",
            "    constraints: const BoxConstraints(maxWidth: double.infinity),",
            "    shape: const RoundedRectangleBorder(",
            "      borderRadius: BorderRadius.vertical(top: Radius.circular(\(radius))),",
            "    ),",
            "    builder: (context) => DraggableScrollableSheet(",
            "      expand: false,",
            "      initialChildSize: \(initial),",
        ]
        if closes {
            // `_SnappingSimulation._getSnapSize` (draggable_scrollable_sheet.dart): the nearest
            // size only at no more than the tolerance's speed, else the next in the fling's.
            lines += [
                "      // Dragged down to nothing, the route closes. Released with any fling, it "
                    + "goes to the next",
                "      // size in the fling's direction (_SnappingSimulation): a slight "
                    + "downward fling from the",
                "      // lowest size closes it; released still, it snaps to the nearest size "
                    + "(SheetLab closes",
                "      // \(dismissRule(constants))): not expressible.",
                "      minChildSize: 0,",
            ]
        } else if !sheet.draggable {
            lines.append(
                "      // One size: SheetLab's sheet is not dragged (its button closes it).")
            lines.append("      minChildSize: \(low),")
        } else {
            lines.append(
                "      // SheetLab's sheet is not dragged closed: it rests at its lowest detent.")
            lines.append("      minChildSize: \(low),")
        }
        lines += [
            "      maxChildSize: \(high),",
            "      shouldCloseOnMinExtent: \(closes),",
            "      snap: true,",
        ]
        if !snapSizes.isEmpty {
            let list = snapSizes.joined(separator: ", ")
            lines.append("      snapSizes: \(reads ? "" : "const ")[\(list)],")
        }
        lines += [
            "      snapAnimationDuration: const Duration(milliseconds: "
                + "\(Format.exact(milliseconds))),",
            "      builder: (context, scrollController) => SingleChildScrollView(",
            "        controller: scrollController,",
            "        child: child,",
            "      ),",
            "    ),",
            "  );",
            "}",
        ]
        return exportFile(lines, constants, mapped: mapped, library: library)
    }
}
