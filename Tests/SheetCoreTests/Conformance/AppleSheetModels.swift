/// How UIKit's and SwiftUI's system sheet lays out and behaves, written from Apple's
/// documentation (each fact's source in docs/export.md), reading its numbers out of an export.
///
/// - A custom detent's resolver returns "a height within the safe area of the sheet": UIKit
///   adds the bottom inset, and the value is capped at `context.maximumDetentValue`, the large
///   detent's height within the safe area (`UISheetPresentationController.h`).
/// - `.large()` rests 10 pt below the top safe area; `.medium()` at 0.56 of the large one's
///   height within the safe area (docs/presets.md, `SystemSheetLook`).
/// - `selectedDetentIdentifier` is where it opens (nil: the smallest detent);
///   `largestUndimmedDetentIdentifier` leaves the page usable up to that detent ("the views
///   behind the sheet respond to user interaction"); `isModalInPresentation` (SwiftUI's
///   `interactiveDismissDisabled`) stops both the swipe down and a tap outside.
/// - A finger always moves a system sheet (at one detent it rubber-bands), and presenting it is
///   the caller's `present(_:animated:)` or `isPresented`.
enum AppleSheetModel {
    /// The gap between the top safe area and the large detent's top (measured on iOS 18; the
    /// sources in docs/presets.md).
    static let largeDetentGap = 10.0
    /// The same gap on a phone with a home button (twice UIKit's `topOffset`).
    static let homeButtonGap = 20.0
    /// `.medium()`'s share of `maximumDetentValue` (`UISheetDetentBlockMedium`'s table: 0.56 in
    /// a container taller than 568 pt, 0.63 in one as short or shorter).
    static func mediumShare(_ screen: PlatformScreen) -> Double {
        screen.height > 568 ? 0.56 : 0.63
    }

    /// The system sheet at a resolved height within the safe area: on screen, capped at large.
    static func onScreen(_ value: Double, _ screen: PlatformScreen) -> Double {
        min(max(value, 0), screen.maximumDetentValue) + screen.safeBottom
    }

    /// `.medium` / `.large` (with or without call parentheses) on `screen`, or nil.
    static func system(_ name: String, _ screen: PlatformScreen) -> Double? {
        let large = screen.maximumDetentValue
        switch name {
        case "medium": return onScreen(large * mediumShare(screen), screen)
        case "large": return onScreen(large, screen)
        default: return nil
        }
    }

    /// Where a form sheet rests on `screen` in a regular width, on screen: centred, at
    /// UIKit's default size for the screen (`_UISheetPresentationMetrics
    /// defaultFormSheetSizeForScreenSize:` in the iOS 18.2 and 26.1 restores: a longer side
    /// of at most 1024 pt gives 540×600, under 1590 580×640, else 620×680), the detents set
    /// aside; nil in a compact width, where it is the edge-attached sheet. An iPad's full
    /// screen is a regular width (every iPad is over 700 pt wide in portrait), a phone's
    /// portrait screen a compact one.
    static func formSheetRest(_ screen: PlatformScreen) -> Double? {
        guard screen.width > 700 else { return nil }
        let height: Double =
            screen.longerSide <= 1024 ? 600 : screen.longerSide < 1590 ? 640 : 680
        return (screen.height + min(height, screen.height)) / 2
    }

    /// `facts` as a form sheet resting at `rest`: one place, where it opens.
    static func formSheet(_ facts: SheetFacts, at rest: Double) -> SheetFacts {
        var facts = facts
        facts.rests = [rest]
        facts.opening = rest
        facts.pageUsableUpTo = nil
        facts.tapDismisses = facts.dragDismisses
        return facts
    }

    /// A compact height's sheet (a phone on its side): full screen, one resting place, the
    /// screen's height, unless `prefersEdgeAttachedInCompactHeight` (then nil: the sheet is
    /// laid out on `edgeScreen`). UIKit's `prefersEdgeAttachedInCompactHeight` documentation:
    /// "The default value is false, which means the sheet defaults to a full screen
    /// appearance at compact height".
    static func fullScreen(_ facts: SheetFacts, _ screen: PlatformScreen) -> SheetFacts {
        var facts = facts
        facts.rests = [screen.height]
        facts.opening = screen.height
        facts.pageUsableUpTo = nil
        facts.tapDismisses = false
        return facts
    }

    /// `screen` as an edge-attached sheet in a compact height lays out on it: its large detent
    /// 8 pt below the safe area's top (`_UISheetPresentationMetrics topOffsetInCompactHeight`,
    /// read from the iOS 16 code by kern0x1b/charon).
    static func edgeScreen(_ screen: PlatformScreen) -> PlatformScreen {
        var edge = screen
        edge.compactHeightGap = 8
        return edge
    }

