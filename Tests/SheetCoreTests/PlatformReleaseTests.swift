import Testing

@testable import SheetCore

/// The release models read from each library's code (`PlatformRelease`), held to what that
/// code does in the cases issue 40 names: vaul closes on a fast flick from any snap point and
/// never on a slow release; Flutter moves one size for any fling and closes from its lowest.
struct PlatformReleaseTests {
    /// vaul's three snap points on an 844 pt window: 120, half (422) and 780.
    let vaul = PlatformRelease.Vaul(rests: [120, 422, 780], window: 844)

    @Test func vaulClosesOnAFastFlickDownFromAnySnapPoint() {
        // 200 pt down in 90 ms: 2.2 px/ms, over 2 (use-snap-points.ts L186–190).
        #expect(vaul.land(from: 2, dragged: -200, seconds: 0.09) == .closed)
        #expect(vaul.land(from: 1, dragged: -200, seconds: 0.09) == .closed)
        var kept = vaul
        kept.dismissible = false
        #expect(kept.land(from: 2, dragged: -200, seconds: 0.09) == .rest(0))
        // Sequential: no skip; 2.2 px/ms still steps one point down (L204–220).
        var sequential = vaul
        sequential.snapToSequentialPoint = true
        #expect(sequential.land(from: 2, dragged: -200, seconds: 0.09) == .rest(1))
        // Up as fast: the top.
        #expect(vaul.land(from: 0, dragged: 200, seconds: 0.09) == .rest(2))
    }

    @Test func vaulStepsOnePointOnAModerateFlickAndClosesDownFromTheFirst() {
        // The quick flick down from the lowest (80 pt in 100 ms: 0.8 px/ms).
        #expect(vaul.land(from: 0, dragged: -80, seconds: 0.1) == .closed)
        #expect(vaul.land(from: 1, dragged: -80, seconds: 0.1) == .rest(0))
        #expect(vaul.land(from: 0, dragged: 60, seconds: 0.1) == .rest(1))
        #expect(vaul.land(from: 2, dragged: 60, seconds: 0.1) == .rest(2))
        var kept = vaul
        kept.dismissible = false
        #expect(kept.land(from: 0, dragged: -80, seconds: 0.1) == .rest(0))
    }

    @Test func vaulsVelocityIsTheWholePressAndASlowReleaseNeverCloses() {
        // The same 80 pt flick after resting 900 ms under the finger: 80 / 1000 ms = 0.08.
        #expect(vaul.land(from: 0, dragged: -80, seconds: 1.0) == .rest(0))
        // Dragged almost to the bottom and let go slowly: back to the first point.
        #expect(vaul.land(from: 0, dragged: -115, seconds: 1.5) == .rest(0))
        // Slowly past half-way from half to the top: the nearer, the top.
        #expect(vaul.land(from: 1, dragged: 250, seconds: 1.5) == .rest(2))
        // A tie goes to the lower point: 271 is 151 from 120 and from 422.
        #expect(vaul.land(from: 1, dragged: -151, seconds: 2) == .rest(0))
    }

    /// Flutter with snap sizes at 120 and 422 under a maximum of 780.
    let flutter = PlatformRelease.Flutter(snaps: [120, 422], maximum: 780)

    @Test func flutterSnapsToTheNearestWhenStillAndOneSizeWhenFlung() {
        #expect(flutter.sizes == [0, 120, 422, 780])
        // Still at 300: 422 is nearer than 120.
        #expect(flutter.land(height: 300, velocity: 0, recent: 0) == .rest(1))
        // Flung down at 1000 pt/s from 300: the size below, however fast.
        #expect(flutter.land(height: 300, velocity: 1000, recent: 60) == .rest(0))
        #expect(flutter.land(height: 300, velocity: 8000, recent: 300) == .rest(0))
        // Flung up: the size above.
        #expect(flutter.land(height: 300, velocity: -1000, recent: -60) == .rest(1))
        // A tie goes to the larger: 271 is 151 from 120 and from 422.
        #expect(flutter.land(height: 271, velocity: 0, recent: 0) == .rest(1))
    }

