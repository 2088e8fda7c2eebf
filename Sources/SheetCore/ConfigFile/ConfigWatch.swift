/// When a watched config file is read again: after its write is whole (a close, or a rename
/// over it), never in the middle of one, and said once when it is gone. Pure: the app tells it
/// what inotify saw and asks it what to do, with times on the app's clock.
package struct ConfigWatch: Equatable, Sendable {
    /// What the app does next.
    package enum Action: Equatable, Sendable {
        /// Read the file and apply it. `quietIfInvalid`: a writer may still hold it (it wrote,
        /// then went quiet for `stall` without closing): apply it only if it is valid, and if it
        /// is not, say nothing and wait for the close.
        case read(quietIfInvalid: Bool)
        /// The file has been gone for `grace`: say once that the constants stay.
        case removed
        /// The directory went away: say once that the file is no longer watched.
        case unwatched
    }

    /// How long a removal waits for the file to come back before it is said: a delete and
    /// create, or vim's rename to a backup and write, makes it again within milliseconds.
    package static let grace = 0.15
    /// How long a write may go quiet without closing before the file is tried anyway (a
    /// program that keeps it open).
    package static let stall = 1.0
    /// How far apart reads are, at least: a program that rewrites the file hundreds of times
    /// a second has it read (and said) at most 20 times a second, not at every close.
    package static let spacing = 0.05

    /// A write is under way (modified or created, not closed yet).
    private(set) var writing = false
    /// When the file was last modified while `writing`.
    private var lastWrite = 0.0
    /// The write in progress was tried once after it stalled.
    private var triedStalled = false
    /// A whole write (or an overflow) waits to be read.
    private(set) var readDue = false
    /// How many changes were noted, and how many when a read was last asked for.
    private var changes = 0
    private var changesAtRead = 0
    /// When the file was removed, while it is not back.
    private var removedAt: Double?
    /// The removal was said (until the file is read again).
    private var saidRemoved = false
    /// The directory is no longer watched.
    private var unwatched = false
    private var saidUnwatched = false
    /// When the file was last read for a whole write.
    private var lastRead: Double?

    /// A watch with nothing seen yet.
    package init() {}

    /// Notes one change, seen at `time`.
    package mutating func note(_ change: ConfigFileChange, at time: Double) {
        if change != .unwatched { changes &+= 1 }
        switch change {
        case .modified, .created:
            if !writing { triedStalled = false }
            writing = true
            lastWrite = time
            removedAt = nil
        case .closed, .replaced:
            writing = false
            readDue = true
            removedAt = nil
        case .removed:
            writing = false
            readDue = false
            removedAt = time
        case .overflow:
            readDue = true
        case .unwatched:
            unwatched = true
        }
    }

    /// Whether the file changed again since the last `action` (a write began, or one ended):
    /// the text that action's read got may be the next write's first half, so it is passed
    /// over, and the next action reads the file again.
    package var changedSinceRead: Bool { changes != changesAtRead }

    /// When the app must look again even if nothing happens (a removal to confirm, a stalled
    /// write to try); nil: only at the next event.
    package var deadline: Double? {
        // A directory no longer watched sends nothing more: nothing is left to confirm or
        // try (a removal seen just before the folder went would otherwise stay due for ever,
        // and the window would wait 0 ms at every turn).
        if unwatched { return saidUnwatched ? nil : -.infinity }
        var times: [Double] = []
        if let removedAt { times.append(removedAt + Self.grace) }
        if writing, !triedStalled { times.append(lastWrite + Self.stall) }
        if readDue, !writing, let lastRead { times.append(lastRead + Self.spacing) }
        return times.min()
    }

    /// What to do now, after the events seen so far; `exists` says whether the file is there
    /// (asked only when a removal is due).
    package mutating func action(at time: Double, exists: () -> Bool) -> Action? {
        if unwatched {
            guard !saidUnwatched else { return nil }
            saidUnwatched = true
            return .unwatched
        }
        if readDue, !writing, time >= (lastRead ?? -.infinity) + Self.spacing {
            lastRead = time
            readDue = false
            saidRemoved = false
            changesAtRead = changes
            return .read(quietIfInvalid: false)
        }
        if writing, !triedStalled, time >= lastWrite + Self.stall {
            triedStalled = true
            changesAtRead = changes
            return .read(quietIfInvalid: true)
        }
        if let removed = removedAt, time >= removed + Self.grace {
            removedAt = nil
            if exists() {
                // Back by a way that made no event here (a hard link): read it.
                saidRemoved = false
                changesAtRead = changes
                return .read(quietIfInvalid: false)
            }
            guard !saidRemoved else { return nil }
            saidRemoved = true
            return .removed
        }
        return nil
    }
}

extension ConfigFile {
    /// The keys of a config file whose values differ between `old` and `new`, in `--help`
    /// order: what a reload changed.
    package static func changedKeys(from old: SheetConstants, to new: SheetConstants) -> [String] {
        let (before, after) = (Configuration(old), Configuration(new))
        return flags.filter { $0.value(in: before) != $0.value(in: after) }.map(\.name)
    }

    /// The inotify events in `bytes` (what one read of an inotify descriptor returned): each
    /// one's mask and the name of the entry it is about ("" for the watched directory itself).
    /// A truncated last event is dropped.
    package static func inotifyEvents(_ bytes: [UInt8]) -> [(mask: UInt32, name: String)] {
        // struct inotify_event { int wd; uint32_t mask, cookie, len; char name[len]; }
        var events: [(UInt32, String)] = []
        var offset = 0
        func word(_ at: Int) -> UInt32 {
            (0..<4).reduce(UInt32(0)) { $0 | UInt32(bytes[at + $1]) << (8 * UInt32($1)) }
        }
        while offset + 16 <= bytes.count {
            let mask = word(offset + 4)
            let length = Int(word(offset + 12))
            guard offset + 16 + length <= bytes.count else { break }
            // The name is padded with NULs to an alignment.
            let name = bytes[(offset + 16)..<(offset + 16 + length)].prefix { $0 != 0 }
            events.append((mask, String(decoding: name, as: UTF8.self)))
            offset += 16 + length
        }
        return events
    }
}