    /// `--export swift`'s `presentTunedSheet`, as UIKit runs it.
    static func uikit(_ text: String, on screen: PlatformScreen) throws -> SheetFacts {
        let text = code(text)
        let edgeAttached = text.contains("sheet.prefersEdgeAttachedInCompactHeight = true")
        // `.medium()` "is inactive in compact height" (UISheetPresentationController.Detent).
        let compact = screen.isCompactHeight
        let screen = compact && edgeAttached ? edgeScreen(screen) : screen
        guard let block = firstCapture(#"sheet\.detents = \[\n((?:.*\n)*?)\s*\]"#, in: text)?[0]
        else { throw ModelFailure("UIKit: no sheet.detents list") }
        let names: [String: Double] = [
            "self?.view.window?.bounds.height": screen.height,
            "self?.view.window?.safeAreaInsets.bottom": screen.safeBottom,
            "context.maximumDetentValue": screen.maximumDetentValue,
            "content?.tunedFittingHeight": screen.contentHeight,
        ]
        var byIdentifier: [String: Double] = [:]
        var rests: [Double] = []
        for line in block.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            let height: Double
            let identifier: String
            if let system = firstCapture(#"^\.(medium|large)\(\),$"#, in: line)?[0] {
                if compact, system == "medium" { continue }
                height = Self.system(system, screen)!
                identifier = "." + system
            } else if let parts = firstCapture(
                #"^\.custom\(identifier: \.init\("([^"]+)"\)\) \{.* context in (.*) \},$"#,
                in: line)
            {
                height = onScreen(try ExportExpression.value(parts[1], names), screen)
                identifier = ".init(\"\(parts[0])\")"
            } else {
                throw ModelFailure("UIKit: cannot read the detent '\(line)'")
            }
            byIdentifier[identifier] = height
            rests.append(height)
        }
        func detent(_ property: String) -> Double? {
            firstCapture("sheet\\.\(property) = (\\S+)\\n", in: text).flatMap {
                byIdentifier[$0[0]]
            }
        }
        let modal = text.contains("content.isModalInPresentation = true")
        let undimmed = detent("largestUndimmedDetentIdentifier")
        // With every detent inactive, the large one.
        if rests.isEmpty { rests = [Self.system("large", screen)!] }
        let facts = SheetFacts(
            rests: rests.sorted(), opening: detent("selectedDetentIdentifier") ?? rests.min()!,
            startsOpen: nil, draggable: true, dragDismisses: !modal,
            // Undimmed at every detent, a tap outside is the page's.
            tapDismisses: !modal && undimmed != rests.max(), pageUsableUpTo: undimmed,
            closesAtLowest: false, release: .uikit)
        if compact, !edgeAttached { return fullScreen(facts, screen) }
        // `.automatic` is the page sheet; only `.formSheet` is the form sheet.
        if text.contains("content.modalPresentationStyle = .formSheet"),
            let rest = formSheetRest(screen)
        {
            return formSheet(facts, at: rest)
        }
        return facts
    }

    /// `--export swiftui`'s `SheetView`, as SwiftUI runs it (the same sheet underneath).
    static func swiftUI(_ text: String, on screen: PlatformScreen) throws -> SheetFacts {
        let text = code(text)
        guard
            let block = firstCapture(
                #"let detents: \[PresentationDetent\] = \[\n((?:.*\n)*?)\s*\]"#, in: text)?[0]
        else { throw ModelFailure("SwiftUI: no detents list") }
        let names: [String: Double] = [
            "window": screen.height, "bottom": screen.safeBottom,
            "contentHeight": screen.contentHeight,
        ]
        var detents: [Double] = []
        for line in block.split(separator: "\n").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            if let system = firstCapture(#"^\.(medium|large),$"#, in: line)?[0] {
                detents.append(Self.system(system, screen)!)
            } else if let value = firstCapture(#"^\.height\((.*)\),$"#, in: line)?[0] {
                detents.append(onScreen(try ExportExpression.value(value, names), screen))
            } else {
                throw ModelFailure("SwiftUI: cannot read the detent '\(line)'")
            }
        }
        guard let selected = firstCapture(#"@State private var selected = (\d+)"#, in: text),
            let index = Int(selected[0]), detents.indices.contains(index)
        else { throw ModelFailure("SwiftUI: no selected detent") }
        let undimmed = firstCapture(#"\.enabled\(upThrough: detents\[(\d+)\]\)"#, in: text)
            .flatMap { Int($0[0]) }.map { detents[$0] }
        let modal = text.contains(".interactiveDismissDisabled()")
        let facts = SheetFacts(
            rests: detents.sorted(), opening: detents[index], startsOpen: nil, draggable: true,
            dragDismisses: !modal, tapDismisses: !modal && undimmed != detents.max(),
            pageUsableUpTo: undimmed, closesAtLowest: false, release: .uikit)
        // SwiftUI's sheet has no edge-attached choice: full screen in a compact height.
        if screen.isCompactHeight { return fullScreen(facts, screen) }
        // A sheet's sizing is `.automatic`, which "on all other platforms [than macOS] ...
        // resolves to `.form`" (PresentationSizing.automatic), unless the file sizes it.
        if !text.contains(".presentationSizing("), let rest = formSheetRest(screen) {
            return formSheet(facts, at: rest)
        }
        return facts
    }
}
