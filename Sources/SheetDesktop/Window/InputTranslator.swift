import CSDL2
import SheetCore

/// The one reader of SDL events: each becomes a sheet `Input` (in points), a wheel turn with
/// the place it happened, or an `AppCommand`, with the facts the app needs to time it.
///
/// One gesture at a time owns the pointer input: the mouse (from its left button's press to
/// its release), the first finger on a touchscreen (to its lift), or a trackpad's scroll (to
/// the gap that ends it). What another source sends meanwhile is dropped.
struct InputTranslator {
    /// Window units per point: the forced `--scale`, else 1 (SDL reports HiDPI windows in points).
    let unitsPerPoint: Double
    /// The window's size in SDL's units, as SDL last reported it: a finger's position is a
    /// fraction of it.
    var windowUnits: Size
    /// What kind of touch device an id is: fingers of a touchpad (indirect: their positions
    /// are on the pad, and the system moves the pointer for them) are not read.
    var touchKind: (SDL_TouchID) -> SDL_TouchDeviceType = Self.registeredKind
    /// The gesture that owns the pointer input now, if any.
    private(set) var owner: Owner?
    /// The trackpad scroll dragging the sheet, while it lasts.
    private var scroll: Scroll?

    /// How long a trackpad scroll must be silent to have ended (its fingers lifted): 0.1 s,
    /// the wait Chromium gives a trackpad's scroll before it ends it
    /// (`kMaximumTimeBetweenPhaseEndedAndMomentumPhaseBegan`, mouse_wheel_phase_handler.h).
    /// A touchpad reports every 7 to 14 ms while the fingers move.
    static let scrollEndGap = 0.1
    /// Points one unit of a precise wheel delta moves: SDL divides a Wayland scroll's surface
    /// points by 10 (`WAYLAND_WHEEL_AXIS_UNIT`), so this gives them back.
    static let pointsPerScrollUnit = 10.0

    /// Who owns the pointer input.
    enum Owner: Equatable {
        /// The mouse's left button is down.
        case mouse
        /// This finger of this touch device is down: the first one that touched.
        case finger(SDL_TouchID, SDL_FingerID)
        /// A trackpad's scroll drags the sheet.
        case scroll
    }

    /// A trackpad scroll dragging the sheet: a press where the pointer was, moved by the deltas.
    private struct Scroll {
        /// Where the virtual finger is, in points.
        var point: Point
        /// When the last scroll event came, seconds on SDL's clock.
        var last: Double
    }

    init(unitsPerPoint: Double, windowUnits: Size = Size(width: 0, height: 0)) {
        self.unitsPerPoint = unitsPerPoint
        self.windowUnits = windowUnits
    }

    /// What an event asks for.
    enum Action: Equatable {
        /// An input for the phones (pointer positions in window points).
        case input(Input)
        /// The wheel, in notches away from the user (`SDL_MOUSEWHEEL_FLIPPED` undone), over
        /// this point of the window: the panel's, or a sheet's input.
        case wheel(Double, at: Point)
        case command(AppCommand)
    }

    /// One translated event.
    struct Translated: Equatable {
        /// Nil for a window event that asks nothing but the button check below.
        var action: Action?
        /// When SDL read it, in seconds since SDL_Init.
        var timestamp: Double
        /// A mouse event, whose input the X server may have timed (`AppCommand.pointerAge`).
        var isPointer = false
        /// A motion with the left button down, or a window event: when the app holds no press,
        /// SDL's button state may be stale (a release the window never saw).
        var checksButton = false
    }

    func point(_ x: Int32, _ y: Int32) -> Point {
        Point(x: Double(x) / unitsPerPoint, y: Double(y) / unitsPerPoint)
    }

    /// How far from the window's origin a pointer input goes, in points, and how many notches
    /// one wheel input turns at most: what a trace holds (`Trace.coordinateRange`,
    /// `Trace.wheelRange`), so that every input a recording keeps replays. A finger off the
    /// window, a long trackpad scroll or a wheel's huge delta stops there.
    static let reach = 32768.0
    static let mostNotches = 1000.0

    /// A finger's place in window points: SDL gives it as a fraction of the window, and makes
    /// its own mouse events of it as `fraction × size` (SDL_touch.c). Nil when it is not a
    /// number; within `reach`.
    func point(finger event: SDL_TouchFingerEvent) -> Point? {
        let x = Double(event.x) * windowUnits.width / unitsPerPoint
        let y = Double(event.y) * windowUnits.height / unitsPerPoint
        guard x.isFinite, y.isFinite else { return nil }
        return Point(x: Self.within(x), y: Self.within(y))
    }

