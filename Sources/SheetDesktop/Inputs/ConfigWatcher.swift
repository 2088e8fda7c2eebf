import CSDL2
import SheetCore

#if canImport(Glibc)
    import Glibc
#endif

/// `--watch on`: the `--config` file's directory watched with inotify, so that every way an
/// editor saves is seen (`ConfigFileChange`), and SDL's event wait woken when inotify has
/// something to say (a thread blocked in poll() pushes an event): at rest the window still
/// waits without polling. `ConfigWatch` decides when the file is read; the app applies it.
@MainActor
final class ConfigWatcher {
    /// The file as the command line names it (what messages and events say).
    let path: String
    /// The whole command line: a reload parses it again over the file's new text, as a
    /// launch does.
    let arguments: [String]
    /// The file's name in its directory, as inotify reports it.
    private let name: String
    /// The directory watched: the file's own, or its target's where `path` is a symbolic link.
    let directory: String
    /// That the folder went away was said (it may be told twice: by the file's removal found
    /// with its folder gone, then by the folder's own event).
    var saidFolderGone = false
    /// The watched directory's device and inode: a folder made again at its path is another.
    private var identity: (device: UInt, inode: UInt)?
    private let descriptor: Int32
    private var wake: UnsafeMutablePointer<sheetlab_wake>?
    private var watch = ConfigWatch()
    /// The text last read (applied or refused): a save that changed nothing, or a second
    /// event of the same save, is not applied or said again.
    var lastText: String?
    /// The constants the file last made (at launch, then at each reload applied): a reload
    /// names the keys the file changed from them, not the panel's changes it replaces.
    var lastConstants: SheetConstants?
    /// A refusal waiting to be said (`holdRefusal`).
    private var refusal: (line: String, due: Double)?
    /// When the waking thread was last re-armed, and when it is to be next (while it waits).
    private var lastArmed = -Double.infinity
    private var rearmDue: Double?

    /// Watches `path`'s directory; nil, after one line on stderr, when it cannot (the run goes
    /// on with the constants read at launch).
    init?(path: String, arguments: [String], text: String?) {
        self.path = path
        self.arguments = arguments
        lastText = text
        // A symbolic link is watched where its file is, which is where an editor writes.
        let real = realpath(path, nil).map { pointer in
            defer { free(pointer) }
            return String(cString: pointer)
        }
        let file = real ?? path
        let slash = file.lastIndex(of: "/")
        name = slash.map { String(file[file.index(after: $0)...]) } ?? file
        directory = slash.map { $0 == file.startIndex ? "/" : String(file[..<$0]) } ?? "."
        var info = stat()
        if stat(directory, &info) == 0 { identity = (UInt(info.st_dev), UInt(info.st_ino)) }
        descriptor = sheetlab_inotify_open()
        guard descriptor >= 0,
            inotify_add_watch(descriptor, directory, ConfigFileChange.Mask.watched) >= 0
        else {
            Output.error(Self.cannotWatch(path, reason: String(cString: strerror(errno))))
            if descriptor >= 0 { close(descriptor) }
            return nil
        }
    }

    static func cannotWatch(_ path: String, reason: String) -> String {
        "\(flag: .config) \(Format.echo(path)): cannot watch it (\(reason)); its edits apply "
            + "at the next launch"
    }

    /// Starts waking SDL's wait (after SDL_Init); false, after one line on stderr, if it
    /// cannot (then the file is not watched).
    func start() -> Bool {
        let type = SDL_RegisterEvents(1)
        if type != UInt32.max, let wake = sheetlab_wake_start(descriptor, type) {
            self.wake = wake
            return true
        }
        Output.error(Self.cannotWatch(path, reason: String(cString: strerror(errno))))
        return false
    }

    /// Whether the directory watched is gone from its path (deleted, or renamed and made
    /// again): its deletion is not always told (one that is a process's working directory
    /// stays until that process lets it go), and nothing in a new folder there is seen.
    var folderIsGone: Bool {
        var info = stat()
        guard stat(directory, &info) == 0 else { return true }
        guard let identity else { return false }
        return UInt(info.st_dev) != identity.device || UInt(info.st_ino) != identity.inode
    }

    /// Stops the thread and the watch.
    func stop() {
        if let wake { sheetlab_wake_stop(wake) }
        wake = nil
        close(descriptor)
    }

    /// What to do now: inotify's pending events read and noted first. Cheap when there are
    /// none (one read that would block).
    func action(at time: Double) -> ConfigWatch.Action? {
        drain(at: time)
        return watch.action(at: time) { access(path, F_OK) == 0 }
    }

    /// Whether the file changed again after the last `action` said to read it (inotify's
    /// events read first): what was read may be cut short by a write that began meanwhile.
    func changedSinceRead(at time: Double) -> Bool {
        drain(at: time)
        return watch.changedSinceRead
    }

    /// Holds the line that refuses what was read, to be said once the file has stayed as it
    /// was for `ConfigWatch.grace`: a program saving again may have truncated it just
    /// before it was read (inotify tells of a truncation only once it is done).
    func holdRefusal(_ line: String, at time: Double) {
        refusal = (line, time + ConfigWatch.grace)
    }

    /// The refusal held, once it is due and nothing changed since; dropped if the file changed
    /// (its next read decides).
    func dueRefusal(at time: Double) -> String? {
        guard let held = refusal else { return nil }
        if changedSinceRead(at: time) {
            refusal = nil
            return nil
        }
        guard time >= held.due else { return nil }
        refusal = nil
        return held.line
    }

    /// Reads inotify's pending events and notes them. The thread that wakes SDL is re-armed
    /// at most every `ConfigWatch.spacing`: a program writing the file thousands of times a
    /// second wakes the window 20 times a second, not at each write (`waitMilliseconds` wakes
    /// it to re-arm).
    private func drain(at time: Double) {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let got = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, $0.count) }
            if got < 0, errno == EINTR { continue }
            guard got > 0 else { break }
            for (mask, entry) in ConfigFile.inotifyEvents(Array(buffer[0..<got])) {
                if let change = ConfigFileChange(mask: mask, name: entry, file: name) {
                    watch.note(change, at: time)
                }
            }
        }
        guard let wake else { return }
        if time >= lastArmed + ConfigWatch.spacing {
            lastArmed = time
            rearmDue = nil
            sheetlab_wake_rearm(wake)
        } else {
            rearmDue = lastArmed + ConfigWatch.spacing
        }
    }

    /// How long the window may wait for input before the watch must look again (a removal to
    /// confirm, a stalled write to try), capped at `limit`.
    func waitMilliseconds(at time: Double, limit: Int32) -> Int32 {
        let deadlines = [watch.deadline, rearmDue, refusal?.due].compactMap { $0 }
        guard let deadline = deadlines.min() else { return limit }
        let milliseconds = max(0, (deadline - time) * 1000).rounded(.up)
        return Int32(min(Double(limit), milliseconds))
    }

    /// Seconds since the file was last written (its modification time, on the real-time
    /// clock); 0 when it cannot be told.
    func sinceLastWrite() -> Double {
        var status = stat()
        var clock = timespec()
        guard stat(path, &status) == 0, clock_gettime(CLOCK_REALTIME, &clock) == 0 else {
            return 0
        }
        let written = Double(status.st_mtim.tv_sec) + Double(status.st_mtim.tv_nsec) / 1e9
        let now = Double(clock.tv_sec) + Double(clock.tv_nsec) / 1e9
        return max(0, now - written)
    }
}
