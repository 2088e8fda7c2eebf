import Testing

@testable import SheetCore

/// `--compare` labels each phone with what it runs (issue 26 §4).
struct PhoneLabelTests {
    func pill(_ items: [DrawItem]) -> Rect? {
        if case .shape(let box, _, _) = items.first { box } else { nil }
    }

    func text(_ items: [DrawItem]) -> [TextRun] {
        items.compactMap { if case .text(let run) = $0 { run } else { nil } }
    }

    @Test func eachPhoneIsNamedByItsPresetStyleOrFileName() {
        #expect(PhoneLabel.names("seed,fluid") == ["seed", "fluid"])
        #expect(PhoneLabel.names("card,/home/me/sheets/tight.json") == ["card", "tight.json"])
        #expect(PhoneLabel.names("a.json,uikit") == ["a.json", "uikit"])
    }

    @Test func theLabelSitsTopRightBelowTheSafeAreaClearOfGrabberAndHUD() throws {
        let width = 390.0
        let items = PhoneLabel.items(
            "floatingpanel", width: width, top: 59, measurer: FakeMeasurer())
        let box = try #require(pill(items))
        #expect(box.maxX <= width - 8 && box.maxX >= width - 9, "at the right margin")
        #expect(box.y >= 59 + 8 && box.maxY < 59 + 50, "below the status bar, near the top")
        // The grabber is centred (36 pt wide); the HUD's card covers x 8…238.
        #expect(box.x > width / 2 + 18, "clear of the grabber: \(box)")
        #expect(box.x > 238, "clear of the HUD: \(box)")
        let runs = text(items)
        #expect(runs.map(\.text) == ["floatingpanel"])
        #expect(runs.allSatisfy { box.contains($0.origin) })
    }

    @Test func aLongFileNameIsCutToTheLabel() throws {
        let name = "a-very-long-configuration-file-name-for-the-second-phone.json"
        let items = PhoneLabel.items(name, width: 390, top: 0, measurer: FakeMeasurer())
        let box = try #require(pill(items))
        #expect(box.width <= 390 * 0.45 + 0.001)
        let shown = try #require(text(items).first?.text)
        #expect(shown.hasSuffix("…") && name.hasPrefix(shown.dropLast()), "\(shown)")
    }
}
