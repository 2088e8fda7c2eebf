import Testing

@testable import SheetCore

/// `--grabber-width` and `--grabber-height`: the look's grabber (seed 003's 60×6 at 16 pt,
/// UIKit's 36×5 at 5 pt) unless given; a given size wins over the look's, the place stays
/// the look's, and every grabber the sheet draws is that one.
struct GrabberSizeTests {
    /// The grabber's pill in the scene of `arguments`, presented and at rest at its start:
    /// the shape `size`'s width, centred, just below the sheet's top.
    func grabberFrame(_ arguments: [String]) throws -> Rect? {
        let configuration = try parsedRun(arguments + ["--start", "default"])
        let scene = Layout(measurer: FakeMeasurer(), configuration: configuration).scene(
            for: SheetMachine(configuration: configuration))
        let window = configuration.constants.window
        let grabber = configuration.constants.grabber
        return scene.items.compactMap { item -> Rect? in
            guard case .shape(let rect, let radii, _) = item else { return nil }
            let centred = abs(rect.midX - window.width / 2) < 0.001
            let pill = radii == CornerRadii(all: rect.height / 2)
            return centred && pill && rect.width == grabber.size.width
                && rect.height == grabber.size.height ? rect : nil
        }.first
    }

    @Test func eachLookHasItsOwnSizeAndAGivenSizeWins() throws {
        #expect(try parsedRun([]).constants.grabber == .seed)
        #expect(try parsedRun(["--look", "ios18"]).constants.grabber == .ios)
        #expect(try parsedRun(["--preset", "uikit"]).constants.grabber == .ios)
        let given = try parsedRun(["--look", "ios18", "--grabber-width", "50"]).constants
        #expect(given.grabber.size == Size(width: 50, height: 5))
        #expect(given.grabber.top == Grabber.ios.top)
        let seed = try parsedRun(["--grabber-height", "3.5"]).constants.grabber
        #expect(seed == Grabber(size: Size(width: 60, height: 3.5), top: 16))
    }

    @Test func theSheetDrawsTheGivenGrabber() throws {
        let sheetTop = 844 - 300.0
        let drawn = try #require(
            try grabberFrame(["--grabber-width", "80", "--grabber-height", "9"]))
        #expect(drawn == Rect(x: (390 - 80) / 2, y: sheetTop + 16, width: 80, height: 9))
        let ios = try #require(try grabberFrame(["--look", "ios18", "--grabber-width", "44"]))
        #expect(ios.width == 44 && ios.height == 5)
    }

    @Test func aSizeThatIsNotPositiveIsRefused() {
        #expect(usageMessage(["--grabber-width", "0"])?.hasPrefix("--grabber-width") == true)
        #expect(usageMessage(["--grabber-height", "-2"])?.hasPrefix("--grabber-height") == true)
        #expect(usageMessage(["--grabber-width", "nan"])?.hasPrefix("--grabber-width") == true)
    }

    @Test func otherStylesSayTheFlagHasNoEffect() throws {
        let card = try parsedRun(["--style", "card", "--grabber-width", "50"])
        #expect(card.unusedFlagNotes.contains("--grabber-width has no effect with --style card"))
    }

    @Test func theDismissCueShowsTheSheetsOwnGrabber() {
        let cue = SheetLayout.dismissCue(
            width: 390, grabber: Grabber(size: Size(width: 70, height: 8), top: 16),
            measurer: FakeMeasurer())
        guard case .shape(let rect, _, let color) = cue.first else {
            Issue.record("no grabber in the cue")
            return
        }
        #expect(rect.width == 70 && rect.height == 8 && color == SheetLayout.cueColor)
    }
}

/// A grabber that would paint into the sheet's text, or one wider than the sheet, is refused
/// in one line (found in an attack: a 2000 pt one froze the window for seconds, a 60 pt tall
/// one was drawn through the heading); a tap counts anywhere on a pill bigger than UIKit's
/// 44 pt square.
struct GrabberBoundsTests {
    static func refusal(_ arguments: [String]) -> String? {
        do {
            _ = try parsedRun(arguments)
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func aGrabberStaysInTheSheetsTopStrip() {
        // Seed's pill starts 16 pt down and the text 32 pt down: 16 pt of room; UIKit's 27.
        #expect(Self.refusal(["--grabber-height", "16"]) == nil)
        #expect(
            Self.refusal(["--grabber-height", "16.5"])
                == "--grabber-height 16.5: the grabber, 16 pt below the sheet's edge with --look "
                + "seed, would reach into the text 32 pt down (allowed: up to 16)")
        #expect(Self.refusal(["--look", "ios18", "--grabber-height", "27"]) == nil)
        #expect(
            Self.refusal(["--look", "ios18", "--grabber-height", "2000"])?.contains("up to 27")
                == true)
    }

    @Test func aGivenWidthFitsTheWindowAndTheLooksOwnAlwaysDoes() {
        #expect(Self.refusal(["--grabber-width", "390"]) == nil)
        #expect(
            Self.refusal(["--grabber-width", "1e6"])
                == "--grabber-width 1000000: wider than the sheet (--window 390x844; allowed: up "
                + "to 390)")
        #expect(Self.refusal(["--window", "40x600"]) == nil, "the look's 60 pt pill is kept")
    }

    @Test func aTapCountsAnywhereOnABigPill() throws {
        let constants = try parsedRun([
            "--grabber-tap", "on", "--grabber-width", "300", "--grabber-height", "12",
        ]).constants
        let appearance = constants.style.behavior(constants).appearance
        let width = constants.window.width
        // The pill spans x 45...345 and y 16...28: across it, from the edge to 44 pt down, counts.
        for point in [Point(x: 50, y: 22), Point(x: 340, y: 27), Point(x: 195, y: 1)] {
            #expect(appearance.action(at: point, width: width) == .grabber, "\(point)")
        }
        for point in [Point(x: 40, y: 22), Point(x: 350, y: 22), Point(x: 100, y: 50)] {
            #expect(appearance.action(at: point, width: width) == .none, "\(point)")
        }
        // The default pill (60 pt) keeps UIKit's 44 pt square below it.
        let seed = try parsedRun(["--grabber-tap", "on"]).constants
        let square = seed.style.behavior(seed).appearance
        #expect(square.action(at: Point(x: 195, y: 40), width: width) == .grabber)
        #expect(square.action(at: Point(x: 224, y: 19), width: width) == .grabber, "the pill's end")
    }
}
