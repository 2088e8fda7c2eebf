import SheetCore

#if canImport(Glibc)
    import Glibc
#endif

/// Writes an export without ever replacing a file: `sheet-config.json`, then
/// `sheet-config-2.json`, … — each created exclusively, so nothing the user made is lost.
enum ExportFile {
    struct Failure: ExitCodeError {
        let message: String
        var exitCode: Int32 { 73 }  // EX_CANTCREAT
        var description: String { message }
    }

    /// Writes `text` to the first free `stem[-N].ext` in `directory`; returns its path.
    static func write(_ text: String, stem: String, ext: String, directory: String = ".") throws(Failure) -> String {
        for number in 1...9999 {
            let name = number == 1 ? "\(stem).\(ext)" : "\(stem)-\(number).\(ext)"
            let path = directory == "." ? name : directory + "/" + name
            let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            if descriptor < 0 {
                if errno == EEXIST { continue }
                throw Failure(message: "cannot write \(path): \(String(cString: strerror(errno)))")
            }
            let bytes = Array(text.utf8)
            var offset = 0
            while offset < bytes.count {
                let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress! + offset, bytes.count - offset) }
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
            return path
        }
        throw Failure(message: "cannot write \(stem).\(ext): 9999 exports already in \(directory)")
    }

    /// Writes the constants in `format` into `directory`; returns the path.
    static func export(
        _ configuration: Configuration, as format: ExportFormat, directory: String = "."
    ) throws(Failure) -> String {
        switch format {
        case .json:
            let text = ConfigFile.json(configuration)
            return try write(text, stem: "sheet-config", ext: "json", directory: directory)
        case .swift:
            let text = ConfigFile.swift(configuration)
            return try write(text, stem: "SheetConstants", ext: "swift", directory: directory)
        case .vaul:
            let text = ConfigFile.vaul(configuration)
            return try write(text, stem: "SheetDrawer", ext: "tsx", directory: directory)
        case .gorhom:
            let text = ConfigFile.gorhom(configuration)
            return try write(text, stem: "SheetBottomSheet", ext: "tsx", directory: directory)
        case .flutter:
            let text = ConfigFile.flutter(configuration)
            return try write(text, stem: "sheet", ext: "dart", directory: directory)
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
