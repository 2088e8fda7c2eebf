/// A release as the machine decided it: what the rules saw, how the velocity was estimated,
/// and the decision. `explain` and the HUD explain it again from this, with the same rules.
package struct ReleaseRecord: Sendable {
    /// Which release of the machine this is (1 for the first).
    package var number: Int
    /// When it happened, seconds on the machine's clock.
    package var time: Double
    /// What the rules were given.
    package var release: Release
    /// The detents the rules chose among.
    package var detents: DetentSet
    /// The pointer's y when the drag began (after a scroll handed the drag over: there).
    package var pressY: Double
    /// The pointer's y at the release.
    package var releaseY: Double
    /// How the release velocity was estimated, with the samples fitted.
    package var velocity: VelocityTracker.Fit
    /// What the machine decided.
    package var decision: ReleaseDecision
    /// The rules that decided (the style's behaviour at that moment).
    package var rules: any ReleaseRules

    /// The rules evaluated again on the same release, step by step. Deciding and explaining
    /// run the same `evaluate`; this still checks the outcome is the machine's decision (and
    /// the velocity the one it was given), so an explanation never tells another story.
    package func explanation() throws(ExplanationMismatch) -> ReleaseExplanation {
        let explanation = rules.explain(release, detents: detents)
        guard explanation.decision == decision else {
            throw ExplanationMismatch(
                "release \(number): the machine decided \(decision.target.name) by rule "
                    + "\(decision.rule), the explanation \(explanation.decision.target.name) by "
                    + "rule \(explanation.decision.rule)")
        }
        guard velocity.velocity == release.velocity else {
            throw ExplanationMismatch(
                "release \(number): the velocity fitted again is "
                    + "\(Format.number(velocity.velocity)) pt/s, the machine had "
                    + "\(Format.number(release.velocity)) pt/s")
        }
        return explanation
    }
}

/// An explanation whose outcome is not what the machine decided: a bug, exit 70.
package struct ExplanationMismatch: ExitCodeError, Equatable {
    /// The line for stderr.
    package let message: String
    /// A mismatch described by `message`.
    package init(_ message: String) { self.message = message }
    /// 70 (EX_SOFTWARE): an internal failure.
    package var exitCode: ExitCode { .software }
    /// The message alone, as stderr shows it.
    package var description: String { message }
}

