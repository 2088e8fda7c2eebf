import CSDL2
import SheetCore

/// The one reader of SDL events: each becomes a sheet `Input` (in points), a wheel turn with
/// the place it happened, or an `AppCommand`, with the facts the app needs to time it.
struct InputTranslator {
    /// Window units per point: the forced `--scale`, else 1 (SDL reports HiDPI windows in points).
    let unitsPerPoint: Double

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

    /// The translation of `event`, or nil when SheetLab does not use it.
    func translate(_ event: SDL_Event) -> Translated? {
        let timestamp = Double(event.common.timestamp) / 1000
        let type = SDL_EventType(event.type)
        let isPointer =
            type == SDL_MOUSEMOTION || type == SDL_MOUSEBUTTONDOWN || type == SDL_MOUSEBUTTONUP
        let held = type == SDL_MOUSEMOTION && event.motion.state & sheetlab_button_left_mask() != 0
        let checksButton = held || type == SDL_WINDOWEVENT
        let action = action(for: event)
        guard action != nil || checksButton else { return nil }
        return Translated(
            action: action, timestamp: timestamp, isPointer: isPointer, checksButton: checksButton)
    }

    private func action(for event: SDL_Event) -> Action? {
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
            let flipped = event.wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue
            let notches = Double(event.wheel.preciseY)
            guard notches != 0 else { return nil }
            return .wheel(
                flipped ? -notches : notches, at: point(event.wheel.mouseX, event.wheel.mouseY))
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

    private func window(_ window: SDL_WindowEvent) -> Action? {
        switch SDL_WindowEventID(UInt32(window.event)) {
        case SDL_WINDOWEVENT_EXPOSED, SDL_WINDOWEVENT_SHOWN, SDL_WINDOWEVENT_RESTORED:
            return .command(.redraw)
        case SDL_WINDOWEVENT_FOCUS_LOST:
            return .command(.cancelPress)
        case SDL_WINDOWEVENT_SIZE_CHANGED:
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
