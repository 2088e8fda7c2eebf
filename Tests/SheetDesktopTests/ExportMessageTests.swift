import Testing

@testable import SheetDesktop

/// What `E` says (issue 26 §4): the folder once, by its absolute path, then the files.
@MainActor
struct ExportMessageTests {
    @Test func theFolderComesFirstThenEachFileByItsName() {
        let said = App.exported(
            [
                (
                    phone: nil,
                    paths: ["out/sheet-config.json", "out/SheetConstants.swift", "out/a.kt"]
                )
            ],
            into: "/home/me/out")
        #expect(
            said == "exported to /home/me/out: sheet-config.json, SheetConstants.swift and a.kt")
        let one = App.exported([(phone: nil, paths: ["sheet-config-2.json"])], into: "/w")
        #expect(one == "exported to /w: sheet-config-2.json")
    }

    @Test func twoPhonesShareTheFolderAndKeepTheirNames() {
        let said = App.exported(
            [
                (phone: "phone 1 (seed)", paths: ["d/sheet-config.json", "d/sheet.dart"]),
                (phone: "phone 2 (fluid)", paths: ["d/sheet-config-2.json", "d/sheet-2.dart"]),
            ], into: "/d")
        #expect(
            said
                == "exported to /d: phone 1 (seed): sheet-config.json and sheet.dart; "
                + "phone 2 (fluid): sheet-config-2.json and sheet-2.dart")
        #expect(!said.contains("\n"))
    }

    @Test func nothingWrittenSaysNothing() {
        #expect(App.exported([(phone: nil, paths: [])], into: "/d").isEmpty)
    }

    @Test func theFolderIsAbsolute() {
        #expect(ExportFile.absolute(".").hasPrefix("/"))
        #expect(ExportFile.absolute("/tmp/../tmp") == ExportFile.absolute("/tmp"))
        #expect(ExportFile.absolute("/no/such/dir") == "/no/such/dir")
    }
}
