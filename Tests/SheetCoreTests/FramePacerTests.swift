import Testing

@testable import SheetCore

/// When the window draws: at the frame rate while moving, sooner under a moving finger,
/// never twice for one frame, and at once after a rest.
struct FramePacerTests {
    @Test func framesFollowAtTheIntervalAndDropWhenLate() {
        var pacer = FramePacer(fps: 50, now: 1)
        #expect(pacer.isDue(at: 1))
        pacer.presented(at: 1.004, frameTime: 1)
        #expect(pacer.nextFrame == 1.02)
        #expect(!pacer.isDue(at: 1.019))
        // Drawing took three frames: the next one is at once, not three queued behind it.
        pacer.presented(at: 1.09, frameTime: 1.08)
        #expect(pacer.nextFrame == 1.08)
    }

    @Test func theWaitIsUntilTheNextFrameWhileMovingElseTheRestTimeout() {
        var pacer = FramePacer(fps: 60, now: 0)
        pacer.presented(at: 0, frameTime: 0)
        #expect(pacer.waitMilliseconds(at: 0.004, animating: true, restTimeout: 1000) == 13)
        #expect(pacer.waitMilliseconds(at: 0.5, animating: true, restTimeout: 1000) == 0)
        #expect(pacer.waitMilliseconds(at: 0.004, animating: false, restTimeout: 200) == 200)
    }

    @Test func aMovingFingerIsDrawnHalfAFrameAfterTheLastAtTheEarliest() {
        var pacer = FramePacer(fps: 60, now: 1)
        pacer.presented(at: 1, frameTime: 1)
        #expect(pacer.nextFrame == 1 + 1.0 / 60)
        pacer.pointerMovedWhileHeld(at: 1.002)
        #expect(pacer.nextFrame == 1 + 1.0 / 120)
        pacer.pointerMovedWhileHeld(at: 1.012)  // later than that: it is already due
        #expect(pacer.nextFrame == 1 + 1.0 / 120)
    }

    @Test func aRestOrAWrittenFrameIsDueAtOnce() {
        var pacer = FramePacer(fps: 60, now: 0)
        pacer.presented(at: 2, frameTime: 2)
        pacer.rest(at: 2.001)
        #expect(pacer.isDue(at: 2.001))
        pacer.rest(at: 3)
        pacer.presented(at: 3, frameTime: 3)
        #expect(!pacer.isDue(at: 3.001))
        pacer.dueNow(at: 3.001)
        #expect(pacer.nextFrame == 3.001)
        pacer.skipped(at: 3.001)
        #expect(pacer.nextFrame == 3.001 + 1.0 / 60)
    }
}
