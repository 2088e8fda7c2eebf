import SheetCore

/// `SheetDesktop gestures`: the built-in gestures, each with what it does.
enum GesturesCommand: Subcommand {
    static let name = "gestures"

    static func run(_ arguments: [String]) -> ExitCode {
        // `gestures --help` asks for its own usage, as the other subcommands' do.
        if SubcommandOptions.asksForHelp(arguments) {
            return Output.result("usage: \(Help.gesturesUsage)\n\(Help.gesturesHelp)")
        }
        guard arguments.isEmpty else {
            return Output.failure(
                UsageError("gestures takes no arguments (usage: \(Help.gesturesUsage))"))
        }
        let width = Gesture.library.map(\.name.count).max() ?? 0
        return Output.result(
            Gesture.library.map { gesture in
                gesture.name + String(repeating: " ", count: width - gesture.name.count + 2)
                    + gesture.summary
            }.joined(separator: "\n"))
    }
}