    @Test func flutterClosesOnASlightFlingDownFromItsLowestSize() {
        // Just under 120 and flung down: the size below is 0, which closes the route.
        #expect(flutter.land(height: 110, velocity: 200, recent: 20) == .closed)
        // Slower than 50 pt/s, or under 18 pt in the last 100 ms: still, back to 120.
        #expect(flutter.land(height: 110, velocity: 40, recent: 20) == .rest(0))
        #expect(flutter.land(height: 110, velocity: 200, recent: 10) == .rest(0))
        // iOS's bouncing physics asks for 100 pt/s.
        var iOS = flutter
        iOS.minFlingVelocity = 100
        #expect(iOS.land(height: 110, velocity: 80, recent: 20) == .rest(0))
        // At the maximum, flung further up: it stays.
        #expect(flutter.land(height: 780, velocity: -900, recent: -40) == .rest(2))
    }

    @Test func gorhomCarriesTheReleaseAFifthOfASecondAndClosesOnlyWhenAllowed() {
        let modal = PlatformRelease.Gorhom(rests: [120, 422, 780], closes: true)
        // The quick flick down from the lowest: 120 - 80 - 0.2 x 800 = -120, nearest closed.
        #expect(modal.land(from: 0, dragged: -80, velocity: 800) == .closed)
        let sheet = PlatformRelease.Gorhom(rests: [120, 422, 780], closes: false)
        #expect(sheet.land(from: 0, dragged: -80, velocity: 800) == .rest(0))
        // Slowly down from the top: 780 - 250 - 50 = 480, nearest half.
        #expect(modal.land(from: 2, dragged: -250, velocity: 250) == .rest(1))
        // A short flick up carried past half-way: 120 + 50 + 0.2 x 1250 = 420, half.
        #expect(modal.land(from: 0, dragged: 50, velocity: -1250) == .rest(1))
    }

    /// A dialog's sheet on an 844 dp parent, peeking 120, its content 780 tall.
    let android = PlatformRelease.AndroidBehavior(parent: 844, peek: 120, contentHeight: 780)

    @Test func androidsBehaviorHidesOnAFlickAndCollapsesOnAnyDownwardRelease() {
        #expect(android.rests == [120, 780])
        // The quick flick down from the peek: carried 0.1 s, 1.3 peeks below; 2200 px/s.
        #expect(android.land(height: 40, velocity: 800) == .closed)
        // Let go still just below the peek: not half a peek below, the nearer, collapsed.
        #expect(android.land(height: 100, velocity: 0) == .rest(0))
        // Any downward fling above the peek collapses, even just below expanded.
        #expect(android.land(height: 760, velocity: 1000) == .rest(0))
        // Any upward fling expands, even from below the peek.
        #expect(android.land(height: 60, velocity: -300) == .rest(1))
        // Slower than the minimum fling counts as still: nearer the expanded.
        #expect(android.land(height: 600, velocity: 30) == .rest(1))
        var kept = android
        kept.hideable = false
        #expect(kept.land(height: 40, velocity: 800) == .rest(0))
    }

    @Test func androidsBehaviorWithoutFitToContentsHasAHalfState() {
        var sheet = android
        sheet.fitToContents = false
        sheet.expandedOffset = 64
        #expect(sheet.rests == [120, 422, 780])
        // Up from below half: half; up from above it: expanded.
        #expect(sheet.land(height: 300, velocity: -500) == .rest(1))
        #expect(sheet.land(height: 500, velocity: -500) == .rest(2))
        // Down: the nearer of half and collapsed, never expanded.
        #expect(sheet.land(height: 700, velocity: 500) == .rest(1))
        #expect(sheet.land(height: 200, velocity: 500) == .rest(0))
        // Still above half: expanded only where the top is nearer the parent's top than the
        // collapsed offset (L2173 as written, not the expanded offset): top 394 is not, half;
        // top 300 is, expanded.
        #expect(sheet.land(height: 450, velocity: 0) == .rest(1))
        #expect(sheet.land(height: 544, velocity: 0) == .rest(2))
        #expect(sheet.land(height: 600, velocity: 0) == .rest(2))
    }

