import SheetCore
import SheetRender

#if canImport(Glibc)
    import Glibc
#endif

/// The phones of a run: their constants, and each one's `fit` detent checked.
extension RunCommand {
    /// Each phone's `fit` detent checked against the content it will show (measured with the
    /// fonts, so here and not in the parser): what is at fault is named — a phone's own config
    /// file or a trace (65, bad data), else the flags (64). Nothing is measured without a `fit`.
    /// The fonts are the command line's (`fonts`, a replay's `--font`), else the first phone's.
    static func checkFitDetents(
        _ phones: [(configuration: Configuration, blamed: String?)],
        replaying trace: Trace? = nil, path: String? = nil, fonts options: Configuration? = nil
    ) throws {
        guard
            phones.contains(where: {
                $0.configuration.constants.detents?.contains { $0.value == .fit } == true
            })
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
        let fonts = try App.openFonts(options ?? phones[0].configuration)
        for (configuration, blamed) in phones {
            let layout = Layout(measurer: fonts, configuration: configuration)
            do {
                try configuration.validateFit(
                    contentHeight: layout.contentHeight(
                        of: configuration, window: configuration.constants.window)
                )
            } catch {
                guard let blamed else { throw error }
                throw ConfigFileError("\(blamed): \(error.message)")
            }
        }
    }

    /// The two phones of `--compare A,B`: each name a preset, a style or a config file, laid
    /// over the rest of the command line.
    static func comparedPhones(_ arguments: [String], _ pair: String) throws -> [ComparedPhone] {
        let names = pair.split(separator: ",").map(String.init)
        // Two system looks (`ios18,ios26`): the same sheet drawn by each iOS, the preset and
        // style given kept.
        let looks = names.compactMap(ComparedPhone.systemLook(named:))
        if !looks.isEmpty, looks.count != names.count {
            throw UsageError(
                "\(FlagName.compare.option) \(Format.echo(pair)): a system look (ios18, ios26) "
                    + "is compared with another system look, not with a preset, style or file")
        }
        let decided: [FlagName] =
            looks.count == names.count ? [.compare, .look] : [.compare, .preset, .style]
        // The pair decides the preset or style; the rest of the command line still applies.
        var rest: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            let name =
                argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
            guard decided.map(\.option).contains(name) else {
                rest.append(argument)
                continue
            }
            if !argument.contains("=") { index += 1 }
        }
        // A `--config` file given too applies to both phones, under each one's own choice.
        let base = try configEntries(rest)
        let phones: [ComparedPhone]
        if looks.count == names.count {
            phones = try looks.map { try ComparedPhone.parse(.look($0), rest: rest, base: base) }
        } else {
            phones = try names.map { name in try comparedPhone(name, rest: rest, base: base) }
        }
        // Two phones that would draw and decide alike compare nothing: said, not shown. Two
        // looks are alike for a style that does not read the look (the write-ups' others).
        let style = phones.first?.configuration.constants.style ?? .sheet
        let looksUnread = looks.count == names.count && !style.traits.tunedByPresets
        if phones.count == 2,
            looksUnread || phones[0].configuration.constants == phones[1].configuration.constants
        {
            let why =
                looksUnread
                ? "\(flag: .style) \(style.rawValue) does not read \(flag: .look)"
                : "both are the same sheet"
            throw UsageError(
                "\(FlagName.compare.option) \(Format.echo(pair)): the two phones would be the "
                    + "same (\(why))")
        }
        return phones
    }

    /// The phone of one name of `--compare A,B` that is no system look: a preset, a style, or
    /// a config file.
    private static func comparedPhone(
        _ name: String, rest: [String], base: [(Flag, String)]
    ) throws -> ComparedPhone {
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
        let own = try ConfigFile.entries(try TextFile.read(name, flag: .compare), path: name)
        return try ComparedPhone.parse(.file(name), rest: rest, base: base, own: own)
    }

    /// Each phone's constants for a run: the one the command line describes (a replay's are the
    /// trace's), or the two of `--compare A,B` on the trace's inputs; each `fit` detent checked.
    static func phoneConstants(
        _ configuration: Configuration, trace: Trace?, arguments: [String]
    ) throws -> [Configuration] {
        guard let pair = configuration.run.compare else {
            if let trace, let recorded = trace.comparedPair {
                // Phone 1's constants are in the header; the second phone needs the pair again.
                Output.error(
                    "\(Format.echo(configuration.run.replayPath ?? "")) was recorded with "
                        + "\(FlagName.compare.option) \(Format.echo(recorded)): "
                        + "replaying it into the first phone only; add "
                        + "\(FlagName.compare.option) \(Format.echo(recorded)) to see both")
            }
            if let trace, let path = configuration.run.replayPath {
                // A built-in gesture's constants are the command line's: its flags are at fault.
                let gesture = path.hasPrefix("gesture:")
                try checkFitDetents(
                    [(trace.configuration, gesture ? nil : "\(Format.echo(path)): line 1")],
                    replaying: trace, path: path, fonts: configuration)
            }
            return [trace?.configuration ?? configuration]
        }
        var phones = try comparedPhones(arguments, pair)
        // A replayed trace decides the window, the detents and where both start: the recorded
        // inputs were made on that sheet.
        if let trace, let path = configuration.run.replayPath,
            let note = try ComparedPhone.replaying(
                &phones, recorded: trace.configuration, tracePath: path)
        {
            Output.error(note)
        }
        var (first, second) = (phones[0].configuration, phones[1].configuration)
        if first.constants.window != second.constants.window {
            // Config files of two devices (or windows): the phones stand side by side at one
            // size, the first's.
            func named(_ phone: ComparedPhone) -> String {
                let size = phone.configuration.constants.window
                let device = phone.configuration.constants.device
                return "\(Format.echo(phone.source.name))'s \(Format.number(size.width))x"
                    + "\(Format.number(size.height)) pt"
                    + (device == .none ? "" : " (\(device.rawValue))")
            }
            Output.error(
                "\(FlagName.compare.option): both phones are drawn at one size, "
                    + "\(named(phones[0])); \(named(phones[1])) is not used")
            second.constants.window = first.constants.window
        }
        first.run.contentText =
            trace?.configuration.run.contentText ?? configuration.run.contentText
        second.run.contentText = first.run.contentText
        for slot in ImageSlot.allCases {
            let image = trace?.configuration.run.image(slot) ?? configuration.run.image(slot)
            first.run.setImage(image, for: slot)
            second.run.setImage(image, for: slot)
        }
        // A phone's own file is at fault for its list; a trace for the list it lent the phone.
        func blamed(_ phone: ComparedPhone) -> String? {
            if case .file(let name) = phone.source { return Format.echo(name) }
            guard let path = configuration.run.replayPath, !path.hasPrefix("gesture:") else {
                return nil
            }
            return "\(Format.echo(path)): line 1"
        }
        try checkFitDetents(
            [(first, blamed(phones[0])), (second, blamed(phones[1]))], replaying: trace,
            path: configuration.run.replayPath, fonts: configuration)
        // A recording names the pair, so its replay can say how to see both phones again.
        first.run.compare = pair
        return [first, second]
    }
}
