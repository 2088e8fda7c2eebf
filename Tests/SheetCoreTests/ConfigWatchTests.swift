import Testing

@testable import SheetCore

#if canImport(Glibc)
    import Glibc
#endif

/// Issue 26 §3: which inotify events count for the watched `--config` file, and when it is read
/// (after a write is whole, never in the middle of one; a removal said once, after a grace in
/// which an editor makes the file again).
struct ConfigWatchTests {
    typealias Mask = ConfigFileChange.Mask

    @Test func theMasksAreLinuxs() {
        #expect(Mask.modify == UInt32(IN_MODIFY))
        #expect(Mask.closeWrite == UInt32(IN_CLOSE_WRITE))
        #expect(Mask.movedFrom == UInt32(IN_MOVED_FROM))
        #expect(Mask.movedTo == UInt32(IN_MOVED_TO))
        #expect(Mask.create == UInt32(IN_CREATE))
        #expect(Mask.delete == UInt32(IN_DELETE))
        #expect(Mask.deleteSelf == UInt32(IN_DELETE_SELF))
        #expect(Mask.moveSelf == UInt32(IN_MOVE_SELF))
        #expect(Mask.overflow == UInt32(IN_Q_OVERFLOW))
        #expect(Mask.ignored == UInt32(IN_IGNORED))
        #expect(Mask.isDirectory == UInt32(IN_ISDIR))
    }

    @Test func onlyTheFilesOwnEventsCount() {
        func change(_ mask: UInt32, _ name: String) -> ConfigFileChange? {
            ConfigFileChange(mask: mask, name: name, file: "sheet-config.json")
        }
        #expect(change(Mask.closeWrite, "sheet-config.json") == .closed)
        #expect(change(Mask.movedTo, "sheet-config.json") == .replaced)
        #expect(change(Mask.create, "sheet-config.json") == .created)
        #expect(change(Mask.modify, "sheet-config.json") == .modified)
        #expect(change(Mask.delete, "sheet-config.json") == .removed)
        #expect(change(Mask.movedFrom, "sheet-config.json") == .removed)
        // vim's swap file, a backup, another file of the folder: nothing.
        for name in [".sheet-config.json.swp", "sheet-config.json~", "4913", "other.json", ""] {
            #expect(change(Mask.closeWrite, name) == nil, "\(name)")
            #expect(change(Mask.movedTo, name) == nil, "\(name)")
        }
        // A directory of that name, an open or a read (no bit that counts): nothing.
        #expect(change(Mask.create | Mask.isDirectory, "sheet-config.json") == nil)
        #expect(change(UInt32(IN_OPEN), "sheet-config.json") == nil)
        #expect(change(UInt32(IN_CLOSE_NOWRITE), "sheet-config.json") == nil)
        #expect(change(UInt32(IN_ATTRIB), "sheet-config.json") == nil)
        // The folder itself, whatever the name.
        #expect(change(Mask.overflow, "") == .overflow)
        #expect(change(Mask.deleteSelf, "") == .unwatched)
        #expect(change(Mask.moveSelf, "") == .unwatched)
        #expect(change(Mask.ignored, "") == .unwatched)
    }

    @Test func inotifysRecordsAreRead() {
        func record(_ mask: UInt32, _ name: String, padded: Int) -> [UInt8] {
            func word(_ value: UInt32) -> [UInt8] {
                (0..<4).map { UInt8(value >> (8 * $0) & 0xFF) }
            }
            let bytes = Array(name.utf8) + [UInt8](repeating: 0, count: padded - name.utf8.count)
            return word(1) + word(mask) + word(0) + word(UInt32(bytes.count)) + bytes
        }
        let bytes =
            record(Mask.modify, "sheet-config.json", padded: 32)
            + record(Mask.deleteSelf, "", padded: 0)
            + record(Mask.closeWrite, "a", padded: 16)
        let events = ConfigFile.inotifyEvents(bytes)
        #expect(events.map(\.mask) == [Mask.modify, Mask.deleteSelf, Mask.closeWrite])
        #expect(events.map(\.name) == ["sheet-config.json", "", "a"])
        // A record cut short is dropped, not misread.
        #expect(ConfigFile.inotifyEvents(Array(bytes.dropLast(3))).count == 2)
        #expect(ConfigFile.inotifyEvents(Array(bytes.prefix(10))).isEmpty)
    }

    /// The actions after `changes` at 0 s, asked at `times`.
    func actions(
        _ changes: [ConfigFileChange], at times: [Double] = [0], exists: Bool = true
    ) -> [ConfigWatch.Action?] {
        var watch = ConfigWatch()
        for change in changes { watch.note(change, at: 0) }
        return times.map { time in watch.action(at: time) { exists } }
    }

