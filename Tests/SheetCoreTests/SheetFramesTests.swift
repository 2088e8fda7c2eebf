import Testing

@testable import SheetCore

/// `SheetFrames`, which the scene lays out on and `--export swift-package`'s UIKit adapter
/// applies: a sheet attached to the bottom edge meets it at every height, the card recedes
/// to `--card-scale` at the highest detent, and a floating sheet (iOS 26) sits inset.
struct SheetFramesTests {
    static func machine(_ arguments: [String], at detent: String) throws -> SheetMachine {
        guard case .run(var configuration) = try Command.parse(arguments) else {
            throw UsageError("not a run")
        }
        configuration.constants.start = detent
        return SheetMachine(configuration: configuration)
    }

    @Test(arguments: [["--preset", "fluid"], ["--preset", "vaul"], ["--style", "card"]])
    func anAttachedSheetMeetsTheBottomEdgeAtEveryDetent(_ arguments: [String]) throws {
        let names = try Self.machine(arguments, at: "page").detents.resting.map(\.name)
        for name in names {
            let machine = try Self.machine(arguments, at: name)
            let frames = machine.frames
            let window = machine.window
            #expect(frames.floating == nil)
            #expect(
                frames.sheet
                    == Rect(
                        x: 0, y: window.height - machine.height, width: window.width,
                        height: machine.height), "\(arguments) at \(name)")
            #expect(frames.sheet.maxY == window.height)
        }
    }

    @Test func theCardRecedesToItsScaleAtTheHighestDetent() throws {
        let machine = try Self.machine(["--preset", "fluid", "--start", "max"], at: "max")
        let frames = machine.frames
        #expect(abs(frames.pageScale - machine.constants.cardScale) < 1e-9)
        #expect(abs(frames.page.width - machine.window.width * machine.constants.cardScale) < 1e-9)
        #expect(frames.page.midX == machine.window.width / 2)
        #expect(frames.sheet.y == machine.window.height - machine.height)
    }

    @Test func aFloatingSheetSitsInsetAtItsLowestDetent() throws {
        let arguments = ["--look", "ios26", "--device", "iphone-16"]
        let lowest = try Self.machine(arguments, at: "page").detents.lowest.name
        let frames = try Self.machine(arguments, at: lowest).frames
        let window = try Self.machine(arguments, at: lowest).window
        #expect(frames.floating != nil)
        #expect(frames.sheet.x > 0 && frames.sheet.maxX < window.width)
        #expect(frames.sheet.maxY < window.height)
        let corners = frames.sheetCorners(radius: 10)
        #expect(corners.bottomLeft > 0 && corners.topLeft > 0)
    }
}