    /// Material 3's sheet settles from the anchor the drag began at: 56 dp past it, or
    /// 125 dp/s its way, moves on one anchor; a velocity against the drag forces nothing.
    @Test func composeSettlesByItsPositionalAndVelocityThresholds() {
        let sheet = PlatformRelease.Compose(window: 800, partial: 400, expanded: 700, hides: true)
        #expect(sheet.rests == [400, 700])
        // 50 dp down from expanded, still: under 56, it stays; 60: partially expanded.
        #expect(sheet.land(from: 1, raised: -50, velocity: 0) == .rest(1))
        #expect(sheet.land(from: 1, raised: -60, velocity: 0) == .rest(0))
        // 10 dp down at 200 dp/s: the next anchor down.
        #expect(sheet.land(from: 1, raised: -10, velocity: 200) == .rest(0))
        #expect(sheet.land(from: 0, raised: -10, velocity: 200) == .closed)
        // Up at 200 dp/s from partially expanded: expanded.
        #expect(sheet.land(from: 0, raised: 10, velocity: -200) == .rest(1))
        // Dragged 30 dp down, flung up: positional only, and 30 is under 56.
        #expect(sheet.land(from: 0, raised: -30, velocity: -200) == .rest(0))
        // A veto of Hidden keeps it where it was.
        var kept = sheet
        kept.hides = false
        #expect(kept.land(from: 0, raised: -10, velocity: 200) == .rest(0))
        // Skipped partial expansion: from expanded, 56 dp down hides.
        let tall = PlatformRelease.Compose(window: 800, partial: nil, expanded: 700, hides: true)
        #expect(tall.land(from: 0, raised: -56, velocity: 0) == .closed)
    }

    /// The least-squares tracker (Android's LSQ2, Flutter's, Compose's): a steady motion reads
    /// its own speed; only the last 100 ms count; a lift 40 ms after the last move, or fewer
    /// than three samples, reads still.
    @Test func leastSquaresVelocityIsTheLast100msSlope() {
        let times = (0...12).map { Double($0) / 60 }
        let steady = PointerSamples(
            times: times, offsets: times.map { $0 * 600 }, lift: times.last!)
        #expect(abs(steady.leastSquaresVelocity().velocity - 600) < 1e-6)
        // Slow for 140 ms, then 900 pt/s: the last 100 ms are the fast part alone.
        let slowThenFast = PointerSamples(
            times: times,
            offsets: times.map { $0 <= 0.1 ? $0 * 100 : 10 + ($0 - 0.1) * 900 }, lift: times.last!)
        #expect(slowThenFast.leastSquaresVelocity().velocity > 800)
        var held = steady
        held.lift += 0.05
        #expect(held.leastSquaresVelocity().velocity == 0)
        let two = PointerSamples(times: [0, 0.016], offsets: [0, 10], lift: 0.016)
        #expect(two.leastSquaresVelocity().velocity == 0)
        // vaul's measure is the whole press's average.
        #expect(abs(held.averageSpeed - 120 / held.lift) < 1e-9)
    }

    /// FloatingPanel's own test (Tests/CoreTests.swift L436–479,
    /// `test_targetState_3positionsFromFull`, 3.2.2): a 667 pt superview, full 20 pt from
    /// the top, half and tip 250 and 60 pt above the bottom, the drag begun at full; every
    /// case it lists, position and velocity, lands where it says.
    @Test func floatingPanelLandsAsItsOwnTestsSay() {
        let panel = PlatformRelease.FloatingPanel(rests: [60, 250, 647], window: 667)
        let (full, half, tip) = (20.0, 417.0, 607.0)
        let cases: [(Double, Double, Int)] = [
            (full - 500, -100, 2), (full - 500, 0, 2), (full - 500, 100, 2),
            (full - 10, 3000, 1), (full, -100, 2), (full, 0, 2), (full, 500, 1),
            (full, 1000, 1), (full, 3000, 1), (full + 10, 100, 2), (half - 10, -100, 1),
            (half, -1000, 2), (half, -100, 1), (half, 0, 1), (half, 100, 1), (half, 1000, 0),
            (half + 10, 100, 1), (tip - 10, -100, 0), (tip, -3000, 1), (tip, -1000, 1),
            (tip, -500, 1), (tip, -100, 0), (tip, 0, 0), (tip, 100, 0), (tip + 10, -3000, 1),
            (tip + 500, -100, 0), (tip + 500, 0, 0), (tip + 500, 100, 0),
        ]
        for (y, velocity, rest) in cases {
            #expect(
                panel.land(from: 2, height: 667 - y, velocity: velocity) == .rest(rest),
                "y \(y), velocity \(velocity)")
        }
        // With removal on, 5.5 times the distance to the hidden position (100 pt below)
        // a second removes it; a slower flick goes to its target.
        var removable = panel
        removable.removes = true
        #expect(removable.land(from: 0, height: 60, velocity: 5.5 * 160) == .closed)
        #expect(removable.land(from: 0, height: 60, velocity: 5.4 * 160) == .rest(0))
    }
}
