"""End-to-end: what a frame costs the app (issue 13). Counts, never times."""
from e2e import App, check


def test_a_sheet_held_still_draws_no_frames(display):
    # Held under a still finger, the sheet shows the same frame until the pointer moves: the
    # frame clock draws nothing meanwhile (it drew 60 frames a second before). Two seconds of
    # holding would be 120 frames; the press, five moves and the settling take far fewer.
    app = App(display, "--start", "default")
    try:
        app.drag([(195, 554 + 8 * step) for step in range(6)], hold=2.0)
        app.wait_for("settled", count=2, timeout=5)
        app.process.terminate()
        frames = app.wait_for("quit")["frames"]
        check(frames < 80, f"a held, still sheet draws no frames: {frames} frames in all")
        check(app.close() == 0, "exit status 0")
    finally:
        app.close()
