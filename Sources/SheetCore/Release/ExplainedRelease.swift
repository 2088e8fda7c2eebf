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
                // A policy with no dismiss line (uikit: closed is one more position) has none
                // to show.
                + (detents.dismissLine > 0 ? "; dismiss line \(number(detents.dismissLine))" : "")
                + began)
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
