/// `explain`: every release of a trace replayed through the trace's own constants, each with
/// the inputs its rules saw, how its velocity was estimated, each rule tested and the outcome.
package enum Explain {
    /// The releases of `trace` (its content already measured where its detents need it),
    /// each explained by the rules that decided it; throws if an explanation's outcome is not
    /// the machine's decision.
    package static func releases(_ trace: Trace) throws(ExplanationMismatch) -> [ExplainedRelease] {
        var replay = Replay(trace)
        replay.keepsReleases = true
        while !replay.isFinished {
            replay.skipIdle()
            replay.step()
        }
        var explained: [ExplainedRelease] = []
        for record in replay.releases { explained.append(try ExplainedRelease(record)) }
        return explained
    }

    /// A tap that moved the sheet (a grabber that takes taps, a card that toggles): no release
    /// rule decides it, so it is listed apart from the releases, as `matrix` shows it.
    package struct Tap: Equatable {
        /// When the sheet was sent, in seconds of the trace.
        package let time: Double
        /// Where it was sent: a detent's name, or `dismiss`.
        package let target: String
    }

    /// The taps of `trace` that moved the sheet, in order.
    package static func taps(_ trace: Trace) -> [Tap] {
        var replay = Replay(trace)
        while !replay.isFinished {
            replay.skipIdle()
            replay.step()
        }
        return replay.log.compactMap { time, event in
            switch event {
            case .toggle(let target): return Tap(time: time, target: target)
            case .dismiss(.grabber): return Tap(time: time, target: ReleaseTarget.dismiss.name)
            default: return nil
            }
        }
    }

    /// A tap in words: when, where to, and why no rule decided it.
    static func text(_ tap: Tap, trace: Trace) -> String {
        let tapKind = trace.configuration.constants.grabberTap
        let step: String
        switch tapKind {
        case .down: step = "steps down a detent (from the lowest to the highest)"
        case .up: step = "steps up a detent (from the highest to the lowest)"
        case .on, .off: step = "goes to the next detent"
        }
        let why =
            tapKind.takesTaps
            ? "a tap on the grabber (\(flag: .grabberTap) \(tapKind.rawValue)) \(step), or "
                + "dismisses a sheet with one"
            : "a tap toggles this style between its detents"
        return
            "tap at \(Format.fixed(tap.time, decimals: 3)) s → \(tap.target): not a release, "
            + "no rule decides it; \(why)"
    }

    /// The first line: what was replayed and with which rules.
    static func heading(_ trace: Trace, name: String, count: Int) -> String {
        let configuration = trace.configuration
        let rules =
            configuration.constants.style.traits.tunedByPresets
            ? "policy \(configuration.constants.policy.rawValue)" : "its own rules"
        return "\(name): \(count) release\(count == 1 ? "" : "s"), window "
            + "\(configuration.constants.window), style "
            + "\(configuration.constants.style.rawValue) (\(rules)), "
            + "\(flag: .velocityWindow) \(Format.number(configuration.constants.velocityWindow)) s"
    }

    /// The explanation as text: a heading, then each release, a blank line between.
    package static func text(
        _ releases: [ExplainedRelease], trace: Trace, name: String
    ) -> String {
        var parts = [heading(trace, name: name, count: releases.count)]
        let taps = taps(trace)
        if !taps.isEmpty {
            parts.append(taps.map { text($0, trace: trace) }.joined(separator: "\n"))
        }
        if releases.isEmpty {
            // Nothing to explain: the rules that would have decided, numbered.
            let configuration = trace.configuration
            let rules = configuration.sheetStyle.behavior
            parts.append(
                ([
                    (taps.isEmpty
                        ? "no drag was let go: nothing was decided" : "no drag was let go")
                        + "; the \(rules.rulesName) rules are:"
                ]
                    + rules.ruleSummaries.enumerated().map { "  rule \($0 + 1): \($1)" })
                    .joined(separator: "\n"))
        }
        return (parts + releases.map(\.text)).joined(separator: "\n\n")
    }

    /// The explanation as one JSON object.
    package static func json(_ releases: [ExplainedRelease], trace: Trace, name: String) -> String {
        let configuration = trace.configuration
        return JSONOutput.object([
            ("trace", .string(name)),
            ("style", .string(configuration.constants.style.rawValue)),
            ("policy", .string(configuration.constants.policy.rawValue)),
            (
                "window",
                .array([
                    .exact(configuration.constants.window.width),
                    .exact(configuration.constants.window.height),
                ])
            ),
            ("velocityWindow", .exact(configuration.constants.velocityWindow)),
            ("releases", .array(releases.map(\.json))),
            (
                "taps",
                .array(
                    taps(trace).map {
                        .object([
                            ("t", .fixed($0.time, decimals: 3)), ("target", .string($0.target)),
                        ])
                    })
            ),
        ]).text
    }
}