    static func within(_ value: Double) -> Double { min(max(value, -reach), reach) }

    /// The kind SDL has registered for `id`; a touch id SDL does not know (never a pad's) is
    /// taken as a touchscreen's. Only registered ids are asked about: SDL re-opens every touch
    /// device when asked about one it does not know.
    static func registeredKind(_ id: SDL_TouchID) -> SDL_TouchDeviceType {
        let count = SDL_GetNumTouchDevices()
        guard count > 0 else { return SDL_TOUCH_DEVICE_DIRECT }
        for index in 0..<count where SDL_GetTouchDevice(index) == id {
            return SDL_GetTouchDeviceType(id)
        }
        return SDL_TOUCH_DEVICE_DIRECT
    }

    /// The translation of `event`, or nil when SheetLab does not use it. `dragsSheet` says
    /// whether a trackpad scroll that starts over a point of the window drags the sheet there
    /// (asked once, at the scroll's first event); call `endScroll(before:)` first.
    mutating func translate(
        _ event: SDL_Event, dragsSheet: (Point) -> Bool = { _ in false }
    ) -> Translated? {
        let timestamp = Double(event.common.timestamp) / 1000
        let type = SDL_EventType(event.type)
        let isPointer =
            type == SDL_MOUSEMOTION || type == SDL_MOUSEBUTTONDOWN || type == SDL_MOUSEBUTTONUP
        if isPointer, !mouseActs(event) { return nil }
        let held = type == SDL_MOUSEMOTION && event.motion.state & sheetlab_button_left_mask() != 0
        let checksButton = held || type == SDL_WINDOWEVENT
        let action = action(for: event, at: timestamp, dragsSheet: dragsSheet)
        guard action != nil || checksButton else { return nil }
        return Translated(
            action: action, timestamp: timestamp, isPointer: isPointer, checksButton: checksButton)
    }

    /// Whether a mouse event is read, and who owns the pointer after it. SDL's own mouse
    /// events made of a finger (`SDL_TOUCH_MOUSEID`) never are: the finger's events are read
    /// instead, once. The mouse is not read while a finger or a scroll owns the pointer.
    private mutating func mouseActs(_ event: SDL_Event) -> Bool {
        let type = SDL_EventType(event.type)
        let which = type == SDL_MOUSEMOTION ? event.motion.which : event.button.which
        guard which != sheetlab_touch_mouse_id() else { return false }
        guard owner == nil || owner == .mouse else { return false }
        if type != SDL_MOUSEMOTION, event.button.button == UInt8(SDL_BUTTON_LEFT) {
            owner = type == SDL_MOUSEBUTTONDOWN ? .mouse : nil
        }
        return true
    }

    /// A finger of a touchscreen: the first one down owns the pointer until it lifts; the
    /// others, a touchpad's fingers and SDL's touches made of the mouse are not read.
    private mutating func finger(_ event: SDL_TouchFingerEvent) -> Action? {
        guard event.touchId != sheetlab_mouse_touch_id(),
            touchKind(event.touchId) == SDL_TOUCH_DEVICE_DIRECT
        else { return nil }
        let place = point(finger: event)
        guard let here = place else {
            // A place that is not a number moves nothing; a lift there lets go where it was.
            guard SDL_EventType(event.type) == SDL_FINGERUP,
                owner == .finger(event.touchId, event.fingerId)
            else { return nil }
            owner = nil
            return .input(.pointerCancel)
        }
        switch SDL_EventType(event.type) {
        case SDL_FINGERDOWN:
            guard owner == nil else { return nil }
            owner = .finger(event.touchId, event.fingerId)
            return .input(.pointerDown(here))
        case SDL_FINGERMOTION:
            guard owner == .finger(event.touchId, event.fingerId) else { return nil }
            return .input(.pointerMove(here))
        default:  // SDL_FINGERUP
            guard owner == .finger(event.touchId, event.fingerId) else { return nil }
            owner = nil
            return .input(.pointerUp(here))
        }
    }

