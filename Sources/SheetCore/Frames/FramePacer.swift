/// When the window draws its next frame: at the frame rate while something moves, at once
/// when a held sheet's pointer moves, never while nothing changes. The window reads the clock
/// and asks; the pacer only decides (SheetCore never reads a clock).
package struct FramePacer: Equatable, Sendable {
    /// Seconds between frames (1 / `--fps`; the panel may change it).
    package var interval: Double
    /// When the next frame is due.
    package private(set) var nextFrame: Double
    /// When the last frame was presented; −1 before the first.
    package private(set) var lastPresent = -1.0

    /// A pacer at `fps` frames a second whose first frame is due at `now`.
    package init(fps: Int, now: Double) {
        interval = 1 / Double(fps)
        nextFrame = now
    }

    /// Whether a frame is due at `time`.
    package func isDue(at time: Double) -> Bool { time >= nextFrame }

    /// How long to wait for input, in whole milliseconds: until the next frame while
    /// something moves, else `restTimeout`.
    package func waitMilliseconds(at time: Double, animating: Bool, restTimeout: Int32) -> Int32 {
        guard animating else { return restTimeout }
        return Int32(max(0, (nextFrame - time) * 1000).rounded(.up))
    }

    /// The pointer moved a held sheet: draw as soon as it moves (no sooner than half a frame
    /// after the last one) rather than at the next tick, so the sheet lags the pointer less.
    package mutating func pointerMovedWhileHeld(at time: Double) {
        nextFrame = min(nextFrame, max(lastPresent + interval / 2, time))
    }

    /// Draw at once (every replayed frame that is written is drawn).
    package mutating func dueNow(at time: Double) {
        nextFrame = min(nextFrame, time)
    }

    /// A tick that drew nothing (a sheet held still): the next one a frame later.
    package mutating func skipped(at time: Double) {
        nextFrame = time + interval
    }

    /// A frame begun at `time` was presented at `present`: the next is a frame later, or at
    /// once when drawing took longer than a frame (frames are dropped, not queued).
    package mutating func presented(at present: Double, frameTime time: Double) {
        lastPresent = present
        nextFrame = max(nextFrame + interval, time)
    }

    /// Nothing moves and nothing waits: the next input is drawn at once.
    package mutating func rest(at time: Double) {
        nextFrame = time
    }
}
