"""End-to-end: what a frame costs the app (issue 13). Counts, never times."""
import json
import os
import subprocess

import e2e
from e2e import App, check, cpu_nanoseconds


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


def test_renderer_auto_picks_software_without_a_gpu(display):
    # Xvfb has no GPU: OpenGL there is a software rasteriser, so `--renderer auto` must draw
    # with SDL's software renderer (named in the --stats line on quit).
    env = dict(os.environ, DISPLAY=display, SDL_VIDEODRIVER="x11")
    process = subprocess.Popen([e2e.BIN, "--renderer", "auto", "--stats", "--events"], stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, env=env, text=True)
    try:
        first = process.stdout.readline()
        check('"event":"ready"' in first, f"auto starts: {first!r}")
        process.terminate()
        out, err = process.communicate(timeout=10)
        stats = [json.loads(line)["stats"] for line in out.splitlines() if line.startswith('{"stats"')]
        check(stats and stats[-1]["renderer"] == "software", f"auto picked software under Xvfb: {stats} {err!r}")
        check(process.returncode == 0, f"exit status 0, not {process.returncode}")
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()


def test_a_window_at_rest_takes_no_cpu_and_still_answers_signals_at_once(display):
    # At rest the wait has no timeout (it woke once a second, five times with --stats, to look
    # for SIGUSR1): a signal's handler wakes it through an eventfd. Counted in the scheduler's
    # nanoseconds: none over two seconds at rest; SIGUSR1's figures and SIGTERM's quit still
    # come (the wait wakes for them).
    import signal
    app = App(display, "--stats", "--start", "default")
    try:
        app.wait_for("settled", timeout=10)
        import time
        time.sleep(1.0)
        before = cpu_nanoseconds(app.process.pid)
        time.sleep(2.0)
        spent = cpu_nanoseconds(app.process.pid) - before
        check(spent == 0, f"no CPU at rest: {spent} ns over 2 s")
        app.process.send_signal(signal.SIGUSR1)
        figures = e2e.poll(app.named_stats, lambda lines: lines, "the figures after SIGUSR1")
        check(figures[0]["frames"] > 0, f"the figures: {figures[0]}")
        app.process.terminate()
        app.wait_for("quit")
        check(app.close() == 0, "exit status 0")
    finally:
        app.close()
