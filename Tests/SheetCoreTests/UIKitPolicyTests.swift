import Testing

@testable import SheetCore

/// `--policy uikit` decides as UISheetPresentationController does (docs/presets.md): a
/// projection with 0.99 that ignores releases under 250 pt/s, a flick of 1000 pt/s one detent
/// further, and closed only for a sheet released below its lowest detent.
struct UIKitPolicyTests {
    /// Medium at 417 and large at 834, as `--preset uikit` rests in a 390×844 window.
    let detents = DetentSet(
        resting: [Detent(name: "medium", height: 417), Detent(name: "large", height: 834)],
        dismissLine: 200)
    let policy = UIKitReleasePolicy(decelerationRate: 0.99, flickVelocity: 1000)

    func decide(height: Double, velocity: Double) -> ReleaseDecision {
        policy.decide(
            Release(height: height, translation: 0, velocity: velocity, windowHeight: 844),
            detents: detents)
    }

    @Test func aReleaseSlowerThanTheMinimumSpeedLandsWhereItIsNearest() {
        // 240 pt/s up would carry 23.8 pt; counted as still, 620 is nearer medium.
        #expect(
            decide(height: 620, velocity: -240)
                == ReleaseDecision(
                    target: .detent(detents.resting[0]), rule: 3))
        // At 260 pt/s the projection (+25.7) takes it past the midpoint, 625.5.
        #expect(decide(height: 620, velocity: -260).target == .detent(detents.resting[1]))
    }

    @Test func aFastFlickThatWouldLandBackStepsOneDetentFurther() {
        // 1200 pt/s up from 450 projects to 568.8, still nearest medium, past it upward.
        #expect(
            decide(height: 450, velocity: -1200)
                == ReleaseDecision(
                    target: .detent(detents.resting[1]), rule: 1))
        // Under the flick speed, the same release stays at medium.
        #expect(decide(height: 450, velocity: -900).target == .detent(detents.resting[0]))
    }

    @Test func aSheetReleasedAboveItsLowestDetentNeverDismisses() {
        // 3000 pt/s down from 420 projects to 123, nearer closed than medium; but the sheet
        // never went below medium, so closed is no candidate.
        #expect(
            decide(height: 420, velocity: 3000)
                == ReleaseDecision(
                    target: .detent(detents.resting[0]), rule: 3))
    }

    @Test func belowTheLowestDetentClosedIsTheNearestOrTheFlicksNextStep() {
        // Slow, at 150: projected 120.3, nearer closed (0) than medium (417).
        #expect(decide(height: 150, velocity: 300) == ReleaseDecision(target: .dismiss, rule: 2))
        // At 250 still: nearer medium.
        #expect(decide(height: 250, velocity: 0).target == .detent(detents.resting[0]))
        // A 1500 pt/s flick down from 400 projects to 251.5, nearest medium, and is below it:
        // the next step down is closed.
        #expect(decide(height: 400, velocity: 1500) == ReleaseDecision(target: .dismiss, rule: 1))
    }

    @Test func thePresetIsUIKitsOwnAndDrawsWithItsLook() throws {
        guard case .run(let uikit) = try Command.parse(["--preset", "uikit"]) else {
            Issue.record("not a run")
            return
        }
        #expect(uikit.constants.policy == .uikit && uikit.constants.look == .ios26)
        #expect(uikit.constants.deceleration == 0.99 && uikit.constants.fullscreenVelocity == 1000)
        #expect(uikit.constants.animation == .spring && uikit.constants.springDamping == 1)
        // The look's figures come with it: UIKit's corner radius and dim.
        #expect(uikit.constants.cornerRadius == SheetLook.ios26.corners.radius)
        #expect(uikit.constants.dimAlpha == SystemSheetLook.dimAlpha)
        guard case .run(let drawn) = try Command.parse(["--preset", "uikit", "--look", "seed"])
        else {
            Issue.record("not a run")
            return
        }
        // A look given wins; the policy and spring stay UIKit's.
        #expect(drawn.constants.look == .seed && drawn.constants.policy == .uikit)
        #expect(drawn.constants.cornerRadius == Configuration().constants.cornerRadius)
    }
}

/// `--flick-damping`: a release at or faster than `--fullscreen-velocity` lands on a spring of
/// this damping (UIKit's `SheetHighSpeedDampingRatio` 0.8); slower ones, and every release
/// while it is 0, on `--spring-damping`.
struct FlickDampingTests {
    /// The damping of the spring a drag of `distance` points up over `duration` seconds from
    /// the default detent lands on.
    static func landingDamping(_ arguments: [String], distance: Double, duration: Double) throws
        -> Double?
    {
        let configuration = try parsedRun(arguments + ["--start", "default"])
        var driver = Driver { $0 = configuration }
        let top = driver.windowHeight - driver.height
        driver.drag(fromY: top + 40, toY: top + 40 - distance, duration: duration)
        guard case .animating(.spring(let motion), _) = driver.machine.motion else { return nil }
        return motion.spring.dampingRatio
    }

    @Test func aFastReleaseUnderUIKitLandsOnItsFlickSpring() throws {
        // 150 pt in 0.1 s: 1500 pt/s, past the 1000 pt/s flick speed.
        #expect(
            try Self.landingDamping(["--preset", "uikit"], distance: 150, duration: 0.1) == 0.8)
        // 150 pt in 0.5 s: 300 pt/s.
        #expect(try Self.landingDamping(["--preset", "uikit"], distance: 150, duration: 0.5) == 1)
    }

    @Test func withoutAFlickDampingEveryReleaseLandsOnTheSpring() throws {
        let fluid = ["--preset", "fluid"]
        #expect(try Self.landingDamping(fluid, distance: 150, duration: 0.1) == 0.86)
        let tuned = fluid + ["--flick-damping", "0.5"]
        #expect(try Self.landingDamping(tuned, distance: 150, duration: 0.1) == 0.5)
    }
}

