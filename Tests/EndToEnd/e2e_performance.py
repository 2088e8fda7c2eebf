"""End-to-end: what a frame costs the app (issue 13). Counts, never times: a count of CPU at
rest starts once the app has gone quiet (whenever a loaded machine lets it finish its last
frame), and is then exactly none."""
import json
import os
import signal
import subprocess
import time

import e2e
from e2e import App, check, cpu_nanoseconds, quiet


def test_a_sheet_held_still_draws_no_frames_and_takes_no_cpu(display):
    # Held under a still finger, the sheet shows the same frame until the pointer moves: the
    # frame clock draws nothing meanwhile (it drew 60 frames a second before), and once the
    # last move has left the velocity window (0.1 s: the release cue can no longer change) the
    # app sleeps until the next input (it woke 60 times a second to find nothing changed).
    # Counted: frames, and the scheduler's nanoseconds over two seconds of holding, once the
    # held sheet has gone quiet (a sheet that kept waking never does, and fails there).
    app = App(display, "--start", "default")
    try:
        args = ["mousemove", "--window", app.window, *app._xy(195, 554), "mousedown", "1"]
        for step in range(1, 6):
            args += ["sleep", "0.016", "mousemove", "--window", app.window,
                     *app._xy(195, 554 + 8 * step)]
        app.xdotool(*args)
        app.wait_for("drag-start")
        quiet(app.process.pid, "the sheet held still")
        before = cpu_nanoseconds(app.process.pid)
        time.sleep(2.0)
        spent = cpu_nanoseconds(app.process.pid) - before
        check(spent == 0, f"no CPU while the sheet is held still: {spent} ns over 2 s")
        # Asleep, it still follows the pointer at once: moved 120 pt down and let go slowly,
        # the sheet lands at a detent it was dragged to.
        args = []
        for step in range(1, 9):
            args += ["sleep", "0.016", "mousemove", "--window", app.window,
                     *app._xy(195, 594 + 15 * step)]
        app.xdotool(*args, "sleep", "0.3", "mouseup", "1")
        released = app.wait_for("drag-end")
        check(released["translation"] > 150, f"the release saw every move: {released}")
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
        out, err = process.communicate(timeout=30)
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
    # come (the wait wakes for them). Counted once the window has gone quiet.
    app = App(display, "--stats", "--start", "default")
    try:
        app.wait_for("settled")
        quiet(app.process.pid, "the window at rest")
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
