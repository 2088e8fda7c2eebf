import SheetCore

#if canImport(Glibc)
    import Glibc
#endif

/// `--watch on`: a saved edit of the `--config` file runs at once, as a relaunch with the same
/// command line would run it (the style's and preset's defaults, the file, then the flags
/// given, which still win); a bad edit is said, as a launch says it, and the constants stay.
extension App {
    /// Acts on what inotify said of the watched file; returns whether the window must be
    /// redrawn (a message, new constants).
    func checkConfig() -> Bool {
        guard let watcher else { return false }
        if let refusal = watcher.dueRefusal(at: now) {
            log.write(.reloadRefused(file: watcher.path, reason: refusal), at: now)
            say(refusal)
            return true
        }
        guard let action = watcher.action(at: now) else { return false }
        let file = Format.echo(watcher.path)
        switch action {
        case .read(let quietIfInvalid):
            return reload(watcher, quietIfInvalid: quietIfInvalid)
        case .removed where watcher.folderIsGone, .unwatched:
            // The file went with its folder (the one watched: a symbolic link's target's):
            // nothing saved there again can be seen, so "save it again" would be wrong. Said
            // once, whichever tells it first.
            guard !watcher.saidFolderGone else { return false }
            watcher.saidFolderGone = true
            if access(watcher.path, F_OK) != 0 {
                log.write(.configRemoved(file: watcher.path), at: now)
            }
            say(
                "the folder \(Format.echo(watcher.directory)) of \(file) went away: the file is "
                    + "no longer watched (the constants read from it stay)")
        case .removed:
            log.write(.configRemoved(file: watcher.path), at: now)
            say("\(file) was deleted: the constants read from it stay (save it again to reload)")
        }
        return true
    }

    /// Reads the watched file and runs its constants if they are valid; else says why in one
    /// line (the launch's own words) and keeps the constants. `quietIfInvalid`: a writer may
    /// still be writing it, so a file that is not valid yet is passed over in silence.
    private func reload(_ watcher: ConfigWatcher, quietIfInvalid: Bool) -> Bool {
        let file = Format.echo(watcher.path)
        do {
            let text = try TextFile.read(watcher.path, flag: .config)
            // A write that began while the file was read (a program saving again at once)
            // may have cut it short: its close reads it again.
            if watcher.changedSinceRead(at: now) { return false }
            guard text != watcher.lastText else { return false }
            do {
                guard
                    case .run(let parsed) = try RunCommand.command(
                        watcher.arguments, configText: text)
                else { return false }
                // The run's options (content, images) stay the launch's; the constants are new.
                var reloaded = phones[0].options
                reloaded.constants = parsed.constants
                let layout = phones[0].layout
                try reloaded.validateFit(
                    contentHeight: layout.contentHeight(
                        of: reloaded, window: reloaded.constants.window))
                watcher.lastText = text
                let latency = watcher.sinceLastWrite()
                let made = watcher.lastConstants ?? machine.constants
                let changed = ConfigFile.changedKeys(from: made, to: parsed.constants)
                // Changes made since on the panel are replaced too: said, not listed as the
                // file's.
                let replaced = machine.constants != made && machine.constants != parsed.constants
                watcher.lastConstants = parsed.constants
                runReloaded(
                    parsed.constants,
                    fileEntries: try RunCommand.configEntries(watcher.arguments, text: text))
                log.write(.reload(file: watcher.path, changed: changed, latency: latency), at: now)
                let listed =
                    changed.isEmpty
                    ? "no constant changed"
                    : changed.count <= 4
                        ? changed.joined(separator: ", ")
                        : changed.prefix(3).joined(separator: ", ")
                            + " and \(changed.count - 3) more"
                say(
                    "Reloaded \(file): \(listed)"
                        + (replaced ? "; the panel's changes since replaced" : ""))
                return true
            } catch {
                if quietIfInvalid { return false }
                watcher.lastText = text
                throw error
            }
        } catch {
            // A file that cannot be opened as one (a FIFO or a symbolic link loop made in its
            // place: no writer will close it) is said even when a write seemed under way.
            let unopenable = (error as? TextFile.Failure)?.exitCode == .noInput
            if quietIfInvalid && !unopenable || watcher.changedSinceRead(at: now) { return false }
            let reason = (error as? any ExitCodeError)?.description ?? "\(error)"
            // Said once the file has stayed so for a moment (it may have been cut short).
            watcher.holdRefusal(reason + "; the running constants stay", at: now)
            return false
        }
    }

    /// One line on stderr, and the same in the window.
    private func say(_ message: String) {
        Output.error(message)
        toast = Toast(message, at: now)
    }

    /// Runs a reloaded file's constants (as the panel's changes run), the file's values now
    /// what the panel's choices are made again from; an open or kept panel shows the new values
    /// (its resets now return to them).
    func runReloaded(_ constants: SheetConstants, fileEntries: [(Flag, String)]) {
        runConstants(constants)
        launch.fileEntries = fileEntries
        keptPanel = nil
        if let open = panel {
            var fresh = TuningPanel(phones[0].configuration, launch: launch)
            fresh.contentHeight = open.contentHeight
            fresh.selectRow(open.selected)
            fresh.scroll(by: open.scrollOffset, height: machine.window.height, measurer: fonts)
            panel = fresh
            panelDrag = nil
        }
    }
}
