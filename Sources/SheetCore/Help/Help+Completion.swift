/// The bash completion `make install` installs for `sheetlab`: the flags, their enumerated
/// values and the commands, from the tables `--help` is written from (`Flag.table`,
/// `Help.commands`, the commands' synopses).
extension Help {
    /// How the value after an option is completed.
    enum CompletedValue: Equatable {
        /// One of these words.
        case words([String])
        /// A comma-separated list of these words (`--compare seed,fluid`).
        case list([String])
        /// A file name (and, for a trace, a built-in gesture).
        case files(gestures: Bool)
        /// A directory name.
        case directories
        /// Anything typed: nothing is offered.
        case free
    }

    /// The built-in gestures as a trace argument names them.
    static var gestureWords: [String] { Gesture.library.map { "gesture:" + $0.name } }

    /// What completes the value of a flag of `Flag.table`; nil for one that takes none.
    static func completedValue(_ flag: Flag) -> CompletedValue? {
        switch flag.kind {
        case .toggle: return nil
        case .choice(let options): return .words(options + (flag.id == .device ? ["list"] : []))
        case .startName:
            return .words(
                StyleKind.allCases.flatMap { $0.startNames(Configuration(style: $0).constants) }
                    .uniqued)
        case .detentName:
            let names = StyleKind.allCases.flatMap {
                $0.startNames(Configuration(style: $0).constants)
            }
            return .words(["none"] + names.filter { $0 != "page" }.uniqued)
        case .pair:
            return .list(Preset.allCases.map(\.rawValue) + StyleKind.allCases.map(\.rawValue))
        case .path(.read): return .files(gestures: flag.id == .replay)
        case .path(.write): return .files(gestures: false)
        case .path(.directory), .path(.existingDirectory): return .directories
        case .number, .integer, .detentList, .curve, .size: return .free
        }
    }

    /// A command's options and positional arguments, read from its synopsis
    /// (`SheetDesktop plot TRACE --out FILE.png [--scale N]`): each option with what completes
    /// its value, the positional argument's completion, and whether it also takes every flag
    /// (`[FLAG...]`).
    static func synopsis(
        _ usage: String
    ) -> (
        options: [(name: String, value: CompletedValue?)], positional: CompletedValue?,
        takesFlags: Bool
    ) {
        let words = usage.split(separator: " ").dropFirst(2).map {
            String($0).trimmingCharacters(in: "[]")
        }
        var options: [(name: String, value: CompletedValue?)] = []
        var positional: CompletedValue?
        var takesFlags = false
        var index = 0
        while index < words.count {
            let word = words[index]
            index += 1
            if word.hasPrefix("--") {
                var value: CompletedValue?
                if index < words.count, !words[index].hasPrefix("--"),
                    !words[index].hasPrefix("FLAG")
                {
                    value = completedValue(named: word, spec: words[index])
                    index += 1
                }
                options.append((word, value))
            } else if word.hasPrefix("FLAG") {
                takesFlags = true
            } else if word.hasPrefix("TRACE") {
                positional = .files(gestures: word.contains("gesture:"))
            }
        }
        return (options, positional, takesFlags)
    }

    /// What completes `option`'s value, written `spec` in a synopsis: its lower-case words,
    /// a LIST of presets, policies or platforms, a FILE.
    static func completedValue(named option: String, spec: String) -> CompletedValue {
        let parts = spec.split(separator: "|").map(String.init)
        let words = parts.filter { $0 == $0.lowercased() }
        if parts.contains("LIST") {
            switch option {
            case "--presets": return .list(Preset.allCases.map(\.rawValue) + words)
            case "--policies": return .list(PolicyKind.allCases.map(\.rawValue) + words)
            case "--platforms":
                return .list(ConfigFile.platforms.map(\.format.rawValue) + words)
            default: return .free
            }
        }
        if parts.contains(where: { $0.hasPrefix("FILE") || $0.hasPrefix("TRACE") }) {
            return .files(gestures: false)
        }
        return words.isEmpty ? .free : .words(words)
    }

    /// The bash that completes `value` from `$cur`, setting `COMPREPLY`.
    static func bash(_ value: CompletedValue) -> String {
        switch value {
        case .words(let words): return "_sheetlab_words \"\(words.joined(separator: " "))\""
        case .list(let words): return "_sheetlab_list \"\(words.joined(separator: " "))\""
        case .files(let gestures):
            return "_sheetlab_files"
                + (gestures ? " \"\(gestureWords.joined(separator: " "))\"" : "")
        case .directories: return "_sheetlab_directories"
        case .free: return "COMPREPLY=()"
        }
    }

