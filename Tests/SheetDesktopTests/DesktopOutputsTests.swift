import Foundation
import SheetCore
import SheetRender
import Testing

@testable import SheetDesktop

/// The files the window's keys make (issue 26 §4): Ctrl+S's screenshots and R's recordings,
/// each a new file in `--export-dir`, never replacing one.
@MainActor
struct DesktopOutputsTests {
    func directory() throws -> String {
        let path = NSTemporaryDirectory() + "sheetlab-keys-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        return path
    }

    @Test func screenshotsTakeTheNextFreeNameAndSayWhere() throws {
        let folder = try directory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let mine = folder + "/sheetlab-screenshot.png"
        _ = FileManager.default.createFile(atPath: mine, contents: Data("mine".utf8))
        let image = Image(width: 3, height: 2, pixels: [UInt32](repeating: 0xFF00_7AFF, count: 6))
        let first = Screenshot.save(image, directory: folder, shown: "/shown")
        #expect(first.path == folder + "/sheetlab-screenshot-2.png")
        #expect(first.message == "screenshot saved to /shown/sheetlab-screenshot-2.png (3x2 px)")
        let second = Screenshot.save(image, directory: folder, shown: "/shown")
        #expect(second.path == folder + "/sheetlab-screenshot-3.png")
        #expect(FileManager.default.contents(atPath: mine) == Data("mine".utf8))
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(
            names == [
                "sheetlab-screenshot-2.png", "sheetlab-screenshot-3.png", "sheetlab-screenshot.png",
            ], "no temporary file left")
    }

    @Test func aScreenshotIntoAFolderGoneWritesNothingAndSaysWhy() {
        let image = Image(width: 1, height: 1, pixels: [0])
        let said = Screenshot.save(image, directory: "/no/such/folder", shown: "/no/such/folder")
        #expect(said.path == nil)
        #expect(
            said.message
                == "cannot save a screenshot in /no/such/folder (No such file or directory)")
        let unread = Screenshot.save(nil, directory: "/tmp", shown: "/tmp")
        #expect(unread.path == nil && !unread.message.contains("\n"))
    }

    @Test func aRecordingTakesTheNextFreeNameAndStartsAtZero() throws {
        let folder = try directory()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let mine = folder + "/sheetlab-recording.jsonl"
        _ = FileManager.default.createFile(atPath: mine, contents: Data("mine\n".utf8))
        var configuration = Configuration()
        configuration.constants.start = "max"
        let trace = try TraceWriter.new(in: folder, configuration: configuration, origin: 5)
        #expect(trace.path == folder + "/sheetlab-recording-2.jsonl")
        trace.append(TraceEntry(time: 7.5, input: .key(.escape)))
        trace.finish()
        trace.append(TraceEntry(time: 8, input: .key(.escape)))  // after finish: nothing
        let text = try String(contentsOfFile: trace.path, encoding: .utf8)
        let parsed = try Trace.parse(text, path: trace.path)
        #expect(parsed.configuration.constants.start == "max")
        #expect(parsed.entries == [TraceEntry(time: 2.5, input: .key(.escape))])
        #expect(FileManager.default.contents(atPath: mine) == Data("mine\n".utf8))
    }

    @Test func aRecordingIntoAFolderGoneIsOneLine() {
        #expect(throws: ExportFile.Failure.self) {
            try TraceWriter.new(in: "/no/such/folder", configuration: Configuration(), origin: 0)
        }
        do {
            _ = try TraceWriter.new(
                in: "/no/such/folder", configuration: Configuration(), origin: 0)
        } catch {
            #expect(
                error.message == "cannot record into /no/such/folder (No such file or directory)")
        }
    }
}
