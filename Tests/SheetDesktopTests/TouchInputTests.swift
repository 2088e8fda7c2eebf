import CSDL2
import SheetCore
import Testing

@testable import SheetDesktop

/// Fingers and a trackpad's scroll through the translator: a finger is the mouse's pointer, one
/// gesture at a time, never counted twice; a precise scroll is a drag that ends after a gap.
@MainActor
final class TouchInputTests {
    /// A 390 × 844 pt window at 2 units a point (`--scale 2`).
    var translator = InputTranslator(
        unitsPerPoint: 2, windowUnits: Size(width: 780, height: 1688))

    func finger(
        _ type: SDL_EventType, id: Int64 = 1, touch: Int64 = 3, x: Double, y: Double,
        ms: UInt32 = 1000
    ) -> SDL_Event {
        var event = SDL_Event()
        event.type = type.rawValue
        event.tfinger.touchId = touch
        event.tfinger.fingerId = id
        event.tfinger.x = Float(x)
        event.tfinger.y = Float(y)
        event.common.timestamp = ms
        return event
    }

    func mouse(_ type: SDL_EventType, x: Int32, y: Int32, fromTouch: Bool = false) -> SDL_Event {
        var event = SDL_Event()
        event.type = type.rawValue
        let which = fromTouch ? sheetlab_touch_mouse_id() : 0
        if type == SDL_MOUSEMOTION {
            event.motion.which = which
            event.motion.x = x
            event.motion.y = y
            event.motion.state = sheetlab_button_left_mask()
        } else {
            event.button.which = which
            event.button.button = UInt8(SDL_BUTTON_LEFT)
            event.button.x = x
            event.button.y = y
        }
        return event
    }

