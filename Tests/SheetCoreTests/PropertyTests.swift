import Foundation
import Testing

@testable import SheetCore

/// Thousands of random input sequences against every style, preset and policy, checking what
/// must always hold. The base seed is printed with any failure; `SHEETLAB_SEED` replays it.
struct PropertyTests {
    static let sequences = 3000
    static let baseSeed: UInt64 = {
        if let text = ProcessInfo.processInfo.environment["SHEETLAB_SEED"], let seed = UInt64(text)
        {
            return seed
        }
        return UInt64(Date().timeIntervalSince1970 * 1000)
    }()

    /// A random configuration that passes validation.
    static func randomConfiguration(_ random: inout SeededGenerator) -> Configuration {
        let style = StyleKind.allCases.randomElement(using: &random)!
        var arguments = ["--style", style.rawValue]
        if style == .sheet {
            arguments += ["--preset", Preset.allCases.randomElement(using: &random)!.rawValue]
            arguments += ["--policy", PolicyKind.allCases.randomElement(using: &random)!.rawValue]
            arguments += [
                "--overdrag", OverdragKind.allCases.randomElement(using: &random)!.rawValue,
            ]
            arguments += [
                "--animation", AnimationKind.allCases.randomElement(using: &random)!.rawValue,
            ]
            arguments += [
                "--undimmed-detent",
                UndimmedDetent.allCases.randomElement(using: &random)!.rawValue,
            ]
        }
        let durations = ["0", "0.001", "0.3", "2"]
        arguments += ["--present-duration", durations.randomElement(using: &random)!]
        arguments += ["--snap-duration", durations.randomElement(using: &random)!]
        arguments += ["--fullscreen-velocity", ["0", "300", "1e9"].randomElement(using: &random)!]
        arguments += [
            "--spring-damping", ["0.05", "0.5", "1", "10"].randomElement(using: &random)!,
        ]
        arguments += ["--spring-response", ["0.01", "0.4", "10"].randomElement(using: &random)!]
        if case .run(let configuration) = try? Command.parse(arguments) { return configuration }
        return Configuration()
    }

