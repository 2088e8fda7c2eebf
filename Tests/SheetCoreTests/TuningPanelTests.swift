import Testing

@testable import SheetCore

struct TuningPanelTests {
    @Test func listsTheStylesNumbersWithWhereTheSheetRestsFirst() {
        let panel = TuningPanel(Configuration())
        #expect(panel.rows.first?.flag == "default-height")
        #expect(panel.rows.contains { $0.flag == "snap-duration" })
        var spring = Configuration()
        spring.constants.animation = .spring
        #expect(TuningPanel(spring).rows.contains { $0.flag == "spring-response" })
        #expect(
            !panel.rows.contains { $0.flag == "panel-height" }, "only the style's own constants")
        let fixed = TuningPanel(Configuration(style: .fixed))
        #expect(fixed.rows.first?.flag == "panel-height")
    }

    @Test func aSliderAppliesLiveAndCannotLeaveItsRange() {
        var panel = TuningPanel(Configuration())
        panel.drag(0, to: 0.5)
        let row = panel.rows[0]
        #expect(
            panel.applied.constants.defaultHeight
                == row.snapped(row.lower + (row.upper - row.lower) / 2)
                && panel.problem == nil)
        #expect(panel.rows[0].isChanged)
        panel.drag(0, to: 2)
        #expect(panel.rows[0].value == panel.rows[0].upper)
        panel.set(0, to: -50)
        #expect(panel.rows[0].value > 0, "the range excludes 0")
    }

    @Test func inconsistentDetentsAreShownNeverApplied() {
        var panel = TuningPanel(Configuration())
        panel.set(1, to: 350)  // dismiss above default
        #expect(panel.rows[1].value == 350)
        #expect(panel.applied.constants.dismissHeight == 200)
        #expect(
            panel.problem == "--dismiss-height 350 must be below --default-height 300 (the default)"
        )
        panel.set(0, to: 400)  // now consistent again: both apply
        #expect(
            panel.applied.constants.dismissHeight == 350
                && panel.applied.constants.defaultHeight == 400
                && panel.problem == nil)
    }

    @Test func keysSelectNudgeAndReset() {
        var panel = TuningPanel(Configuration())
        panel.select(-1, height: 844, measurer: FakeMeasurer())
        #expect(panel.selected == panel.rows.count - 1)
        panel.select(1, height: 844, measurer: FakeMeasurer())
        panel.nudge(1)
        #expect(abs(panel.rows[0].value - (300 + panel.rows[0].step)) < 0.001)
        panel.nudge(1, large: true)
        #expect(abs(panel.rows[0].value - (300 + 11 * panel.rows[0].step)) < 0.001)
        panel.select(5, height: 844, measurer: FakeMeasurer())
        panel.nudge(-1)
        panel.reset(all: false)
        #expect(panel.rows[5].value == panel.rows[5].original && panel.rows[0].isChanged)
        panel.reset(all: true)
        #expect(!panel.isChanged && panel.applied == Configuration())
    }

    @Test func theMachineFollowsAReconfigurationAtRestAndInMotion() {
        var driver = Driver(start: "default")
        var changed = driver.machine.constants
        changed.defaultHeight = 380
        driver.machine.reconfigure(changed)
        #expect(driver.height == 380)
        driver.key(.up)
        driver.wait(0.2)
        changed.topInset = 100
        driver.machine.reconfigure(changed)
        driver.wait(0.3)
        #expect(driver.log.last == .settled(detent: "max", index: 1, height: 744))
    }
}

/// The sliders are the constants the run reads: a panel shows none that moves nothing.
struct TuningPanelSliderTests {
    /// The slider rows of a panel opened on `arguments`.
    static func sliders(_ arguments: [String]) throws -> Set<String> {
        let configuration = try parsedRun(arguments)
        return Set(TuningPanel(configuration).rows.filter { !$0.isChoice }.map(\.flag))
    }

    @Test func uikitsPolicyTunesItsProjectionAndFlickStepNotADismissLine() throws {
        let uikit = try Self.sliders(["--preset", "uikit"])
        #expect(uikit.contains("deceleration"), "the projection's rate (0.99)")
        #expect(uikit.contains("fullscreen-velocity"), "the flick step (1000 pt/s)")
        #expect(uikit.contains("rubber-constant"), "--overdrag uikit's 0.55")
        #expect(!uikit.contains("dismiss-height"), "--policy uikit does not read it")
        let policy = try Self.sliders(["--policy", "uikit"])
        #expect(policy.contains("deceleration") && !policy.contains("dismiss-height"))
    }

    /// `--fullscreen-velocity` is also the speed from which a release lands on the flick
    /// spring, whatever the policy decided: a slider for it under every policy then.
    @Test func theFlickSpeedIsTunedWhereverAFlickSpringIsUsed() throws {
        for policy in PolicyKind.allCases {
            let flicking = try Self.sliders([
                "--policy", policy.rawValue, "--animation", "spring", "--flick-damping", "0.5",
            ])
            #expect(flicking.contains("fullscreen-velocity"), "\(policy) with a flick spring")
            let curve = try Self.sliders(["--policy", policy.rawValue])
            #expect(
                curve.contains("fullscreen-velocity")
                    == policy.readFlags.contains(.fullscreenVelocity), "\(policy) on a curve")
        }
    }

    @Test func theFlickDampingIsASpringsOnly() throws {
        #expect(!(try Self.sliders([])).contains("flick-damping"), "seed lands on a curve")
        #expect(try Self.sliders(["--animation", "spring"]).contains("flick-damping"))
    }
}
