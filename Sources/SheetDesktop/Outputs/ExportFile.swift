import SheetCore

#if canImport(Glibc)
    import Glibc
#endif

/// Writes an export without ever replacing a file: `sheet-config.json`, then
/// `sheet-config-2.json`, … — each created exclusively, so nothing the user made is lost.
enum ExportFile {
    struct Failure: ExitCodeError {
        let message: String
        /// 73 (cannot create) for a file that cannot be written; what stopped `--export
        /// html` before it wrote (an image too large to embed, 64; an unreadable input, 66).
        var exitCode: ExitCode = .cannotCreate
        var description: String { message }
    }

    /// Writes `files` under one free number N (`stem` for the first, `stem<separator>N` after),
    /// so files that belong together keep one suffix; returns their paths. A name taken by any
    /// of them moves the whole set on to the next number, removing what it created at this one.
    static func writeSet(
        _ files: [(text: String, stem: String, ext: String)], separator: String,
        directory: String = "."
    ) throws(Failure) -> [String] {
        number: for number in numbers {
            var paths: [String] = []
            for file in files {
                let path = Self.path(
                    file.stem, file.ext, number: number, separator: separator,
                    directory: directory)
                // A file naming its sibling (Android's Kotlin, its XML) names it as numbered.
                var text = file.text
                if number > 1 {
                    for sibling in files where sibling.stem != file.stem {
                        text = text.replacing(
                            "\(sibling.stem).\(sibling.ext)",
                            with: Self.path(
                                sibling.stem, sibling.ext, number: number, separator: separator))
                    }
                }
                do {
                    guard try create(path, text) else {
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

    /// The most outputs of one name a directory takes (`stem-9999.ext` is the last).
    static let numbers = 1...9999

    /// The path of output `number`: `stem.ext` for the first, `stem<separator>N.ext` after
    /// (`stem`, `stem<separator>N` for a folder, `ext` nil), in `directory` (a bare name in the
    /// working directory).
    static func path(
        _ stem: String, _ ext: String?, number: Int, separator: String = "-",
        directory: String = "."
    ) -> String {
        // A folder (the Swift package) has no extension.
        let suffix = ext.map { "." + $0 } ?? ""
        let name = number == 1 ? stem + suffix : "\(stem)\(separator)\(number)" + suffix
        return directory == "." ? name : directory + "/" + name
    }

    /// `directory` as an absolute path with no `.` or link in it (as given when it cannot be
    /// resolved: removed since).
    static func absolute(_ directory: String) -> String {
        guard let resolved = realpath(directory, nil) else { return directory }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Creates `path` exclusively and writes `text`; false when the name is taken.
    static func create(_ path: String, _ text: String) throws(Failure) -> Bool {
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
    /// `android`: its layout and its Kotlin, under one suffix; `html`: `HTMLExport`).
    @MainActor
    static func export(
        _ configuration: Configuration, as format: ExportFormat, directory: String = "."
    ) throws(Failure) -> [String] {
        // The page embeds files it reads (its template and engine, fonts, images).
        if format == .html { return try HTMLExport.export(configuration, directory: directory) }
        if format == .swiftPackage {
            return try PackageExport.export(configuration, directory: directory)
        }
        let (files, separator) = ConfigFile.files(configuration, as: format)
        return try writeSet(files, separator: separator, directory: directory)
    }

    /// Checks `--export-dir` before the window opens: not a directory is a usage error (64),
    /// one the user cannot write into cannot take an output (73).
    static func checkDirectory(_ path: String) throws {
        var info = stat()
        guard stat(path, &info) == 0 else {
            throw UsageError("\(flag: .exportDir) \(path): \(String(cString: strerror(errno)))")
        }
        guard (info.st_mode & S_IFMT) == S_IFDIR else {
            throw UsageError("\(flag: .exportDir) \(path): not a directory")
        }
        guard access(path, W_OK | X_OK) == 0 else {
            let reason = String(cString: strerror(errno))
            throw Failure(message: "\(flag: .exportDir) \(path): cannot write into it (\(reason))")
        }
    }
}