    static func input(_ random: inout SeededGenerator, window: Size) -> Input {
        func point() -> Point {
            // far outside: jumps of thousands of points
            if Int.random(in: 0..<10, using: &random) == 0 {
                return Point(
                    x: Double.random(in: -5000...5000, using: &random),
                    y: Double.random(in: -5000...5000, using: &random))
            }
            return Point(
                x: Double.random(in: 0...max(1, window.width), using: &random),
                y: Double.random(in: 0...max(1, window.height), using: &random))
        }
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<12: return .pointerDown(point())
        case 12..<60: return .pointerMove(point())
        case 60..<72: return .pointerUp(point())  // also without a press
        case 72..<75: return .pointerCancel
        case 75..<80: return .wheel(Double.random(in: -5...5, using: &random))
        case 80..<90:
            return .key([Key.enter, .space, .escape, .up, .down].randomElement(using: &random)!)
        case 90..<95:
            let sizes = [
                Size(width: 1, height: 1), Size(width: 120, height: 200),
                Size(width: 390, height: 844), Size(width: 8000, height: 8000),
            ]
            return .resize(
                Bool.random(using: &random)
                    ? sizes.randomElement(using: &random)!
                    : Size(
                        width: Double.random(in: 1...3000, using: &random),
                        height: Double.random(in: 1...3000, using: &random)))
        default:
            var changed = Self.randomConfiguration(&random)
            changed.style = .sheet
            return .reconfigure(changed.constants)
        }
    }

    static func check(_ scene: Scene) -> String? {
        for item in scene.page + scene.items {
            switch item {
            case .shape(let rect, _, _), .ellipse(let rect, _), .image(_, let rect):
                if ![rect.x, rect.y, rect.width, rect.height].allSatisfy(\.isFinite) {
                    return "a rectangle is not finite: \(rect)"
                }
                if rect.width < 0 || rect.height < 0 { return "a negative-size rectangle: \(rect)" }
            case .text(let run):
                if !run.origin.x.isFinite || !run.origin.y.isFinite {
                    return "text at a non-finite place"
                }
            case .clip(let rect):
                if let rect, rect.width < 0 || rect.height < 0 { return "a negative clip: \(rect)" }
            case .line(let points, _):
                if !points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) {
                    return "a non-finite line"
                }
            }
        }
        let frame = scene.pageFrame
        if ![frame.x, frame.y, frame.width, frame.height, scene.pageDim, scene.pageCornerRadius]
            .allSatisfy(\.isFinite)
        {
            return "the page transform is not finite"
        }
        return nil
    }

    /// Runs one random sequence; returns what broke, if anything.
    static func run(seed: UInt64) -> String? {
        var random = SeededGenerator(state: seed)
        var configuration = Self.randomConfiguration(&random)
        configuration.start = configuration.style.startNames(configuration).randomElement(
            using: &random)!
        var machine = SheetMachine(configuration: configuration)
        let layout = Layout(measurer: FakeMeasurer())
        var time = Double.random(in: 0...5, using: &random)
        var starts = 0
        var ends = 0
        func verify(_ step: String) -> String? {
            let height = machine.height
            if !height.isFinite || height < 0 { return "\(step): height \(height)" }
            let bound = machine.heightLimit + 1e-9
            if height > bound { return "\(step): height \(height) beyond \(bound)" }
            let dim = machine.dimAlpha
            if !dim.isFinite || dim < 0 || dim > 1 { return "\(step): dim \(dim)" }
            if !machine.scrollOffset.isFinite || machine.scrollOffset < 0 {
                return "\(step): scroll \(machine.scrollOffset)"
            }
            for event in machine.drainEvents() {
                if case .dragStart = event { starts += 1 }
                if case .dragEnd(let h, let v, let ty, _, _) = event {
                    ends += 1
                    if ![h, v, ty].allSatisfy(\.isFinite) { return "\(step): drag-end not finite" }
                }
                if ends > starts { return "\(step): a drag-end without a drag-start" }
            }
            if let problem = check(layout.scene(for: machine)) { return "\(step): \(problem)" }
            machine.setContentHeight(layout.contentHeight)
            return nil
        }
        for step in 0..<Int.random(in: 10...120, using: &random) {
            // Time steps from 0 to 10 s, and now and then one from the past.
            switch Int.random(in: 0..<10, using: &random) {
            case 0: time -= Double.random(in: 0...1, using: &random)
            case 1: break
            case 2: time += Double.random(in: 0...10, using: &random)
            default: time += Double.random(in: 0...0.05, using: &random)
            }
            let input = input(&random, window: machine.window)
            machine.handle(input, at: time)
            if let problem = verify("step \(step) (\(input))") { return problem }
            if Bool.random(using: &random) {
                machine.advance(to: time + 1.0 / 60)
                if let problem = verify("step \(step) tick") { return problem }
            }
        }
        // Input stops (a held pointer is let go): the machine must come to rest in bounded time.
        time = max(time, machine.now)
        machine.handle(.pointerUp(Point(x: 0, y: 0)), at: time)
        if let problem = verify("the last release") { return problem }
        var waited = 0.0
        while machine.isMoving, waited < 60 {
            waited += 1.0 / 60
            machine.advance(to: time + waited)
            if let problem = verify("settling at \(waited)") { return problem }
        }
        if machine.isMoving { return "still moving 60 s after the last input: \(machine.motion)" }
        if starts != ends { return "\(starts) drag-starts but \(ends) drag-ends" }
        return nil
    }

    @Test func randomInputNeverBreaksTheMachine() {
        var failures: [String] = []
        for index in 0..<Self.sequences {
            let seed = Self.baseSeed &+ UInt64(index)
            if let problem = Self.run(seed: seed) {
                failures.append("seed \(seed): \(problem)")
                if failures.count >= 5 { break }
            }
        }
        #expect(
            failures.isEmpty,
            "base seed \(Self.baseSeed) (SHEETLAB_SEED replays it):\n\(failures.lines)")
    }
}

extension [String] {
    /// The failures one a line.
    fileprivate var lines: String { joined(separator: "\n") }
}
