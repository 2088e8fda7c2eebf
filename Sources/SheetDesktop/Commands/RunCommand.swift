import CSDL2
import SheetCore
import SheetRender

#if canImport(Glibc)
    import Glibc
#endif

/// `SheetDesktop [FLAGS]`, what no subcommand's word starts: the command line parsed over a
/// `--config` file's values, then the help, the version, the device list, an export, or a
/// run (one phone or the two of `--compare`, in a window or a headless replay).
@MainActor
enum RunCommand {
    /// The `--config` file named on the command line, if any (read before anything is checked,
    /// so the file's values and the flags given are validated together, once).
    nonisolated static func configPath(_ arguments: [String]) -> String? {
        for (index, argument) in arguments.enumerated() {
            let inline = FlagName.config.option + "="
            if argument.hasPrefix(inline) {
                return String(argument.dropFirst(inline.count))
            }
            if argument == FlagName.config.option, index + 1 < arguments.count {
                return arguments[index + 1]
            }
        }
        return nil
    }

    /// The `--config` file's checked values (none without one); `text` is the file's text when
    /// it was read already (a reload).
    static func configEntries(_ arguments: [String], text: String? = nil) throws -> [(
        Flag, String
    )] {
        guard let path = configPath(arguments), !path.isEmpty else { return [] }
        if let text { return try ConfigFile.entries(text, path: path) }
        return try ConfigFile.entries(try TextFile.read(path, flag: .config), path: path)
    }

    /// Parses the command line over a `--config` file's values. A problem that only the file's
    /// values cause (detents that do not fit together) is the file's: exit 65, naming it.
    /// `configText` is the file's text when it was read already: a watched file's reload is
    /// checked exactly as a launch is, with the same words.
    static func command(_ arguments: [String], configText: String? = nil) throws -> Command {
        // The command line's form first (a flag given twice, an unknown one: 64), then files;
        // help and the version read none.
        try Command.checkSyntax(arguments)
        if Command.asksForHelp(arguments) { return try Command.parse(arguments) }
        let entries = try configEntries(arguments, text: configText)
        do {
            return try Command.parse(arguments, fileEntries: entries)
        } catch {
            guard !entries.isEmpty, (try? Command.parse(arguments)) != nil,
                let path = configPath(arguments)
            else { throw error }
            let file = Format.echo(path, limit: 240)
            // A file that is valid alone and flags valid alone clash: the flags given over the
            // file (a --detents without the file's --start detent) are the user's choice, 64.
            if (try? Command.parse([FlagName.config.option, path], fileEntries: entries)) != nil {
                throw UsageError(
                    "\(error.message) (\(flag: .config) \(file) and the flags given each work "
                        + "alone, not "
                        + "together)"
                )
            }
            throw ConfigFileError("\(file): \(error.message)")
        }
    }

    /// Runs what `arguments` (the whole command line) ask for; how the process ends.
    static func run(_ arguments: [String]) -> ExitCode {
        // `--device list` asks for the devices, as `--help` asks for the flags; alone, since
        // what else is given would go unheard.
        let device = FlagName.device.option
        if arguments.contains(device + "=list")
            || zip(arguments, arguments.dropFirst()).contains(where: { $0 == (device, "list") })
        {
            guard arguments == [device + "=list"] || arguments == [device, "list"] else {
                return Output.failure(UsageError("\(device) list takes no other arguments"))
            }
            return Output.result(DeviceKind.listing)
        }
        do {
            switch try command(arguments) {
            case .help:
                return Output.result(Help.text)
            case .helpMarkdown:
                return Output.result(Help.markdown)
            case .helpMan:
                return Output.result(Help.manPage)
            case .helpCompletion:
                return Output.result(Help.bashCompletion)
            case .version:
                return Output.result("SheetLab \(sheetLabVersion)")
            case .export(let configuration, let format):
                let directory = configuration.run.exportDirectory ?? "."
                if configuration.run.exportDirectory != nil {
                    try ExportFile.checkDirectory(directory)
                }
                // A package is many files: a signal before its folder is made ends the run at
                // once; after, between two files, and the folder goes (PackageExport).
                if format == .swiftPackage { Interrupt.catchStopSignals(atOnce: true) }
                let paths = try ExportFile.export(configuration, as: format, directory: directory)
                if Output.standardOutputClosed {
                    Output.error(
                        "wrote \(paths.map { Format.echo($0) }.joined(separator: ", ")), but "
                            + "cannot say so: standard output is closed")
                    return .ioError
                }
                return Output.result(
                    paths.map { Format.echo($0, limit: Int.max) }.joined(separator: "\n"))
            case .run(let configuration):
                return try start(configuration, arguments: arguments)
            }
        } catch {
            return Output.failure(error)
        }
    }

