import SheetCore
import SheetRender

#if canImport(Glibc)
    import Glibc
#endif

/// Reads and checks `--page-image` and `--sheet-image` before any window opens (headless and
/// windowed alike), and keeps the decoded pictures for every renderer the run makes.
@MainActor
enum ImageLoader {
    /// The pictures read so far, by slot: what each renderer is given.
    private(set) static var pictures: [ImageSlot: Picture] = [:]

    /// Reads `path` for `slot`: its bytes hashed, its header checked (a PNG or JPEG of a
    /// sane size, within what the limit leaves beside the other slot's picture) before
    /// decoding, then decoded. A file that cannot be read is 66; a bad one 65; one whose
    /// pixels memory cannot hold 70; each one line naming the file.
    static func load(_ slot: ImageSlot, path: String) throws -> ImageFile {
        let bytes = try read(path, flag: slot.flag)
        // The other slot's picture is held while this one decodes: both count.
        let held = pictures.filter { $0.key != slot }.values.reduce(0) {
            $0 + $1.width * $1.height * 4
        }
        pictures[slot] = nil
        let (_, picture) = try decode(
            slot, path: path, bytes: bytes, decodedBytesLeft: ImageFile.maximumDecodedBytes - held)
        pictures[slot] = picture
        // A trace records where the file is, wherever the replay runs from.
        var resolved = path
        if let absolute = realpath(path, nil) {
            resolved = String(cString: absolute)
            free(absolute)
        }
        var image = ImageFile(
            path: resolved, hash: ImageFile.fnv1a64(bytes), width: picture.width,
            height: picture.height)
        image.rowLuminance = picture.rowLuminance()
        return image
    }

    /// `bytes`, read from `path` for `slot`, checked and decoded as every run draws them (and
    /// `--export html` checks what it embeds): the header (a PNG or JPEG of a sane size,
    /// within the `decodedBytesLeft` the other slot's picture leaves) before any pixel, then
    /// the pixels by libpng's or libjpeg's own reader, turned upright as a JPEG's EXIF says.
    /// Its header and the picture; or the one line naming the flag and the file: 65 for a bad
    /// file, 70 when memory cannot hold a sound one's pixels.
    static func decode(
        _ slot: ImageSlot, path: String, bytes: [UInt8], decodedBytesLeft left: Int
    ) throws(ImageFileError) -> (header: (format: String, width: Int, height: Int), Picture) {
        do throws(ImageProblem) {
            let header = try ImageFile.header(of: bytes, decodedBytesLeft: left)
            // A phone's photo is stored as the sensor saw it: turned upright as its EXIF says.
            let orientation = header.format == "JPEG" ? ImageFile.jpegOrientation(bytes) : 1
            let picture = try Picture(decoding: bytes, header: header, workingBytes: left)
                .oriented(orientation)
            return (header, picture)
        } catch {
            throw ImageFileError(slot: slot, path: path, problem: error)
        }
    }

    /// Every image `configuration` names, read and set on it.
    static func loadAll(into configuration: inout Configuration) throws {
        for slot in ImageSlot.allCases {
            guard let path = configuration.run.imagePath(slot) else { continue }
            configuration.run.setImage(try load(slot, path: path), for: slot)
        }
    }

    /// A replay's images: each one its trace recorded, read from the path given on the
    /// command line or else the recorded one. A file whose bytes changed since is said once
    /// on stderr and used; one that cannot be read ends the run (66).
    static func loadRecorded(
        into trace: inout Configuration, commandLine: Configuration, tracePath: String
    ) throws {
        // Every image read before anything is said: a run that ends on one says only that.
        var notes: [String] = []
        for slot in ImageSlot.allCases {
            let recorded = trace.run.image(slot)
            guard let path = commandLine.run.imagePath(slot) ?? recorded?.path else { continue }
            let loaded: ImageFile
            do {
                loaded = try load(slot, path: path)
            } catch let error as any ExitCodeError where commandLine.run.imagePath(slot) == nil {
                // The trace named the file, not the command line: said of the trace.
                // The reason without the flag and file it names (named as given, or echoed:
                // a tab in the path is "\t" in one and a tab in the other).
                var reason = error.description
                for shown in [path, Format.echo(path)] {
                    let prefix = "\(slot.flag.option) \(shown): "
                    if reason.hasPrefix(prefix) {
                        reason.removeFirst(prefix.count)
                        break
                    }
                }
                throw TextFile.Failure(
                    message: "\(Format.echo(tracePath)): line 1: its \(slot.flag) "
                        + "\(Format.echo(path)): \(reason) (\(slot.flag.option) FILE replays with "
                        + "another)", exitCode: error.exitCode)
            }
            if let recorded, recorded.hash != loaded.hash {
                notes.append(
                    "\(slot.flag.option) \(Format.echo(path)) is not the image "
                        + "\(Format.echo(tracePath)) was recorded with (its bytes changed): "
                        + "replaying with it as it is now")
            }
            trace.run.setImage(loaded, for: slot)
            trace.run.setImagePath(path, for: slot)
        }
        for note in notes { Output.error(note) }
    }

    /// Gives `renderer` the pictures read (before it draws a page that shows one).
    static func prepare(_ renderer: Renderer) {
        if !pictures.isEmpty { renderer.pictures = pictures }
    }

    /// The file's bytes, up to `ImageFile.maximumFileBytes`; a regular file only.
    private static func read(_ path: String, flag: FlagName) throws -> [UInt8] {
        guard let bytes = try TextFile.bytes(path, flag: flag, limit: ImageFile.maximumFileBytes)
        else { throw TextFile.Failure(path, flag, Self.tooLarge, .dataError) }
        return bytes
    }

    /// A file past the limit: a limit, like the pixels', so 65.
    private static let tooLarge =
        "a file larger than \(ImageFile.maximumFileBytes >> 20) MiB (save it smaller, or as "
        + "a JPEG)"
}
