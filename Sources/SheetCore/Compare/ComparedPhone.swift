/// One phone of `--compare A,B`: the name it was given (a preset, a style or a config file)
/// and the configuration made from it over the rest of the command line.
package struct ComparedPhone: Sendable {
    /// What a name of the pair is.
    package enum Source: Equatable, Sendable {
        /// A preset's name: its constants, overridden by the flags given.
        case preset(Preset)
        /// A style's name: its own defaults, overridden by the flags given.
        case style(StyleKind)
        /// A system look's name (`ios18`, `ios26`): the same sheet drawn by each iOS.
        case look(SheetLook)
        /// A config file, by the path given.
        case file(String)
    }

    /// The name the phone was given, as a preset, a style or a config file.
    package var source: Source
    /// The phone's sheet and run, made from its name over the rest of the command line.
    package var configuration: Configuration
    /// The names of the flags the phone's config files set (its own and `--config`'s).
    package var fileFlags: Set<FlagName>

    /// Parses one phone: `rest` is the command line without `--compare`, `--preset` and
    /// `--style`; `base` the `--config` file's entries (both phones get them); `own` the
    /// phone's own config file's entries. A problem that only the phone's file causes (its
    /// detents that do not fit together) is that file's, as with `--config`: 65, naming it.
    package static func parse(
        _ source: Source, rest: [String], base: [(Flag, String)] = [],
        own: [(Flag, String)] = []
    ) throws -> ComparedPhone {
        let parsed: Command
        let plain = { (entries: [(Flag, String)]) throws(UsageError) -> Command in
            try Command.parse(rest, fileEntries: entries, checkingCombinations: false)
        }
        switch source {
        case .preset(let preset):
            parsed = try Command.parse(
                rest + [FlagName.preset.option, preset.rawValue], fileEntries: base,
                checkingCombinations: false)
        case .style(let style):
            parsed = try Command.parse(
                rest + [FlagName.style.option, style.rawValue], fileEntries: base,
                checkingCombinations: false)
        case .look(let look):
            parsed = try Command.parse(
                rest + [FlagName.look.option, look.rawValue], fileEntries: base,
                checkingCombinations: false)
        case .file(let path):
            do {
                parsed = try plain(base + own)
            } catch {
                guard (try? plain(base)) != nil else { throw error }
                throw ConfigFileError(
                    "\(Format.echo(path, limit: ConfigFile.pathEchoLimit)): \(error.message)")
            }
        }
        guard case .run(let configuration) = parsed else {
            throw UsageError(
                "\(flag: .compare): \(Format.echo(source.name)) does not describe "
                    + "a run")
        }
        return ComparedPhone(
            source: source, configuration: configuration,
            fileFlags: Set((base + own).map(\.0.id)))
    }

    /// The flags that say where a sheet rests (its detents, the line under them, where it
    /// starts its dim) and how it picks one: a replay's gesture was made against these.
    static let detentFlags: [FlagName] = [
        .detents, .defaultHeight, .topInset, .dismissHeight, .undimmedDetent, .policy,
    ]

    /// Replaying a trace into the pair: both phones take the trace's window and, on the
    /// trace's style, its detent settings (`detentFlags`) and start, each one unless the phone
    /// sets it itself (the command line or a config file) or its preset does (a preset's
    /// policy is always its own: `seed` compares seed's rules). A phone whose file sets a list
    /// other than the trace's keeps its file's; the note returned says so, once for the pair.
    /// A trace whose detents do not suit a phone is bad data: 65 naming the trace.
    package static func replaying(
        _ phones: inout [ComparedPhone], recorded: Configuration, tracePath: String
    ) throws(ConfigFileError) -> String? {
        var replaced: [String] = []
        for index in phones.indices {
            var phone = phones[index]
            phone.configuration.constants.window = recorded.constants.window
            defer { phones[index] = phone }
            // One of the few style comparisons outside Styles/ (issue 25 §2): it asks no
            // style's facts, only whether the phone runs the trace's, whose detents then fit.
            guard phone.configuration.constants.style == recorded.constants.style else { continue }
            let owned = phone.configuration.explicitFlags.union(phone.fileFlags)
            let presetSets = phone.presetFlags(window: recorded.constants.window)
            for name in detentFlags where !owned.contains(name) && !presetSets.contains(name) {
                // The undimmed detent names one of the trace's detents: it goes with its list.
                if name == .undimmedDetent,
                    phone.configuration.constants.detents != recorded.constants.detents
                {
                    continue
                }
                let flag = Flag.named(name)
                // The trace's header was checked when it was read: its values apply.
                try? flag.apply(flag.read(recorded), to: &phone.configuration)
            }
            if case .preset(let preset) = phone.source, presetSets.contains(.undimmedDetent),
                !owned.contains(.undimmedDetent)
            {
                // The preset's undimmed detent, mapped onto the list the phone now rests at.
                phone.configuration.constants.undimmedDetent = preset.undimmedDetent(
                    on: phone.configuration)
            }
            if phone.fileFlags.contains(.detents),
                !phone.configuration.explicitFlags.contains(.detents),
                phone.configuration.constants.detents != recorded.constants.detents
            {
                replaced.append(phone.source.name)
            }
            // Where the recorded inputs began, when the phone's detents have that name.
            if phone.configuration.constants.style.startNames(phone.configuration.constants)
                .contains(
                    recorded.constants.start)
            {
                phone.configuration.constants.start = recorded.constants.start
            }
            do {
                try phone.configuration.validate()
            } catch {
                throw ConfigFileError(
                    "\(Format.echo(tracePath, limit: ConfigFile.pathEchoLimit)): the recorded "
                        + "detents do not suit "
                        + "\(flag: .compare) \(Format.echo(phone.source.name)): "
                        + error.message)
            }
        }
        guard !replaced.isEmpty else { return nil }
        let list =
            recorded.constants.detents.map { $0.map(\.text).joined(separator: ",") }
            ?? Flag.shorthand
        let names = replaced.map { Format.echo($0) }
        let setsOwn = names.count == 1 ? "sets its own" : "set their own"
        return
            "\(flag: .compare): \(names.joined(separator: " and ")) \(setsOwn) "
            + "\(flag: .detents), not the trace's (\(list)): its phone rests at the file's "
            + "list, so the replayed gesture may decide differently"
    }

    /// The detent flags the phone's preset sets (none for a style or a file), against the
    /// defaults in the same window; a preset always sets its policy. A phone drawn with
    /// `--look ios` (`uikit`'s own) rests at UIKit's medium and large: the look sets them.
    func presetFlags(window: Size) -> Set<FlagName> {
        guard case .preset(let preset) = source else { return [] }
        var plain = Configuration()
        plain.constants.window = window
        plain.constants.device = configuration.constants.device
        var probe = plain
        preset.apply(to: &probe)
        if configuration.constants.look.isSystem { SystemSheetLook.apply(to: &probe) }
        var sets: Set<FlagName> = [.policy]
        for name in Self.detentFlags {
            let flag = Flag.named(name)
            if flag.read(probe) != flag.read(plain) { sets.insert(name) }
        }
        return sets
    }
}

extension ComparedPhone.Source {
    /// The name as the pair gave it.
    package var name: String {
        switch self {
        case .preset(let preset): return preset.rawValue
        case .style(let style): return style.rawValue
        case .look(let look): return look.rawValue
        case .file(let path): return path
        }
    }
}

extension ComparedPhone {
    /// The system look a `--compare` name stands for (`ios18`, `ios26`, `ios`), or nil for a
    /// preset's or style's name, `seed` or anything else.
    package static func systemLook(named name: String) -> SheetLook? {
        guard Preset(rawValue: name) == nil, StyleKind(rawValue: name) == nil,
            let look = SheetLook(rawValue: name), look.isSystem
        else { return nil }
        return look
    }
}
