import CSDL2
import SheetCore

/// Turns SDL events into SheetCore `Input` in points.
struct InputTranslator {
    /// Window units per point: the forced `--scale`, else 1 (SDL reports HiDPI windows in points).
    let unitsPerPoint: Double

    func point(_ x: Int32, _ y: Int32) -> Point {
        Point(x: Double(x) / unitsPerPoint, y: Double(y) / unitsPerPoint)
    }

    /// The input for `event`, or nil when SheetLab does not use it.
    func input(for event: SDL_Event) -> Input? {
        switch SDL_EventType(event.type) {
        case SDL_MOUSEBUTTONDOWN where event.button.button == UInt8(SDL_BUTTON_LEFT):
            return .pointerDown(point(event.button.x, event.button.y))
        case SDL_MOUSEBUTTONUP where event.button.button == UInt8(SDL_BUTTON_LEFT):
            return .pointerUp(point(event.button.x, event.button.y))
        case SDL_MOUSEMOTION:
            return .pointerMove(point(event.motion.x, event.motion.y))
        case SDL_MOUSEWHEEL:
            let flipped = event.wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue
            let notches = Double(event.wheel.preciseY)
            return notches == 0 ? nil : .wheel(flipped ? -notches : notches)
        case SDL_KEYDOWN:
            switch Int(event.key.keysym.sym) {
            case Int(SDLK_RETURN.rawValue), Int(SDLK_KP_ENTER.rawValue): return .key(.enter)
            case Int(SDLK_SPACE.rawValue): return .key(.space)
            case Int(SDLK_ESCAPE.rawValue): return .key(.escape)
            case Int(SDLK_UP.rawValue): return .key(.up)
            case Int(SDLK_DOWN.rawValue): return .key(.down)
            default: return nil
            }
        case SDL_WINDOWEVENT where event.window.event == UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue):
            return .resize(
                Size(width: Double(event.window.data1) / unitsPerPoint, height: Double(event.window.data2) / unitsPerPoint))
        default:
            return nil
        }
    }
}
