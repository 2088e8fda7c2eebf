import Testing

@testable import SheetCore

/// The man page and the bash completion `make install` installs are written from the flag
/// table `--help` is: every flag, command, key and exit code is in them, and they are well
/// formed (roff a man page renders without warnings, completion words bash reads).
struct InstalledDocumentsTests {
    /// Every flag, each command and key, and every exit status has its entry in `sheetlab.1`.
    @Test func theManPageListsEverythingHelpDoes() {
        let page = Help.manPage
        for flag in Flag.table {
            #expect(page.contains("\\fB" + Help.roff("--" + flag.name) + "\\fR"), "\(flag.name)")
            #expect(page.contains(Help.roff(flag.help)), "\(flag.name)'s help")
        }
        for usage in [Help.plotUsage, Help.matrixUsage, Help.explainUsage, Help.gesturesUsage] {
            #expect(page.contains(Help.roff(Help.installed(usage))))
        }
        for command in Help.commands { #expect(page.contains(Help.roff(command.help))) }
        for key in Help.keys { #expect(page.contains(Help.roff(key.action))) }
        for (code, _) in Help.exitCodes { #expect(page.contains("\\fB\(code)\\fR")) }
        #expect(page.hasPrefix(".\\\""))
        #expect(page.contains("\n.TH SHEETLAB 1 "))
    }

    /// Text never starts a line as a request would, and every hyphen is an escaped minus
    /// (`\-`), as options are typed.
    @Test func theManPagesTextIsEscaped() {
        let requests: Set<String> = [
            ".\\\"", ".TH", ".nh", ".ad", ".SH", ".B", ".br", ".PP", ".TP", ".I",
        ]
        for line in Help.manPage.split(separator: "\n").map(String.init) {
            if line.hasPrefix(".") {
                let request = String(line.prefix { $0 != " " })
                #expect(requests.contains(request), "an unexpected request: \(line)")
                if request == ".\\\"" { continue }
            }
            let characters = Array(line)
            for (index, character) in characters.enumerated() where character == "-" {
                #expect(index > 0 && characters[index - 1] == "\\", "a bare hyphen: \(line)")
            }
        }
        #expect(Help.roff(".x 'y\\z") == "\\&.x 'y\\ez")
    }

    /// The completion offers every flag, each enumerated flag's values (and `--device list`),
    /// the commands, each command's options, and the built-in gestures a trace may name.
    @Test func theCompletionOffersEveryFlagValueAndCommand() {
        let script = Help.bashCompletion
        for flag in Flag.table {
            #expect(script.contains("--\(flag.name) ") || script.contains("--\(flag.name)\""))
            if case .choice(let options) = flag.kind {
                let words = options.joined(separator: " ")
                #expect(script.contains("\" --\(flag.name)\"|"), "\(flag.name) has no arm")
                #expect(script.contains(words), "\(flag.name)'s values")
            }
        }
        #expect(script.contains("ipad-mini pixel-9 galaxy-s24 list\""))
        #expect(script.contains("plot|matrix|explain|gestures) command="))
        #expect(script.contains("\"matrix --presets\") _sheetlab_list \"seed fluid"))
        #expect(script.contains("\"explain --format\") _sheetlab_words \"text json\""))
        for format in ExportFormat.allCases { #expect(script.contains(format.rawValue)) }
        for gesture in Gesture.library { #expect(script.contains("gesture:\(gesture.name)")) }
        #expect(script.hasSuffix("complete -F _sheetlab sheetlab"))
    }

    /// A command's options and positional argument are read from its synopsis.
    @Test func aSynopsisGivesTheCommandsOptions() {
        let plot = Help.synopsis(Help.plotUsage)
        #expect(plot.options.map(\.name) == ["--out", "--scale"])
        #expect(plot.options.map(\.value) == [.files(gestures: false), .free])
        #expect(plot.positional == .files(gestures: false) && !plot.takesFlags)
        let explain = Help.synopsis(Help.explainUsage)
        #expect(explain.positional == .files(gestures: true) && explain.takesFlags)
        #expect(
            explain.options.map(\.value) == [
                .words(["text", "json"]),
                .list(ConfigFile.platforms.map(\.format.rawValue) + ["all"]),
            ])
        let matrix = Help.synopsis(Help.matrixUsage)
        #expect(matrix.options.first?.value == .list(Preset.allCases.map(\.rawValue) + ["all"]))
    }
}