    /// The completion script (`SheetDesktop --help-completion` prints it).
    package static var bashCompletion: String {
        var flagWords: [String] = Flag.table.map { "--" + $0.name }
        for command in commands {
            flagWords += command.name.split(separator: ", ").map {
                String($0.split(separator: " ")[0])
            }
        }
        // The value arms: "COMMAND OPTION", where a run of the app has no command word.
        var arms: [String] = []
        var commandFlags: [String: [String]] = ["": flagWords]
        var positionals: [String: CompletedValue] = [:]
        for (name, usage, _) in subcommands {
            let parsed = synopsis(usage)
            commandFlags[name] = parsed.options.map(\.name) + (parsed.takesFlags ? flagWords : [])
            positionals[name] = parsed.positional
            for option in parsed.options {
                guard let value = option.value else { continue }
                arms.append("\"\(name) \(option.name)\") \(bash(value)); return 0 ;;")
            }
        }
        let flagCommands = [""] + subcommands.filter { synopsis($0.usage).takesFlags }.map(\.name)
        for flag in Flag.table {
            guard let value = completedValue(flag) else { continue }
            let patterns = flagCommands.map { "\"\($0) --\(flag.name)\"" }
            arms.append(patterns.joined(separator: "|") + ") \(bash(value)); return 0 ;;")
        }
        let exports = ExportFormat.allCases.map(\.rawValue)
        arms.append(
            flagCommands.map { "\"\($0) --export\"" }.joined(separator: "|")
                + ") \(bash(.words(exports))); return 0 ;;")
        var flagArms: [String] = []
        for name in [""] + subcommands.map(\.name) {
            let words = (commandFlags[name] ?? []).joined(separator: " ")
            flagArms.append("\"\(name)\") _sheetlab_words \"\(words)\" ;;")
        }
        var positionalArms: [String] = []
        for (name, _, _) in subcommands {
            guard let value = positionals[name] else { continue }
            positionalArms.append("\(name)) \(bash(value)) ;;")
        }
        let gestureNames = Gesture.library.map(\.name).joined(separator: " ")
        let commandNames = subcommands.map(\.name).joined(separator: " ")
        let commandPattern = subcommands.map(\.name).joined(separator: "|")
        return """
            # bash completion for \(installedName)(1): its flags, their values and its commands.
            # Generated by `\(installedName) --help-completion` from SheetLab's flag table.

            _sheetlab_words() { mapfile -t COMPREPLY < <(compgen -W "$1" -- "$cur"); }

            # A comma-separated list: completes the word after the last comma.
            _sheetlab_list() {
                local head=
                [[ $cur == *,* ]] && head=${cur%,*},
                mapfile -t COMPREPLY < <(compgen -P "$head" -W "$1" -- "${cur##*,}")
            }

            # A file name, or one of the words in $1 (the built-in gestures a trace may name).
            _sheetlab_files() {
                compopt -o filenames 2>/dev/null
                mapfile -t COMPREPLY < <(compgen -f -- "$cur"; compgen -W "${1-}" -- "$cur")
            }

            _sheetlab_directories() {
                compopt -o filenames 2>/dev/null
                mapfile -t COMPREPLY < <(compgen -d -- "$cur")
            }

            _sheetlab() {
                local cur=${COMP_WORDS[COMP_CWORD]} index=$((COMP_CWORD - 1)) command=
                local option=${COMP_WORDS[index]}
                COMPREPLY=()
                # bash splits --flag=value at '=' and gesture:NAME at ':': step over them.
                if [[ $cur == "=" ]]; then
                    cur=
                elif [[ $option == "=" ]]; then
                    option=${COMP_WORDS[index - 1]}
                fi
                if [[ $cur == ":" && $option == gesture ]]; then
                    cur=
                    _sheetlab_words "\(gestureNames)"
                    return 0
                elif [[ $option == ":" && ${COMP_WORDS[index - 1]} == gesture ]]; then
                    _sheetlab_words "\(gestureNames)"
                    return 0
                fi
                if ((COMP_CWORD > 1)); then
                    case ${COMP_WORDS[1]} in
                        \(commandPattern)) command=${COMP_WORDS[1]} ;;
                    esac
                fi
                case "$command $option" in
                    \(arms.joined(separator: "\n        "))
                esac
                if [[ $cur == -* ]]; then
                    case $command in
                        \(flagArms.joined(separator: "\n            "))
                    esac
                elif [[ -z $command ]]; then
                    ((COMP_CWORD == 1)) && _sheetlab_words "\(commandNames)"
                else
                    case $command in
                        \(positionalArms.joined(separator: "\n            "))
                    esac
                fi
                return 0
            }

            complete -F _sheetlab \(installedName)
            """
    }
}

extension Array where Element == String {
    /// The words in order, each once.
    fileprivate var uniqued: [String] {
        var seen: Set<String> = []
        return filter { seen.insert($0).inserted }
    }
}

extension String {
    /// The string without `characters` at either end.
    fileprivate func trimmingCharacters(in characters: String) -> String {
        var view = self[...]
        while let first = view.first, characters.contains(first) { view.removeFirst() }
        while let last = view.last, characters.contains(last) { view.removeLast() }
        return String(view)
    }
}
