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
        #expect(try parsedRun(["--look", "ios"]).constants.grabber == .ios)
        #expect(try parsedRun(["--preset", "uikit"]).constants.grabber == .ios)
        let given = try parsedRun(["--look", "ios", "--grabber-width", "50"]).constants
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
        let ios = try #require(try grabberFrame(["--look", "ios", "--grabber-width", "44"]))
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
