import SheetCore
import SheetRender

#if canImport(Glibc)
    import Glibc
#endif

/// `--export swift-package`: a new folder `TunedSheet` (then `TunedSheet-2`, …) holding the
/// package: SheetCore's engine files copied unchanged, the package's own files from
/// `Resources/swift-package`, and the two `SwiftPackageExport` writes (the tuned constants and
/// the replays its tests check). The folder is made exclusively, so nothing is replaced; a
/// failure part-way removes everything it made.
@MainActor
enum PackageExport {
    #if SHEETLAB_TEST_HOOKS
        /// Tests only (`SHEETLAB_EXPORT_PAUSE_AFTER=N`, in the tests' build): after N files the
        /// export waits up to 10 s for a signal, so a test sends one mid-export for certain.
        static let pauseAfter = getenv("SHEETLAB_EXPORT_PAUSE_AFTER").flatMap {
            Int(String(cString: $0))
        }
    #endif

    /// Writes the package into `directory`; its folder's path.
    static func export(_ configuration: Configuration, directory: String) throws(ExportFile.Failure)
        -> [String]
    {
        let files = try contents(configuration)
        // From the folder on, a signal (`--export` without a window) waits for the file being
        // written, then the folder is removed: never a package half there.
        Interrupt.deferStop()
        let folder = try makeFolder(in: directory)
        var made: [String] = []
        #if SHEETLAB_TEST_HOOKS
            var written = 0
        #endif
        do throws(ExportFile.Failure) {
            for (path, text) in files {
                if let signal = Interrupt.signal {
                    throw ExportFile.Failure(
                        message: "stopped by \(Interrupt.name(signal)): \(folder) removed, "
                            + "nothing written", exitCode: Interrupt.status(signal))
                }
                try makeParents(of: path, in: folder, made: &made)
                guard try ExportFile.create(folder + "/" + path, text) else {
                    throw ExportFile.Failure(message: "cannot write \(folder)/\(path): it exists")
                }
                made.append(folder + "/" + path)
                #if SHEETLAB_TEST_HOOKS
                    written += 1
                    if written == pauseAfter {
                        for _ in 0..<1000 where Interrupt.signal == nil { usleep(10_000) }
                    }
                #endif
            }
        } catch {
            // Files first, then their folders, deepest last made first.
            for path in made.reversed() where unlink(path) != 0 { rmdir(path) }
            rmdir(folder)
            throw error
        }
        return [folder]
    }

    /// Every file of the package: its path in the folder and its text.
    static func contents(_ configuration: Configuration) throws(ExportFile.Failure)
        -> [(String, String)]
    {
        // An override that holds no package is said, not passed over for another copy.
        for (file, name) in [FontLocator.engine, FontLocator.swiftPackage] {
            guard let value = getenv(name).map({ String(cString: $0) }) else { continue }
            guard access(value + "/" + file, R_OK) == 0 else {
                throw ExportFile.Failure(
                    message: "--export swift-package: \(name)=\(Format.echo(value)) holds no "
                        + "readable \(file)", exitCode: .noInput)
            }
        }
        guard let engine = FontLocator.engineDirectory() else {
            throw ExportFile.Failure(
                message: "--export swift-package: SheetCore's sources (Sources/SheetCore, "
                    + "installed as share/sheetlab/engine) were not found", exitCode: .noInput)
        }
        guard let template = FontLocator.swiftPackageDirectory() else {
            throw ExportFile.Failure(
                message: "--export swift-package: the package's files (Resources/swift-package, "
                    + "installed as share/sheetlab/swift-package) were not found",
                exitCode: .noInput)
        }
        var files: [(String, String)] = []
        // Byte for byte (a carriage return or a byte-order mark kept): the engine is SheetCore's.
        func copied(_ path: String) throws(TextFile.Failure) -> String {
            guard let bytes = try TextFile.bytes(path, flag: nil, limit: TextFile.limit) else {
                throw TextFile.Failure(
                    path, nil, "larger than \(TextFile.limit >> 20) MiB", .dataError)
            }
            guard let text = String(validating: bytes, as: UTF8.self) else {
                throw TextFile.Failure(path, nil, "not UTF-8 text", .dataError)
            }
            return text
        }
        do {
            for path in SwiftPackageExport.engineFiles {
                files.append(
                    (SwiftPackageExport.engineFolder + "/" + path, try copied(engine + "/" + path)))
            }
            for path in SwiftPackageExport.templateFiles {
                files.append((path, try copied(template + "/" + path)))
            }
        } catch {
            throw ExportFile.Failure(
                message: "--export swift-package: \(error.description)", exitCode: error.exitCode)
        }
        files.append((SwiftPackageExport.tunedFile, SwiftPackageExport.tuned(configuration)))
        let (columns, skipped) = SwiftPackageExport.columns(configuration)
        files.append(
            (SwiftPackageExport.replaysFile, SwiftPackageExport.replays(columns, skipped: skipped)))
        return files
    }

    /// Makes the first free `TunedSheet`, `TunedSheet-2`, … in `directory`; its path.
    static func makeFolder(in directory: String) throws(ExportFile.Failure) -> String {
        for number in ExportFile.numbers {
            let path = ExportFile.path(
                SwiftPackageExport.name, nil, number: number, directory: directory)
            if mkdir(path, 0o755) == 0 { return path }
            guard errno == EEXIST else {
                throw ExportFile.Failure(
                    message: "cannot make \(path): \(String(cString: strerror(errno)))")
            }
        }
        throw ExportFile.Failure(
            message: "cannot make \(SwiftPackageExport.name): 9999 exports already in \(directory)")
    }

    /// Makes the folders `path` lies in below `folder`, noting each in `made`.
    static func makeParents(of path: String, in folder: String, made: inout [String])
        throws(ExportFile.Failure)
    {
        var current = folder
        for part in path.split(separator: "/").dropLast() {
            current += "/" + part
            if mkdir(current, 0o755) == 0 {
                made.append(current)
            } else if errno != EEXIST {
                throw ExportFile.Failure(
                    message: "cannot make \(current): \(String(cString: strerror(errno)))")
            }
        }
    }
}