    /// The wheel. A trackpad's scroll (precise deltas: a fraction of a notch) that starts where
    /// `dragsSheet` says drags the sheet: a press where the pointer is, moved by each delta
    /// (`pointsPerScrollUnit` a unit) the way the system scrolls content, so with natural
    /// scrolling the sheet follows the fingers (`SDL_MOUSEWHEEL_FLIPPED` is not undone: it
    /// says the system turned the deltas to follow them). Whole notches, and a scroll
    /// elsewhere, are the wheel, turned back when flipped.
    private mutating func wheel(
        _ event: SDL_MouseWheelEvent, at time: Double, dragsSheet: (Point) -> Bool
    ) -> Action? {
        let delta = Double(event.preciseY)
        guard delta != 0, delta.isFinite else { return nil }
        // A finger owns the pointer: a scroll meanwhile is another gesture's, dropped (pressed
        // but not yet dragging, the sheet would step a detent under the finger).
        if case .finger? = owner { return nil }
        let at = point(event.mouseX, event.mouseY)
        if owner == .scroll, var scroll {
            scroll.point.y = Self.within(scroll.point.y + delta * Self.pointsPerScrollUnit)
            scroll.last = time
            self.scroll = scroll
            return .input(.pointerMove(scroll.point))
        }
        if owner == nil, delta.rounded() != delta, dragsSheet(at) {
            // The press is where the pointer is; this event's delta joins the next one's.
            owner = .scroll
            let moved = Point(x: at.x, y: Self.within(at.y + delta * Self.pointsPerScrollUnit))
            scroll = Scroll(point: moved, last: time)
            return .input(.pointerDown(at))
        }
        let flipped = event.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue
        let notches = min(max(delta, -Self.mostNotches), Self.mostNotches)
        return .wheel(flipped ? -notches : notches, at: at)
    }

    /// When the trackpad scroll dragging the sheet ends unless another of its events comes,
    /// in seconds on SDL's clock; nil when none is.
    var scrollDeadline: Double? { scroll.map { $0.last + Self.scrollEndGap } }

    /// The end of the trackpad scroll that `event` shows is over: a scroll event after the
    /// gap, or a mouse, finger, key or focus event (the fingers have left the pad).
    mutating func endScroll(before event: SDL_Event) -> Translated? {
        guard let scroll else { return nil }
        let ends: Bool
        switch SDL_EventType(event.type) {
        case SDL_MOUSEWHEEL:
            ends = Double(event.common.timestamp) / 1000 - scroll.last >= Self.scrollEndGap
        case SDL_MOUSEMOTION: ends = event.motion.which != sheetlab_touch_mouse_id()
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
            ends = event.button.which != sheetlab_touch_mouse_id()
        case SDL_FINGERDOWN, SDL_KEYDOWN, SDL_QUIT: ends = true
        case SDL_WINDOWEVENT:
            ends = SDL_WindowEventID(UInt32(event.window.event)) == SDL_WINDOWEVENT_FOCUS_LOST
        default: ends = false
        }
        return ends ? finishScroll() : nil
    }

    /// The end of the trackpad scroll once `time` (seconds on SDL's clock) is past its gap.
    mutating func endScroll(at time: Double) -> Translated? {
        guard let scroll, time - scroll.last >= Self.scrollEndGap else { return nil }
        return finishScroll()
    }

    /// A scroll's end lets the sheet go where the scroll left it, dated at its last event (when
    /// the fingers left; the gap only finds that out), so the velocity is its deltas': a
    /// `pointerCancel`, which adds no sample, and taps nothing when the scroll never got past
    /// the tap slop.
    private mutating func finishScroll() -> Translated? {
        guard let scroll else { return nil }
        self.scroll = nil
        owner = nil
        return Translated(action: .input(.pointerCancel), timestamp: scroll.last)
    }

