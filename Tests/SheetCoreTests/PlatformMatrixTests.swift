import Testing

@testable import SheetCore

/// `matrix --platforms`' table: where SheetLab's sheet and each pasted export land on the
/// built-in gestures, what counts as a difference, and what an empty cell says.
struct PlatformMatrixTests {
    static func table(_ flags: [String]) throws -> PlatformMatrix {
        let content = ConfigFile.landingContent
        return PlatformMatrix(configuration: try parsedRun(flags), contentHeight: content) {
            $0.measuringContent { _, _ in content }
        }
    }

    /// Tuned with UIKit's own preset, the UIKit and SwiftUI columns are SheetLab's.
    @Test func uikitsOwnPresetLandsAsUIKit() throws {
        let table = try Self.table(["--preset", "uikit", "--detents", "a=260,b=50%,max"])
        for row in table.rows {
            #expect(!table.differs(row, 0) && !table.differs(row, 1), "\(row)")
        }
        // SheetLab's own pointer settings are not UIKit's: a huge tap slop makes every
        // drag a tap in SheetLab, not in UIKit.
        let slop = try Self.table([
            "--preset", "uikit", "--detents", "a=260,b=50%,max", "--tap-slop", "1000",
        ])
        #expect(slop.rows.contains { slop.differs($0, 0) })
    }

    /// A panel no finger moves stays on every platform; two detents at one height are one
    /// place, whichever name a library lands on.
    @Test func stillAndSameHeightSheetsDifferNowhere() throws {
        let fixed = try Self.table(["--style", "fixed"])
        for row in fixed.rows {
            #expect(row.sheetLab == "panel" && row.cells.allSatisfy { $0 == "panel" }, "\(row)")
        }
        let twins = try Self.table(["--style", "half", "--half-fraction", "1"])
        for row in twins.rows {
            #expect(row.cells.indices.allSatisfy { !twins.differs(row, $0) }, "\(row)")
        }
    }

    /// An empty cell says why; a library without SheetLab's lowest detent says where it
    /// begins; a fit detent says what it holds.
    @Test func emptyCellsAndOtherStartsAreExplained() throws {
        let ipad = try Self.table(["--device", "ipad-mini", "--preset", "uikit"])
        let vaul = try #require(ipad.platforms.firstIndex(of: "vaul"))
        #expect(ipad.rows.allSatisfy { $0.cells[vaul] == PlatformMatrix.noLanding })
        #expect(ipad.reasons[vaul]?.contains("form sheet") == true)
        #expect(ipad.text.contains("— vaul: SheetLab draws UIKit's form sheet"))
        let three = try Self.table([
            "--detents", "peek=120,half=50%,full=max", "--dismiss-height", "60",
        ])
        let compose = try #require(three.platforms.firstIndex(of: "Compose"))
        #expect(three.starts[compose]?.contains("half or full") == true)
        #expect(three.starts[compose]?.contains("peek not expressed") == true)
        let fit = try Self.table(["--detents", "small=fit,max"])
        #expect(fit.text.contains("A fit detent holds 250 pt of content here"))
    }

    /// An export whose fit detent would not rise with the headers' 250 pt of content says it
    /// is not compared, as `matrix --platforms` refuses it.
    @Test func aFitThatWouldNotRiseIsNotCompared() throws {
        let configuration = try parsedRun(["--detents", "fit,240"])
        #expect(throws: UsageError.self) { try configuration.validateFit(contentHeight: 250) }
        let text = ConfigFile.files(configuration, as: .vaul).files[0].text
        #expect(text.contains("// Released: not compared with SheetLab's sheet (its fit detent"))
        #expect(!text.contains("lands otherwise than SheetLab"))
    }
}
