import Foundation
import Testing

@testable import SheetCore

struct PresetTests {
    /// One release every preset decides: from max, dragged down to 500 pt — below the middle
    /// of the detents, so position alone says default — ending with a slow flick up at 250 pt/s.
    func decision(_ configuration: Configuration) -> String {
        let style = configuration.sheetStyle
        let detents = style.detents(window: configuration.constants.window)
        return style.decide(
            Release(height: 500, translation: 280, velocity: -250, windowHeight: 844),
            detents: detents
        )
        .target.name
    }

    @Test func seedIsTheDefault() throws {
        var expected = Configuration()
        expected.explicitFlags = [.preset]
        #expect(try parsedRun(["--preset", "seed"]) == expected)
    }

    @Test func eachPresetSetsItsLibrarysNumbers() throws {
        let fluid = try parsedRun(["--preset", "fluid"])
        #expect(
            fluid.constants.policy == .projected && fluid.constants.animation == .spring
                && fluid.constants.overdrag == .rubber)
        let panmodal = try parsedRun(["--preset", "panmodal"])
        #expect(
            panmodal.constants.fullscreenVelocity == 300 && panmodal.constants.springDamping == 0.8
                && panmodal.constants.dimAlpha == 0.7)
        let floating = try parsedRun(["--preset", "floatingpanel"])
        #expect(
            floating.constants.deceleration == 0.998 && floating.constants.springResponse == 0.4
                && floating.constants.undimmedDetent == .default)
        let vaul = try parsedRun(["--preset", "vaul"])
        #expect(
            vaul.constants.fullscreenVelocity == 400 && vaul.constants.dismissProgress == 0.25
                && vaul.constants.curve == TimingCurve(0.32, 0.72, 0, 1))
        #expect(abs(vaul.constants.cardScale - 364.0 / 390) < 1e-12)
        #expect(
            abs(
                try parsedRun(["--preset", "vaul"] + ["--window", "500x900"]).constants.cardScale
                    - 474.0
                    / 500) < 1e-12)
        let material = try parsedRun(["--preset", "material"])
        #expect(
            material.constants.defaultHeight == 422 && material.constants.fullscreenVelocity == 500
                && material.constants.projectionTime == 0.1)
        let gorhom = try parsedRun(["--preset", "gorhom"])
        #expect(
            gorhom.constants.policy == .linear && gorhom.constants.projectionTime == 0.2
                && gorhom.constants.overdragFactor == 2.5
        )
    }

    @Test func presetsDecideTheSameReleaseTheirOwnWay() throws {
        #expect(decision(try parsedRun(["--preset", "seed"])) == "default")  // rule 4: dragged down
        #expect(decision(try parsedRun(["--preset", "fluid"])) == "max")  // projected to 624.75
        #expect(decision(try parsedRun(["--preset", "floatingpanel"])) == "max")
        // slower than 300: nearest
        #expect(decision(try parsedRun(["--preset", "panmodal"])) == "default")
        // slower than 400: nearest
        #expect(decision(try parsedRun(["--preset", "vaul"])) == "default")
        #expect(decision(try parsedRun(["--preset", "material"])) == "max")  // moving up expands
        #expect(decision(try parsedRun(["--preset", "gorhom"])) == "max")  // 500 + 50 = 550
        #expect(
            decision(try parsedRun(["--preset", "seed"] + ["--policy", "nearest"])) == "default")
    }

    @Test func explicitFlagsOverrideAPreset() throws {
        let fluid = try parsedRun(
            ["--preset", "fluid"] + ["--policy", "seed", "--spring-damping", "1"])
        #expect(
            fluid.constants.policy == .seed && fluid.constants.springDamping == 1
                && fluid.constants.animation == .spring)
        #expect(decision(fluid) == "default")
        #expect(try parsedRun(["--preset", "panmodal"]).constants.releaseVelocity == .drop)
        #expect(try parsedRun(["--preset", "gorhom"]).constants.springRest == 10)
        #expect(try parsedRun(["--preset", "vaul"]).constants.overdrag == .log)
    }

    @Test func presetIsNotedWithOtherStyles() throws {
        let half = try parsedRun(["--preset", "fluid"] + ["--style", "half"])
        #expect(half.unusedFlagNotes == ["--preset has no effect with --style half"])
        #expect(half.constants.animation == .curve)
    }
}
