import Testing

@testable import SheetCore

/// `--replay TRACE --compare A,B`: each phone keeps the trace's detent settings unless it sets
/// its own (R3 #7); a `--compare` file whose list is bad is blamed by name (R4 #9b).
@Suite struct ComparedReplayTests {
    /// The header of a trace recorded on three detents with the sequential policy.
    func recorded() throws -> Configuration {
        var configuration = Configuration()
        configuration.constants.detents = try DetentSpec.list("peek=250,half=50%,full=max")
        configuration.constants.policy = .sequential
        configuration.constants.start = "half"
        configuration.constants.undimmedDetent = UndimmedDetent(rawValue: "peek")
        return configuration
    }

    @Test func presetAndStylePhonesKeepTheTracesDetents() throws {
        var phones = [
            try ComparedPhone.parse(.preset(.seed), rest: []),
            try ComparedPhone.parse(.style(.sheet), rest: []),
        ]
        let note = try ComparedPhone.replaying(&phones, recorded: recorded(), tracePath: "t.jsonl")
        #expect(note == nil)
        for phone in phones {
            #expect(phone.configuration.constants.detents?.map(\.name) == ["peek", "half", "full"])
            #expect(phone.configuration.constants.start == "half")
            #expect(phone.configuration.constants.undimmedDetent.rawValue == "peek")
        }
        // A preset's policy is its own; a style takes the trace's.
        #expect(phones[0].configuration.constants.policy == .seed)
        #expect(phones[1].configuration.constants.policy == .sequential)
    }

    @Test func aPresetsOwnUndimmedDetentIsMappedOntoTheTracesList() throws {
        var phones = [
            try ComparedPhone.parse(.preset(.floatingpanel), rest: []),
            try ComparedPhone.parse(.preset(.vaul), rest: []),
        ]
        _ = try ComparedPhone.replaying(&phones, recorded: recorded(), tracePath: "t.jsonl")
        // FloatingPanel dims at its highest detent only: half is the one under it.
        #expect(phones[0].configuration.constants.undimmedDetent.rawValue == "half")
        #expect(phones[0].configuration.constants.policy == .projected)
        #expect(phones[1].configuration.constants.undimmedDetent.rawValue == "peek")
    }

    @Test func aFilesOwnListWinsAndIsNotedOnce() throws {
        let own = try ConfigFile.entries(
            #"{"detents":"a=300,b=max","start":"a"}"#, path: "own.json")
        var phones = [
            try ComparedPhone.parse(.file("own.json"), rest: [], own: own),
            try ComparedPhone.parse(.file("own2.json"), rest: [], own: own),
        ]
        let note = try ComparedPhone.replaying(&phones, recorded: recorded(), tracePath: "t.jsonl")
        #expect(phones[0].configuration.constants.detents?.map(\.name) == ["a", "b"])
        // The trace's start and undimmed detent are not in the file's list: the file's hold.
        #expect(phones[0].configuration.constants.start == "a")
        #expect(phones[0].configuration.constants.undimmedDetent == .none)
        #expect(
            note == "--compare: own.json and own2.json set their own --detents, not the trace's "
                + "(peek=250,half=50%,full=max): its phone rests at the file's list, so the "
                + "replayed gesture may decide differently")
    }

    @Test func theCommandLinesListWinsWithoutANote() throws {
        let rest = ["--detents", "x=260,y=max"]
        var phones = [
            try ComparedPhone.parse(.preset(.seed), rest: rest),
            try ComparedPhone.parse(.style(.sheet), rest: rest),
        ]
        let note = try ComparedPhone.replaying(&phones, recorded: recorded(), tracePath: "t.jsonl")
        #expect(note == nil)
        #expect(
            phones.allSatisfy { $0.configuration.constants.detents?.map(\.name) == ["x", "y"] })
    }

    @Test func aTraceWhoseListDoesNotSuitAPhoneIsBadData() throws {
        let own = try ConfigFile.entries(#"{"dismiss-height":260}"#, path: "high.json")
        var phones = [
            try ComparedPhone.parse(.file("high.json"), rest: [], own: own),
            try ComparedPhone.parse(.preset(.seed), rest: []),
        ]
        #expect(
            throws: ConfigFileError(
                "t.jsonl: the recorded detents do not suit --compare high.json: --detents: "
                    + "peek (250 pt) must be above --dismiss-height 260")
        ) {
            try ComparedPhone.replaying(&phones, recorded: recorded(), tracePath: "t.jsonl")
        }
    }

    @Test func aCompareFileWithABadListIsBlamedByName() throws {
        let own = try ConfigFile.entries(#"{"detents":"500,300"}"#, path: "bad.json")
        #expect(
            throws: ConfigFileError(
                "bad.json: --detents: 300 (300 pt) must be above 500 (500 pt): heights rise, "
                    + "lowest first")
        ) {
            try ComparedPhone.parse(.file("bad.json"), rest: [], own: own)
        }
        // The command line's own mistake stays a usage error.
        #expect(throws: UsageError.self) {
            try ComparedPhone.parse(.file("ok.json"), rest: ["--detents", "500,300"], own: [])
        }
    }
}
