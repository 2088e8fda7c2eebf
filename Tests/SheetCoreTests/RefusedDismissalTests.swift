import Testing

@testable import SheetCore

/// `--dismissible off` (issue 39, UIKit's `isModalInPresentation`): the user cannot dismiss
/// the sheet — a drag down resists and springs back, a tap on the dim, Esc, Down at the
/// lowest detent and a one-detent grabber tap do nothing — and the exports say so.
struct RefusedDismissalTests {
    static func driver(_ arguments: [String], start: String = "default") throws -> Driver {
        let configuration = try parsedRun(arguments + ["--start", start])
        return Driver { $0 = configuration }
    }

    @Test(arguments: ["seed", "uikit", "fluid", "vaul", "material"])
    func aFlickDownSpringsBackToTheLowestDetent(preset: String) throws {
        var driver = try Self.driver(["--preset", preset, "--dismissible", "off"])
        let rest = driver.height
        let top = driver.windowHeight - rest
        driver.send(.pointerDown(Point(x: 195, y: top + 40)))
        for step in 1...12 {
            driver.time += 0.016
            driver.send(.pointerMove(Point(x: 195, y: top + 40 + Double(step) * 40)))
        }
        // Resisting: under half the 480 pt the finger went below the lowest detent.
        #expect(rest - driver.height < 240, "held at \(driver.height) of \(rest)")
        #expect(!driver.machine.releaseWouldDismiss)
        driver.send(.pointerUp(Point(x: 195, y: top + 40 + 480)))
        driver.wait(2)
        #expect(driver.machine.isPresented, "\(preset)")
        #expect(abs(driver.height - rest) < 0.5, "\(preset): back at the lowest detent")
        #expect(!driver.log.contains { if case .dismiss = $0 { true } else { false } })
        // The same flick without the flag dismisses.
        var free = try Self.driver(["--preset", preset])
        free.send(.pointerDown(Point(x: 195, y: top + 40)))
        for step in 1...12 {
            free.time += 0.016
            free.send(.pointerMove(Point(x: 195, y: top + 40 + Double(step) * 40)))
        }
        free.send(.pointerUp(Point(x: 195, y: top + 40 + 480)))
        free.wait(2)
        #expect(!free.machine.isPresented, "\(preset) dismisses when it may")
    }

    @Test func aTapOnTheDimEscAndDownDoNothing() throws {
        var driver = try Self.driver(["--dismissible", "off"])
        driver.click(Point(x: 195, y: 100))
        driver.wait(1)
        #expect(driver.machine.isPresented, "a tap on the dim")
        driver.key(.escape)
        driver.wait(1)
        driver.key(.down)
        driver.wait(1)
        #expect(driver.machine.isPresented, "Esc and Down")
        var one = try Self.driver(
            ["--dismissible", "off", "--grabber-tap", "on", "--detents", "only=max"],
            start: "only")
        one.click(Point(x: 195, y: one.windowHeight - one.height + 7))
        one.wait(1)
        #expect(one.machine.isPresented, "a one-detent grabber tap")
    }

    @Test func explainSaysWhyTheSheetCameBack() throws {
        let configuration = try parsedRun(["--dismissible", "off"])
        let style = configuration.sheetStyle
        let detents = style.detents(window: configuration.constants.window)
        let release = Release(
            height: 80, translation: 220, velocity: 900, windowHeight: 844, startIndex: 0)
        var trace = RuleTrace(recording: true)
        let decision = style.behavior.evaluate(release, detents: detents, into: &trace)
        #expect(decision.target == .detent(detents.lowest))
        let facts = trace.steps.flatMap(\.facts)
        #expect(
            facts.contains {
                if case .pick(let how, _) = $0 { how.contains("--dismissible off") } else { false }
            })
    }

    @Test func theExportsRefuseToo() throws {
        let configuration = try parsedRun(["--dismissible", "off", "--preset", "uikit"])
        #expect(ConfigFile.swift(configuration).contains("content.isModalInPresentation = true"))
        #expect(
            ConfigFile.swiftUI(configuration.constants).contains(".interactiveDismissDisabled()"))
    }
}
