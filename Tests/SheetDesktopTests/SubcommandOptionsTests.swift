import SheetCore
import Testing

@testable import SheetDesktop

/// The subcommands declare their options as values, read by the one argument reader the
/// app's flags use (issue 38): the same forms are taken and the same mistakes are said the
/// same way by `plot`, `matrix` and `explain` (`plot --scale=2` was refused, `--out=` taken).
@MainActor
struct SubcommandOptionsTests {
    static let declared: [(String, SubcommandOptions)] = [
        ("plot", PlotCommand.options), ("matrix", MatrixCommand.options),
        ("explain", ExplainCommand.options),
    ]

    /// The usage error `body` throws, in words; nil when it throws none.
    static func message(_ body: () throws -> Void) -> String? {
        do {
            try body()
            return nil
        } catch let error as UsageError {
            return error.message
        } catch {
            return "not a usage error: \(error)"
        }
    }

    @Test func theReaderTellsOptionsValuesAndWordsApart() {
        var reader = ArgumentReader(["--a=b=c", "-h", "--", "--d", "--e", "word", "-x"])
        #expect(reader.next() == .option(name: "a", inlineValue: "b=c"))
        #expect(reader.next() == .option(name: "help", inlineValue: nil))
        #expect(reader.next() == .word("--"))
        #expect(reader.next() == .option(name: "d", inlineValue: nil))
        // `--d --e`: --d has no value (an option is not one), unless it may look like one.
        #expect(reader.value(inline: nil) == nil)
        #expect(reader.value(inline: nil, takingOptions: true) == "--e")
        #expect(reader.next() == .word("word"))
        #expect(reader.next() == .word("-x"))
        #expect(reader.next() == nil)
    }

    @Test func everyDeclaredOptionIsTakenInBothFormsAndOnce() throws {
        for (command, options) in Self.declared {
            for name in options.names {
                let spaced = try options.scan(["--" + name, "v"])
                let joined = try options.scan(["--\(name)=v"])
                #expect(spaced == joined && spaced.values[name] == "v", "\(command) --\(name)")
                #expect(
                    Self.message { _ = try options.scan(["--\(name)=a", "--" + name, "b"]) }
                        == "--\(name) is given twice (\(options.usage))", "\(command)")
                #expect(
                    Self.message { _ = try options.scan(["--" + name]) }
                        == "--\(name) needs a value (\(options.usage))", "\(command)")
            }
            #expect(
                Self.message { _ = try options.scan(["-x"]) }
                    == "unexpected argument '-x' (\(options.usage)); a trace named so is ./-x",
                "\(command)")
        }
    }

    @Test func theSheetsFlagsArePassedOnAsTypedWhereTheyAreTaken() throws {
        let scanned = try MatrixCommand.options.scan(
            ["t.jsonl", "--detents=low=100,max", "--grabber-tap", "on", "--format", "md"],
            checkSheetFlag: MatrixCommand.checkSheetFlag)
        #expect(scanned.words == ["t.jsonl"])
        #expect(scanned.sheetFlags == ["--detents", "low=100,max", "--grabber-tap", "on"])
        #expect(scanned.sheetFlagNames == [.detents, .grabberTap])
        #expect(scanned.values == ["format": "md"])
        #expect(
            Self.message {
                _ = try MatrixCommand.options.scan(
                    ["--preset", "seed"], checkSheetFlag: MatrixCommand.checkSheetFlag)
            } == "matrix: --preset is a column's choice; name the columns with --presets LIST")
        // plot takes no flag of the sheet's: a trace is plotted with its own constants.
        #expect(
            Self.message { _ = try PlotCommand.options.scan(["--detents", "max"]) }
                == "unexpected argument '--detents' (\(PlotCommand.usage))")
    }

    @Test func plotSaysWhatIsMissing() {
        #expect(
            Self.message { _ = try PlotCommand.parse(["--out", "p.png"]) }
                == "plot needs a TRACE (\(PlotCommand.usage))")
        #expect(
            Self.message { _ = try PlotCommand.parse(["t.jsonl"]) }
                == "plot needs --out FILE.png (\(PlotCommand.usage))")
        #expect(
            Self.message { _ = try PlotCommand.parse(["t.jsonl", "--out="]) }
                == "--out: the path is empty")
    }

    @Test func plotReadsItsScaleInEitherForm() throws {
        let (trace, out, scale) = try PlotCommand.parse(["t.jsonl", "--scale=3", "--out=p.png"])
        #expect(trace == "t.jsonl" && out == "p.png" && scale == 3)
        #expect(
            Self.message { _ = try PlotCommand.parse(["t.jsonl", "--out", "p.png", "--scale=9"]) }
                == "--scale: '9' is not a whole number from 1 to 4")
    }
}
