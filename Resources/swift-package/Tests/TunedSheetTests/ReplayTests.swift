import SheetEngine
import Testing

/// One built-in gesture on one sheet, and where SheetLab's replay landed it (Replays.swift).
struct ReplayCase: Sendable, CustomTestStringConvertible {
    var sheet: String
    var gesture: String
    var constants: SheetConstants
    var start: String
    var pointer: String
    var landings: [String]
    var height: Double

    var testDescription: String { "\(gesture) on \(sheet)" }
}

/// Replays a case as SheetLab's `matrix` does: frames at 60 a second, each input handled at
/// its own time in the first frame at or after it, the clock then moved to the frame.
func replay(_ replayCase: ReplayCase) -> (landings: [String], height: Double) {
    var constants = replayCase.constants
    constants.start = replayCase.start
    var machine = SheetMachine(constants: constants, window: constants.window, time: 0)
    var inputs: [(time: Double, input: Input)] = []
    for sample in replayCase.pointer.split(separator: ";") {
        let parts = sample.split(separator: " ")
        let time = Double(parts[1])!
        let point = Point(x: Double(parts[2])!, y: Double(parts[3])!)
        switch parts[0] {
        case "d": inputs.append((time, .pointerDown(point)))
        case "m": inputs.append((time, .pointerMove(point)))
        default: inputs.append((time, .pointerUp(point)))
        }
    }
    var landings: [String] = []
    func drain(_ machine: inout SheetMachine) {
        for event in machine.drainEvents() {
            switch event {
            case .dragEnd(_, _, _, let target, let rule): landings.append("\(target) \(rule)")
            case .toggle(let target): landings.append(target)
            case .dismiss(.grabber): landings.append("dismiss")
            default: break
            }
        }
    }
    drain(&machine)
    let end = (inputs.last?.time ?? 0) + 10
    var frame = 0
    var next = 0
    while next < inputs.count || (machine.isMoving && Double(frame) / 60 < end) {
        frame += 1
        let time = Double(frame) / 60
        while next < inputs.count, inputs[next].time <= time {
            machine.handle(inputs[next].input, at: inputs[next].time)
            drain(&machine)
            next += 1
        }
        machine.advance(to: time)
        drain(&machine)
    }
    return (landings, machine.height)
}

@Test(arguments: replayCases)
func landsWhereSheetLabLands(_ replayCase: ReplayCase) {
    let result = replay(replayCase)
    #expect(result.landings == replayCase.landings)
    #expect(abs(result.height - replayCase.height) <= 0.5, "settled at \(result.height)")
}

@Test func everySheetHasEveryGesture() {
    let sheets = Set(replayCases.map(\.sheet))
    let gestures = Set(replayCases.map(\.gesture))
    #expect(replayCases.count == sheets.count * gestures.count)
    #expect(gestures.count >= 10)
}
