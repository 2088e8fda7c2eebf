import CSDL2
import SheetCore
import SheetRender

#if canImport(Glibc)
    import Glibc
#endif

/// The `--config` file named on the command line, if any (read before anything is checked,
/// so the file's values and the flags given are validated together, once).
func configPath(_ arguments: [String]) -> String? {
    for (index, argument) in arguments.enumerated() {
        if argument.hasPrefix("--config=") { return String(argument.dropFirst("--config=".count)) }
        if argument == "--config", index + 1 < arguments.count { return arguments[index + 1] }
    }
    return nil
}

/// The `--config` file's checked values (none without one).
func configEntries(_ arguments: [String]) throws -> [(Flag, String)] {
    guard let path = configPath(arguments), !path.isEmpty else { return [] }
    return try ConfigFile.entries(try TextFile.read(path, flag: "config"), path: path)
}

/// Parses the command line over a `--config` file's values. A problem that only the file's
/// values cause (detents that do not fit together) is the file's: exit 65, naming it.
func command(_ arguments: [String]) throws -> Command {
    // The command line's form first (a flag given twice, an unknown one: 64), then files;
    // help and the version read none.
    try Command.checkSyntax(arguments)
    if Command.asksForHelp(arguments) { return try Command.parse(arguments) }
    let entries = try configEntries(arguments)
    do {
        return try Command.parse(arguments, fileEntries: entries)
    } catch {
        guard !entries.isEmpty, (try? Command.parse(arguments)) != nil,
            let path = configPath(arguments)
        else { throw error }
        let file = Format.echo(path, limit: 240)
        // A file that is valid alone and flags valid alone clash: the flags given over the
        // file (a --detents without the file's --start detent) are the user's choice, 64.
        if (try? Command.parse(["--config", path], fileEntries: entries)) != nil {
            throw UsageError(
                "\(error.message) (--config \(file) and the flags given each work alone, not "
                    + "together)"
            )
        }
        throw ConfigFileError("\(file): \(error.message)")
    }
}

/// The two phones of `--compare A,B`: each name a preset, a style or a config file, laid
/// over the rest of the command line.
/// Each phone's `fit` detent checked against the content it will show (measured with the
/// fonts, so here and not in the parser): what is at fault is named — a phone's own config
/// file or a trace (65, bad data), else the flags (64). Nothing is measured without a `fit`.
@MainActor
func checkFitDetents(
    _ phones: [(configuration: Configuration, blamed: String?)],
    replaying trace: Trace? = nil, path: String? = nil
) throws {
    guard
        phones.contains(where: { $0.configuration.detents?.contains { $0.value == .fit } == true })
    else {
        return
    }
    if let trace, let path, trace.recordsContent(phones: phones.count) {
        // A trace that records its content is checked on what it recorded, as the window
        // checked it at the start: the line that says so is at fault.
        let opening = trace.openingContent()
        for (index, phone) in phones.enumerated() {
            guard let (height, line) = opening[index + 1] else { continue }
            do {
                try phone.configuration.validateFit(contentHeight: height)
            } catch {
                throw ConfigFileError("\(Format.echo(path)): line \(line): \(error.message)")
            }
        }
        return
    }
    let fonts = try App.openFonts(phones[0].configuration)
    for (configuration, blamed) in phones {
        let layout = Layout(measurer: fonts)
        do {
            try configuration.validateFit(
                contentHeight: layout.contentHeight(of: configuration, window: configuration.window)
            )
        } catch {
            guard let blamed else { throw error }
            throw ConfigFileError("\(blamed): \(error.message)")
        }
    }
}

func comparedPhones(_ arguments: [String], _ pair: String) throws -> [ComparedPhone] {
    // The pair decides the preset or style; the rest of the command line still applies.
    var rest: [String] = []
    var index = 0
    while index < arguments.count {
        let argument = arguments[index]
        index += 1
        let name = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
        guard ["--compare", "--preset", "--style"].contains(name) else {
            rest.append(argument)
            continue
        }
        if !argument.contains("=") { index += 1 }
    }
    // A `--config` file given too applies to both phones, under each one's own choice.
    let base = try configEntries(rest)
    return try pair.split(separator: ",").map(String.init).map { name in
        if let preset = Preset(rawValue: name) {
            return try ComparedPhone.parse(.preset(preset), rest: rest, base: base)
        }
        if let style = StyleKind(rawValue: name) {
            return try ComparedPhone.parse(.style(style), rest: rest, base: base)
        }
        // Neither a preset nor a style: a config file, or a mistyped name.
        guard access(name, F_OK) == 0 else {
            throw Command.unknownCompareName(name, reason: String(cString: strerror(errno)))
        }
        let own = try ConfigFile.entries(try TextFile.read(name, flag: "compare"), path: name)
        return try ComparedPhone.parse(.file(name), rest: rest, base: base, own: own)
    }
}