    private mutating func action(
        for event: SDL_Event, at time: Double, dragsSheet: (Point) -> Bool
    ) -> Action? {
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            return .command(.quit)
        case SDL_SYSWMEVENT:
            return .command(.pointerAge(X11Pointer.age(of: event)))
        case SDL_MOUSEBUTTONDOWN where event.button.button == UInt8(SDL_BUTTON_LEFT):
            return .input(.pointerDown(point(event.button.x, event.button.y)))
        case SDL_MOUSEBUTTONUP where event.button.button == UInt8(SDL_BUTTON_LEFT):
            return .input(.pointerUp(point(event.button.x, event.button.y)))
        case SDL_MOUSEMOTION:
            return .input(.pointerMove(point(event.motion.x, event.motion.y)))
        case SDL_MOUSEWHEEL:
            return wheel(event.wheel, at: time, dragsSheet: dragsSheet)
        case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
            return finger(event.tfinger)
        case SDL_KEYDOWN:
            return key(event.key)
        case SDL_WINDOWEVENT:
            return window(event.window)
        default:
            return nil
        }
    }

    private func key(_ key: SDL_KeyboardEvent) -> Action? {
        let shift = UInt32(key.keysym.mod) & UInt32(KMOD_SHIFT.rawValue) != 0
        let control = UInt32(key.keysym.mod) & UInt32(KMOD_CTRL.rawValue) != 0
        let code = Int(key.keysym.sym)
        // Ctrl+Q and Ctrl+W close the window, as its close button does (the desktop's quit);
        // Ctrl+S saves a screenshot. Once per press; nothing else acts with Ctrl.
        if control {
            guard key.repeat == 0 else { return nil }
            switch code {
            case Int(SDLK_q.rawValue), Int(SDLK_w.rawValue): return .command(.quit)
            case Int(SDLK_s.rawValue): return .command(.screenshot)
            default: return nil
            }
        }
        // The app's own keys act once per press, not on the keyboard's repeat.
        if key.repeat == 0 {
            switch code {
            case Int(SDLK_e.rawValue): return .command(.exportConstants)
            case Int(SDLK_r.rawValue): return .command(.toggleRecording)
            case Int(SDLK_F1.rawValue): return .command(.toggleHUD)
            case Int(SDLK_TAB.rawValue): return .command(.togglePanel)
            default: break
            }
        }
        switch code {
        case Int(SDLK_RETURN.rawValue), Int(SDLK_KP_ENTER.rawValue): return .input(.key(.enter))
        case Int(SDLK_SPACE.rawValue): return .input(.key(.space))
        case Int(SDLK_ESCAPE.rawValue): return .input(.key(.escape))
        case Int(SDLK_UP.rawValue): return .input(.key(.up))
        case Int(SDLK_DOWN.rawValue): return .input(.key(.down))
        // Left and Right step the panel's row as - and = do (a choice's previous or next value).
        case Int(SDLK_LEFT.rawValue): return .command(.panel(.nudge(-1, large: shift)))
        case Int(SDLK_RIGHT.rawValue): return .command(.panel(.nudge(1, large: shift)))
        case Int(SDLK_LEFTBRACKET.rawValue): return .command(.panel(.select(-1)))
        case Int(SDLK_RIGHTBRACKET.rawValue): return .command(.panel(.select(1)))
        // `-` and `=`/`+` step once; `_` (Shift+-), keypad keys with Shift, and Page Up/Down
        // step ten times (on most layouts `+` itself needs Shift, so Shift+= is one step).
        case Int(SDLK_MINUS.rawValue): return .command(.panel(.nudge(-1, large: shift)))
        case Int(SDLK_UNDERSCORE.rawValue): return .command(.panel(.nudge(-1, large: true)))
        case Int(SDLK_EQUALS.rawValue), Int(SDLK_PLUS.rawValue):
            return .command(.panel(.nudge(1, large: false)))
        case Int(SDLK_KP_MINUS.rawValue): return .command(.panel(.nudge(-1, large: shift)))
        case Int(SDLK_KP_PLUS.rawValue): return .command(.panel(.nudge(1, large: shift)))
        case Int(SDLK_PAGEDOWN.rawValue): return .command(.panel(.nudge(-1, large: true)))
        case Int(SDLK_PAGEUP.rawValue): return .command(.panel(.nudge(1, large: true)))
        case Int(SDLK_BACKSPACE.rawValue): return .command(.panel(.reset(all: shift)))
        default: return nil
        }
    }

    private mutating func window(_ window: SDL_WindowEvent) -> Action? {
        switch SDL_WindowEventID(UInt32(window.event)) {
        case SDL_WINDOWEVENT_EXPOSED, SDL_WINDOWEVENT_SHOWN, SDL_WINDOWEVENT_RESTORED:
            return .command(.redraw)
        case SDL_WINDOWEVENT_FOCUS_LOST:
            // The app ends the press: whoever held it (a mouse, a finger) holds nothing now.
            owner = nil
            scroll = nil
            return .command(.cancelPress)
        case SDL_WINDOWEVENT_SIZE_CHANGED:
            windowUnits = Size(width: Double(window.data1), height: Double(window.data2))
            return .command(
                .resized(
                    Size(
                        width: Double(window.data1) / unitsPerPoint,
                        height: Double(window.data2) / unitsPerPoint)))
        default:
            return nil
        }
    }
}
