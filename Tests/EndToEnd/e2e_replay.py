"""End-to-end tests of replaying traces: two phones on one clock (--compare with --replay),
windowed and headless. Collected by e2e.py."""
import json
import os
import subprocess
import tempfile

import e2e
from e2e import App, check


def record_trace(display, path):
    """A live session with real pointer input: slowly up to max, then a flick back down."""
    app = App(display, "--start", "default", "--record", path)
    try:
        # (`settled` #1 is the sheet's start at default.)
        app.drag([(195, 600 - i * 15) for i in range(27)], hold=0.25)
        app.wait_for("settled", count=2)
        app.drag([(195, 300 + i * 40) for i in range(6)])
        app.wait_for("settled", count=3)
    finally:
        app.close()


def check_in_step(events, what):
    """Times never go back, and both phones start and end each drag at the same t."""
    times = [e["t"] for e in events]
    backwards = [(a, b) for a, b in zip(times, times[1:]) if b < a]
    check(not backwards, f"{what}: event t goes backwards {backwards[:3]}")
    for name in ("drag-start", "drag-end"):
        first = [e["t"] for e in events if e["event"] == name and e.get("phone") == 1]
        second = [e["t"] for e in events if e["event"] == name and e.get("phone") == 2]
        check(len(first) == 2 and first == second, f"{what}: {name} at the same times: {first} vs {second}")


def test_compare_replay_runs_both_phones_on_one_clock(display):
    with tempfile.TemporaryDirectory() as work:
        trace = os.path.join(work, "t.jsonl")
        record_trace(display, trace)
        # Windowed, shown in real time, then again writing every frame (one step a frame).
        frames_dir = os.path.join(work, "frames")
        for extra in ([], ["--frames", frames_dir]):
            app = App(display, "--compare", "seed,fluid", "--replay", trace, *extra)
            try:
                # Writing every frame takes as long as the machine takes to encode them (after
                # `quit`, the frames still queued are written before the app ends): wait while
                # frames keep coming, fail only when they stop for a minute.
                e2e.ended_while_writing(app, frames_dir if extra else None)
            finally:
                app.close()
            events = [e for e in app.events if e["event"] not in ("ready",)]
            check_in_step(events, f"windowed {extra}")
            quits = app.named("quit")
            check(len(quits) == 1 and quits[0]["t"] >= events[-1]["t"], f"one quit, last: {quits}")
        frames = sorted(os.listdir(os.path.join(work, "frames")))
        first = e2e.ppm_of(os.path.join(work, "frames", frames[0]))
        check(first.width == 390 * 2 + 16, f"a compared frame shows both phones: {first.width}")


def test_compare_replay_headless(display):
    with tempfile.TemporaryDirectory() as work:
        trace = os.path.join(work, "t.jsonl")
        record_trace(display, trace)
        frames = os.path.join(work, "frames")
        run = subprocess.run([e2e.BIN, "--compare", "seed,fluid", "--replay", trace, "--headless", "--events",
                              "--frames", frames], capture_output=True, text=True, timeout=300)
        check(run.returncode == 0, f"headless compare ran: {run.returncode} {run.stderr!r}")
        events = [json.loads(line) for line in run.stdout.splitlines()]
        check_in_step([e for e in events if e["event"] != "ready"], "headless")
        check({e.get("phone") for e in events if e["event"] == "drag-end"} == {1, 2}, "both phones decide")
        first = e2e.ppm_of(os.path.join(frames, sorted(os.listdir(frames))[0]))
        check((first.width, first.height) == (390 * 2 + 16, 844), f"frames show both phones: {first.width}")