/// Each phone's constants for a run: the one the command line describes (a replay's are the
/// trace's), or the two of `--compare A,B` on the trace's inputs; each `fit` detent checked.
@MainActor
func phoneConstants(
    _ configuration: Configuration, trace: Trace?, arguments: [String]
) throws -> [Configuration] {
    guard let pair = configuration.compare else {
        if let trace, let recorded = trace.comparedPair {
            // Phone 1's constants are in the header; the second phone needs the pair again.
            Output.error(
                "\(Format.echo(configuration.replayPath ?? "")) was recorded with --compare "
                    + "\(Format.echo(recorded)): replaying it into the first phone only; add "
                    + "--compare \(Format.echo(recorded)) to see both")
        }
        if let trace, let path = configuration.replayPath {
            // A built-in gesture's constants are the command line's: its flags are at fault.
            let gesture = path.hasPrefix("gesture:")
            try checkFitDetents(
                [(trace.configuration, gesture ? nil : "\(Format.echo(path)): line 1")],
                replaying: trace, path: path)
        }
        return [trace?.configuration ?? configuration]
    }
    var phones = try comparedPhones(arguments, pair)
    // A replayed trace decides the window, the detents and where both start: the recorded
    // inputs were made on that sheet.
    if let trace, let path = configuration.replayPath,
        let note = try ComparedPhone.replaying(
            &phones, recorded: trace.configuration, tracePath: path)
    {
        Output.error(note)
    }
    var (first, second) = (phones[0].configuration, phones[1].configuration)
    if first.window != second.window {
        // Config files of two devices (or windows): the phones stand side by side at one
        // size, the first's.
        func named(_ phone: ComparedPhone) -> String {
            let size = phone.configuration.window
            let device = phone.configuration.device
            return "\(Format.echo(phone.source.name))'s \(Format.number(size.width))x"
                + "\(Format.number(size.height)) pt"
                + (device == .none ? "" : " (\(device.rawValue))")
        }
        Output.error(
            "--compare: both phones are drawn at one size, \(named(phones[0])); "
                + "\(named(phones[1])) is not used")
        second.window = first.window
    }
    first.contentText = trace?.configuration.contentText ?? configuration.contentText
    second.contentText = first.contentText
    for slot in ImageSlot.allCases {
        let image = trace?.configuration.run.image(slot) ?? configuration.run.image(slot)
        first.run.setImage(image, for: slot)
        second.run.setImage(image, for: slot)
    }
    // A phone's own file is at fault for its list; a trace for the list it lent the phone.
    func blamed(_ phone: ComparedPhone) -> String? {
        if case .file(let name) = phone.source { return Format.echo(name) }
        guard let path = configuration.replayPath, !path.hasPrefix("gesture:") else {
            return nil
        }
        return "\(Format.echo(path)): line 1"
    }
    try checkFitDetents(
        [(first, blamed(phones[0])), (second, blamed(phones[1]))], replaying: trace,
        path: configuration.replayPath)
    // A recording names the pair, so its replay can say how to see both phones again.
    first.compare = pair
    return [first, second]
}

// Before anything opens a file or socket: a closed stdout or stderr (`--events >&-`) would
// otherwise be the next descriptor opened, the X connection, and events would go into it.
_ = sheetlab_reopen_standard_descriptors()
// A file-size limit reached while writing is an error to report (EFBIG), not a reason to die.
signal(SIGXFSZ, SIG_IGN)
// A closed events pipe (`--events | head -1`) ends the event output (EPIPE), not the app.
signal(SIGPIPE, SIG_IGN)
// SIGUSR1 means something only with --stats (App installs its handler then); otherwise a stray
// one must not kill the app.
signal(SIGUSR1, SIG_IGN)
// Page layers are megabytes and change size with the window: keep them in their own mappings
// (glibc would otherwise raise its threshold after the first free and keep freed layers in the
// heap, so a resizing session's resident memory would only ever grow).
sheetlab_map_large_allocations()
// A fault or an abort (the Swift runtime's, when an allocation fails) removes what the run was
// writing, stops ffmpeg, says one line and exits 70, instead of dying of the signal.
Leftovers.catchFaults()
// A window-sized buffer memory cannot hold is said as such, before Swift would abort on it.
Memory.shortage = { what, bytes in
    Leftovers.removeAll()
    Output.error(
        "out of memory: cannot hold \(what) (\(Format.bytes(bytes))); a smaller --scale or "
            + "window needs less")
    exit(ExitCode.software.rawValue)
}

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "plot" { exit(PlotCommand.run(Array(arguments.dropFirst()))) }
if arguments.first == "matrix" { exit(MatrixCommand.run(Array(arguments.dropFirst()))) }
if arguments.first == "explain" { exit(ExplainCommand.run(Array(arguments.dropFirst()))) }
if arguments.first == "gestures" {
    guard arguments.count == 1 else {
        exit(
            Output.failure(UsageError("gestures takes no arguments (usage: \(Help.gesturesUsage))"))
        )
    }
    exit(MatrixCommand.gestures())
}

