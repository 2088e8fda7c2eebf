import Testing

@testable import SheetCore

/// The message `E` shows over the phone (issue 11, §5): there for a few seconds, then gone.
struct ToastTests {
    @Test func showsForItsDurationThenGoes() {
        let toast = Toast(
            "exported /tmp/a/sheet-config.json and /tmp/a/SheetConstants.swift", at: 10)
        #expect(!toast.isVisible(at: 9.99), "not before it was made")
        #expect(toast.isVisible(at: 10) && toast.isVisible(at: 10 + Toast.duration - 0.01))
        #expect(!toast.isVisible(at: 10 + Toast.duration))
        #expect(Toast.duration >= 2 && Toast.duration <= 6, "a few seconds")
    }

    @Test func sitsInsideThePhoneAndSaysTheWholePath() throws {
        let text =
            "exported /a/very/long/directory/name/for/exports/sheet-config-2.json and "
            + "SheetConstants-2.swift"
        let window = Size(width: 390, height: 844)
        let items = Toast(text, at: 0).items(window: window, measurer: FakeMeasurer())
        let first: Rect? = if case .shape(let box, _, _) = items.first { box } else { nil }
        let box = try #require(first, "the toast's box comes first")
        #expect(
            box.x >= 0 && box.maxX <= window.width && box.maxY <= window.height
                && box.y > window.height / 2)
        let runs = items.compactMap { if case .text(let run) = $0 { run } else { nil } }
        #expect(
            runs.map(\.text).joined().filter { $0 != " " } == text.filter { $0 != " " },
            "all of it: \(runs.map(\.text))")
        #expect(runs.allSatisfy { box.contains($0.origin) })
    }

    @Test func onADeviceItSitsAboveTheHomeIndicator() throws {
        // iPhone 16: 34 pt of bottom safe area, the home indicator and 55 pt screen corners
        // in it; the toast sat across them, its corners cut by the screen's.
        let configuration = try parsedRun(["--device", "iphone-16"])
        let bottom = configuration.constants.safeArea.bottom
        #expect(bottom == 34)
        let items = Toast("Reloaded c.json: window, device", at: 0).items(
            window: configuration.constants.window, bottomInset: bottom, measurer: FakeMeasurer())
        let first: Rect? = if case .shape(let box, _, _) = items.first { box } else { nil }
        let box = try #require(first)
        #expect(box.maxY <= configuration.constants.window.height - bottom - 8, "\(box)")
    }

    @Test func theExportDirectoryIsARunOptionNotAConstant() throws {
        let configuration = try parsedRun(["--export-dir", "/tmp"])
        #expect(configuration.run.exportDirectory == "/tmp")
        #expect(!ConfigFile.json(configuration).contains("export-dir"))
        #expect(configuration.unusedFlagNotes.isEmpty)
    }
}
