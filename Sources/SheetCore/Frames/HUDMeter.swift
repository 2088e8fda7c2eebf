/// The HUD's frame figures: the frames presented in the last second, the gaps between those of
/// the last two seconds, and how long the last frame took to follow the sheet.
package struct HUDMeter: Equatable, Sendable {
    /// When recent frames were presented, oldest first (two seconds of them).
    package private(set) var presentTimes: [Double] = []

    /// A meter that has seen no frame yet.
    package init() {}

    /// A frame is about to be drawn at `time`.
    package mutating func frame(at time: Double) {
        presentTimes.append(time)
        presentTimes.removeAll { time - $0 > 2 }
    }

    /// Frames in the second up to the last one.
    package var fps: Int {
        guard let last = presentTimes.last else { return 0 }
        return presentTimes.filter { last - $0 <= 1 }.count
    }

    /// Milliseconds between consecutive frames, oldest first.
    package var frameTimes: [Double] {
        zip(presentTimes.dropFirst(), presentTimes).map { ($0 - $1) * 1000 }
    }

    /// Seconds since the frame before the last one; nil before the second frame.
    package var elapsed: Double? {
        guard let last = presentTimes.last else { return nil }
        return presentTimes.dropLast().last.map { last - $0 }
    }

    /// `hud` with this frame's figures and `machine`'s height and state.
    package func update(_ hud: inout HUDState, following machine: SheetMachine) {
        hud.fps = fps
        // As the window decides: it draws every tick only while a phone moves.
        hud.idle = !machine.isMoving
        hud.frameTimes = frameTimes
        hud.follow(height: machine.height, elapsed: elapsed, resting: !machine.isMoving)
        hud.state = machine.stateDescription
        hud.explain(machine.lastRelease)
    }
}
