import CSDL2
import SheetCore

/// Touch and trackpad input: where a trackpad's scroll drags the sheet, and when the loop must
/// wake to see one end. (Fingers need nothing here: the translator makes them the pointer.)
extension App {
    /// Whether a trackpad scroll that starts over `point` (window points) drags the sheet: over
    /// the first phone's sheet, or its dim where a press there drags it, while the sheet is on
    /// screen and not held. Not over the open panel (the scroll is its rows') nor in a replay;
    /// elsewhere the scroll is the wheel (it steps detents, or scrolls the content).
    func scrollDrags(at point: Point) -> Bool {
        guard replay == nil else { return false }
        if panel != nil, point.x >= machine.window.width { return false }
        let width = machine.window.width
        guard
            case .pointerDown(let local) = arrangement.phoneInput(
                .pointerDown(point), phoneWidth: width)
        else { return false }
        return machine.pressDrags(at: local)
    }

    /// `timeout` (milliseconds), cut short so that the end of a trackpad scroll is seen when
    /// its gap is over, not at the next event.
    func scrollWait(_ timeout: Int32) -> Int32 {
        guard let deadline = translator.scrollDeadline else { return timeout }
        let left = ((deadline - (now - sdlEpoch)) * 1000).rounded(.up)
        return max(0, min(timeout, Int32(clamping: Int(max(0, min(left, 1e6))))))
    }
}
