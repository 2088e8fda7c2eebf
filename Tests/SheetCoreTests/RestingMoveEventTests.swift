import Testing

@testable import SheetCore

/// A resting sheet that the detents move (a resize, a mid-trace config, measured content)
/// says where it now rests (R4 #7, R3 #14): a `settled` event at the new height, and none
/// when the height is unchanged.
@Suite struct RestingMoveEventTests {
    func threeDetents(start: String) -> Driver {
        Driver(start: start) { configuration in
            configuration.constants.detents = try? DetentSpec.list("peek=120,half=50%,full=max")
            configuration.constants.dismissHeight = 100
        }
    }

    @Test func aResizeThatMovesTheRestingSheetSettlesItAtItsNewHeight() {
        var driver = threeDetents(start: "half")
        driver.send(.resize(Size(width: 390, height: 600)))
        driver.wait(1)
        #expect(
            driver.log == [
                .resize(Size(width: 390, height: 600)),
                .settled(detent: "half", index: 1, height: 300),
            ])
    }

    @Test func aResizeThatLeavesTheHeightSaysNothingMore() {
        var driver = threeDetents(start: "peek")  // 120 pt in any window
        driver.send(.resize(Size(width: 390, height: 600)))
        driver.wait(1)
        #expect(driver.log == [.resize(Size(width: 390, height: 600))])
    }

    @Test func aConfigChangeThatMovesTheRestingSheetSettlesIt() throws {
        var driver = threeDetents(start: "half")
        var changed = driver.machine.constants
        changed.detents = try DetentSpec.list("z=300")
        changed.start = "z"
        driver.send(.reconfigure(changed))
        driver.wait(1)
        #expect(driver.log == [.settled(detent: "z", index: 0, height: 300)])
    }

    @Test func aConfigChangeThatLeavesTheHeightSaysNothing() {
        var driver = threeDetents(start: "half")
        var changed = driver.machine.constants
        changed.dimAlpha = 0.3
        driver.send(.reconfigure(changed))
        driver.wait(1)
        #expect(driver.log.isEmpty)
    }

    @Test func measuredContentThatMovesARestingFitDetentSettlesIt() {
        var driver = Driver(start: "fit") { configuration in
            configuration.constants.detents = try? DetentSpec.list("fit,max")
            configuration.constants.dismissHeight = 20
        }
        driver.machine.setContentHeight(333)
        driver.wait(1)
        #expect(driver.log == [.settled(detent: "fit", index: 0, height: 333)])
    }
}
