"""End-to-end tests of signals in the runs without a window (a headless replay, plot): INT,
TERM, HUP and QUIT stop the run between frames, with no temporary left in the user's
directory, a `quit` event, one line saying so and the exit status 128 + the signal; USR1 and
PIPE change nothing."""
import json
import os
import signal
import subprocess
import tempfile
import time

import e2e
from e2e import BIN, check, write_trace



def long_trace(directory):
    """A minute of replay: presented, then one key at the end (every frame is written)."""
    return write_trace(directory, ['{"t":0.1,"input":"key","key":"enter"}',
                                   '{"t":60,"input":"key","key":"up"}'])


def wait_for_frames(directory, count, process, timeout=60):
    deadline = time.time() + timeout
    while time.time() < deadline and process.poll() is None:
        names = os.listdir(directory) if os.path.isdir(directory) else []
        if len([name for name in names if name.endswith(".png")]) >= count:
            return
        time.sleep(0.05)
    raise e2e.Failure(f"no {count} frames in {timeout}s (exit {process.poll()})")


def frame_count(directory):
    names = os.listdir(directory) if os.path.isdir(directory) else []
    return len([name for name in names if name.endswith(".png")])


def catches(pid, number):
    """Whether the process has a handler set for signal `number` (its SigCgt mask)."""
    try:
        with open(f"/proc/{pid}/status") as handle:
            for line in handle:
                if line.startswith("SigCgt:"):
                    return bool(int(line.split()[1], 16) >> (number - 1) & 1)
    except OSError:
        pass
    return False


def finish(process, timeout=60):
    try:
        out, err = process.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        process.kill()
        out, err = process.communicate()
        raise e2e.Failure(f"still running {timeout}s after the signal: {err[-400:]!r}")
    return process.returncode, out, err


def survives_then_stops(process, frames, numbers, what):
    """Once frames are being written: the `numbers` signals leave the run going (`what` names
    them in the failure), and TERM then stops it with 143."""
    wait_for_frames(frames, 20, process)
    for number in numbers:
        process.send_signal(number)
    # The run stops, when it does, between frames: twenty more frames written prove the
    # signals were taken (a signal is taken before the process runs again) and let it go on.
    written = frame_count(frames)
    try:
        wait_for_frames(frames, written + 20, process)
    except e2e.Failure:
        check(process.poll() is None, f"{what} ended the replay: exit {process.poll()}")
        raise
    check(process.poll() is None, f"{what} ended the replay: exit {process.poll()}")
    process.send_signal(signal.SIGTERM)
    status, out, err = finish(process)
    check(status == 143, f"then TERM: exit {status}: {err[-400:]!r}")


def start_replay(work, frames):
    return subprocess.Popen([BIN, "--replay", long_trace(work), "--headless", "--frames", frames,
                             "--events"], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True, cwd=work)


def test_signals_stop_a_headless_replay_cleanly(display):
    for number in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP, signal.SIGQUIT):
        name = signal.Signals(number).name
        with tempfile.TemporaryDirectory() as work:
            frames = os.path.join(work, "frames")
            process = start_replay(work, frames)
            wait_for_frames(frames, 20, process)
            process.send_signal(number)
            status, out, err = finish(process)
            check(status == 128 + number, f"{name}: exit {status}, not {128 + number}: {err[-400:]!r}")
            left = [entry for entry in os.listdir(frames) if ".partial-" in entry]
            check(not left, f"{name}: temporaries left behind: {left}")
            lines = [json.loads(line) for line in out.splitlines() if line.strip()]
            check(lines and lines[-1]["event"] == "quit", f"{name}: no quit event last: {out[-300:]!r}")
            said = err.strip().splitlines()
            check(len(said) == 1 and "interrupted" in said[0] and name in said[0],
                  f"{name}: one line saying so: {err[-600:]!r}")
            # The quit event's frame count is the frame the line names, and every frame file
            # written is a whole PNG.
            frame = lines[-1]["frames"]
            check(f"at frame {frame}" in said[0], f"{name}: the frame in {said[0]!r} vs quit {frame}")
            # It says exactly what it kept (issue 24 §4: it said "incomplete").
            written = sorted(os.listdir(frames))
            check(f"{len(written)} frames kept in {frames} ({written[0]} to {written[-1]})" in said[0],
                  f"{name}: what was kept: {said[0]!r} ({len(written)} files)")
            for entry in sorted(os.listdir(frames))[-3:]:
                with open(os.path.join(frames, entry), "rb") as handle:
                    data = handle.read()
                check(data.startswith(b"\x89PNG") and data.endswith(b"IEND\xaeB`\x82"),
                      f"{name}: {entry} is not a whole PNG")


def test_usr1_and_pipe_do_not_stop_a_headless_replay(display):
    with tempfile.TemporaryDirectory() as work:
        frames = os.path.join(work, "frames")
        process = start_replay(work, frames)
        survives_then_stops(process, frames, (signal.SIGUSR1, signal.SIGPIPE), "USR1 or PIPE")


def test_a_signal_ignored_at_launch_stays_ignored(display):
    # `nohup` ignores HUP, a background job of a shell without job control INT and QUIT: the
    # run keeps going through them, as every Unix program started so does, and TERM still stops it.
    def ignore():
        for number in (signal.SIGINT, signal.SIGQUIT, signal.SIGHUP):
            signal.signal(number, signal.SIG_IGN)
    with tempfile.TemporaryDirectory() as work:
        frames = os.path.join(work, "frames")
        process = subprocess.Popen([BIN, "--replay", long_trace(work), "--headless", "--frames", frames,
                                    "--events"], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                   text=True, cwd=work, preexec_fn=ignore)
        survives_then_stops(process, frames, (signal.SIGINT, signal.SIGQUIT, signal.SIGHUP),
                            "an ignored signal")


def test_signals_stop_plot_leaving_nothing(display):
    with tempfile.TemporaryDirectory() as work:
        # A day of keys, four a second, so the sheet never rests: a plot that takes seconds in
        # the release build (whether the signal comes while it reads the trace or steps it).
        keys = ["up", "down"]
        trace = write_trace(work, [f'{{"t":{0.1 + index / 4},"input":"key","key":"{keys[index % 2]}"}}'
                                   for index in range(400000)])
        for number in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP, signal.SIGQUIT):
            name = signal.Signals(number).name
            out_path = os.path.join(work, f"plot-{name}.png")
            process = subprocess.Popen([BIN, "plot", trace, "--out", out_path], stdout=subprocess.PIPE,
                                       stderr=subprocess.PIPE, text=True, cwd=work)
            # Signalled once its handlers are set (before, the signal's default action would end
            # it, saying nothing): not after a fixed time a loaded machine may not have given it.
            # SIGINT's is set last, SIGQUIT's first (the Swift runtime's backtracer catches
            # SIGQUIT from the start, so its own bit proves nothing: it printed a backtrace).
            e2e.poll(lambda: catches(process.pid, signal.SIGINT) or process.poll() is not None,
                     bool, f"{name}: plot sets its handlers")
            check(process.poll() is None, f"{name}: plot ended before the signal: {process.poll()}")
            process.send_signal(number)
            status, out, err = finish(process)
            check(status == 128 + number, f"plot {name}: exit {status}: {err[-400:]!r}")
            check("interrupted" in err and name in err and err.count("\n") == 1,
                  f"plot {name}: one line: {err[-400:]!r}")
            check(out == "", f"plot {name}: no result printed: {out!r}")
            check(os.listdir(work) == ["trace.jsonl"], f"plot {name}: left {os.listdir(work)}")
