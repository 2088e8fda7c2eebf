import SheetCore

#if canImport(Glibc)
    import Glibc
#endif

/// Writes an export without ever replacing a file: `sheet-config.json`, then
/// `sheet-config-2.json`, … — each created exclusively, so nothing the user made is lost.
enum ExportFile {
    struct Failure: ExitCodeError {
        let message: String
        var exitCode: ExitCode { .cannotCreate }
        var description: String { message }
    }

    /// Writes `files` under one free number N (`stem` for the first, `stem<separator>N` after),
    /// so files that belong together keep one suffix; returns their paths. A name taken by any
    /// of them moves the whole set on to the next number, removing what it created at this one.
    static func writeSet(
        _ files: [(text: String, stem: String, ext: String)], separator: String,
        directory: String = "."
    ) throws(Failure) -> [String] {
        number: for number in 1...9999 {
            var paths: [String] = []
            for file in files {
                let name =
                    number == 1
                    ? "\(file.stem).\(file.ext)" : "\(file.stem)\(separator)\(number).\(file.ext)"
                let path = directory == "." ? name : directory + "/" + name
                do {
                    guard try create(path, file.text) else {
                        for made in paths { unlink(made) }
                        continue number
                    }
                } catch {
                    for made in paths { unlink(made) }
                    throw error
                }
                paths.append(path)
            }
            return paths
        }
        let first = files[0]
        throw Failure(
            message: "cannot write \(first.stem).\(first.ext): 9999 exports already in \(directory)"
        )
    }

    /// Creates `path` exclusively and writes `text`; false when the name is taken.
    private static func create(_ path: String, _ text: String) throws(Failure) -> Bool {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        if descriptor < 0 {
            if errno == EEXIST { return false }
            throw Failure(message: "cannot write \(path): \(String(cString: strerror(errno)))")
        }
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes {
                Glibc.write(descriptor, $0.baseAddress! + offset, bytes.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                let reason = String(cString: strerror(errno))
                close(descriptor)
                unlink(path)  // a partial export is worse than none
                throw Failure(message: "cannot write \(path): \(reason)")
            }
            offset += written
        }
        guard fsync(descriptor) == 0, close(descriptor) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(path)
            throw Failure(message: "cannot write \(path): \(reason)")
        }
        return true
    }

    /// Writes the constants in `format` into `directory`; returns the paths (two for
    /// `android`: its layout and its Kotlin, under one suffix).
    static func export(
        _ configuration: Configuration, as format: ExportFormat, directory: String = "."
    ) throws(Failure) -> [String] {
        let (files, separator) = files(configuration, as: format)
        return try writeSet(files, separator: separator, directory: directory)
    }

    /// What `format` writes: each file's text, name and extension, and what joins a taken
    /// name to its number (`sheet-config-2.json`).
    private static func files(_ configuration: Configuration, as format: ExportFormat) -> (
        files: [(text: String, stem: String, ext: String)], separator: String
    ) {
        let c = configuration
        // UIKit and SwiftUI measure heights above the bottom safe area, as SheetLab does on a
        // device; the other platforms from the screen's edge.
        let edge = configuration.heightsFromTheScreensEdge
        switch format {
        case .json: return ([(ConfigFile.json(c), "sheet-config", "json")], "-")
        case .swift: return ([(ConfigFile.swift(c), "SheetConstants", "swift")], "-")
        case .swiftui: return ([(ConfigFile.swiftUI(c), "SheetView", "swift")], "-")
        case .compose: return ([(ConfigFile.compose(edge), "Sheet", "kt")], "-")
        case .vaul: return ([(ConfigFile.vaul(edge), "SheetDrawer", "tsx")], "-")
        case .gorhom: return ([(ConfigFile.gorhom(edge), "SheetBottomSheet", "tsx")], "-")
        case .flutter: return ([(ConfigFile.flutter(edge), "sheet", "dart")], "-")
        case .android:
            // Android resource names take only a-z, 0-9 and _: bottom_sheet_2.xml, not -2.
            let files = ConfigFile.android(edge)
            let layout = (files.layout, "bottom_sheet", "xml")
            return ([layout, (files.kotlin, "BottomSheet", "kt")], "_")
        }
    }

    /// Checks `--export-dir` before the window opens: not a directory is a usage error (64),
    /// one the user cannot write into cannot take an output (73).
    static func checkDirectory(_ path: String) throws {
        var info = stat()
        guard stat(path, &info) == 0 else {
            throw UsageError("--export-dir \(path): \(String(cString: strerror(errno)))")
        }
        guard (info.st_mode & S_IFMT) == S_IFDIR else {
            throw UsageError("--export-dir \(path): not a directory")
        }
        guard access(path, W_OK | X_OK) == 0 else {
            let reason = String(cString: strerror(errno))
            throw Failure(message: "--export-dir \(path): cannot write into it (\(reason))")
        }
    }
}
