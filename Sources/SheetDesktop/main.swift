import SheetCore

#if canImport(Glibc)
    import Glibc
#endif

let command: Command
do {
    command = try Command.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    Output.error(error.message)
    exit(error.exitCode)
}

switch command {
case .help:
    Output.line(Help.text)
case .helpMarkdown:
    Output.line(Help.markdown)
case .version:
    Output.line("SheetLab \(sheetLabVersion)")
case .run(var configuration):
    for note in configuration.unusedFlagNotes { Output.error(note) }
    if let path = configuration.contentPath {
        do {
            configuration.contentText = try TextFile.read(path, flag: "content")
        } catch {
            Output.error(error.message)
            exit(error.exitCode)
        }
    }
    exit(App.run(configuration))
}