// `--device list` asks for the devices, as `--help` asks for the flags; alone, since what
// else is given would go unheard.
if arguments.contains("--device=list")
    || zip(arguments, arguments.dropFirst()).contains(where: { $0 == ("--device", "list") })
{
    guard arguments == ["--device=list"] || arguments == ["--device", "list"] else {
        exit(Output.failure(UsageError("--device list takes no other arguments")))
    }
    exit(Output.result(DeviceKind.listing))
}

let parsed: Command
do {
    parsed = try command(arguments)
} catch {
    exit(Output.failure(error))
}

switch parsed {
case .help:
    exit(Output.result(Help.text))
case .helpMarkdown:
    exit(Output.result(Help.markdown))
case .version:
    exit(Output.result("SheetLab \(sheetLabVersion)"))
case .export(let configuration, let format):
    do {
        let directory = configuration.exportDirectory ?? "."
        if configuration.exportDirectory != nil { try ExportFile.checkDirectory(directory) }
        let paths = try ExportFile.export(configuration, as: format, directory: directory)
        exit(Output.result(paths.map { Format.echo($0, limit: Int.max) }.joined(separator: "\n")))
    } catch {
        exit(Output.failure(error))
    }
case .run(var configuration):
    // A headless replay has no window to stop it: until it writes, a signal ends it at once
    // (reading a long trace takes a while); HeadlessReplay takes signals between frames.
    if configuration.headless { Interrupt.catchStopSignals(atOnce: true) }
    for note in configuration.unusedFlagNotes { Output.error(note) }
    if let directory = configuration.exportDirectory {
        do {
            try ExportFile.checkDirectory(directory)
        } catch {
            exit(Output.failure(error))
        }
    }
    if let path = configuration.contentPath {
        do {
            configuration.contentText = try TextFile.read(path, flag: "content")
        } catch {
            exit(Output.failure(error))
        }
    }
    // Images are read and checked before any window opens; a replayed trace's are read below,
    // where the trace says which (the command line's paths override its).
    if configuration.replayPath?.hasPrefix("gesture:") ?? true {
        do {
            try ImageLoader.loadAll(into: &configuration)
        } catch {
            exit(Output.failure(error))
        }
    }
    var trace: Trace?
    if let path = configuration.replayPath, path.hasPrefix("gesture:") {
        // A built-in gesture, made on this command line's constants.
        let name = String(path.dropFirst("gesture:".count))
        guard let gesture = Gesture.named(name) else {
            let names = Gesture.library.map(\.name).joined(separator: ", ")
            exit(
                Output.failure(
                    UsageError(
                        "--replay: unknown gesture '\(Format.echo(name))' (allowed: \(names))")
                ))
        }
        trace = gesture.trace(configuration)
    } else if let path = configuration.replayPath {
        do {
            let text = try TextFile.read(path, flag: "replay", limit: TextFile.traceLimit)
            trace = try Trace.parse(text, path: path)
            if let text = configuration.contentText { trace?.configuration.contentText = text }
            if var replayed = trace {
                try ImageLoader.loadRecorded(
                    into: &replayed.configuration, commandLine: configuration, tracePath: path)
                trace = replayed
            }
        } catch {
            exit(Output.failure(error))
        }
    }
    let phones: [Configuration]
    do {
        phones = try phoneConstants(configuration, trace: trace, arguments: arguments)
    } catch {
        exit(Output.failure(error))
    }
    // How the run goes and is shown (outputs, events, fonts, scale): the command line's; with
    // --compare, the first phone's, made over the same command line (a recording's header
    // holds its constants).
    let options = configuration.compare == nil ? configuration : phones[0]
    // One phone or several, in a window or headless: a run whose events or figures could not
    // all be written ends with 74.
    if configuration.headless, let trace {
        exit(Output.status(HeadlessReplay.run(options, phones: phones, trace: trace)))
    }
    exit(Output.status(App.run(options, phones: phones, replaying: trace)))
}