/// `--overdrag uikit`: past large, UIScrollView's band over the gap to the safe area's top (10 pt
/// on a phone), so a 100 pt pull shows 8.5 pt; below the smallest detent, 1:1.
struct UIKitOverdragTests {
    /// Where the sheet is drawn `pull` points past where it rests at `start` (up: positive).
    static func drawn(start: String, pull: Double) throws -> (rest: Double, drawn: Double) {
        let configuration = try parsedRun(
            ["--preset", "uikit", "--look", "ios18", "--device", "iphone-16", "--start", start])
        var driver = Driver { $0 = configuration }
        let rest = driver.height
        let y = driver.windowHeight - rest + 40
        driver.send(.pointerDown(Point(x: 195, y: y)))
        for step in 1...20 {
            driver.time += 0.02
            driver.send(.pointerMove(Point(x: 195, y: y - pull * Double(step) / 20)))
        }
        return (rest, driver.height)
    }

    @Test func pastLargeItStretchesAtMostTheGapAboveIt() throws {
        let (rest, drawn) = try Self.drawn(start: "max", pull: 100)
        // (1 − 1/(100 · 0.55 / 10 + 1)) · 10 = 8.46 pt over large.
        #expect(abs(drawn - rest - 8.4615) < 0.01, "drawn \(drawn - rest) pt over large")
        let (_, far) = try Self.drawn(start: "max", pull: 600)
        #expect(far - rest < 10)
    }

    @Test func belowTheSmallestDetentItFollowsTheFinger() throws {
        let (rest, drawn) = try Self.drawn(start: "default", pull: -150)
        #expect(abs(rest - 150 - drawn) < 0.001)
    }
}

/// Under `--preset uikit` the UIKit and SwiftUI exports present UIKit's own sheet, which
/// releases, springs, bands and taps as the preset does: those constants are expressed, and
/// one tuned away from UIKit's is listed as not.
struct UIKitExportTests {
    static func notExpressed(_ text: String) -> [String] {
        guard let start = text.range(of: "// Not expressed") else { return [] }
        return text[start.upperBound...].split(separator: "\n").dropFirst()
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.hasPrefix("//   ") }.map { String($0.dropFirst(5)) }
    }

    @Test func uikitsOwnBehaviourIsExpressedByPresentingItsSheet() throws {
        let uikit = try parsedRun(["--preset", "uikit"])
        for text in [ConfigFile.swift(uikit), ConfigFile.swiftUI(uikit)] {
            let listed = Self.notExpressed(text).joined(separator: "\n")
            for name in ["policy", "springResponse", "springDamping", "flickDamping", "overdrag"] {
                #expect(!listed.contains(name + " ="), "\(name) listed: \(listed)")
            }
        }
        let tuned = try parsedRun(["--preset", "uikit", "--spring-response", "0.5"])
        #expect(Self.notExpressed(ConfigFile.swift(tuned)).contains("springResponse = 0.5 s"))
        // Under another policy, the same numbers are not UIKit's sheet.
        let fluid = try parsedRun(["--preset", "fluid", "--spring-damping", "1"])
        #expect(Self.notExpressed(ConfigFile.swift(fluid)).contains("springDamping = 1"))
    }
}

/// `--policy uikit` reads no dismiss line: `--dismiss-height` neither blocks low detents nor
/// passes silently.
struct UIKitDismissHeightTests {
    @Test func lowDetentsNeedNoDismissHeightAndAGivenOneIsNoted() throws {
        let low = try parsedRun(["--preset", "uikit", "--detents", "peek=120,half=50%,full=max"])
        #expect(low.constants.dismissLine == 0)
        let given = try parsedRun(["--preset", "uikit", "--dismiss-height", "500"])
        #expect(given.unusedFlagNotes.contains { $0.hasPrefix("--dismiss-height has no effect") })
        // The seed policy still reads it, and refuses a detent under it.
        #expect(throws: UsageError.self) {
            try parsedRun(["--detents", "peek=120,half=50%,full=max"])
        }
    }
}

/// `explain` on `--policy uikit` says what each check is for: rule 1's three conditions, and
/// that the lowest detent is compared to know whether closed is a candidate.
struct UIKitExplanationTests {
    @Test func ruleOneNamesWhatItComparedAndWhyTheLowestDetentIsRead() throws {
        let policy = UIKitReleasePolicy(decelerationRate: 0.99, flickVelocity: 1000)
        let detents = DetentSet(
            resting: [Detent(name: "medium", height: 417), Detent(name: "large", height: 834)],
            dismissLine: 200)
        // 600 pt/s up from 467: projected 526.4, nearest medium, as is the finger; past it.
        let explanation = policy.explain(
            Release(height: 467, translation: -50, velocity: -600, windowHeight: 844),
            detents: detents)
        let ruleOne = try #require(explanation.steps.first { $0.rule == 1 })
        let checks = ruleOne.facts.compactMap { fact -> RuleCheck? in
            if case .check(let check) = fact { return check }
            return nil
        }
        let lowest = try #require(checks.first { $0.name == "height" })
        #expect(lowest.limitName.contains("closed is a candidate only below it"))
        let notes = ruleOne.facts.compactMap { fact -> String? in
            if case .note(let note) = fact { return note }
            return nil
        }
        #expect(
            notes == [
                "the projection's nearest: medium; the finger's: medium; "
                    + "the sheet past it the flick's way (up): yes"
            ])
    }
}
