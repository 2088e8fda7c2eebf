"""End-to-end tests of the process around the window: closed standard descriptors, signals,
a closed events pipe, and a press whose release the window never saw."""
import json
import os
import signal
import subprocess
import tempfile
import time

import e2e
from e2e import BIN, check


def x11_env(display):
    return dict(os.environ, DISPLAY=display, SDL_VIDEODRIVER="x11")


def search_window(env, process):
    """`process`'s visible SheetLab window, waited for (30 s)."""
    return e2e.window_of(env["DISPLAY"], process)


def closing(descriptor):
    return lambda: os.close(descriptor)


def shows(display, window, x, y, color, what):
    """Waits until the window shows `color` at (x, y) (each channel within 4): for an app whose
    events cannot be read (its standard output closed), what it draws is what proves it took
    an input."""
    e2e.poll(lambda: e2e.screenshot(display, window).at(x, y),
             lambda seen: all(abs(a - b) <= 4 for a, b in zip(seen, color)), what)


def dismiss_then_present(env, window, dismiss):
    """`dismiss` (xdotool's arguments) takes the sheet down; once the page's button shows
    (the sheet gone), a click on it presents the sheet again; returns once it is drawn at rest
    (the page dimmed, the grabber in place): events to write all along (dismiss, dismissed,
    present, settled), each step waiting for what it needs, not for a fixed time a loaded
    machine may outrun."""
    display = env["DISPLAY"]
    subprocess.run(["xdotool", *dismiss], env=env, timeout=30, check=True)
    shows(display, window, 40, 799, (0, 122, 255), "the dismissal: the page's button shows")
    subprocess.run(["xdotool", "mousemove", "--window", window, "195", "799", "click", "1"],
                   env=env, timeout=30, check=True)
    shows(display, window, 5, 300, e2e.GREY, "the sheet presented: the page dimmed")
    shows(display, window, 195, 544 + 19, (170, 170, 170), "the sheet at rest: its grabber")


def test_closed_stdout_or_stderr_keeps_the_app_responsive(display):
    env = x11_env(display)
    for closed in (1, 2):
        with tempfile.TemporaryFile() as other:
            # The descriptor left open collects what the app says, to show on failure.
            streams = {"stderr": other} if closed == 1 else {"stdout": other}
            process = subprocess.Popen([BIN, "--events", "--start", "default"], env=env,
                                       preexec_fn=closing(closed), **streams)
            try:
                window = search_window(env, process)
                # Events to write (dismiss, present, settle) while that descriptor is closed,
                # each taken and drawn before the next; then the app has gone quiet.
                dismiss_then_present(env, window, ["mousemove", "--window", window, "195", "100",
                                                   "click", "1"])
                e2e.quiet(process.pid, f"fd {closed} closed: the app after the events")
                check(process.poll() is None, f"fd {closed} closed: still running")
                process.terminate()
                try:
                    status = process.wait(timeout=30)
                except subprocess.TimeoutExpired:
                    status = "deaf to SIGTERM"
            finally:
                if process.poll() is None:
                    process.kill()
                    process.wait()
            other.seek(0)
            said = other.read().decode(errors="replace")
            check(status == 0,
                  f"fd {closed} closed: quits cleanly on SIGTERM, got {status}: {said[-300:]!r}")


def test_hangup_and_quit_signals_quit_cleanly_with_a_complete_trace(display):
    for number in (signal.SIGHUP, signal.SIGQUIT):
        name = signal.Signals(number).name
        with tempfile.TemporaryDirectory() as work:
            trace = os.path.join(work, "t.jsonl")
            app = e2e.App(display, "--start", "default", "--record", trace)
            try:
                app.drag([(195, 600 - i * 10) for i in range(10)])
                app.wait_for("drag-end")
                app.process.send_signal(number)
                try:
                    app.wait_for("quit")
                except e2e.Failure as failure:
                    raise e2e.Failure(f"{name}: {failure}") from None
                status = app.process.wait(timeout=30)
            finally:
                app.close()
            said = "".join(app.stderr)
            check(status == 0 and "crash" not in said.lower(),
                  f"{name}: exit {status}: {said[:400]!r}")
            with open(trace) as handle:
                lines = handle.read().splitlines()
            ups = [line for line in lines[1:] if json.loads(line)["input"] == "up"]
            check(len(ups) == 1, f"{name}: the trace holds the whole drag: {lines[-2:]}")
            result = subprocess.run([BIN, "--replay", trace, "--headless", "--events"],
                                    capture_output=True, text=True, timeout=60)
            check(result.returncode == 0 and '"event":"drag-end"' in result.stdout,
                  f"{name}: the trace replays: {result.stderr!r}")


def test_sigusr1_without_stats_is_ignored(display):
    app = e2e.App(display, "--start", "default")
    try:
        app.process.send_signal(signal.SIGUSR1)
        # The app ran on after the signal was sent (a signal is taken before the process runs
        # again): whatever SIGUSR1 does has been done once Escape's dismissal shows.
        app.key("Escape")
        app.wait_for("dismissed")
        check(app.process.poll() is None, f"still running after SIGUSR1: exit {app.process.poll()}")
    finally:
        app.close()


def test_a_closed_events_pipe_ends_the_events_not_the_app(display):
    env = x11_env(display)
    read_end, write_end = os.pipe()
    process = subprocess.Popen([BIN, "--events", "--start", "default"], env=env, stdout=write_end,
                               stderr=subprocess.PIPE, text=True)
    os.close(write_end)
    try:
        with os.fdopen(read_end, "rb") as reader:
            first = reader.readline()  # `| head -1`
        check(b'"ready"' in first, f"ready first: {first!r}")
        window = search_window(env, process)
        # Events to write into the closed pipe: the dismissal, then a present, each taken and
        # drawn before the next; then the app has gone quiet.
        dismiss_then_present(env, window, ["windowfocus", "--sync", window, "key", "Escape"])
        e2e.quiet(process.pid, "the app after the events")
        check(process.poll() is None,
              f"still running with its events pipe closed: exit {process.poll()}")
        process.terminate()
        status = process.wait(timeout=30)
        said = process.stderr.read()
        check(status == 0, f"and quits cleanly: {status} {said!r}")
        check(said.count("\n") <= 1, f"at most one line about it: {said!r}")
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()


def test_a_release_lost_while_unmapped_does_not_swallow_the_next_click(display):
    app = e2e.App(display, "--start", "default")
    try:
        window = app.window
        app.xdotool("mousemove", "--window", window, "195", "600", "mousedown", "1")
        for y in range(605, 645, 5):
            app.xdotool("mousemove", "--window", window, "195", str(y))
        app.xdotool("windowunmap", "--sync", window)
        app.xdotool("mouseup", "1")
        app.xdotool("windowmap", "--sync", window)
        # (#1 is where --start put it.)
        settled = app.wait_for("settled", count=2)
        check(settled["detent"] == "default", f"the lost drag springs back: {settled}")
        time.sleep(0.3)
        app.click(195, 100)  # on the overlay: dismisses
        app.wait_for("dismiss")
        app.wait_for("dismissed")
        app.click(195, e2e.app_height(app) - 45)  # and the button presents again
        app.wait_for("present")
        app.wait_for("settled", count=3)
        # A drag after that works too (the lost one's release was #1).
        app.drag([(195, 600 - i * 10) for i in range(10)])
        app.wait_for("drag-end", count=2)
    finally:
        app.close()
