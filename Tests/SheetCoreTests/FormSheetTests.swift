import Testing

@testable import SheetCore

/// An iPad in a regular width (issue 39): UIKit's sheet is a centred form sheet of its
/// default size, not a bottom sheet (docs/presets.md, "The iPad form sheet").
struct FormSheetTests {
    static let ipad = ["--preset", "uikit", "--device", "ipad-mini"]

    @Test func theDefaultSizeFollowsTheScreensLongerSide() {
        // `defaultFormSheetSizeForScreenSize:` (iOS 18.2 and 26.1): ≤ 1024, < 1590, else.
        #expect(FormSheet.defaultSize(longerSide: 1024) == Size(width: 540, height: 600))
        #expect(FormSheet.defaultSize(longerSide: 1133) == Size(width: 580, height: 640))
        #expect(FormSheet.defaultSize(longerSide: 1589) == Size(width: 580, height: 640))
        #expect(FormSheet.defaultSize(longerSide: 1590) == Size(width: 620, height: 680))
    }

    @Test func onlyTheSystemLooksOnAnIPadShowOne() throws {
        let ios26 = try #require(try parsedRun(Self.ipad).constants.formSheet)
        #expect(ios26.size == Size(width: 580, height: 640) && ios26.cornerRadius == 32)
        let ios18 = try parsedRun(Self.ipad + ["--look", "ios18"]).constants.formSheet
        #expect(ios18?.cornerRadius == 10)
        #expect(try parsedRun(Self.ipad + ["--look", "seed"]).constants.formSheet == nil)
        #expect(
            try parsedRun(["--preset", "uikit", "--device", "iphone-17-pro"]).constants
                .formSheet == nil)
        // A window too small for the default size gets the window's (UIKit's fallback).
        let small = try parsedRun(Self.ipad + ["--window", "744x500"]).constants.formSheet
        #expect(small?.size == Size(width: 580, height: 500))
    }

    /// The sheet's shape in the scene for `driver`'s machine: the sheet-coloured shape wider
    /// than a quarter of the window.
    static func sheet(_ driver: Driver) -> (Rect, CornerRadii)? {
        let scene = Layout(measurer: FakeMeasurer()).scene(for: driver.machine)
        let palette = driver.machine.constants.appearance.palette
        for case .shape(let rect, let radii, let color) in scene.items
        where color == palette.sheet && rect.width > driver.machine.window.width / 4 {
            return (rect, radii)
        }
        return nil
    }

    @Test func itRestsCentredWithFourRoundedCornersAndThePageFlat() throws {
        let configuration = try parsedRun(Self.ipad)
        var driver = Driver { $0 = configuration }
        driver.key(.enter)
        driver.wait(1.5)
        #expect(abs(driver.height - (1133 + 640) / 2) < 0.01, "\(driver.height)")
        let (frame, radii) = try #require(Self.sheet(driver))
        #expect(frame == Rect(x: 82, y: 246.5, width: 580, height: 640), "\(frame)")
        #expect(
            radii
                == {
                    var r = CornerRadii(all: 32)
                    r.continuous = true
                    return r
                }())
        let scene = Layout(measurer: FakeMeasurer()).scene(for: driver.machine)
        #expect(scene.pageFrame == Rect(x: 0, y: 0, width: 744, height: 1133), "no card")
        #expect(abs(driver.machine.dimAlpha - 0.2) < 1e-9, "the system dim")
        // Its content is laid out at its own width: no line runs past its right edge.
        for run in texts(scene.items) where run.origin.y > frame.y {
            #expect(run.origin.x >= 82 && run.origin.x < 82 + 580, "\(run.text)")
        }
    }

    @Test func aTapBesideItDismissesAndATapOnItDoesNot() throws {
        let configuration = try parsedRun(Self.ipad + ["--start", "form"])
        var driver = Driver { $0 = configuration }
        // On the sheet, well inside it: nothing happens.
        driver.click(Point(x: 372, y: 700))
        driver.wait(0.6)
        #expect(!driver.names.contains("dismiss"), "\(driver.names)")
        // Beside it, at the same height, on the dim: it goes.
        driver.click(Point(x: 40, y: 700))
        driver.wait(0.6)
        #expect(driver.names.contains("dismiss"), "\(driver.names)")
    }

    @Test func draggedDownItFollowsAndALongDragDismissesIt() throws {
        let configuration = try parsedRun(Self.ipad + ["--start", "form"])
        var driver = Driver { $0 = configuration }
        let rest = driver.height
        // A short slow drag comes back to rest.
        driver.drag(fromY: 300, toY: 380, duration: 0.5, pause: 0.3, x: 372)
        driver.wait(1)
        #expect(abs(driver.height - rest) < 0.01 && !driver.names.contains("dismiss"))
        // A long one carries it off, followed all the way.
        driver.send(.pointerDown(Point(x: 372, y: 300)))
        for step in 1...30 {
            driver.time += 1.0 / 60
            driver.send(.pointerMove(Point(x: 372, y: 300 + Double(step) * 20)))
        }
        #expect(abs(driver.height - (rest - 600)) < 0.01, "\(driver.height)")
        driver.time += 0.3
        driver.send(.pointerUp(Point(x: 372, y: 900)))
        driver.wait(1)
        #expect(driver.names.contains("dismiss"), "\(driver.names)")
    }

    @Test func theDetentsItSetsAsideStartItAtItsPlace() throws {
        for start in ["default", "max", "form"] {
            let configuration = try parsedRun(Self.ipad + ["--start", start])
            let driver = Driver { $0 = configuration }
            #expect(abs(driver.height - 886.5) < 0.01, "\(start): \(driver.height)")
        }
    }

    @Test func explicitDetentsAreNotedAsSetAside() throws {
        let notes = try parsedRun(Self.ipad + ["--detents", "small=200,max"]).unusedFlagNotes
        #expect(notes.contains { $0.contains("form sheet") && $0.contains("--detents") })
        let seed = try parsedRun(["--device", "ipad-mini"]).unusedFlagNotes
        #expect(seed.contains { $0.contains("--look ios18 and ios26 draw") }, "\(seed)")
    }

    @Test func theDetentsFlagsSetAsideLeaveItCentredAndDimmed() throws {
        for extra in [["--top-inset", "300"], ["--undimmed-detent", "form"]] {
            let configuration = try parsedRun(Self.ipad + extra + ["--start", "form"])
            let driver = Driver { $0 = configuration }
            #expect(driver.height == 886.5, "\(extra): \(driver.height)")
            #expect(abs(driver.machine.dimAlpha - 0.2) < 1e-9, "\(extra): the dim stays")
            let notes = configuration.unusedFlagNotes
            #expect(notes.contains { $0.contains("which sets aside --\(extra[0].dropFirst(2))") })
        }
        // A tuned radius is UIKit's preferredCornerRadius: the form sheet takes it.
        let rounded = try parsedRun(Self.ipad + ["--corner-radius", "20"]).constants.formSheet
        #expect(rounded?.cornerRadius == 20)
    }
}
