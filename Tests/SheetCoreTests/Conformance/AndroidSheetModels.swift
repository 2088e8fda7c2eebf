@testable import SheetCore

/// How Material's two Android sheets lay out and behave, written from their source (files
/// and lines in docs/export.md), reading their numbers out of an export. Points are dp; the
/// models lay out at 3 px per dp, as a phone does, so Kotlin's `toInt()` truncates as there.
enum AndroidSheetModel {
    /// Pixels per dp on the modelled phone.
    static let density = 3.0

    /// Material 3's `ModalBottomSheet` (`BottomSheet.kt`, `ModalBottomSheet.kt`, 1.4/1.5):
    /// the sheet is `DragHandle()` (22 + 4 + 22 dp) + content + `contentWindowInsets`
    /// (`safeDrawing` bottom unless given); it rests expanded at `max(0, fullHeight −
    /// sheetHeight)` and partially expanded at `fullHeight / 2` when not skipped and the sheet
    /// is taller than that; `show()` opens partially expanded when it can; `fullHeight` is the
    /// sheet's own edge-to-edge window. `confirmValueChange` vetoing `Hidden` stops a drag
    /// and a scrim tap alike; `sheetGesturesEnabled = false` stops every drag;
    /// `ModalBottomSheetProperties(shouldDismissOnClickOutside = false)` stops a scrim tap
    /// alone (`ModalBottomSheet.kt`: `Scrim(dismissEnabled = …)`); the scrim always dims, so
    /// the page behind is never usable.
    static func compose(_ text: String, on screen: PlatformScreen) throws -> SheetFacts {
        let text = code(text)
        let handleHeight = text.contains("dragHandle = null,") ? 0.0 : 48
        var names: [String: Double] = ["window": screen.height]
        if let handle = firstCapture(#"val handle: Dp = (.+)\n"#, in: text)?[0] {
            names["handle"] = try ExportExpression.value(handle, [:])
        }
        guard let height = firstCapture(#"\.height\((.+)\)\n"#, in: text)?[0] else {
            throw ModelFailure("Compose: no content height")
        }
        let content =
            height == "Dp.Unspecified"
            ? screen.contentHeight : try ExportExpression.value(height, names)
        let insets =
            text.contains("contentWindowInsets = { WindowInsets(0, 0, 0, 0) }")
            ? 0 : screen.safeBottom
        let sheetHeight = handleHeight + content + insets
        let full = screen.height
        let expanded = min(sheetHeight, full)
        guard let skip = firstCapture(#"skipPartiallyExpanded = (true|false)"#, in: text)?[0]
        else { throw ModelFailure("Compose: no sheet state") }
        let partial = skip == "false" && sheetHeight > full / 2 ? full / 2 : nil
        let vetoesHidden = text.contains("confirmValueChange = { it != SheetValue.Hidden }")
        let expandsFirst = text.contains("sheetState.expand()")
        let draggable = !text.contains("sheetGesturesEnabled = false")
        return SheetFacts(
            rests: [partial, expanded].compactMap { $0 },
            opening: expandsFirst ? expanded : partial ?? expanded, startsOpen: nil,
            draggable: draggable,
            dragDismisses: !vetoesHidden,
            tapDismisses: !vetoesHidden && !text.contains("shouldDismissOnClickOutside = false"),
            pageUsableUpTo: nil,
            closesAtLowest: false,
            release: draggable
                ? .compose(
                    PlatformRelease.Compose(
                        window: full, partial: partial, expanded: expanded, hides: !vetoesHidden))
                : .still([partial, expanded].compactMap { $0 }))
    }

    /// An attribute of the sheet's XML, if given.
    static func attribute(_ name: String, _ xml: String) -> String? {
        firstCapture("app:\(name)=\"([^\"]+)\"", in: xml)?[0]
    }

    /// Material Components' `BottomSheetBehavior` (1.12, `BottomSheetBehavior.java`): collapsed
    /// at `peekHeight` (raised over a gesture inset unless `gestureInsetBottomIgnored`); half
    /// expanded at `parentHeight × halfExpandedRatio` and expanded at `expandedOffset` from the
    /// top when not fitting its contents; fitting them, expanded at the sheet's own height
    /// (`fitToContentsOffset = max(0, parentHeight − childHeight)`). `hideable` lets a drag
    /// hide it, `draggable` lets a finger move it; in a CoordinatorLayout there is no scrim,
    /// so the page is usable and a tap on it does nothing to the sheet.
    static func android(xml: String, kotlin: String, on screen: PlatformScreen) throws
        -> SheetFacts
    {
        let (xml, kotlin) = (code(xml), code(kotlin))
        let parent = screen.height * density
        let names: [String: Double] = ["window": parent, "density": density]
        func dp(_ text: String) throws -> Double {
            try ExportExpression.value(String(text.dropLast(text.hasSuffix("dp") ? 2 : 0)), [:])
                * density
        }
        func kotlinValue(_ pattern: String) throws -> Double? {
            try firstCapture(pattern, in: kotlin).map { try ExportExpression.value($0[0], names) }
        }
        guard
            let peek = try attribute("behavior_peekHeight", xml).map(dp)
                ?? kotlinValue(#"behavior\.peekHeight = (.+)\n"#)
        else { throw ModelFailure("Android: no peek height") }
        var collapsed = peek
        if attribute("gestureInsetBottomIgnored", xml) != "true" {
            collapsed = max(peek, screen.safeBottom * density)
        }
        var rests = [collapsed]
        if attribute("behavior_fitToContents", xml) == "true" {
            let layoutHeight = firstCapture(#"android:layout_height="([^"]+)"\n\s+app:"#, in: xml)?[
                0]
            let child =
                try kotlinValue(#"height = (.+) \}\n"#)
                ?? (layoutHeight == "match_parent" ? parent : try dp(layoutHeight ?? "0"))
            // Collapsed no higher than the fitted sheet: max(parent − peek, fitToContentsOffset).
            rests = [min(collapsed, child, parent), min(child, parent)]
        } else {
            guard
                let ratio = try attribute("behavior_halfExpandedRatio", xml).map({
                    try ExportExpression.value($0, [:])
                }) ?? kotlinValue(#"behavior\.halfExpandedRatio = (.+)\n"#)
            else { throw ModelFailure("Android: no half-expanded ratio") }
            guard
                let offset = try attribute("behavior_expandedOffset", xml).map(dp)
                    ?? kotlinValue(#"behavior\.expandedOffset = (.+)\n"#)
            else { throw ModelFailure("Android: no expanded offset") }
            rests += [parent * ratio, parent - offset]
        }
        let heights = rests.map { $0 / density }
        let state = firstCapture(#"behavior\.state = BottomSheetBehavior\.(\w+)\n"#, in: kotlin)?[0]
        let order = ["STATE_COLLAPSED", "STATE_HALF_EXPANDED", "STATE_EXPANDED"]
        let opening: Double
        switch state {
        case "STATE_HIDDEN", "STATE_COLLAPSED": opening = heights[0]
        case "STATE_EXPANDED": opening = heights[heights.count - 1]
        case "STATE_HALF_EXPANDED" where heights.count == 3: opening = heights[1]
        default: throw ModelFailure("Android: no start state among \(order)")
        }
        // Hideable until shown, when the callback turns it off again.
        let hideable =
            attribute("behavior_hideable", xml) == "true"
            && !kotlin.contains("behavior.isHideable = false")
        let draggable = attribute("behavior_draggable", xml) != "false"
        // BottomSheetBehavior's release: its collapsed, half-expanded and expanded heights.
        var release = PlatformRelease.AndroidBehavior(
            parent: parent / density, peek: heights[0], contentHeight: heights[heights.count - 1])
        release.fitToContents = attribute("behavior_fitToContents", xml) == "true"
        if !release.fitToContents, heights.count == 3 {
            release.halfExpandedRatio = heights[1] / release.parent
            release.expandedOffset = release.parent - heights[2]
        }
        release.hideable = hideable
        return SheetFacts(
            rests: heights, opening: opening, startsOpen: state != "STATE_HIDDEN",
            draggable: draggable, dragDismisses: draggable && hideable, tapDismisses: false,
            pageUsableUpTo: heights.max(), closesAtLowest: false,
            release: draggable ? .android(release) : .still(heights))
    }
}

/// Flutter's modal bottom sheet holding a `DraggableScrollableSheet` (`bottom_sheet.dart`,
/// `draggable_scrollable_sheet.dart`; lines in docs/export.md): with `isScrollControlled` the
/// sheet may be the whole route's height, so a child size rests at size × the window; with
/// `snap` it rests at `minChildSize`, each snap size and `maxChildSize`; reaching the minimum
/// pops the route unless `shouldCloseOnMinExtent` is false; `isDismissible` closes it on a
/// barrier tap; the barrier always dims.
enum FlutterSheetModel {
    static func sheet(_ text: String, on screen: PlatformScreen) throws -> SheetFacts {
        let text = code(text)
        // Sizes may read the window's height (`MediaQuery.sizeOf(context).height`).
        let names = ["height": screen.height]
        func size(_ name: String) throws -> Double {
            guard let value = firstCapture("\(name): (.+),\n", in: text)?[0] else {
                throw ModelFailure("Flutter: no \(name)")
            }
            return try ExportExpression.value(value, names)
        }
        let minimum = try size("minChildSize")
        let maximum = try size("maxChildSize")
        let initial = try size("initialChildSize")
        let snaps = try (firstCapture(#"snapSizes: (?:const )?\[([^\]]*)\]"#, in: text)?[0] ?? "")
            .split(separator: ",").map {
                try ExportExpression.value($0.trimmingCharacters(in: .whitespaces), names)
            }
        let closes = firstCapture(#"shouldCloseOnMinExtent: (true|false)"#, in: text)?[0] != "false"
        // At the minimum the route pops when closing is on: the minimum is no resting place.
        var sizes = snaps + [maximum]
        if !closes || minimum > 0 { sizes.append(minimum) }
        let rests = Set(sizes.filter { $0 > 0 }).sorted().map { $0 * screen.height }
        // _SnappingSimulation's sizes: the minimum, the snap sizes and the maximum.
        let release = PlatformRelease.Flutter(
            snaps: snaps.map { $0 * screen.height }, maximum: maximum * screen.height,
            minimum: minimum * screen.height, closes: closes)
        return SheetFacts(
            rests: rests, opening: initial * screen.height, startsOpen: nil,
            draggable: maximum > minimum, dragDismisses: closes,
            tapDismisses: firstCapture(#"isDismissible: (true|false)"#, in: text)?[0] != "false",
            pageUsableUpTo: nil, closesAtLowest: closes && minimum > 0,
            release: maximum > minimum ? .flutter(release) : .still(rests))
    }
}