def test_headless_replay_skips_idle_time(display):
    """A trace with 3.1e7 s between two inputs replays in the steps its motion takes (it used to
    step 60 Hz through the whole gap: ~20 min); the skipped frames are counted, not drawn."""
    with tempfile.TemporaryDirectory() as work:
        trace = os.path.join(work, "idle.jsonl")
        lines = ['{"sheetlab-trace":1,"window":[390,844],"config":{"start":"default"}}',
                 '{"t":1,"input":"key","key":"up"}',
                 '{"t":31000000,"input":"key","key":"escape"}']
        with open(trace, "w", encoding="utf-8") as handle:
            handle.write("\n".join(lines) + "\n")
        run = subprocess.run([e2e.BIN, "--replay", trace, "--headless", "--events"],
                             capture_output=True, text=True, timeout=120)
        check(run.returncode == 0, f"replayed: {run.returncode} {run.stderr!r}")
        events = [json.loads(line) for line in run.stdout.splitlines()]
        names = [e["event"] for e in events]
        check(names[-2:] == ["dismissed", "quit"], f"the input after the gap is played: {names}")
        check(events[-1]["frames"] >= 31000000 * 60, f"frames count the idle time: {events[-1]}")
        # Frames to write get every frame, so such a trace is refused up front, not written.
        frames = os.path.join(work, "frames")
        run = subprocess.run([e2e.BIN, "--replay", trace, "--headless", "--frames", frames],
                             capture_output=True, text=True, timeout=60)
        check(run.returncode == 64 and "--frames" in run.stderr and "36000" in run.stderr
              and run.stderr.count("\n") == 1, f"too many frames refused: {run.returncode} {run.stderr!r}")
        check(not os.path.exists(frames), "nothing written")


def test_windowed_and_headless_replays_print_the_same_events(display):
    """A replay's events are on the trace's clock in a window as without one: the same lines,
    `ready` at 0 first (it was at 0.017 in the window), then every decision at its own time."""
    with tempfile.TemporaryDirectory() as work:
        trace = os.path.join(work, "t.jsonl")
        app = e2e.App(display, "--start", "max", "--record", trace)
        try:
            app.drag([(195, 300 + i * 30) for i in range(8)])
            app.wait_for("settled", count=2)
        finally:
            app.close()
        headless = subprocess.run([e2e.BIN, "--replay", trace, "--headless", "--events"],
                                  capture_output=True, text=True, timeout=60)
        check(headless.returncode == 0, f"headless: {headless.stderr!r}")
        env = dict(os.environ, DISPLAY=display, SDL_VIDEODRIVER="x11")
        windowed = subprocess.run([e2e.BIN, "--replay", trace, "--events"], capture_output=True,
                                  text=True, timeout=60, env=env)
        check(windowed.returncode == 0, f"windowed: {windowed.stderr!r}")
        check(windowed.stdout == headless.stdout,
              f"the same lines:\n{windowed.stdout}\nvs\n{headless.stdout}")


def test_a_compared_recording_says_how_to_replay_both_phones(display):
    """A trace recorded with --compare holds the first phone's constants and the pair: replayed
    without --compare it says so once (it used to show one phone silently)."""
    with tempfile.TemporaryDirectory() as work:
        trace = os.path.join(work, "pair.jsonl")
        app = e2e.App(display, "--compare", "seed,fluid", "--record", trace)
        try:
            app.click(195, 790)
            app.wait_for("settled")
        finally:
            app.close()
        alone = subprocess.run([e2e.BIN, "--replay", trace, "--headless", "--events"],
                               capture_output=True, text=True, timeout=60)
        check(alone.returncode == 0 and alone.stderr.count("\n") == 1
              and "--compare seed,fluid" in alone.stderr, f"one note: {alone.stderr!r}")
        both = subprocess.run([e2e.BIN, "--replay", trace, "--headless", "--events", "--compare", "seed,fluid"],
                              capture_output=True, text=True, timeout=60)
        phones = {json.loads(line).get("phone") for line in both.stdout.splitlines()}
        check(both.returncode == 0 and both.stderr == "" and {1, 2} <= phones,
              f"both phones: {both.stderr!r} {phones}")