    func wheel(_ delta: Float, ms: UInt32, x: Int32 = 390, y: Int32 = 1400) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_MOUSEWHEEL.rawValue
        event.wheel.preciseY = delta
        event.wheel.mouseX = x
        event.wheel.mouseY = y
        event.common.timestamp = ms
        return event
    }

    /// `event` through the translator (a precise scroll drags the sheet unless told).
    func read(_ event: SDL_Event, dragsSheet: (Point) -> Bool = { _ in true })
        -> InputTranslator.Translated?
    {
        translator.translate(event, dragsSheet: dragsSheet)
    }

    func endScroll(at time: Double) -> InputTranslator.Translated? {
        translator.endScroll(at: time)
    }

    func endScroll(before event: SDL_Event) -> InputTranslator.Translated? {
        translator.endScroll(before: event)
    }

    /// The inputs of `events`, in order (what the phones are fed).
    static func inputs(
        _ events: [SDL_Event], _ translator: inout InputTranslator,
        dragsSheet: (Point) -> Bool = { _ in true }
    ) -> [Input] {
        events.compactMap { event in
            if case .input(let input)? = translator.translate(event, dragsSheet: dragsSheet)?
                .action
            {
                return input
            }
            return nil
        }
    }

    @Test func aFingerIsThePointerInWindowPointsAsSDLMapsIt() throws {
        let down = try #require(read(finger(SDL_FINGERDOWN, x: 0.5, y: 0.75)))
        // 0.5 × 780 units / 2 = 195 pt; 0.75 × 1688 / 2 = 633 pt.
        #expect(down.action == .input(.pointerDown(Point(x: 195, y: 633))))
        #expect(down.timestamp == 1)
        #expect(!down.isPointer, "no X server time, no button to check: SDL's time")
        #expect(!down.checksButton)
        let move = read(finger(SDL_FINGERMOTION, x: 0.25, y: 0.5))
        #expect(move?.action == .input(.pointerMove(Point(x: 97.5, y: 422))))
        let up = read(finger(SDL_FINGERUP, x: 0.25, y: 0.5))
        #expect(up?.action == .input(.pointerUp(Point(x: 97.5, y: 422))))
        #expect(translator.owner == nil)
    }

    @Test func aFingerDragFeedsWhatTheSameMouseDragFeeds() {
        // Fractions whose places are whole units, as the mouse's are.
        let path: [(Double, Double)] = [(0.5, 0.75), (0.5, 0.625), (0.5, 0.5), (0.75, 0.25)]
        var fingers: [SDL_Event] = [finger(SDL_FINGERDOWN, x: path[0].0, y: path[0].1)]
        var mice: [SDL_Event] = [
            mouse(SDL_MOUSEBUTTONDOWN, x: Int32(path[0].0 * 780), y: Int32(path[0].1 * 1688))
        ]
        for (x, y) in path.dropFirst() {
            fingers.append(finger(SDL_FINGERMOTION, x: x, y: y))
            mice.append(mouse(SDL_MOUSEMOTION, x: Int32(x * 780), y: Int32(y * 1688)))
        }
        fingers.append(finger(SDL_FINGERUP, x: 0.75, y: 0.25))
        mice.append(mouse(SDL_MOUSEBUTTONUP, x: 585, y: 422))
        var other = translator
        let byFinger = Self.inputs(fingers, &translator)
        let byMouse = Self.inputs(mice, &other)
        #expect(byFinger.count == 5)
        #expect(byFinger == byMouse)
    }

    @Test func aSecondFingerIsIgnoredUntilTheFirstLifts() {
        #expect(read(finger(SDL_FINGERDOWN, id: 1, x: 0.5, y: 0.7)) != nil)
        #expect(read(finger(SDL_FINGERDOWN, id: 2, x: 0.1, y: 0.1)) == nil)
        #expect(read(finger(SDL_FINGERMOTION, id: 2, x: 0.2, y: 0.9)) == nil)
        // Another touchscreen's finger 1 is another finger.
        #expect(read(finger(SDL_FINGERDOWN, id: 1, touch: 4, x: 0, y: 0)) == nil)
        #expect(
            read(finger(SDL_FINGERMOTION, id: 1, x: 0.5, y: 0.625))?.action
                == .input(.pointerMove(Point(x: 195, y: 527.5))))
        #expect(read(finger(SDL_FINGERUP, id: 2, x: 0.2, y: 0.9)) == nil)
        #expect(read(finger(SDL_FINGERUP, id: 1, x: 0.5, y: 0.6)) != nil)
        // Lifted: the second finger still down does not take over; a new touch does.
        #expect(read(finger(SDL_FINGERMOTION, id: 2, x: 0.3, y: 0.9)) == nil)
        #expect(
            read(finger(SDL_FINGERDOWN, id: 5, x: 0.5, y: 0.5))?.action
                == .input(.pointerDown(Point(x: 195, y: 422))))
    }

    @Test func sdlsMouseMadeOfAFingerIsNotCountedTwice() {
        // What SDL sends for one touch with SDL_HINT_TOUCH_MOUSE_EVENTS on (its default), in
        // SDL_touch.c's order: a mouse of its own (`which` SDL_TOUCH_MOUSEID), then the finger.
        let events = [
            mouse(SDL_MOUSEMOTION, x: 390, y: 1266, fromTouch: true),
            mouse(SDL_MOUSEBUTTONDOWN, x: 390, y: 1266, fromTouch: true),
            finger(SDL_FINGERDOWN, x: 0.5, y: 0.75),
            mouse(SDL_MOUSEMOTION, x: 390, y: 633, fromTouch: true),
            finger(SDL_FINGERMOTION, x: 0.5, y: 0.375),
            mouse(SDL_MOUSEBUTTONUP, x: 390, y: 633, fromTouch: true),
            finger(SDL_FINGERUP, x: 0.5, y: 0.375),
        ]
        let inputs = Self.inputs(events, &translator)
        #expect(
            inputs == [
                .pointerDown(Point(x: 195, y: 633)), .pointerMove(Point(x: 195, y: 316.5)),
                .pointerUp(Point(x: 195, y: 316.5)),
            ])
        // Those mouse events are never read, even with no finger down.
        #expect(read(mouse(SDL_MOUSEMOTION, x: 1, y: 1, fromTouch: true)) == nil)
    }

    @Test func theMouseAndAFingerDoNotShareAGesture() {
        #expect(read(finger(SDL_FINGERDOWN, x: 0.5, y: 0.7)) != nil)
        // The real mouse, while the finger holds: not read.
        #expect(read(mouse(SDL_MOUSEMOTION, x: 10, y: 10)) == nil)
        #expect(read(mouse(SDL_MOUSEBUTTONDOWN, x: 10, y: 10)) == nil)
        #expect(read(mouse(SDL_MOUSEBUTTONUP, x: 10, y: 10)) == nil)
        #expect(read(finger(SDL_FINGERUP, x: 0.5, y: 0.7)) != nil)
        // The mouse's press holds: a finger is not read until its release.
        #expect(read(mouse(SDL_MOUSEBUTTONDOWN, x: 10, y: 10)) != nil)
        #expect(translator.owner == .mouse)
        #expect(read(finger(SDL_FINGERDOWN, x: 0.5, y: 0.7)) == nil)
        #expect(read(mouse(SDL_MOUSEBUTTONUP, x: 10, y: 10)) != nil)
        #expect(read(finger(SDL_FINGERDOWN, x: 0.5, y: 0.7)) != nil)
    }

    @Test func touchpadFingersAndTouchesMadeOfTheMouseAreNotRead() {
        translator.touchKind = { _ in SDL_TOUCH_DEVICE_INDIRECT_RELATIVE }
        #expect(read(finger(SDL_FINGERDOWN, x: 0.5, y: 0.7)) == nil)
        translator.touchKind = { _ in SDL_TOUCH_DEVICE_INDIRECT_ABSOLUTE }
        #expect(read(finger(SDL_FINGERDOWN, x: 0.5, y: 0.7)) == nil)
        translator.touchKind = { _ in SDL_TOUCH_DEVICE_DIRECT }
        let mouseMade = finger(SDL_FINGERDOWN, touch: sheetlab_mouse_touch_id(), x: 0.5, y: 0.7)
        #expect(read(mouseMade) == nil)
        #expect(translator.owner == nil)
    }

    @Test func aResizedWindowMapsFingersToItsNewSize() {
        var resized = SDL_Event()
        resized.type = SDL_WINDOWEVENT.rawValue
        resized.window.event = UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue)
        resized.window.data1 = 1000
        resized.window.data2 = 400
        _ = read(resized)
        #expect(
            read(finger(SDL_FINGERDOWN, x: 0.5, y: 0.5))?.action
                == .input(.pointerDown(Point(x: 250, y: 100))))
        // Focus lost mid-touch: the app cancels the press, and the finger owns nothing.
        var lost = SDL_Event()
        lost.type = SDL_WINDOWEVENT.rawValue
        lost.window.event = UInt8(SDL_WINDOWEVENT_FOCUS_LOST.rawValue)
        #expect(read(lost)?.action == .command(.cancelPress))
        #expect(translator.owner == nil)
    }

    /// A two-finger scroll pushing content up (negative deltas): 20 events 10 ms apart.
    func scrollUp() -> [SDL_Event] {
        (0..<20).map { wheel(-0.375, ms: 1000 + UInt32($0) * 10) }
    }

    @Test func aPreciseScrollIsADragThatEndsAfterTheGap() throws {
        var inputs = Self.inputs(scrollUp(), &translator)
        // A press where the pointer is (390, 1400 units: 195, 700 pt), then 3.75 pt up an event
        // (the first event's with the second's).
        #expect(inputs.first == .pointerDown(Point(x: 195, y: 700)))
        #expect(inputs.count == 20)
        #expect(inputs.last == .pointerMove(Point(x: 195, y: 700 - 20 * 3.75)))
        #expect(translator.owner == .scroll)
        #expect(translator.scrollDeadline == 1.19 + InputTranslator.scrollEndGap)
        #expect(endScroll(at: 1.25) == nil, "60 ms of silence is not the end")
        let end = try #require(endScroll(at: 1.29))
        // Let go where the scroll left it, dated at its last event: velocity is the deltas'.
        #expect(end.action == .input(.pointerCancel))
        #expect(end.timestamp == 1.19)
        #expect(translator.owner == nil && translator.scrollDeadline == nil)
        inputs.append(.pointerCancel)

        // Fed to a sheet resting at its default detent, as the app feeds them.
        var machine = SheetMachine(configuration: Configuration())
        machine.handle(.key(.enter), at: 0)
        machine.advance(to: 0.9)
        let times = (0..<20).map { 1 + Double($0) / 100 } + [1.19]
        for (input, time) in zip(inputs, times) { machine.handle(input, at: time) }
        let release = try #require(machine.lastRelease)
        // Upward (velocity is down-positive): 3.75 pt each 10 ms, 375 pt/s up.
        #expect(abs(release.release.velocity - -375) < 1e-6)
        #expect(release.release.height > 300 + 70)
        #expect(release.decision.target.name == "max")
    }

    @Test func aScrollDownLowersTheSheetAndAFlipDoesNotTurnIt() {
        var flipped = wheel(0.5, ms: 1000)
        flipped.wheel.direction = SDL_MOUSEWHEEL_FLIPPED.rawValue
        var next = wheel(0.5, ms: 1010)
        next.wheel.direction = SDL_MOUSEWHEEL_FLIPPED.rawValue
        // The system turned the deltas so content follows the fingers: kept as they are.
        #expect(
            Self.inputs([flipped, next], &translator) == [
                .pointerDown(Point(x: 195, y: 700)), .pointerMove(Point(x: 195, y: 710)),
            ])
    }

    @Test func wholeNotchesAndScrollsWhereTheSheetIsNotDraggedAreTheWheel() {
        // A wheel's notch steps detents as ever, even over the sheet.
        #expect(
            read(wheel(-1, ms: 1000), dragsSheet: { _ in true })?.action
                == .wheel(-1, at: Point(x: 195, y: 700)))
        #expect(translator.owner == nil)
        // A precise scroll where it does not drag (the panel, a hidden sheet): the wheel too.
        #expect(
            read(wheel(-0.3, ms: 1000), dragsSheet: { _ in false })?.action
                == .wheel(Double(Float(-0.3)), at: Point(x: 195, y: 700)))
        // While the mouse holds the sheet, a scroll is the wheel (the sheet ignores it).
        _ = read(mouse(SDL_MOUSEBUTTONDOWN, x: 10, y: 10))
        #expect(
            read(wheel(-0.3, ms: 1000), dragsSheet: { _ in true })?.action
                == .wheel(Double(Float(-0.3)), at: Point(x: 195, y: 700)))
    }

    @Test func aScrollWhileAFingerIsDownIsDropped() {
        // Pressed, not yet past the tap slop: the machine is not held, and a wheel would step
        // a detent under the finger.
        _ = read(finger(SDL_FINGERDOWN, x: 0.5, y: 0.7))
        #expect(read(wheel(-0.4, ms: 1000), dragsSheet: { _ in false }) == nil)
        #expect(read(wheel(-1, ms: 1010), dragsSheet: { _ in true }) == nil)
        #expect(translator.owner == .finger(3, 1))
        _ = read(finger(SDL_FINGERUP, x: 0.5, y: 0.7))
        #expect(read(wheel(-1, ms: 1100))?.action == .wheel(-1, at: Point(x: 195, y: 700)))
    }

    @Test func aScrollEndsAtOnceWhenThePointerMovesOrAnotherScrollBeginsAfterTheGap() throws {
        _ = Self.inputs(Array(scrollUp().prefix(3)), &translator)
        // One finger moving the pointer: the two that scrolled have left the pad.
        var moved = mouse(SDL_MOUSEMOTION, x: 300, y: 300)
        moved.motion.state = 0
        let end = try #require(endScroll(before: moved))
        #expect(end.action == .input(.pointerCancel) && end.timestamp == 1.02)
        #expect(read(moved)?.action == .input(.pointerMove(Point(x: 150, y: 150))))

        _ = Self.inputs(Array(scrollUp().prefix(3)), &translator)
        // A scroll event within the gap carries on; one after it is a new scroll.
        #expect(endScroll(before: wheel(-0.4, ms: 1100)) == nil)
        #expect(endScroll(before: wheel(-0.4, ms: 1110)) == nil)
        _ = read(wheel(-0.4, ms: 1110), dragsSheet: { _ in true })
        let later = wheel(-0.4, ms: 1230)
        #expect(endScroll(before: later)?.timestamp == 1.11)
        #expect(
            read(later, dragsSheet: { _ in true })?.action
                == .input(.pointerDown(Point(x: 195, y: 700))))
        // A finger that lands ends it too.
        #expect(endScroll(before: finger(SDL_FINGERDOWN, x: 0.5, y: 0.5)) != nil)
    }

    /// `events` through the translator into `machine`, as the app's loop takes them: a scroll
    /// that an event shows over ends first, and one still going ends after its gap.
    func feed(_ events: [SDL_Event], to machine: inout SheetMachine) {
        func apply(_ translated: InputTranslator.Translated?) {
            guard let translated, case .input(let input)? = translated.action else { return }
            machine.handle(input, at: translated.timestamp)
        }
        for event in events {
            apply(translator.endScroll(before: event))
            let current = machine
            apply(translator.translate(event, dragsSheet: { current.pressDrags(at: $0) }))
        }
        let last = Double(events.last?.common.timestamp ?? 0) / 1000
        machine.advance(to: last + InputTranslator.scrollEndGap)
        apply(translator.endScroll(at: last + InputTranslator.scrollEndGap))
    }

    @Test func atMaxAScrollMovesTheContentThenHandsTheSheetOverAtItsTop() throws {
        var configuration = Configuration()
        configuration.constants.start = "max"
        var machine = SheetMachine(configuration: configuration)
        machine.handle(.content(2000), at: 0)
        // Fingers pushed up over the sheet (195, 400 pt): the content scrolls on, 100 pt.
        feed((0..<20).map { wheel(-0.5, ms: 1000 + UInt32($0) * 10, y: 800) }, to: &machine)
        #expect(machine.scrollOffset > 90)
        #expect(machine.lastRelease == nil, "scrolling content lets nothing go")
        #expect(machine.motion == .resting(machine.detents.highest))
        // Pulled down 200 pt: the content back to its top, then the sheet down in the same scroll.
        feed((0..<40).map { wheel(0.5, ms: 2000 + UInt32($0) * 10, y: 800) }, to: &machine)
        #expect(machine.scrollOffset == 0)
        let release = try #require(machine.lastRelease)
        #expect(release.release.height < 780 - 80)
        #expect(abs(release.release.velocity - 500) < 1e-6, "5 pt each 10 ms, downward")
    }

    @Test func aScrollShorterThanTheTapSlopTapsNothing() {
        var configuration = Configuration()
        configuration.constants.start = "default"
        var machine = SheetMachine(configuration: configuration)
        // Over the dim (y 100 pt), where a tap dismisses: 2.5 pt of scroll, then silence.
        feed([wheel(-0.125, ms: 1000, y: 200), wheel(-0.125, ms: 1010, y: 200)], to: &machine)
        machine.advance(to: 3)
        #expect(machine.motion == .resting(machine.detents.lowest))
        #expect(machine.lastRelease == nil)
        #expect(translator.owner == nil)
    }

    #if SHEETLAB_TEST_HOOKS
        /// A bad SHEETLAB_INJECT line is one message naming its line (blank lines counted), never
        /// a trap: numbers past what SDL's fields hold (a finger id, a time in 32-bit ms, window
        /// units, a wheel delta) are refused.
        @Test func theInjectorRefusesNumbersSDLCannotHoldAndCountsBlankLines() {
            let bad = [
                #"{"t":0.5,"finger":"down","id":1e30,"x":0.5,"y":0.7}"#,
                #"{"t":0.5,"finger":"down","id":1,"x":1e39,"y":0.7}"#,
                #"{"t":0.5,"mouse":"down","x":1e300,"y":5}"#,
                #"{"t":0.5,"wheel":1e300,"x":100,"y":700}"#,
                #"{"t":0.5,"wheel":1e10,"x":100,"y":700}"#,
                #"{"t":1e7,"finger":"down","id":1,"x":0.5,"y":0.7}"#,
            ]
            for line in bad {
                #expect(throws: ConfigFileError.self, "\(line)") {
                    try EventInjector.parse(
                        "{\"t\":0,\"wheel\":0.5,\"x\":1,\"y\":1}\n\n" + line, path: "i")
                }
                do {
                    _ = try EventInjector.parse("\n\n" + line, path: "i")
                } catch {
                    #expect(error.description.hasPrefix("SHEETLAB_INJECT i: line 3: "), "\(error)")
                }
            }
            let good = #"{"t":0.5,"finger":"down","id":2,"x":-3,"y":1.5}"#
            #expect((try? EventInjector.parse(good + "\n\n" + good, path: "i"))?.count == 2)
        }
    #endif

    /// What a recording keeps of a finger off the window, a long trackpad scroll or a huge
    /// wheel delta stays within a trace's ranges (else the trace it wrote would not replay),
    /// and a finger whose place is not a number moves nothing and lets go where it was.
    @Test func fingersScrollsAndWheelsStayWithinWhatATraceHolds() throws {
        var inputs: [Input] = []
        func keep(_ translated: InputTranslator.Translated?) {
            if case .input(let input)? = translated?.action { inputs.append(input) }
            if case .wheel(let notches, _)? = translated?.action { inputs.append(.wheel(notches)) }
        }
        keep(read(finger(SDL_FINGERDOWN, x: 0.5, y: 0.7)))
        keep(read(finger(SDL_FINGERMOTION, x: -1e6, y: 1e30)))
        keep(read(finger(SDL_FINGERMOTION, x: .infinity, y: 0.5)))
        keep(read(finger(SDL_FINGERUP, x: .nan, y: 0.5)))
        #expect(translator.owner == nil)
        #expect(inputs.last == .pointerCancel)
        for index in 0..<200 {
            keep(read(wheel(-999.5, ms: 2000 + UInt32(index) * 10)))
        }
        keep(endScroll(at: 10))
        keep(read(wheel(5000, ms: 20_000), dragsSheet: { _ in false }))
        keep(read(wheel(-1e30, ms: 21_000), dragsSheet: { _ in false }))
        #expect(inputs.count > 200)
        for input in inputs {
            let line = Trace.line(TraceEntry(time: 1, input: input))
            switch input {
            case .pointerDown(let p), .pointerMove(let p), .pointerUp(let p):
                #expect(abs(p.x) <= 32768 && abs(p.y) <= 32768, "\(line)")
            case .wheel(let notches):
                #expect(abs(notches) <= 1000, "\(line)")
            default: break
            }
        }
    }
}