    @Test func aWriteInPlaceIsReadOnceItCloses() {
        // truncate + write: modify, then close.
        #expect(actions([.modified]) == [nil])
        #expect(actions([.modified, .modified, .closed]) == [.read(quietIfInvalid: false)])
        // Read once, not at every look.
        #expect(
            actions([.modified, .closed], at: [0, 0.1]) == [.read(quietIfInvalid: false), nil])
    }

    @Test func aRenameOverItIsReadAtOnce() {
        #expect(actions([.replaced]) == [.read(quietIfInvalid: false)])
    }

    @Test func aWriteThatStartsAgainAfterAClosIsWaitedFor() {
        // Saved twice in a row: the second write is under way when the app looks.
        #expect(actions([.modified, .closed, .modified]) == [nil])
        #expect(
            actions([.modified, .closed, .modified, .closed]) == [.read(quietIfInvalid: false)])
    }

    @Test func aDeleteAndCreateIsOneSaveAndNoDeletion() {
        var watch = ConfigWatch()
        watch.note(.removed, at: 0)
        #expect(watch.deadline == ConfigWatch.grace)
        watch.note(.created, at: 0.01)
        watch.note(.modified, at: 0.01)
        #expect(watch.action(at: 0.02) { true } == nil, "still being written")
        watch.note(.closed, at: 0.03)
        #expect(watch.action(at: 0.03) { true } == .read(quietIfInvalid: false))
        #expect(watch.action(at: 1) { true } == nil, "no deletion said")
        #expect(watch.deadline == nil)
    }

    @Test func aDeletionIsSaidOnceAfterTheGrace() {
        var watch = ConfigWatch()
        watch.note(.removed, at: 0)
        #expect(watch.action(at: ConfigWatch.grace / 2) { false } == nil)
        #expect(watch.action(at: ConfigWatch.grace) { false } == .removed)
        #expect(watch.action(at: 1) { false } == nil)
        // Removed again before it came back (a second `rm` of a new name): said once still.
        watch.note(.removed, at: 2)
        #expect(watch.action(at: 3) { false } == nil)
        // Back, read, then removed: said again.
        watch.note(.replaced, at: 4)
        #expect(watch.action(at: 4) { true } == .read(quietIfInvalid: false))
        watch.note(.removed, at: 5)
        #expect(watch.action(at: 6) { false } == .removed)
    }

    @Test func aFileBackWithoutAnEventIsRead() {
        #expect(actions([.removed], at: [1]) == [.read(quietIfInvalid: false)])
    }

    @Test func aRemovalCancelsAReadNotYetMade() {
        #expect(actions([.closed, .removed], at: [0, 1], exists: false) == [nil, .removed])
    }

    @Test func aStalledWriteIsTriedQuietlyOnce() {
        var watch = ConfigWatch()
        watch.note(.modified, at: 0)
        #expect(watch.deadline == ConfigWatch.stall)
        #expect(watch.action(at: ConfigWatch.stall - 0.01) { true } == nil)
        #expect(watch.action(at: ConfigWatch.stall) { true } == .read(quietIfInvalid: true))
        #expect(watch.action(at: 5) { true } == nil, "once per write")
        #expect(watch.deadline == nil, "then only the close wakes it")
        watch.note(.modified, at: 6)
        #expect(watch.action(at: 6 + ConfigWatch.stall) { true } == nil, "the same write")
        watch.note(.closed, at: 7)
        #expect(watch.action(at: 7) { true } == .read(quietIfInvalid: false))
        watch.note(.modified, at: 8)
        #expect(watch.action(at: 8 + ConfigWatch.stall) { true } == .read(quietIfInvalid: true))
    }

    @Test func aReadOvertakenByTheNextWriteIsMadeAgainAndReadsAreSpaced() {
        var watch = ConfigWatch()
        watch.note(.modified, at: 0)
        watch.note(.closed, at: 0)
        #expect(watch.action(at: 0) { true } == .read(quietIfInvalid: false))
        #expect(!watch.changedSinceRead)
        // While the app reads, a program saves again (truncates, writes): the text it got
        // may be cut short, so it is passed over...
        watch.note(.modified, at: 0.001)
        #expect(watch.changedSinceRead)
        watch.note(.closed, at: 0.002)
        #expect(watch.changedSinceRead)
        // ...and read again, once `spacing` has passed since the last read.
        #expect(watch.action(at: 0.01) { true } == nil)
        #expect(watch.deadline == ConfigWatch.spacing)
        #expect(watch.action(at: ConfigWatch.spacing) { true } == .read(quietIfInvalid: false))
        #expect(!watch.changedSinceRead)
        #expect(watch.deadline == nil)
        // A write tried after it stalled is the one read: only a later change counts.
        watch.note(.created, at: 1)
        #expect(watch.action(at: 1 + ConfigWatch.stall) { true } == .read(quietIfInvalid: true))
        #expect(!watch.changedSinceRead)
        watch.note(.modified, at: 3)
        #expect(watch.changedSinceRead)
    }

    @Test func anOverflowReadsAgainAndALostFolderIsSaidOnce() {
        #expect(actions([.overflow]) == [.read(quietIfInvalid: false)])
        #expect(actions([.unwatched, .closed], at: [0, 1]) == [.unwatched, nil])
    }

    @Test func aFolderGoneLeavesNothingDueSoTheWindowRests() {
        // `rm -rf` of the folder: the file's deletion, then the folder's own. Whatever was due
        // (a removal to confirm, a write to try, a read to space) is dropped with the folder:
        // a deadline left behind made the window wait 0 ms at every turn, for ever.
        let ways: [[ConfigFileChange]] = [
            [.removed, .unwatched], [.modified, .unwatched], [.closed, .closed, .unwatched],
            [.unwatched, .removed], [.created, .removed, .unwatched],
        ]
        for changes in ways {
            var watch = ConfigWatch()
            if changes.first == .closed {
                watch.note(.closed, at: 0)
                _ = watch.action(at: 0) { true }
            }
            for change in changes { watch.note(change, at: 0.001) }
            #expect(watch.action(at: 0.002) { false } == .unwatched, "\(changes)")
            #expect(watch.deadline == nil, "\(changes): nothing due once it is said")
            for later in [0.1, 0.5, 2.0, 60.0] {
                #expect(watch.action(at: later) { false } == nil, "\(changes) at \(later)")
            }
            #expect(watch.deadline == nil, "\(changes)")
        }
    }

    @Test func theChangedKeysAreNamedInHelpOrder() throws {
        var old = SheetConstants()
        old.dimAlpha = 0.6
        var new = old
        #expect(ConfigFile.changedKeys(from: old, to: new) == [])
        new.cornerRadius = 30
        new.dimAlpha = 0.3
        new.preset = .fluid
        #expect(
            ConfigFile.changedKeys(from: old, to: new) == ["preset", "dim-alpha", "corner-radius"])
    }

    @Test func watchNeedsAConfigFileAndOnePhone() throws {
        #expect(throws: UsageError("--watch needs --config (it watches that file)")) {
            try Command.parse(["--watch", "off"])
        }
        let file = [(Flag.named(.dimAlpha), "0.5")]
        #expect(throws: UsageError.self) {
            try Command.parse(
                ["--config", "c.json", "--watch", "on", "--compare", "seed,fluid"],
                fileEntries: file)
        }
        guard case .run(let on) = try Command.parse(["--config", "c.json"], fileEntries: file),
            case .run(let off) = try Command.parse(
                ["--config", "c.json", "--watch", "off"], fileEntries: file)
        else {
            Issue.record("not runs")
            return
        }
        #expect(on.run.watch == .on && off.run.watch == .off)
        // A compared pair with a file is not watched by default, and may say so.
        #expect(
            (try? Command.parse(
                ["--config", "c.json", "--watch", "off", "--compare", "seed,fluid"],
                fileEntries: file)) != nil)
    }
}

/// The reload events as `--events` prints them (docs/events.md).
struct ReloadEventTests {
    @Test func theReloadEventsPrintTheirFields() {
        #expect(
            SheetEvent.reload(
                file: "c.json", changed: ["dim-alpha", "corner-radius"], latency: 0.0042
            )
            .json(time: 12.4056)
                == #"{"t":12.406,"event":"reload","file":"c.json","changed":["dim-alpha","#
                + #""corner-radius"],"latency":0.004}"#)
        #expect(
            SheetEvent.reload(file: "c.json", changed: [], latency: 0).json(time: 1)
                == #"{"t":1.000,"event":"reload","file":"c.json","changed":[],"latency":0.000}"#)
        #expect(
            SheetEvent.reloadRefused(file: "c.json", reason: "c.json: unknown key 'x'; kept")
                .json(time: 1)
                == #"{"t":1.000,"event":"reload-refused","file":"c.json","#
                + #""reason":"c.json: unknown key 'x'; kept"}"#)
        #expect(
            SheetEvent.configRemoved(file: "c.json").json(time: 1)
                == #"{"t":1.000,"event":"config-removed","file":"c.json"}"#)
    }
}
