import CSDL2
import SheetCore
import Testing

@testable import SheetDesktop

/// Every SDL event the window reads goes through the translator: what each becomes.
@MainActor
struct InputTranslatorTests {
    let translator = InputTranslator(unitsPerPoint: 2)

    /// `event` translated by a new translator (one that holds no gesture).
    func translate(_ event: SDL_Event) -> InputTranslator.Translated? {
        var fresh = translator
        return fresh.translate(event)
    }

    func button(_ type: SDL_EventType, _ button: Int32, x: Int32, y: Int32) -> SDL_Event {
        var event = SDL_Event()
        event.type = type.rawValue
        event.button.button = UInt8(button)
        event.button.x = x
        event.button.y = y
        event.common.timestamp = 1500
        return event
    }

    func key(
        _ code: SDL_KeyCode, shift: Bool = false, control: Bool = false, repeat again: Bool = false
    ) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_KEYDOWN.rawValue
        event.key.keysym.sym = SDL_Keycode(code.rawValue)
        event.key.keysym.mod =
            UInt16(shift ? KMOD_LSHIFT.rawValue : 0) | UInt16(control ? KMOD_LCTRL.rawValue : 0)
        event.key.repeat = again ? 1 : 0
        return event
    }

    func window(_ id: SDL_WindowEventID, _ width: Int32 = 0, _ height: Int32 = 0) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_WINDOWEVENT.rawValue
        event.window.event = UInt8(id.rawValue)
        event.window.data1 = width
        event.window.data2 = height
        return event
    }

    @Test func theLeftButtonIsAPointerInPointsTimedBySDL() throws {
        let down = try #require(
            translate(button(SDL_MOUSEBUTTONDOWN, SDL_BUTTON_LEFT, x: 100, y: 300)))
        #expect(down.action == .input(.pointerDown(Point(x: 50, y: 150))))
        #expect(down.timestamp == 1.5)
        #expect(down.isPointer)
        let up = translate(button(SDL_MOUSEBUTTONUP, SDL_BUTTON_LEFT, x: 2, y: 4))
        #expect(up?.action == .input(.pointerUp(Point(x: 1, y: 2))))
    }

    @Test func otherButtonsAreNotRead() {
        #expect(
            translate(button(SDL_MOUSEBUTTONDOWN, SDL_BUTTON_RIGHT, x: 1, y: 1)) == nil)
        #expect(
            translate(button(SDL_MOUSEBUTTONUP, SDL_BUTTON_MIDDLE, x: 1, y: 1)) == nil)
    }

    @Test func aMotionWithTheButtonDownAsksForTheButtonCheck() {
        var event = SDL_Event()
        event.type = SDL_MOUSEMOTION.rawValue
        event.motion.x = 10
        event.motion.y = 20
        #expect(translate(event)?.checksButton == false)
        event.motion.state = sheetlab_button_left_mask()
        let held = translate(event)
        #expect(held?.action == .input(.pointerMove(Point(x: 5, y: 10))))
        #expect(held?.checksButton == true)
    }

    @Test func aFlippedWheelIsTurnedBackAndKeepsWhereItHappened() {
        var event = SDL_Event()
        event.type = SDL_MOUSEWHEEL.rawValue
        event.wheel.preciseY = 1.5
        event.wheel.mouseX = 800
        event.wheel.mouseY = 40
        #expect(translate(event)?.action == .wheel(1.5, at: Point(x: 400, y: 20)))
        event.wheel.direction = SDL_MOUSEWHEEL_FLIPPED.rawValue
        #expect(translate(event)?.action == .wheel(-1.5, at: Point(x: 400, y: 20)))
        event.wheel.preciseY = 0  // a sideways scroll
        #expect(translate(event) == nil)
    }

    @Test func sheetKeysAreInputsAndRepeat() {
        #expect(translate(key(SDLK_RETURN))?.action == .input(.key(.enter)))
        #expect(translate(key(SDLK_KP_ENTER))?.action == .input(.key(.enter)))
        #expect(translate(key(SDLK_SPACE))?.action == .input(.key(.space)))
        #expect(translate(key(SDLK_ESCAPE))?.action == .input(.key(.escape)))
        #expect(translate(key(SDLK_UP, repeat: true))?.action == .input(.key(.up)))
        #expect(translate(key(SDLK_DOWN))?.action == .input(.key(.down)))
    }

    @Test func theAppsKeysActOncePerPress() {
        #expect(translate(key(SDLK_e))?.action == .command(.exportConstants))
        #expect(translate(key(SDLK_F1))?.action == .command(.toggleHUD))
        #expect(translate(key(SDLK_TAB))?.action == .command(.togglePanel))
        #expect(translate(key(SDLK_e, repeat: true)) == nil)
        #expect(translate(key(SDLK_TAB, repeat: true)) == nil)
    }

    @Test func rStartsAndStopsARecordingOncePerPressAndResetsNothing() {
        #expect(translate(key(SDLK_r))?.action == .command(.toggleRecording))
        #expect(
            translate(key(SDLK_r, shift: true))?.action == .command(.toggleRecording))
        #expect(translate(key(SDLK_r, repeat: true)) == nil, "held, it toggles once")
    }

    @Test func controlQAndControlWQuitAndNothingElseWithControlActs() {
        #expect(translate(key(SDLK_q, control: true))?.action == .command(.quit))
        #expect(translate(key(SDLK_w, control: true))?.action == .command(.quit))
        #expect(translate(key(SDLK_q, control: true, repeat: true)) == nil)
        // Without Ctrl, Q and W do nothing; with it, E and R (export, record) do not act.
        #expect(translate(key(SDLK_q)) == nil)
        #expect(translate(key(SDLK_e, control: true)) == nil)
        #expect(translate(key(SDLK_r, control: true)) == nil)
    }

    @Test func controlSTakesAScreenshotOncePerPress() {
        #expect(translate(key(SDLK_s, control: true))?.action == .command(.screenshot))
        #expect(translate(key(SDLK_s, control: true, repeat: true)) == nil)
        // S alone is no key of the window's.
        #expect(translate(key(SDLK_s)) == nil)
    }

    @Test func panelKeysStepOnceOrTenTimes() {
        func action(_ code: SDL_KeyCode, shift: Bool = false) -> InputTranslator.Action? {
            translate(key(code, shift: shift, repeat: true))?.action
        }
        #expect(action(SDLK_LEFTBRACKET) == .command(.panel(.select(-1))))
        #expect(action(SDLK_RIGHTBRACKET) == .command(.panel(.select(1))))
        #expect(action(SDLK_MINUS) == .command(.panel(.nudge(-1, large: false))))
        #expect(action(SDLK_MINUS, shift: true) == .command(.panel(.nudge(-1, large: true))))
        #expect(action(SDLK_UNDERSCORE) == .command(.panel(.nudge(-1, large: true))))
        // On most layouts `+` needs Shift: Shift+= is still one step.
        #expect(action(SDLK_EQUALS, shift: true) == .command(.panel(.nudge(1, large: false))))
        #expect(action(SDLK_PLUS) == .command(.panel(.nudge(1, large: false))))
        #expect(action(SDLK_KP_PLUS, shift: true) == .command(.panel(.nudge(1, large: true))))
        #expect(action(SDLK_KP_MINUS) == .command(.panel(.nudge(-1, large: false))))
        #expect(action(SDLK_PAGEUP) == .command(.panel(.nudge(1, large: true))))
        #expect(action(SDLK_PAGEDOWN) == .command(.panel(.nudge(-1, large: true))))
        #expect(action(SDLK_BACKSPACE) == .command(.panel(.reset(all: false))))
        #expect(action(SDLK_BACKSPACE, shift: true) == .command(.panel(.reset(all: true))))
        #expect(action(SDLK_a) == nil)
    }

    @Test func windowEventsBecomeCommandsAndAllCheckTheButton() {
        #expect(translate(window(SDL_WINDOWEVENT_EXPOSED))?.action == .command(.redraw))
        #expect(translate(window(SDL_WINDOWEVENT_RESTORED))?.action == .command(.redraw))
        #expect(
            translate(window(SDL_WINDOWEVENT_FOCUS_LOST))?.action
                == .command(.cancelPress))
        #expect(
            translate(window(SDL_WINDOWEVENT_SIZE_CHANGED, 800, 1000))?.action
                == .command(.resized(Size(width: 400, height: 500))))
        // A window event the app draws nothing for still checks SDL's button state.
        let moved = translate(window(SDL_WINDOWEVENT_MOVED))
        #expect(moved?.action == nil)
        #expect(moved?.checksButton == true)
    }

    @Test func quitIsACommand() {
        var event = SDL_Event()
        event.type = SDL_QUIT.rawValue
        #expect(translate(event)?.action == .command(.quit))
    }
}