/// One release explained: the record and its rules' steps, as text and JSON.
package struct ExplainedRelease: Sendable {
    /// The release as the machine decided it.
    package var record: ReleaseRecord
    /// Its rules, evaluated again.
    package var explanation: ReleaseExplanation

    /// The record explained (throws when the explanation would not be the machine's).
    package init(_ record: ReleaseRecord) throws(ExplanationMismatch) {
        self.record = record
        explanation = try record.explanation()
    }

    private func number(_ value: Double) -> String { Format.number(value, decimals: 1) }

    /// The release as `explain` prints it: inputs, velocity fit, each rule, the outcome.
    package var text: String {
        let release = record.release
        let top = release.windowHeight - release.height
        var lines = [
            "release \(record.number) at \(Format.fixed(record.time, decimals: 3)) s: "
                + "\(explanation.rulesName) rules",
            "  height \(number(release.height)) pt, top \(number(top)) pt (window "
                + "\(number(release.windowHeight)) - height)",
            "  translation \(number(release.translation)) pt (down +): pointer y "
                + "\(number(record.releaseY)) - \(number(record.pressY)) at the press",
            "  velocity " + record.velocity.summary,
        ]
        for sample in record.velocity.samples {
            // When, also as seconds before the release: the window counts back from it.
            lines.append(
                "    t \(Format.fixed(sample.time, decimals: 3)) s (release "
                    + "\(Format.fixed(sample.time - record.time, decimals: 3)) s): y "
                    + "\(number(sample.position))")
        }
        let detents = record.detents
        let began = release.startIndex.map { " (the drag began at \(detents[$0].name))" } ?? ""
        lines.append(
            "  detents "
                + detents.resting.map { "\($0.name) \(number($0.height))" }.joined(
                    separator: ", ")
                + "; dismiss line \(number(detents.dismissLine))" + began)
        for (index, summary) in explanation.summaries.enumerated() {
            let rule = index + 1
            guard let step = explanation.steps.first(where: { $0.rule == rule }) else {
                lines.append("  rule \(rule): \(summary): not reached")
                continue
            }
            let mark = step.matched ? "MATCHED → \(explanation.decision.target.name)" : "no"
            lines.append("  rule \(rule): \(summary): \(mark)")
            for fact in step.facts {
                switch fact {
                case .check(let check):
                    lines.append("      \(check.question): \(check.holds ? "yes" : "no")")
                case .value(let value):
                    lines.append(
                        "      \(value.name) = \(value.formula) = \(number(value.value))")
                case .pick(let how, let detent):
                    lines.append("      \(how): \(detent.name) (\(number(detent.height)))")
                case .note(let note):
                    lines.append("      \(note)")
                }
            }
        }
        lines.append(
            "  → \(explanation.decision.target.name) by rule \(explanation.decision.rule) of "
                + explanation.rulesName)
        return lines.joined(separator: "\n")
    }

    /// The release as one JSON object.
    package var json: JSONOutput {
        let release = record.release
        let fit = record.velocity
        let steps: [JSONOutput] = explanation.steps.map { step in
            .object([
                ("rule", .integer(step.rule)),
                ("says", .string(explanation.summaries[step.rule - 1])),
                ("matched", .bool(step.matched)),
                (
                    "facts",
                    .array(
                        step.facts.map { fact in
                            switch fact {
                            case .check(let check):
                                return .object([
                                    ("name", .string(check.name)),
                                    ("value", .exact(check.value)),
                                    ("relation", .string(check.relation.rawValue)),
                                    ("limit", .string(check.limitName)),
                                    ("limitValue", .exact(check.limit)),
                                    ("holds", .bool(check.holds)),
                                ])
                            case .value(let value):
                                return .object([
                                    ("name", .string(value.name)),
                                    ("formula", .string(value.formula)),
                                    ("value", .exact(value.value)),
                                ])
                            case .pick(let how, let detent):
                                return .object([
                                    ("pick", .string(how)), ("detent", .string(detent.name)),
                                    ("height", .exact(detent.height)),
                                ])
                            case .note(let note):
                                return .object([("note", .string(note))])
                            }
                        })
                ),
            ])
        }
        return .object([
            ("release", .integer(record.number)),
            ("t", .exact(record.time)),
            ("rules", .string(explanation.rulesName)),
            ("height", .exact(release.height)),
            ("top", .exact(release.windowHeight - release.height)),
            ("windowHeight", .exact(release.windowHeight)),
            ("translation", .exact(release.translation)),
            ("pressY", .exact(record.pressY)),
            ("releaseY", .exact(record.releaseY)),
            (
                "velocity",
                .object([
                    ("value", .exact(release.velocity)),
                    ("window", .exact(fit.window)),
                    ("fit", .string(fit.summary)),
                    (
                        "samples",
                        .array(
                            fit.samples.map {
                                .object([("t", .exact($0.time)), ("y", .exact($0.position))])
                            })
                    ),
                ])
            ),
            (
                "detents",
                .array(
                    record.detents.resting.map {
                        .object([("name", .string($0.name)), ("height", .exact($0.height))])
                    })
            ),
            ("dismissLine", .exact(record.detents.dismissLine)),
            ("startDetent", release.startIndex.map { .string(record.detents[$0].name) } ?? .null),
            ("steps", .array(steps)),
            ("target", .string(explanation.decision.target.name)),
            ("rule", .integer(explanation.decision.rule)),
        ])
    }
}
