import Testing

@testable import SheetCore

/// Issue 11 §4.4: the event log tells what happened. A press that catches a dismissing sheet
/// is a drag decided by the release rules (SPEC §5: a tap on the sheet does nothing); the
/// peeking card's toggles are logged; a sheet that starts on screen logs where it rests.
struct EventVocabularyTests {
    /// The events as `--events` prints them (so a missing kind of event reads plainly).
    func lines(_ events: [SheetEvent]) -> [String] { events.map { $0.json(time: 0) } }

    /// From default, Esc, then a press on the falling sheet after `delay` seconds.
    func catchDismissal(after delay: Double) -> (Driver, Double) {
        var driver = Driver(start: "default")
        driver.key(.escape)
        driver.wait(delay)
        let caught = driver.height
        driver.log.removeAll()
        driver.send(.pointerDown(Point(x: 195, y: 844 - caught + 5)))
        return (driver, caught)
    }

    @Test func catchingBelowTheDismissLineAndLettingGoIsADragThatDismisses() {
        var (driver, caught) = catchDismissal(after: 0.2)
        #expect(caught < 200, "caught below the dismiss line: \(caught)")
        driver.time += 0.05
        driver.send(.pointerUp(Point(x: 195, y: 844 - caught + 5)))
        #expect(
            !driver.log.contains(.dismiss(reason: .tap)),
            "a press on the sheet is no tap: \(lines(driver.log))")
        #expect(
            driver.log == [
                .dragStart(height: caught),
                .dragEnd(height: caught, velocity: 0, translation: 0, target: "dismiss", rule: 1),
                .dismiss(reason: .drag),
            ], "\(lines(driver.log))")
        driver.wait(1)
        #expect(driver.log.last == .dismissed)
    }

    @Test func catchingAboveTheDismissLineLandsByTheReleaseRules() {
        var (driver, caught) = catchDismissal(after: 0.05)
        #expect(
            caught > 200 && caught < 300, "caught between the dismiss line and default: \(caught)")
        driver.time += 0.05
        driver.send(.pointerUp(Point(x: 195, y: 844 - caught + 5)))
        #expect(
            driver.log == [
                .dragStart(height: caught),
                .dragEnd(height: caught, velocity: 0, translation: 0, target: "default", rule: 3),
            ], "\(lines(driver.log))")
        driver.wait(1)
        #expect(driver.log.last == .settled(detent: "default", index: 0, height: 300))
    }

    @Test func aCatchWhoseReleaseIsLostIsDecidedTheSameWay() {
        var (driver, caught) = catchDismissal(after: 0.2)
        driver.time += 0.05
        driver.send(.pointerCancel)
        #expect(driver.log.first == .dragStart(height: caught), "\(lines(driver.log))")
        #expect(driver.log.last == .dismiss(reason: .drag), "\(lines(driver.log))")
    }

    @Test func tappingTheOverlayOfADismissingSheetGoesOnWithThatDismissal() {
        // One `dismiss` a dismissal (issue 37): the tap says nothing new, the sheet goes on.
        var driver = Driver(start: "default")
        driver.key(.escape)
        driver.wait(0.05)
        driver.log.removeAll()
        driver.click(Point(x: 195, y: 100))
        #expect(driver.log == [], "\(lines(driver.log))")
        driver.wait(1)
        #expect(driver.log == [.dismissed], "\(lines(driver.log))")
    }

    @Test func peekTogglesAreLoggedBeforeTheyLand() {
        var driver = Driver { $0 = Configuration(style: .peek) }
        #expect(driver.started == [.settled(detent: "peek", index: 0, height: 50)])
        driver.click(Point(x: 195, y: 820))
        driver.wait(0.5)
        driver.key(.enter)
        driver.wait(0.5)
        #expect(
            lines(driver.log) == [
                "{\"t\":0.000,\"event\":\"toggle\",\"target\":\"open\"}",
                #"{"t":0.000,"event":"settled","detent":"open","index":1,"height":794.0}"#,
                "{\"t\":0.000,\"event\":\"toggle\",\"target\":\"peek\"}",
                #"{"t":0.000,"event":"settled","detent":"peek","index":0,"height":50.0}"#,
            ])
    }

    /// Every style, every detent it can start at: the first event says where it rests.
    @Test(arguments: StyleKind.allCases)
    func aSheetThatStartsOnScreenLogsWhereItRests(_ kind: StyleKind) {
        let configuration = Configuration(style: kind)
        let detents = kind.behavior(configuration.constants).detents(
            window: configuration.constants.window)
        for name in kind.startNames(configuration.constants) {
            var started = configuration
            started.constants.start = name
            var machine = SheetMachine(configuration: started)
            let events = machine.drainEvents()
            if let detent = detents.named(name) {
                #expect(
                    lines(events)
                        == lines([
                            .settled(detent: name, index: detent.index, height: detent.height)
                        ]),
                    "\(kind) --start \(name)")
            } else {
                #expect(events.isEmpty, "\(kind) --start \(name): \(lines(events))")
            }
        }
    }

    @Test func aSheetThatStartsOnThePageLogsNothing() {
        var machine = SheetMachine(configuration: Configuration())
        #expect(machine.drainEvents().isEmpty)
    }

    @Test func eventNumbersCarryOneToThreeDecimals() {
        #expect(
            SheetEvent.settled(detent: "default", index: 0, height: 300).json(time: 5.3)
                == #"{"t":5.300,"event":"settled","detent":"default","index":0,"height":300.0}"#
        )
        #expect(
            SheetEvent.resize(Size(width: 480, height: 700)).json(time: 0).hasSuffix(
                "\"window\":[480.0,700.0]}"))
        #expect(
            SheetEvent.dragEnd(
                height: 612.3456, velocity: -0.004, translation: 12, target: "max", rule: 2
            ).json(time: 1)
                == #"{"t":1.000,"event":"drag-end","height":612.35,"velocity":0.0,"#
                + #""translation":12.0,"target":"max","rule":2}"#
        )
    }
}