    /// Says each phone's notes on the flags given (`unusedFlagNotes`): a note every phone has
    /// once, one only some have with their numbers.
    private static func notes(_ phones: [Configuration]) {
        let each = phones.map(\.unusedFlagNotes)
        var said: Set<String> = []
        for (index, notes) in each.enumerated() {
            for note in notes where said.insert(note).inserted {
                let having = each.indices.filter { each[$0].contains(note) }
                let shared = having.count == phones.count
                Output.error(shared ? note : "phone \(index + 1): \(note)")
            }
        }
    }

    /// Reads and checks everything `configuration` names (files, images, a trace, the phones
    /// of `--compare`), then runs the window or the headless replay.
    static func start(_ configuration: Configuration, arguments: [String]) throws -> ExitCode {
        var configuration = configuration
        // A headless replay has no window to stop it: until it writes, a signal ends it at once
        // (reading a long trace takes a while); HeadlessReplay takes signals between frames.
        if configuration.run.headless { Interrupt.catchStopSignals(atOnce: true) }
        if let directory = configuration.run.exportDirectory {
            try ExportFile.checkDirectory(directory)
        }
        if let path = configuration.run.contentPath {
            configuration.run.contentText = try TextFile.read(path, flag: .content)
        }
        // Images are read and checked before any window opens; a replayed trace's are read
        // below, where the trace says which (the command line's paths override its).
        if configuration.run.replayPath?.hasPrefix("gesture:") ?? true {
            try ImageLoader.loadAll(into: &configuration)
        }
        var trace: Trace?
        if let path = configuration.run.replayPath, path.hasPrefix("gesture:") {
            // A built-in gesture, made on this command line's constants.
            let name = String(path.dropFirst("gesture:".count))
            guard let gesture = Gesture.named(name) else {
                let names = Gesture.library.map(\.name).joined(separator: ", ")
                throw UsageError(
                    "\(FlagName.replay.option): unknown gesture '\(Format.echo(name))' "
                        + "(allowed: \(names))")
            }
            trace = gesture.trace(configuration)
        } else if let path = configuration.run.replayPath {
            let text = try TextFile.read(path, flag: .replay, limit: TextFile.traceLimit)
            var replayed = try Trace.parse(text, path: path)
            if let text = configuration.run.contentText {
                replayed.configuration.run.contentText = text
            }
            try ImageLoader.loadRecorded(
                into: &replayed.configuration, commandLine: configuration, tracePath: path)
            trace = replayed
        }
        let phones = try phoneConstants(configuration, trace: trace, arguments: arguments)
        // Once everything is checked (a run refused says its error alone): what the flags
        // given change nothing of, each phone's own with --compare (a note both phones share
        // said once).
        notes(configuration.run.compare == nil ? [configuration] : phones)
        // One phone or several, in a window or headless: a run whose events or figures could
        // not all be written ends with 74. How a headless replay goes and is shown (outputs,
        // events, --fps of a clip, scale) is the command line's; the window's, with --compare,
        // the first phone's, made over the same command line (a recording's header holds its
        // constants). The two differ only when the first phone's own config file sets a run
        // option such as --fps; they have differed so since --compare began.
        if configuration.run.headless, let trace {
            return Output.status(HeadlessReplay.run(configuration, phones: phones, trace: trace))
        }
        let options = configuration.run.compare == nil ? configuration : phones[0]
        // `--watch on` (the default with --config): a window of one phone follows the file.
        var watcher: ConfigWatcher?
        let configText = configuration.run.configPath.flatMap {
            try? TextFile.read($0, flag: .config)
        }
        if let path = configuration.run.configPath, configuration.run.watch == .on, trace == nil,
            configuration.run.compare == nil
        {
            watcher = ConfigWatcher(path: path, arguments: arguments, text: configText)
        }
        // What the panel makes the constants again from when a setting is chosen: the flags
        // typed and the config file's values (a replay's are the trace's).
        let launch =
            trace == nil && configuration.run.compare == nil
            ? LaunchFlags(
                configuration, fileEntries: try configEntries(arguments, text: configText))
            : nil
        return Output.status(
            App.run(
                options, phones: phones, replaying: trace, launch: launch, watching: watcher))
    }
}
