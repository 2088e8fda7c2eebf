import Foundation
import SheetCore
import Testing

@testable import SheetDesktop

#if canImport(Glibc)
    import Glibc
#endif

/// The clone's `.gitignore` keeps out of `git status` every file the app writes into the
/// working directory when no `--export-dir` is given: E's and `--export`'s files in every
/// format, R's traces and Ctrl+S's screenshots, each name's first file and the numbered ones
/// that follow it when it is taken.
@MainActor
struct GitignoreTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The `.gitignore` patterns for files in the clone's root (`/name`), without the slash.
    static func rootPatterns() throws -> [String] {
        let text = try String(
            contentsOf: root.appendingPathComponent(".gitignore"), encoding: .utf8)
        return text.split(separator: "\n").filter { $0.hasPrefix("/") && !$0.hasSuffix("/") }
            .map { String($0.dropFirst()) }
    }

    /// Every name a default output takes: each stem's first, second and last.
    static func outputNames() -> [String] {
        var sets: [(files: [(stem: String, ext: String)], separator: String)] = []
        for format in ExportFormat.allCases where format != .html {
            let written = ConfigFile.files(Configuration(), as: format)
            sets.append((written.files.map { (stem: $0.stem, ext: $0.ext) }, written.separator))
        }
        sets.append(([(stem: HTMLExport.stem, ext: "html")], "-"))
        sets.append(([(stem: TraceWriter.stem, ext: "jsonl")], "-"))
        sets.append(([(stem: Screenshot.stem, ext: "png")], "-"))
        var names: [String] = []
        for set in sets {
            for file in set.files {
                for number in [1, 2, ExportFile.numbers.upperBound] {
                    names.append(
                        ExportFile.path(
                            file.stem, file.ext, number: number, separator: set.separator))
                }
            }
        }
        return names
    }

    /// Each name matches a root pattern of `.gitignore`, as git matches one (`fnmatch`).
    @Test func everyOutputWrittenByDefaultIsIgnored() throws {
        let patterns = try Self.rootPatterns()
        let names = Self.outputNames()
        // Ten formats in eleven files (Android writes two), R's and Ctrl+S's: 13 stems, 3 names.
        #expect(names.count == 39)
        for name in names {
            #expect(
                patterns.contains { fnmatch($0, name, 0) == 0 },
                ".gitignore does not keep out \(name), which the app writes by default")
        }
    }

    /// The package `--export swift-package` writes is a folder: each of its names matches a
    /// folder pattern of `.gitignore` (`/name/`).
    @Test func everyPackageFolderIsIgnored() throws {
        let text = try String(
            contentsOf: Self.root.appendingPathComponent(".gitignore"), encoding: .utf8)
        let folders = text.split(separator: "\n").filter { $0.hasPrefix("/") && $0.hasSuffix("/") }
            .map { String($0.dropFirst().dropLast()) }
        let name = SwiftPackageExport.name
        for folder in [name, "\(name)-2", "\(name)-\(ExportFile.numbers.upperBound)"] {
            #expect(
                folders.contains { fnmatch($0, folder, 0) == 0 },
                ".gitignore does not keep out \(folder)/, which the app writes by default")
        }
    }
}
