import Testing

@testable import SheetCore

/// The HUD's card never hides the sheet's top edge and grabber, whose motion it reports
/// (issue 38: at max it covered the grabber): at the top while the sheet is low, at the bottom
/// once the sheet rises to it, and it does not flicker between the two.
struct HUDPlacementTests {
    /// Phones of three sizes with their safe areas: a small one with none, two with a notch.
    static let phones: [(Size, SafeArea)] = [
        (Size(width: 320, height: 568), .zero),
        (Size(width: 390, height: 844), SafeArea(top: 47, bottom: 34)),
        (Size(width: 430, height: 932), SafeArea(top: 59, bottom: 34)),
    ]

    /// The tallest card: a decision explained on three lines.
    static func fullHUD() -> HUDState {
        var hud = HUDState()
        hud.note(.dragEnd(height: 640, velocity: -900, translation: -120, target: "max", rule: 2))
        var machine = SheetMachine(configuration: Configuration())
        machine.handle(.key(.enter), at: 0)
        machine.advance(to: 1)
        machine.handle(.pointerDown(Point(x: 195, y: 600)), at: 1)
        machine.handle(.pointerMove(Point(x: 195, y: 500)), at: 1.05)
        machine.handle(.pointerUp(Point(x: 195, y: 480)), at: 1.1)
        hud.explain(machine.lastRelease)
        return hud
    }

    /// The card's frame at each sheet top in `tops`, in order, from one HUD.
    static func cards(
        _ tops: [Double], window: Size, safeArea: SafeArea, grabberBottom: Double = 22
    ) -> [Rect] {
        var hud = fullHUD()
        let height = HUDLayout.height(hud, measurer: FakeMeasurer())
        return tops.map { top in
            let origin = hud.place(
                sheetTop: top, window: window, safeArea: safeArea, cardHeight: height,
                grabberBottom: grabberBottom)
            return Rect(x: origin.x, y: origin.y, width: HUDLayout.width, height: height)
        }
    }

    static func overlaps(_ a: Rect, _ b: Rect) -> Bool {
        a.x < b.maxX && b.x < a.maxX && a.y < b.maxY && b.y < a.maxY
    }

    @Test func theCardNeverHidesTheGrabberOrTheSheetsEdge() {
        for (window, safeArea) in Self.phones {
            let rising = Array(stride(from: window.height, through: 0, by: -1.0))
            let tops = rising + rising.reversed()
            let cards = Self.cards(tops, window: window, safeArea: safeArea)
            for grabber in [Grabber.seed, Grabber.ios] {
                for (top, card) in zip(tops, cards) {
                    let pill = grabber.frame(inSheetOfWidth: window.width)
                    let shown = Rect(
                        x: pill.x, y: top + pill.y, width: pill.width, height: pill.height)
                    // The edge itself and the pill below it: the band the sheet's motion shows.
                    let band = Rect(x: 0, y: top, width: window.width, height: pill.maxY)
                    #expect(
                        !Self.overlaps(card, shown) && !Self.overlaps(card, band),
                        "\(window) sheet top \(top): card \(card) hides \(shown)")
                }
            }
        }
    }

    @Test func itMovesOnceEachWayAndNotBackAndForthNearTheLine() {
        let (window, safeArea) = Self.phones[1]
        let rising = Array(stride(from: window.height, through: 0, by: -1.0))
        let up = Self.cards(rising, window: window, safeArea: safeArea)
        let down = Self.cards(rising.reversed(), window: window, safeArea: safeArea)
        func moves(_ cards: [Rect]) -> Int {
            zip(cards, cards.dropFirst()).filter { $0.y != $1.y }.count
        }
        #expect(moves(up) == 1 && moves(down) == 1)
        #expect(up.first!.y == 8 + safeArea.top, "a low sheet: the card at the top")
        #expect(up.last!.y > window.height / 2, "a high sheet: the card at the bottom")
        // A sheet held near the line, moving 10 pt up and down: one move, then it stays.
        let line = up.indices.first { up[$0].y != up[0].y }.map { rising[$0] }!
        let held = (0..<40).map { line + ($0.isMultiple(of: 2) ? 10 : -10) }
        #expect(moves(Self.cards(held, window: window, safeArea: safeArea)) == 1)
    }

    @Test func withNoSheetTheCardIsAtTheTop() {
        for (window, safeArea) in Self.phones {
            let card = Self.cards([window.height], window: window, safeArea: safeArea)[0]
            #expect(card.y == 8 + safeArea.top && card.x == 8)
        }
    }

    /// A window too short for the top-or-bottom rule (found in an attack: 390×340, the card
    /// left at the bottom over the grabber as the sheet came down): wherever one of the two
    /// places clears the sheet's edge and grabber, the card is there.
    @Test func inAShortWindowTheCardTakesThePlaceThatClearsTheGrabber() {
        for height in [300.0, 340, 400, 474] {
            let window = Size(width: 390, height: height)
            let card = HUDLayout.height(Self.fullHUD(), measurer: FakeMeasurer())
            let places = [8.0, max(8, height - 8 - card)]
            let falling = Array(stride(from: 0, through: height, by: 1.0))
            let tops = falling.reversed() + falling
            let cards = Self.cards(tops, window: window, safeArea: .zero)
            for (top, card) in zip(tops, cards) {
                let band = Rect(x: 0, y: top - 8, width: 390, height: 8 + 22)
                let clear = places.map {
                    !Self.overlaps(
                        Rect(x: 8, y: $0, width: HUDLayout.width, height: card.height), band)
                }
                if clear.contains(true) {
                    #expect(!Self.overlaps(card, band), "\(window) sheet top \(top): \(card)")
                }
            }
        }
    }
}
