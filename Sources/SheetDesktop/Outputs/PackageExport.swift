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
    /// Writes the package into `directory`; its folder's path.
    static func export(_ configuration: Configuration, directory: String) throws(ExportFile.Failure)
        -> [String]
    {
        let files = try contents(configuration)
        let folder = try makeFolder(in: directory)
        var made: [String] = []
        do throws(ExportFile.Failure) {
            for (path, text) in files {
                try makeParents(of: path, in: folder, made: &made)
                guard try ExportFile.create(folder + "/" + path, text) else {
                    throw ExportFile.Failure(message: "cannot write \(folder)/\(path): it exists")
                }
                made.append(folder + "/" + path)
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
        do {
            for path in SwiftPackageExport.engineFiles {
                let text = try TextFile.read(engine + "/" + path, flag: nil)
                files.append((SwiftPackageExport.engineFolder + "/" + path, text))
            }
            for path in SwiftPackageExport.templateFiles {
                files.append((path, try TextFile.read(template + "/" + path, flag: nil)))
            }
        } catch {
            throw ExportFile.Failure(
                message: "--export swift-package: \(error.description)", exitCode: error.exitCode)
        }
        files.append((SwiftPackageExport.tunedFile, SwiftPackageExport.tuned(configuration)))
        let columns = SwiftPackageExport.columns(configuration)
        files.append((SwiftPackageExport.replaysFile, SwiftPackageExport.replays(columns)))
        return files
    }

    /// Makes the first free `TunedSheet`, `TunedSheet-2`, … in `directory`; its path.
    static func makeFolder(in directory: String) throws(ExportFile.Failure) -> String {
        for number in ExportFile.numbers {
            let name =
                number == 1 ? SwiftPackageExport.name : "\(SwiftPackageExport.name)-\(number)"
            let path = directory == "." ? name : directory + "/" + name
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
