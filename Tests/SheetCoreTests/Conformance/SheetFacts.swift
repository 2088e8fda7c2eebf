import Foundation

@testable import SheetCore

/// The screen a platform model lays a sheet out on: the tuned window (and the device's safe
/// area, none without `--device`), with the sheet's content this tall where a detent fits it.
struct PlatformScreen {
    /// The window's height, points (dp, CSS px: one to one).
    var height: Double
    /// The window's width, points.
    var width: Double
    /// The device screen's longer side, points (the window's without a device).
    var longerSide: Double
    /// The safe area's top and bottom insets.
    var safeTop: Double
    var safeBottom: Double
    /// The sheet's content as its platform measures it, for a `fit` detent.
    var contentHeight: Double

    /// The content height every model and SheetLab are given for a `fit` detent.
    static let fitContent = 250.0

    /// The screen `configuration` was tuned on, or one `taller` points taller (a phone other
    /// than the tuned one: the exports follow its window as SheetLab follows its own).
    init(_ configuration: Configuration, taller: Double = 0) {
        height = configuration.constants.window.height + taller
        width = configuration.constants.window.width
        let screen = configuration.constants.device.figures?.size ?? configuration.constants.window
        longerSide = max(screen.width, screen.height)
        safeTop = configuration.constants.safeArea.top
        safeBottom = configuration.constants.safeArea.bottom
        homeButton = configuration.constants.device.figures?.homeIndicator == false
        contentHeight = Self.fitContent
    }

    /// Whether the phone has a home button (no home indicator): UIKit's large detent stops
    /// twice as far below its status bar.
    var homeButton = false

    /// UIKit's `maximumDetentValue`: the large detent's height within the safe area, 10 pt
    /// below the top safe area (20 under a home button phone's status bar).
    var maximumDetentValue: Double {
        let gap =
            compactHeightGap
            ?? (homeButton ? AppleSheetModel.homeButtonGap : AppleSheetModel.largeDetentGap)
        return height - safeTop - gap - safeBottom
    }

    /// In a compact height, attached to the bottom edge, the gap below the safe area's top
    /// (`topOffsetInCompactHeight`); nil elsewhere.
    var compactHeightGap: Double? = nil

    /// Whether it is a compact height: a phone on its side (every iPhone is under 500 pt on
    /// its short side).
    var isCompactHeight: Bool { width > height && height < 500 }
}

/// What a sheet does, as SheetLab runs it or as a platform model reads it out of an export:
/// where it rests, where it opens, and what a finger can do to it. Heights are on screen,
/// points above the window's bottom edge.
struct SheetFacts {
    /// The resting heights, lowest first.
    var rests: [Double]
    /// The height it opens at when presented (or starts at).
    var opening: Double
    /// Whether it is on screen before anything is done: nil where the platform's API leaves
    /// presenting to the caller (a function or modifier that shows it when called).
    var startsOpen: Bool?
    /// Whether a finger moves it at all.
    var draggable: Bool
    /// Whether a drag down closes it.
    var dragDismisses: Bool
    /// Whether a tap outside it (on the dim) closes it.
    var tapDismisses: Bool
    /// The highest resting height at which the page behind stays usable; nil: at none.
    var pageUsableUpTo: Double?
    /// Whether resting at its lowest detent closes it (Flutter's `shouldCloseOnMinExtent`).
    var closesAtLowest: Bool
    /// Its library's release, with the values the export hands its API (issue 40); nil where
    /// nothing drags it.
    var release: PlatformRelease.Model? = nil

    /// SheetLab's own sheet for `configuration` on `screen`, asked of its style.
    static func sheetLab(_ configuration: Configuration, on screen: PlatformScreen) -> SheetFacts {
        let style = configuration.sheetStyle
        let window = Size(width: configuration.constants.window.width, height: screen.height)
        let detents = style.detents(window: window, contentHeight: screen.contentHeight)
        let rests = detents.resting.map(\.height)
        let start = detents.resting.first { $0.name == configuration.constants.start }
        let usable = detents.resting.filter {
            style.layout.dimAlpha <= 0
                || style.layout.trackedDim(height: $0.height, detents: detents) <= 0
        }
        return SheetFacts(
            rests: rests, opening: start?.height ?? detents.lowest.height,
            startsOpen: start != nil,
            draggable: style.behavior.dragRange(detents: detents, window: window) != nil,
            dragDismisses: style.behavior.dragDismisses,
            // Where no dim covers the page at any detent, a tap there is the page's.
            tapDismisses: style.behavior.overlayTapDismisses && usable.last?.height != rests.last,
            pageUsableUpTo: usable.last?.height, closesAtLowest: false)
    }
}

/// A pattern's first match in `text`: its capture groups (the whole match when it has none).
func firstCapture(_ pattern: String, in text: String) -> [String]? {
    guard let regex = try? Regex(pattern), let match = text.firstMatch(of: regex) else {
        return nil
    }
    let output = match.output
    if output.count == 1 { return [String(text[match.range])] }
    return (1..<output.count).map { output[$0].substring.map(String.init) ?? "" }
}

/// Every match of a pattern in `text`, each as its first capture group.
func allCaptures(_ pattern: String, in text: String) -> [String] {
    guard let regex = try? Regex(pattern) else { return [] }
    return text.matches(of: regex).compactMap { $0.output[1].substring.map(String.init) }
}

/// A number in an export (`0.5`, `120`, `48.dp`, `0.5f`), or a failure naming what was read.
func exportNumber(_ text: String, _ what: String) throws -> Double {
    try ExportExpression.value(text, [:])
}

/// An export's text without its comment lines: what the library reads, not what it is told.
func code(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false)
        .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
        .joined(separator: "\n")
}

/// A model's complaint about an export it cannot read.
struct ModelFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
