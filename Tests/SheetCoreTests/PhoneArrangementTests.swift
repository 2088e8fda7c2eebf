import Testing

@testable import SheetCore

/// How one window holds one phone (and the panel) or two compared phones, and how one hand
/// drives both.
struct PhoneArrangementTests {
    @Test func oneWindowHoldsThePhonesAndThePanel() {
        let phone = Size(width: 390, height: 844)
        let alone = PhoneArrangement(phones: 1)
        #expect(alone.windowSize(phone: phone) == phone)
        let tuned = PhoneArrangement(phones: 1, panel: true)
        #expect(tuned.windowSize(phone: phone) == Size(width: 390 + TuningPanel.width, height: 844))
        #expect(
            tuned.phoneSize(window: Size(width: 700, height: 844)).width == 700 - TuningPanel.width)
        #expect(tuned.phoneSize(window: Size(width: 100, height: 844)).width == 1)
        let compared = PhoneArrangement(phones: 2, panel: true)
        #expect(!compared.panel)  // the panel tunes one phone
        #expect(compared.windowSize(phone: phone) == Size(width: 390 * 2 + 16, height: 844))
        #expect(
            compared.phoneSize(window: Size(width: 816, height: 700))
                == Size(width: 400, height: 700))
    }

    @Test func aPointerOverTheSecondPhoneIsInItsOwnCoordinates() {
        let compared = PhoneArrangement(phones: 2)
        #expect(compared.origin(of: 1, phoneWidth: 390) == Point(x: 406, y: 0))
        let over = compared.phoneInput(.pointerDown(Point(x: 500, y: 300)), phoneWidth: 390)
        #expect(over == .pointerDown(Point(x: 94, y: 300)))
        // In the gap (or over the first phone) it is the first phone's.
        #expect(
            compared.phoneInput(.pointerMove(Point(x: 400, y: 1)), phoneWidth: 390)
                == .pointerMove(Point(x: 400, y: 1)))
        #expect(
            compared.phoneInput(.resize(Size(width: 1016, height: 900)), phoneWidth: 390)
                == .resize(Size(width: 500, height: 900)))
        #expect(compared.phoneInput(.key(.enter), phoneWidth: 390) == .key(.enter))
        let alone = PhoneArrangement(phones: 1)
        #expect(
            alone.phoneInput(.pointerUp(Point(x: 500, y: 3)), phoneWidth: 390)
                == .pointerUp(Point(x: 500, y: 3)))
    }

    @Test func aFrameCoversEveryPhoneAndThePanel() {
        let compared = PhoneArrangement(phones: 2)
        let drawn = compared.drawnSize([
            Size(width: 300, height: 500), Size(width: 300, height: 800),
        ])
        #expect(drawn == Size(width: 616, height: 800))
        let tuned = PhoneArrangement(phones: 1, panel: true)
        #expect(tuned.drawnSize([Size(width: 390, height: 844)]).width == 390 + TuningPanel.width)
    }
}
