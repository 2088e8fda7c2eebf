import Testing

@testable import SheetCore

/// The tuning panel says what runs (issue 11, "Trust"): a value not applied is named with the
/// one running instead, the keyboard's selection stays in view, the header fits the panel.
struct TuningPanelRunningValueTests {
    static let measurer = FakeMeasurer()

    /// The review's repro: default-height up 120 pt, then dismiss-height up 250 pt, past it.
    static func notApplied() -> TuningPanel {
        var panel = TuningPanel(Configuration())
        for _ in 0..<12 { panel.nudge(1, large: true) }
        panel.selectRow(1)
        for _ in 0..<25 { panel.nudge(1, large: true) }
        return panel
    }

    @Test func theBannerNamesTheValueThatRuns() throws {
        let panel = Self.notApplied()
        let shown = panel.rows[1].value
        let running = panel.applied.constants.dismissHeight
        #expect(panel.problem != nil && shown != running, "\(shown) vs \(running)")
        let frames = panel.layout(height: 844, measurer: Self.measurer)
        let banner = frames.bannerLines.joined(separator: " ")
        #expect(banner.contains("dismiss-height \(Format.number(shown))"), "\(banner)")
        #expect(banner.contains("running dismiss-height \(Format.number(running))"), "\(banner)")
    }

    @Test func theSliderMarksTheValueThatRuns() throws {
        let panel = Self.notApplied()
        let row = panel.rows[1]
        let running = panel.applied.constants.dismissHeight
        let frames = panel.layout(height: 844, measurer: Self.measurer)
        let track = try #require(frames.tracks.first { $0.index == 1 }).frame
        let x = track.x + track.width * (running - row.lower) / (row.upper - row.lower)
        let marks = panel.items(height: 844, measurer: Self.measurer).filter {
            guard case .shape(let rect, _, _) = $0 else { return false }
            return rect.width <= 4 && abs(rect.midX - x) < 1 && rect.y <= track.y
                && rect.maxY >= track.maxY
        }
        #expect(marks.count == 1, "a mark at \(x) on the track \(track)")
        // Applied again, the mark goes: the slider and the machine agree.
        var fixed = panel
        fixed.set(1, to: 200)
        let after = fixed.layout(height: 844, measurer: Self.measurer)
        #expect(fixed.problem == nil && fixed.running(1) == nil)
        #expect(after.bannerLines.isEmpty)
    }

    @Test func theExportNoteNamesWhatIsNotApplied() throws {
        let panel = Self.notApplied()
        let note = try #require(panel.exportNote)
        let shown = Format.number(panel.rows[1].value)
        let running = Format.number(panel.applied.constants.dismissHeight)
        #expect(note.contains("not applied") && note.contains("dismiss-height \(shown)"), "\(note)")
        #expect(note.contains(running), "\(note)")
        #expect(TuningPanel(Configuration()).exportNote == nil)
    }

    /// The selected row lies whole inside the viewport.
    static func selectedIsVisible(_ panel: TuningPanel, height: Double) -> Bool {
        let frames = panel.layout(height: height, measurer: measurer)
        guard let row = frames.rows.first(where: { $0.index == panel.selected }) else {
            return false
        }
        // Whole: not cut by the viewport (to a rounding error of the header's line heights).
        return abs(row.frame.height - 34) < 1e-9 && row.frame.y >= frames.viewport.y - 1e-9
            && row.frame.maxY <= frames.viewport.maxY + 1e-9
    }

    @Test(arguments: [200.0, 300.0, 420.0, 600.0, 844.0])
    func keyboardSelectionStaysInView(height: Double) throws {
        for preset in ["seed", "fluid"] {
            var panel = TuningPanel(try parsedRun(["--preset", preset]))
            for _ in 0..<(panel.rows.count + 3) {
                panel.select(1, height: height, measurer: Self.measurer)
                #expect(Self.selectedIsVisible(panel, height: height), "down to \(panel.selected)")
            }
            for _ in 0..<(2 * panel.rows.count + 3) {
                panel.select(-1, height: height, measurer: Self.measurer)
                #expect(Self.selectedIsVisible(panel, height: height), "up to \(panel.selected)")
            }
        }
    }

    @Test func aNudgeBringsTheSelectionBackAfterAWheelScroll() throws {
        let height = 420.0
        var panel = TuningPanel(try parsedRun(["--preset", "fluid"]))
        for _ in 0..<3 { panel.select(1, height: height, measurer: Self.measurer) }
        panel.scroll(by: 10_000, height: height, measurer: Self.measurer)
        #expect(panel.selected == 3 && !Self.selectedIsVisible(panel, height: height))
        panel.nudge(1)
        panel.reveal(height: height, measurer: Self.measurer)
        #expect(panel.selected == 3 && Self.selectedIsVisible(panel, height: height))
        // A banner that appears shortens the viewport: the row stays above it.
        var deep = panel
        for _ in 0..<(deep.rows.count - 1) {
            deep.select(1, height: height, measurer: Self.measurer)
        }
        deep.set(1, to: 1000)
        deep.reveal(height: height, measurer: Self.measurer)
        #expect(deep.problem != nil && Self.selectedIsVisible(deep, height: height))
    }

    @Test(arguments: [
        ["--preset", "seed"], ["--preset", "floatingpanel"],
        ["--preset", "fluid", "--policy", "projected"],
        ["--style", "fixed"], ["--preset", "material"],
    ])
    func theHeaderSaysWhatIsWhatAndFitsThePanel(arguments: [String]) throws {
        let configuration = try parsedRun(arguments)
        let panel = TuningPanel(configuration)
        let frames = panel.layout(height: 844, measurer: Self.measurer)
        var header: [TextRun] = []
        for case .text(let run) in panel.items(height: 844, measurer: Self.measurer)
        where run.origin.y < frames.header.maxY {
            header.append(run)
            let right = run.origin.x + Self.measurer.width(of: run.text, font: run.font)
            #expect(
                run.origin.x >= 16 && right <= TuningPanel.width - 16,
                "'\(run.text)' ends at \(right)")
            let bottom = run.origin.y + Self.measurer.lineHeight(of: run.font)
            #expect(bottom <= frames.header.maxY, "'\(run.text)' runs under the rows")
        }
        let text = header.map(\.text).joined(separator: " ")
        #expect(text.contains("style \(configuration.constants.style.rawValue)"), "\(text)")
        if configuration.constants.style == .sheet {
            #expect(text.contains("preset \(configuration.constants.preset.rawValue)"), "\(text)")
            #expect(text.contains("policy \(configuration.constants.policy.rawValue)"), "\(text)")
        }
        for key in ["select", "step", "reset", "export"] {
            #expect(text.contains(key), "the keys: \(text)")
        }
        #expect(header.contains { $0.text == TuningPanel.keysHint }, "the keys on one line")
    }
}
