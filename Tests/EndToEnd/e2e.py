#!/usr/bin/env python3
"""End-to-end tests: the built SheetDesktop in a real X server (Xvfb), driven by real
pointer and key events from xdotool (XTEST), checked on its --events JSON lines and on
screenshot pixels.

Usage: e2e.py PATH/TO/SheetDesktop [test-name-substring]
Prints one line per test, every FAIL line again together at the end, and a closing "e2e: N
passed, N failed; F flicks made, A made again" (a flick whose release the app saw at another
velocity than its case needs is made again, and said at once); exits 1 on any failure.

A test waits for the event it needs (a generous 30 s on waits for something that must happen),
never for a fixed time: it asserts no latency, throughput or CPU share (make bench measures
those), checks that something did NOT happen only after an event proving the app took the
input, and presses only where the sheet is whatever the machine's speed.
Screenshots of failures are kept in .build/e2e/.
"""
import atexit
import dataclasses
import fcntl
import functools
import importlib
import json
import math
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
import traceback

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "scripts"))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import xvfb  # noqa: E402

BIN = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else ".build/debug/SheetDesktop")
ONLY = sys.argv[2] if len(sys.argv) > 2 else ""
OUT = os.path.abspath(".build/e2e")
GREY = (102, 102, 102)  # white page under the default 0.6 black overlay


def write_trace(directory, lines, name="trace.jsonl"):
    """A trace file in `directory`: a header with the default constants, then `lines`."""
    path = os.path.join(directory, name)
    with open(path, "w") as handle:
        handle.write("\n".join(['{"sheetlab-trace":1,"config":{}}', *lines]) + "\n")
    return path


def write(directory, name, data):
    """`data` (text, written as UTF-8, or bytes) as the file `name` in `directory`; its path."""
    path = os.path.join(directory, name)
    with open(path, "wb") as handle:
        handle.write(data if isinstance(data, bytes) else data.encode("utf-8"))
    return path


def stop(process, timeout):
    """Ends `process` as a window manager would (SIGTERM); SIGKILL if it has not quit within
    `timeout` s. False when it had to be killed."""
    if process.poll() is not None:
        return True
    process.terminate()
    try:
        process.wait(timeout=timeout)
        return True
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()
        return False


class Failure(Exception):
    pass


def cpu_nanoseconds(pid):
    """The process's CPU time (every thread), in the scheduler's own account (nanoseconds)."""
    total = 0
    for task in os.listdir(f"/proc/{pid}/task"):
        try:
            with open(f"/proc/{pid}/task/{task}/schedstat") as handle:
                total += int(handle.read().split()[0])
        except OSError:
            continue  # a thread that just ended
    return total


def asleep(pid):
    """Whether every thread of the process is asleep (waiting: state S), none running or
    waiting for a core (R) or for the disk (D)."""
    states = []
    for task in os.listdir(f"/proc/{pid}/task"):
        try:
            with open(f"/proc/{pid}/task/{task}/stat") as handle:
                states.append(handle.read().rsplit(")", 1)[1].split()[0])
        except OSError:
            continue  # a thread that just ended
    return all(state == "S" for state in states)


def ended(pid):
    """Whether the process has ended (a zombie not yet waited for, or gone)."""
    try:
        with open(f"/proc/{pid}/stat") as handle:
            return handle.read().rsplit(")", 1)[1].split()[0] in ("Z", "X")
    except OSError:
        return True


def quiet(pid, what, still=0.5, timeout=30.0):
    """Waits until the process has taken no CPU for `still` s on end, every thread asleep (not
    merely waiting for a core on a loaded machine): it has done all it had to do and waits for
    something from outside. A check of its CPU at rest then starts at rest. It is no proof that
    an input reached the app: a file's or a signal's wake-up comes to the window's loop through
    the X server (SDL's wake-up message), which a loaded machine may hold back while the app
    sleeps; a check that an input changed nothing uses `caught_up`. An app that never goes
    quiet (one that spins, or wakes many times a second) fails here, and so does one that ended."""
    deadline = time.time() + timeout
    last, since = cpu_nanoseconds(pid), time.time()
    while True:
        time.sleep(0.05)
        if ended(pid):
            raise Failure(f"{what}: the process ended while it was to go quiet")
        now = cpu_nanoseconds(pid)
        if now != last or not asleep(pid):
            last, since = now, time.time()
        elif time.time() - since >= still:
            return
        if time.time() >= deadline:
            raise Failure(f"{what}: never went quiet ({still} s asleep without CPU) within {timeout}s")


def caught_up(app, what):
    """Returns once the app (run with `--stats`) has taken and acted on everything it was given
    before the call: a key or a click xdotool sent, a file written, a signal. For a check that
    something did NOT happen, which after a fixed sleep passes on a machine too loaded to have
    run the app meanwhile. SIGUSR1 asks for a `--stats` line, twice, each waited for: the loop
    prints a line at the top of a turn, and the turn that printed the first one took in every
    input that had come by then (SDL's queue, inotify's) before the second could be printed.
    Then `quiet`, for the app's own short deadlines, which need no wake-up from outside (a
    refusal said 0.15 s after its read, reads 0.05 s apart)."""
    asked = len(app.named_stats())
    for number in (1, 2):
        app.process.send_signal(signal.SIGUSR1)
        poll(lambda: len(app.named_stats()), lambda count: count >= asked + number,
             f"{what}: the --stats line #{asked + number} (SIGUSR1)")
    quiet(app.process.pid, what)


def check(condition, message):
    if not condition:
        raise Failure(message)


def poll(observe, until, what, timeout=30.0, interval=0.05):
    """Observes `observe()` until `until(value)` holds, and returns that value: a check waits
    for the state it needs (a file, an event, pixels), not for a fixed time a loaded machine
    may outrun. At the deadline it fails, saying what it waited for and what it last saw. The
    timeout is generous (30 s): it bounds a wait for something that must happen, and only a
    broken app takes it all; never use it to wait for something NOT to happen."""
    deadline = time.time() + timeout
    while True:
        value = observe()
        if until(value):
            return value
        if time.time() >= deadline:
            raise Failure(f"{what}: not so within {timeout}s (last saw {value!r})")
        time.sleep(interval)


def steady(observe):
    """`observe` wrapped to return (value, whether it equals the value observed before it): a
    moving picture is polled until it holds still."""
    last = []

    def observed():
        value = observe()
        held = bool(last) and last[-1] == value
        last[:] = [value]
        return value, held
    return observed


class Xvfb:
    """A private X server on a free display number, for the whole run."""

    def __enter__(self):
        self.process, self.display = xvfb.start()
        return self

    def __exit__(self, *exc):
        self.process.terminate()
        self.process.wait(timeout=10)


def window_of(display, process, timeout=30.0):
    """The visible SheetLab window of `process` (by its pid: never another app's window, one
    still closing or one a test started beside it), waited for up to `timeout` s."""
    deadline = time.time() + timeout
    while True:
        result = subprocess.run(["xdotool", "search", "--onlyvisible", "--all", "--pid", str(process.pid),
                                 "--name", "^SheetLab$"], env=dict(os.environ, DISPLAY=display),
                                capture_output=True, text=True, timeout=30)
        if result.returncode == 0 and result.stdout.strip():
            return result.stdout.split()[0]
        if process.poll() is not None:
            raise Failure(f"no SheetLab window: the app ended with {process.returncode}")
        if time.time() >= deadline:
            raise Failure(f"no visible SheetLab window of pid {process.pid} within {timeout}s")
        time.sleep(0.05)


def screenshot(display, window):
    """A screenshot of `window`: the root window, cropped to the window's geometry (for an app
    whose events cannot be read, too: its standard output closed or full)."""
    env = dict(os.environ, DISPLAY=display)
    result = subprocess.run(["xdotool", "getwindowgeometry", "--shell", window], env=env,
                            capture_output=True, text=True, timeout=30)
    if result.returncode != 0:
        raise Failure(f"xdotool getwindowgeometry {window} failed: {result.stderr.strip()}")
    geometry = dict(line.split("=", 1) for line in result.stdout.split())
    crop = f"{geometry['WIDTH']}x{geometry['HEIGHT']}+{geometry['X']}+{geometry['Y']}"
    data = subprocess.run(["import", "-window", "root", "-crop", crop, "+repage", "-depth", "8", "ppm:-"],
                          env=env, capture_output=True, timeout=30).stdout
    return Ppm(data)


class App:
    """One SheetDesktop process with its event stream."""

    def __init__(self, display, *flags, cwd=None, ready_timeout=60):
        env = dict(os.environ, DISPLAY=display, SDL_VIDEODRIVER="x11")
        self.display = display
        self.process = subprocess.Popen(
            [BIN, "--events", *flags], stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env, text=True, cwd=cwd)
        self.events = []
        self.lock = threading.Lock()
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()
        self.stderr = []
        self.stderr_reader = threading.Thread(target=lambda: self.stderr.extend(self.process.stderr), daemon=True)
        self.stderr_reader.start()
        self.scale = 1
        for index, flag in enumerate(flags):
            if flag == "--scale":
                self.scale = int(flags[index + 1])
        try:
            # Generous: only a stuck app takes it all, and a loaded machine (a build beside the
            # tests, a debug build laying out megabytes of text) takes far longer than an idle
            # one.
            ready = self.wait_for("ready", timeout=ready_timeout)
            check(ready is not None, "no ready event")
            self.window = self._window_id()
        except BaseException:
            # A start that failed leaves no app behind to hold the display for the next test.
            stop(self.process, 5)
            raise

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def _read(self):
        for line in self.process.stdout:
            line = line.strip()
            if not line:
                continue
            event = json.loads(line)  # every line must be one JSON object
            with self.lock:
                self.events.append(event)

    def _window_id(self):
        return window_of(self.display, self.process)

    def xdotool(self, *args, check_ok=True):
        result = subprocess.run(["xdotool", *args], env=dict(os.environ, DISPLAY=self.display),
                                capture_output=True, text=True, timeout=30)
        if check_ok and result.returncode != 0:
            raise Failure(f"xdotool {' '.join(args)} failed: {result.stderr.strip()}")
        return result

    def named(self, name):
        with self.lock:
            return [event for event in self.events if event.get("event") == name]

    def named_stats(self):
        """The --stats lines printed so far (on SIGUSR1, and on quit)."""
        with self.lock:
            return [line["stats"] for line in self.events if "stats" in line]

    def wait_for(self, name, count=1, timeout=30.0):
        deadline = time.time() + timeout
        while time.time() < deadline:
            found = self.named(name)
            if len(found) >= count:
                return found[count - 1]
            if self.process.poll() is not None:
                # Ended: what it wrote before it ended is read to the end, then looked at once
                # more.
                self.reader.join(timeout=30)
                found = self.named(name)
                if len(found) >= count:
                    return found[count - 1]
                break
            time.sleep(0.01)
        with self.lock:
            seen = [event.get("event", "stats") for event in self.events]
        status = self.process.poll()
        # Whether the app had ended, and how, tells a crash or a signal's default action from a
        # slow or stuck app.
        ended = "still running" if status is None else f"ended with {status}"
        said = "".join(self.stderr)[-300:]
        raise Failure(f"no '{name}' event #{count} within {timeout}s (saw {seen}; the app "
                      f"{ended}{'; stderr ' + repr(said) if said else ''})")

    # Pointer gestures in points; converted to window pixels with --scale.
    def _xy(self, x, y):
        return str(round(x * self.scale)), str(round(y * self.scale))

    def click(self, x, y):
        self.xdotool("mousemove", "--window", self.window, *self._xy(x, y), "click", "1")

    def drag(self, points, step_delay=0.016, hold=0.0):
        """Presses at the first point, moves through the rest (one step per delay), releases."""
        args = ["mousemove", "--window", self.window, *self._xy(*points[0]), "mousedown", "1"]
        for x, y in points[1:]:
            args += ["sleep", str(step_delay), "mousemove", "--window", self.window, *self._xy(x, y)]
        if hold:
            args += ["sleep", str(hold)]
        args += ["mouseup", "1"]
        self.xdotool(*args)

    def key(self, name):
        self.xdotool("windowfocus", "--sync", self.window, check_ok=False)
        self.xdotool("key", "--clearmodifiers", name)

    def pixels(self):
        """A screenshot of the window."""
        return screenshot(self.display, self.window)

    def pixel(self, x, y):
        """The colour at (x, y) points."""
        image = self.pixels()
        return image.at(round(x * self.scale), round(y * self.scale)), image

    def close(self):
        """Ends the app as a window manager would (SIGTERM): it must quit cleanly, every time
        (within 30 s: only a stuck app takes that long; it is then killed, and said so)."""
        quit_in_time = stop(self.process, 30)
        self.reader.join(timeout=5)
        self.stderr_reader.join(timeout=5)
        said = "".join(self.stderr)
        if not quit_in_time:
            raise Failure(f"the app did not quit within 30 s of SIGTERM and was killed: {said.strip()[:400]}")
        if self.process.returncode != 0 or "crashed" in said:
            raise Failure(f"the app did not quit cleanly (exit {self.process.returncode}): {said.strip()[:400]}")
        return self.process.returncode


def where_it_waits(pid):
    """For a test that finds the app stuck: every thread's stack (gdb, when installed), kept in
    .build/e2e/stuck-PID.txt, and the main thread's innermost frames for the failure line."""
    if not shutil.which("gdb"):
        return "gdb is not installed: no stacks"
    stacks = subprocess.run(["gdb", "-p", str(pid), "-batch", "-ex", "thread apply all bt 12"],
                            capture_output=True, text=True, timeout=60).stdout
    os.makedirs(OUT, exist_ok=True)
    path = os.path.join(OUT, f"stuck-{pid}.txt")
    with open(path, "w") as handle:
        handle.write(stacks)
    frames = [line.split(" in ", 1)[-1].split(" (")[0] for line in stacks.splitlines() if line.startswith("#")]
    return f"stacks in {path}; innermost: {' < '.join(frames[:6])}"


class Ppm:
    def __init__(self, data):
        parts = data.split(b"\n", 3)
        check(parts[0] == b"P6", "screenshot is not a PPM")
        self.width, self.height = map(int, parts[1].split())
        self.data = parts[3]

    def at(self, x, y):
        offset = (y * self.width + x) * 3
        return tuple(self.data[offset:offset + 3])

    def __eq__(self, other):
        """The same picture (size and pixels): what `steady` compares."""
        return (isinstance(other, Ppm) and (self.width, self.height, self.data)
                == (other.width, other.height, other.data))

    __hash__ = None

    def __repr__(self):
        return f"<{self.width}x{self.height} screenshot>"

    def save(self, path):
        with open(path, "wb") as handle:
            handle.write(b"P6\n%d %d\n255\n" % (self.width, self.height) + self.data)


def expect_pixel(app, x, y, color, name, tolerance=4, timeout=30.0):
    """Waits until the pixel at (x, y) points shows `color` (each channel within `tolerance`):
    the frame that shows a state may reach the screen after the event that names it, or after
    an animation a loaded machine draws late. At the deadline it fails, keeping the last
    screenshot in .build/e2e as NAME.ppm."""
    deadline = time.time() + timeout
    while True:
        actual, image = app.pixel(x, y)
        if all(abs(a - b) <= tolerance for a, b in zip(actual, color)):
            return actual
        if time.time() >= deadline:
            os.makedirs(OUT, exist_ok=True)
            path = os.path.join(OUT, name + ".ppm")
            image.save(path)
            raise Failure(f"pixel ({x}, {y}) is {actual}, expected {color}, still after {timeout}s "
                          f"(screenshot {path})")
        time.sleep(0.1)


def still_image(app, what="the window holds still"):
    """A screenshot of the window once two in a row are the same: what it shows at rest, not a
    frame on its way."""
    image, _ = poll(steady(app.pixels), lambda seen: seen[1], what)
    return image


def present(app):
    app.click(195, app_height(app) - 45)
    app.wait_for("present")
    return app.wait_for("settled")


def app_height(app):
    return app.named("ready")[0]["window"][1]


# ---------------------------------------------------------------- tests

def test_click_presents_sheet_with_dim_and_grabber(display):
    app = App(display)
    try:
        expect_pixel(app, 40, 799, (0, 122, 255), "page-button")
        settled = present(app)
        check(settled["detent"] == "default" and settled["height"] == 300, f"settled {settled}")
        expect_pixel(app, 5, 300, GREY, "present-dim")  # once the dim's 0.4 s fade is drawn
        expect_pixel(app, 10, 838, (255, 255, 255), "present-sheet")
        expect_pixel(app, 195, 544 + 19, (170, 170, 170), "present-grabber")
    finally:
        app.close()


def test_tap_on_overlay_dismisses(display):
    app = App(display, "--start", "default")
    try:
        app.click(195, 200)
        check(app.wait_for("dismiss")["reason"] == "tap", "dismiss reason")
        app.wait_for("dismissed")
        check(not app.named("drag-start"), "a tap is not a drag")
    finally:
        app.close()


def test_escape_dismisses_and_arrows_step(display):
    app = App(display, "--start", "default")
    try:
        app.key("Up")
        check(app.wait_for("settled", count=2)["detent"] == "max", "Up goes to max")
        app.key("Down")
        check(app.wait_for("settled", count=3)["detent"] == "default", "Down goes to default")
        app.key("Escape")
        check(app.wait_for("dismiss")["reason"] == "key", "Esc dismisses")
        app.wait_for("dismissed")
        app.key("Return")
        app.wait_for("present")
    finally:
        app.close()


def test_resize_keeps_the_detent(display):
    app = App(display, "--start", "max")
    try:
        app.xdotool("windowsize", app.window, "480", "700")
        resize = app.wait_for("resize")
        check(resize["window"] == [480, 700], f"resize {resize}")
        # The resting sheet moved with max: it says where it now rests, and shows it there.
        moved = app.wait_for("settled", count=2)
        check(moved["detent"] == "max" and moved["height"] == 636, f"moved {moved}")
        expect_pixel(app, 240, 70, (255, 255, 255), "resize-sheet-at-new-max")  # max = 700 - 64
        expect_pixel(app, 240, 10, (0, 0, 0), "resize-black-above")
        app.key("Down")
        settled = app.wait_for("settled", count=3)
        check(settled["detent"] == "default" and settled["height"] == 300, f"settled {settled}")
    finally:
        app.close()


def sheet_top(image, x=100):
    """The first white row of column x below the dimmed page: the sheet's top, in pixels."""
    for y in range(image.height):
        if image.at(x, y)[0] > 240:
            return y
    return None


def test_grab_mid_animation_does_not_jump(display):
    # A 30 s snap from default (top 544 px) up to max (top 64): the test waits until the screen
    # shows the sheet well on its way, then has about 20 s to press while it is still moving.
    # The press goes at y 600, below default's top: the sheet covers it all the way up.
    app = App(display, "--start", "default", "--snap-duration", "30")
    try:
        app.key("Up")
        poll(lambda: sheet_top(app.pixels()), lambda top: top is not None and top < 544 - 100,
             "the sheet rises more than 100 px on its way to max")
        app.xdotool("mousemove", "--window", app.window, "195", "600", "mousedown", "1")
        try:
            # What the screen shows while held: the sheet stops where it was and holds still.
            held, _ = poll(steady(lambda: sheet_top(app.pixels())), lambda seen: seen[1],
                           "the held sheet holds still")
        finally:
            app.xdotool("mousemove", "--window", app.window, "195", "610", "sleep", "0.1", "mousemove", "--window",
                        app.window, "195", "630", "sleep", "0.2", "mouseup", "1")
        start = app.wait_for("drag-start")
        check(300 < start["height"] < 780, f"grabbed mid-way at {start['height']}")
        check(held is not None and abs(held - (844 - start["height"])) <= 1.5,
              f"the sheet held where it was drawn: screen top {held}, grabbed height {start['height']}")
        end = app.wait_for("drag-end")
        check(abs(end["height"] - (start["height"] - 30)) < 0.01, f"moved 30 pt from where grabbed: {start} {end}")
    finally:
        app.close()


def test_quit_reports_frames_and_idle_draws_nothing(display):
    app = App(display, "--start", "default")
    try:
        # At rest, then idle: asleep with no CPU for half a second (a window that kept drawing
        # never gets there and fails in `quiet`), not a second's sleep a loaded machine may
        # not have given the app at all.
        app.wait_for("settled")
        quiet(app.process.pid, "the idle window")
        app.process.terminate()  # SIGTERM quits cleanly, like closing the window
        quit_event = app.wait_for("quit")
        check(0 < quit_event["frames"] <= 5, f"an idle window draws almost nothing: {quit_event}")
        check(app.close() == 0, "exit status 0")
    finally:
        app.close()


def test_control_q_and_control_w_quit(display):
    """Ctrl+Q and Ctrl+W, typed as real key events, quit as the close button does."""
    for combination in ("ctrl+q", "ctrl+w"):
        app = App(display, "--start", "default")
        try:
            app.key(combination)
            quit_event = app.wait_for("quit")
            check(quit_event["frames"] > 0, f"{combination}: quit after drawing: {quit_event}")
            check(app.process.wait(timeout=30) == 0, f"{combination}: exit status 0")
        finally:
            app.close()


def test_uikit_grabber_tap_toggles_and_a_tap_below_it_does_not(display):
    """--preset uikit: a real click on the grabber moves the sheet to large and back; a click
    on the sheet's text below the grabber's 44 pt square moves nothing. (UIKit hides its grabber
    unless asked: `--grabber visible` asks.)"""
    app = App(display, "--preset", "uikit", "--grabber", "visible", "--start", "default")
    try:
        rest = app.wait_for("settled")
        top = app_height(app) - rest["height"]
        app.click(195, top + 100)
        # Up, read after the click (events come in order), proves the click was taken: a toggle
        # it made would be logged before Up's `settled`.
        app.key("Up")
        check(app.wait_for("settled", count=2)["detent"] == "max", "Up goes to max")
        check(not app.named("toggle"), f"a click on the text moved the sheet: {app.named('toggle')}")
        app.key("Down")
        check(app.wait_for("settled", count=3)["detent"] == "default", "Down goes back to default")
        app.click(195, top + 8)
        check(app.wait_for("toggle")["target"] == "max", "the grabber tap goes up to max")
        app.wait_for("settled", count=4)
        app.click(195, app_height(app) - app.named("settled")[3]["height"] + 8)
        check(app.wait_for("toggle", count=2)["target"] == "default", "and back down")
        check(app.close() == 0, "exit status 0")
    finally:
        app.close()


def test_a_compared_uikit_phone_rests_where_the_preset_alone_does(display):
    """--compare uikit,seed: the uikit phone keeps UIKit's medium and large (its look's), not
    the replayed gesture's 300 pt default (found in a new user's trial)."""
    def first_rest(args):
        result = run_cli([*args, "--replay", "gesture:tap", "--headless", "--events"])
        check(result.returncode == 0, f"{args}: {result.stderr!r}")
        events = [json.loads(line) for line in result.stdout.splitlines()]
        return {event.get("phone"): event["height"] for event in events
                if event["event"] == "settled" and event["t"] == 0}
    for device in ([], ["--device", "iphone-16"]):
        alone = first_rest(["--preset", "uikit", *device])[None]
        compared = first_rest(["--compare", "uikit,seed", *device])
        check(compared[1] == alone and compared[2] != alone,
              f"{device}: uikit alone rests at {alone}, compared {compared}")


def test_style_peek_click_toggles(display):
    app = App(display, "--style", "peek")
    try:
        expect_pixel(app, 195, 820, (255, 0, 0), "peek-strip")
        app.click(195, 820)
        check(app.wait_for("settled", count=2)["detent"] == "open", "click opens")
        expect_pixel(app, 195, 60, (255, 0, 0), "peek-open")
        app.click(195, 400)
        check(app.wait_for("settled", count=3)["detent"] == "peek", "click again peeks")
    finally:
        app.close()


def test_style_fixed_segments_and_close_button(display):
    app = App(display, "--style", "fixed")
    try:
        settled = present(app)
        check(settled["detent"] == "panel" and settled["height"] == 600, f"panel: {settled}")
        top = 844 - 600
        tint = (190, 31, 109)
        expect_pixel(app, 24, top + 75 + 20 + 4, tint, "fixed-girl-selected")
        app.click(20 + 350 * 5 / 6, top + 75 + 20 + 17)  # "Unsure"
        select = app.wait_for("select")
        check(select["control"] == 0 and select["segment"] == 2, f"select: {select}")
        expect_pixel(app, 24, top + 75 + 20 + 4, (255, 255, 255), "fixed-girl-unselected")
        expect_pixel(app, 366, top + 75 + 20 + 4, tint, "fixed-unsure-selected")
        app.click(350, top + 20)  # the close button
        check(app.wait_for("dismiss")["reason"] == "button", "close button dismisses")
        app.wait_for("dismissed")
    finally:
        app.close()


# From max: press, drag down to 480 pt (below the detents' midpoint, 540), then move up at
# ~200 pt/s for ~130 ms: position says default, momentum says max.
SLOW_FLICK_AFTER_DRAG_DOWN = ([(195, 300 + i * 10) for i in range(31)]  # to y 600: h 480
                              + [(195, 600 - i * 3.2) for i in range(1, 9)])  # 3.2 pt a 16 ms, to h ~506


# The flicks `with_release_velocity` made, and how many of them were made again because the
# release's velocity was not the one the case needs: the closing line reports both.
FLICKS = {"made": 0, "again": 0}


def with_release_velocity(start, gesture, needs, attempts=6):
    """Runs `gesture(app)` (which returns its `drag-end`) on a fresh `start()` until the
    release's velocity lies in `needs` (an open interval), and returns (app, end); the caller
    closes the app. A flick is timed by the X server: when a loaded machine stalls xdotool
    between two moves, or before the release, the server sees a slower hand than the test
    made, which says nothing about the app. Every attempt's velocity is named on failure."""
    seen = []
    # A gesture whose every velocity will do is no flick: not counted.
    counted = 1 if math.isfinite(needs[0]) or math.isfinite(needs[1]) else 0
    for _ in range(attempts):
        if seen:
            # The app saw the last one slower or faster than the flick needs: said at once, and
            # counted in the closing line, so a flaky X server shows.
            FLICKS["again"] += counted
            print(f"     flick made again: the release was at {seen[-1]:g} pt/s, outside {needs}",
                  flush=True)
        FLICKS["made"] += counted
        app = start()
        try:
            end = gesture(app)
        except BaseException:
            app.close()
            raise
        if needs[0] < end["velocity"] < needs[1]:
            return app, end
        seen.append(end["velocity"])
        app.close()
    check(False, f"no release reached a velocity in {needs} in {attempts} attempts: {seen} "
                 "(xdotool stalled each time)")


def slow_flick_after_drag_down(app):
    app.drag(SLOW_FLICK_AFTER_DRAG_DOWN, step_delay=0.016)
    return app.wait_for("drag-end")


@dataclasses.dataclass
class Landing:
    """One gesture from a resting sheet and where its release must land: the `drag-end`
    fields `end` holds exactly and `within` bounds (open intervals), then the next `settled`
    (None: the gesture dismisses). `presented` clicks the page's button first and checks
    where the sheet rests; `before` and `then` check the screen around the gesture."""
    name: str
    flags: tuple
    gesture: list
    end: dict
    settles: dict = None
    within: dict = dataclasses.field(default_factory=dict)
    hold: float = 0.2
    presented: dict = None
    before: object = None
    then: object = None
    settle_timeout: float = 30.0


def card_at_max(app):
    expect_pixel(app, 195, 15, (0, 0, 0), "max-black-above-card")
    expect_pixel(app, 195, 45, GREY, "max-card-page")
    expect_pixel(app, 8, 50, (0, 0, 0), "max-black-beside-card")
    expect_pixel(app, 195, 70, (255, 255, 255), "max-sheet")


def dismissed_by_the_drag(app):
    check(app.wait_for("dismiss")["reason"] == "drag", "dismiss reason")
    app.wait_for("dismissed")
    expect_pixel(app, 5, 300, (255, 255, 255), "dismissed-page")
    check(app.named("dismiss")[0]["t"] <= app.named("dismissed")[0]["t"] - 0.35, "dismissal animates ~0.4 s")


def twice_the_pixel_density(app):
    image = app.pixels()
    check((image.width, image.height) == (780, 1688), f"window is {image.width}x{image.height} pixels")
    expect_pixel(app, 195, 544 + 19, (170, 170, 170), "scale2-grabber")


def modal_dismissed_and_presented_again(app):
    app.wait_for("dismissed")
    app.click(195, 799)
    app.wait_for("settled", count=2)


def half_full_covers_the_top(app):
    expect_pixel(app, 5, 5, (255, 255, 255), "half-full")


LANDINGS = [
    Landing("slow-drag-up-lands-at-max-with-card", ("--start", "default"),
            [(195, 600 - i * 10) for i in range(46)], hold=0.25,  # up to y 150, then pause
            # The pause leaves the velocity at exactly 0; a release the X server saw sooner after
            # the last move (stalled before the pause) is made again, as a flick too slow is.
            end={"target": "max", "rule": 2, "velocity": 0},
            within={"translation": (-450.01, -449.99), "velocity": (-1e-9, 1e-9)},
            settles={"detent": "max", "height": 780}, then=card_at_max),
    Landing("drag-down-from-max-lands-at-default", ("--start", "max"),
            [(195, 300 + i * 10) for i in range(21)],
            end={"target": "default", "rule": 4}, settles={"detent": "default", "height": 300}),
    Landing("drag-below-dismiss-line-dismisses", ("--start", "default"),
            [(195, 600 + i * 10) for i in range(16)],  # to h = 150
            end={"target": "dismiss", "rule": 1}, then=dismissed_by_the_drag),
    Landing("quick-upward-flick-from-below-default-goes-to-max", ("--start", "default"),
            [(195, 600 + i * 5) for i in range(19)]  # slowly down to h = 210
            + [(195, 690 - i * 8) for i in range(1, 9)],  # then 64 pt up in ~130 ms (~500 pt/s), to h = 274
            hold=0, end={"target": "max", "rule": 2}, within={"height": (-math.inf, 300), "velocity": (-math.inf, -300)},
            settles={"detent": "max"}),
    Landing("twice-the-pixel-density", ("--scale", "2", "--start", "default"),
            [(195, 600 - i * 20) for i in range(25)],  # in points at 2x
            end={}, settles={"detent": "max"}, before=twice_the_pixel_density),
    Landing("style-modal-drag-down-40-percent-dismisses", ("--style", "modal"),
            [(195, 200 + i * 17) for i in range(21)],  # 340 pt = 40 % of 844
            end={"target": "dismiss", "rule": 1}, presented={}, then=modal_dismissed_and_presented_again),
    Landing("style-modal-drag-down-20-percent-springs-back", ("--style", "modal"),
            [(195, 200 + i * 8.5) for i in range(21)],  # 170 pt = 20 %
            end={"target": "open", "rule": 2}, settles={"detent": "open", "height": 844}, presented={},
            then=lambda app: expect_pixel(app, 5, 5, (255, 255, 255), "modal-back-open")),
    Landing("style-half-flick-up-goes-full", ("--style", "half"),
            [(195, 600 - i * 8) for i in range(9)], hold=0,  # 64 pt up in ~130 ms
            end={"target": "full", "rule": 1}, within={"velocity": (-math.inf, -300)}, settles={"detent": "full"},
            presented={"detent": "half", "height": 422},
            before=lambda app: expect_pixel(app, 5, 300, (128, 128, 128), "half-dim"), then=half_full_covers_the_top),
    Landing("style-card-drag-down-past-a-quarter-dismisses", ("--style", "card"),
            [(195, 300 + i * 12.1) for i in range(21)],  # 242 pt = 30 % of 804
            end={"target": "dismiss", "rule": 1}, presented={"detent": "open", "height": 804},
            before=lambda app: expect_pixel(app, 195, 20, (0, 0, 0), "card-black-above-page"),
            then=lambda app: app.wait_for("dismissed")),
    # The same slow flick up after a drag down: the seed policy goes by the drag's direction,
    # projected by the momentum, nearest by the position alone.
    Landing("flick-seed-dragged-down-lands-default", ("--start", "max"), SLOW_FLICK_AFTER_DRAG_DOWN, hold=0,
            end={"target": "default", "rule": 4}, within={"velocity": (-300, -100)}),
    Landing("flick-projected-momentum-carries-it-to-max", ("--start", "max", "--policy", "projected"),
            SLOW_FLICK_AFTER_DRAG_DOWN, hold=0, end={"target": "max"},
            within={"velocity": (-300, -100), "height": (-math.inf, 540)}, settles={"detent": "max"}),
    Landing("flick-nearest-ignores-the-flick", ("--start", "max", "--policy", "nearest"),
            SLOW_FLICK_AFTER_DRAG_DOWN, hold=0, end={"target": "default"}),
] + [
    # Every preset opens, and a slow drag (380 pt up) to near the top lands at max.
    Landing(f"preset-{preset}-slow-drag-up-lands-at-max", ("--start", "default", "--preset", preset),
            [(195, 600 - i * 20) for i in range(20)], hold=0.25,
            end={"target": "max"}, settles={"detent": "max"})
    for preset in ("fluid", "panmodal", "floatingpanel", "vaul", "material", "gorhom")
]


def each_case(table):
    """Marks a test that takes `(display, case)`: the runner runs it once per case of `table`
    and prints and counts each as `test_name[case.name]`."""
    def mark(test):
        test.cases = table
        return test
    return mark


@each_case(LANDINGS)
def test_a_release_lands_where_its_rule_says(display, case):
    def gesture(app):
        if case.presented is not None:
            settled = present(app)
            check(settled == {**settled, **case.presented}, f"rests {settled}")
        if case.before:
            case.before(app)
        app.drag(case.gesture, step_delay=0.016, hold=case.hold)
        return app.wait_for("drag-end")
    # The release velocity a flick case names is what the gesture must make, then the rule.
    needs = case.within.get("velocity", (-math.inf, math.inf))
    app, end = with_release_velocity(lambda: App(display, *case.flags), gesture, needs)
    try:
        check(end == {**end, **case.end}, f"drag-end {end}, expected {case.end}")
        for key, (low, high) in case.within.items():
            check(low < end[key] < high, f"drag-end {key} {end[key]} outside ({low}, {high}): {end}")
        if case.settles is not None:
            settled = app.wait_for("settled", count=2, timeout=case.settle_timeout)
            check(settled == {**settled, **case.settles}, f"settled {settled}, expected {case.settles}")
        if case.then:
            case.then(app)
    finally:
        app.close()


def test_overdrag_rubber_band_and_back(display):
    app = App(display, "--start", "max", "--preset", "fluid")
    try:
        # Up 100 pt past max (top 64), hold, then come back down 50 pt and let go slowly.
        path = [(195, 400 - i * 10) for i in range(11)]
        app.xdotool("mousemove", "--window", app.window, "195", "400", "mousedown", "1")
        for x, y in path[1:]:
            app.xdotool("mousemove", "--window", app.window, str(x), str(y))
        # The sheet follows the pointer and rests held above max's top (64 px).
        top, _ = poll(steady(lambda: sheet_top(app.pixels())),
                      lambda seen: seen[1] and seen[0] is not None and seen[0] < 64,
                      "the held sheet rises above max's top (64 px) and holds still")
        check(0 < top < 64 - 20, f"over-dragged: top {top} between the window's top and max's 64")
        check(top > 64 - 100 + 30, f"resisted: moved {64 - top} pt for 100 pt of pointer")
        app.xdotool("mousemove", "--window", app.window, "195", "350", "sleep", "0.3", "mouseup", "1")
        end = app.wait_for("drag-end")
        check(780 < end["height"] < 844, f"released in the over-drag: {end}")
        settled = app.wait_for("settled", count=2)
        check(settled["detent"] == "max" and settled["height"] == 780, f"springs back to max: {settled}")
    finally:
        app.close()


def test_scroll_hand_off_with_long_content(display):
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False, encoding="utf-8") as text:
        for paragraph in range(40):
            text.write(f"第{paragraph + 1}段：横街南巷，记钿车小小，翠帘徐揭。绿酒分曹人散后，心事低徊潜说。\n")
    app = App(display, "--start", "max", "--content", text.name)
    try:
        before = app.pixels()

        def changed(after):
            return sum(1 for y in range(150, 800, 5) if before.at(100, y) != after.at(100, y))
        app.drag([(195, 600 - i * 20) for i in range(16)], hold=0.2)  # up 300 pt on the content
        after, _ = poll(steady(app.pixels), lambda seen: seen[1] and changed(seen[0]) > 10,
                        "the text moves with the drag and holds still")
        check(changed(after) > 10, f"the text moved ({changed(after)} sampled rows differ)")
        # Down 500 pt: 300 scroll the content back, the rest moves the sheet.
        app.drag([(195, 200 + i * 20) for i in range(26)], hold=0.2)
        start = app.wait_for("drag-start")
        check(start["height"] == 780, f"the sheet takes over at max: {start}")
        end = app.wait_for("drag-end")
        check(560 < end["height"] < 620, f"moved by what was left after scrolling back: {end}")
        check(end["target"] == "default", f"lands at default: {end}")
        # This drag's events come after the first drag's (in order): the upward drag, which
        # scrolled, moved no sheet.
        check(len(app.named("drag-start")) == 1 and len(app.named("drag-end")) == 1,
              f"an upward drag at max scrolls the content: {app.events}")
    finally:
        app.close()
        os.unlink(text.name)


def decisions(events):
    return [(e["target"], e["rule"]) for e in events if e["event"] == "drag-end"]


def test_record_then_replay_gives_the_same_decisions(display):
    with tempfile.TemporaryDirectory() as work:
        trace = os.path.join(work, "session.jsonl")
        app = App(display, "--start", "default", "--record", trace)
        try:
            app.drag([(195, 600 - i * 15) for i in range(27)], hold=0.25)  # slowly to max
            app.wait_for("settled", count=2)
            app.drag([(195, 300 + i * 40) for i in range(6)])  # a fast flick down
            app.wait_for("settled", count=3)
            app.drag([(195, 600 + i * 12) for i in range(12)], hold=0.2)  # below the dismiss line
            app.wait_for("dismissed")
        finally:
            app.close()
        live = decisions(app.events)
        check(len(live) == 3, f"three releases: {live}")
        with open(trace, encoding="utf-8") as handle:
            lines = handle.read().splitlines()
        check(json.loads(lines[0])["sheetlab-trace"] == 1, "header first")
        check(all(json.loads(line)["input"] for line in lines[1:]), "one input a line")
        runs = [subprocess.run([BIN, "--replay", trace, "--headless", "--events"], capture_output=True, text=True,
                               timeout=60) for _ in range(2)]
        check(all(run.returncode == 0 for run in runs), f"replays ran: {[r.stderr for r in runs]}")
        check(runs[0].stdout == runs[1].stdout, "two replays print byte-identical events")
        replayed = decisions([json.loads(line) for line in runs[0].stdout.splitlines()])
        check(replayed == live, f"the replay decides as the live run did: {replayed} vs {live}")


def test_panel_changes_are_recorded_and_replayed(display):
    with tempfile.TemporaryDirectory() as work:
        trace = os.path.join(work, "tuned.jsonl")
        app = App(display, "--start", "default", "--panel", "--record", trace)
        try:
            for _ in range(5):
                app.key("equal")  # default-height up one step at a time
            time.sleep(0.3)
            app.drag([(195, 500 - i * 15) for i in range(20)], hold=0.25)
            app.wait_for("settled", count=2)
        finally:
            app.close()
        live = app.named("drag-start")[0]
        check(live["height"] > 300, f"the live sheet rested higher: {live}")
        run = subprocess.run([BIN, "--replay", trace, "--headless", "--events"], capture_output=True, text=True, timeout=60)
        events = [json.loads(line) for line in run.stdout.splitlines()]
        replayed = [e for e in events if e["event"] == "drag-start"]
        check(replayed and replayed[0]["height"] == live["height"], f"the replay applied the change: {replayed} vs {live}")
        check(decisions(events) == decisions(app.events), "and decided the same")


def ppm_of(path):
    data = subprocess.run(["convert", path, "-depth", "8", "ppm:-"], capture_output=True, timeout=60).stdout
    return Ppm(data)


def test_plot_and_filmstrip(display):
    with tempfile.TemporaryDirectory() as work:
        trace = os.path.join(work, "t.jsonl")
        app = App(display, "--start", "default", "--record", trace)
        try:
            app.drag([(195, 600 - i * 15) for i in range(27)], hold=0.25)
            app.wait_for("settled", count=2)
        finally:
            app.close()
        plot = os.path.join(work, "plot.png")
        result = subprocess.run([BIN, "plot", trace, "--out", plot, "--scale", "1"], capture_output=True, text=True,
                                timeout=60)
        check(result.returncode == 0, f"plot: {result.stderr}")
        image = ppm_of(plot)
        check((image.width, image.height) == (900, 520), f"plot size {image.width}x{image.height}")
        # The default detent's line: height 300 of 900 on the axis (y 50…450) → y = 450 - 300/900*400.
        y = round(450 - 300 / 900 * 400)
        row = [image.at(x, y) for x in range(100, 800, 7)]
        check(sum(1 for p in row if p[1] > 150 and p[0] < 120) > len(row) // 3, f"a green detent line at y {y}")
        blue = sum(1 for yy in range(50, 450) for xx in range(70, 810, 3) if image.at(xx, yy)[2] > 200 and image.at(xx, yy)[0] < 60)
        check(blue > 50, f"the height curve is drawn ({blue} blue pixels)")
        # At the start the sheet rests at 300 pt: the curve's blue sits on the default line there.
        start = [image.at(xx, yy) for xx in range(71, 80) for yy in range(y - 2, y + 3)]
        check(any(p[2] > 200 and p[0] < 60 and p[1] < 160 for p in start), f"the height curve at t≈0 is at 300 pt: {start[:6]}")
        again = subprocess.run([BIN, "plot", trace, "--out", plot], capture_output=True, text=True, timeout=60)
        check(again.returncode == 73, "a plot never replaces a file")
        strip = os.path.join(work, "strip.png")
        frames = os.path.join(work, "frames")
        result = subprocess.run([BIN, "--replay", trace, "--headless", "--filmstrip", strip, "--frames", frames],
                                capture_output=True, text=True, timeout=120)
        check(result.returncode == 0, f"filmstrip: {result.stderr}")
        count = len(os.listdir(frames))
        check(count > 60, f"one PNG per frame: {count}")
        film = ppm_of(strip)
        check(film.height == 844 // 3 and film.width > 10 * 130, f"film strip {film.width}x{film.height}")
        first = ppm_of(os.path.join(frames, sorted(os.listdir(frames))[0]))
        check((first.width, first.height) == (390, 844), "frames at the window's size")


def test_panel_slider_moves_the_resting_sheet_and_exports(display):
    with tempfile.TemporaryDirectory() as work:
        app = App(display, "--start", "default", "--panel", cwd=work)
        try:
            image = app.pixels()
            check(image.width == 390 + 320, f"the window grew by the panel: {image.width}")
            check(sheet_top(image) == 544, f"the sheet rests at 300 pt: top {sheet_top(image)}")
            # Row 0 is default-height; its track runs from x 390+16 to 390+304 below the header,
            # whose height follows its lines: the first of the track's blue fill (0x007AFF).
            blue = [y for y in range(image.height) if image.at(390 + 20, y) == (0, 122, 255)]
            check(blue, "row 0's slider is drawn")
            y = blue[0] + 2
            app.drag([(390 + 16 + 288 * fraction, y) for fraction in (0.355, 0.40, 0.45)])
            top, _ = poll(steady(lambda: sheet_top(app.pixels())),
                          lambda seen: seen[1] and seen[0] is not None and 444 < seen[0] < 484,
                          "the resting sheet moves up with the slider and rests (top 444-484 px)")
            app.key("e")
            # E writes the formats one after another: wait for the last one the test reads.
            written = [os.path.join(work, name) for name in ("sheet-config.json", "SheetConstants.swift")]
            poll(lambda: [os.path.basename(path) for path in written if os.path.exists(path)],
                 lambda seen: len(seen) == len(written), "E writes sheet-config.json and SheetConstants.swift")
            with open(os.path.join(work, "sheet-config.json"), encoding="utf-8") as handle:
                exported = json.load(handle)
            check(abs(exported["default-height"] - (844 - top)) <= 2, f"exported {exported['default-height']}")
            app.key("e")
            poll(lambda: sorted(os.listdir(work)), lambda seen: "sheet-config-2.json" in seen,
                 "a second export gets a new name (sheet-config-2.json)")
        finally:
            app.close()
        loaded = App(display, "--config", os.path.join(work, "sheet-config.json"), "--start", "default")
        try:
            check(sheet_top(loaded.pixels()) == top, "--config loads the tuned height back")
        finally:
            loaded.close()


def test_compare_drives_both_phones(display):
    def gesture(app):
        image = app.pixels()
        check(image.width == 390 * 2 + 16, f"two phones: {image.width}")
        return slow_flick_after_drag_down(app)
    app, _ = with_release_velocity(
        lambda: App(display, "--compare", "seed,fluid", "--start", "max", "--hud"), gesture, (-300, -100))
    try:
        app.wait_for("drag-end", count=2)
        ends = app.named("drag-end")
        by_phone = {e["phone"]: e["target"] for e in ends}
        check(by_phone == {1: "default", 2: "max"}, f"seed and fluid decide differently on one gesture: {ends}")
        poll(lambda: app.pixels().at(20, 60), lambda hud: hud[0] > hud[1] + 40,
             "the HUD turns red where they differ", interval=0.1)
    finally:
        app.close()


def test_bad_config_and_trace_files(display):
    with tempfile.TemporaryDirectory() as work:
        bad = write(work, "bad.json", '{"dim-alpha": 2}')
        result = run_cli(["--config", bad])
        check(result.returncode == 65 and result.stderr.count("\n") == 1 and "'dim-alpha'" in result.stderr
              and "bad.json" in result.stderr, f"bad config: {result.returncode} {result.stderr!r}")
        write(work, "bad.json", '{"default-height": 900}')
        result = run_cli(["--config", bad])
        check(result.returncode == 65 and "bad.json" in result.stderr and "--default-height 900" in result.stderr,
              f"detents the file makes inconsistent: {result.returncode} {result.stderr!r}")
        write(work, "bad.json", '{"default-height": 400}')
        env = {k: v for k, v in os.environ.items() if k != "DISPLAY"}
        env["SDL_VIDEODRIVER"] = "x11"
        result = run_cli(["--config", bad, "--dismiss-height", "350"], env=env)
        check(result.returncode == 69, f"file and flags are checked together: {result.returncode} {result.stderr!r}")
        write(work, "bad.json", '{"sheetlab-trace": 1, "config": {}}\n{"t": 1, "input": "warp"}\n')
        result = run_cli(["--replay", bad, "--headless"])
        check(result.returncode == 65 and "line 2" in result.stderr, f"bad trace: {result.stderr!r}")
        existing = os.path.join(work, "exists.jsonl")
        open(existing, "w").close()
        env = {k: v for k, v in os.environ.items() if k != "DISPLAY"}
        env["SDL_VIDEODRIVER"] = "offscreen"  # a display-less driver opens, so the record check is reached
        result = run_cli(["--record", existing], env=env)
        check(result.returncode == 73 and "never replaced" in result.stderr, f"record over a file: {result.stderr!r}")


def ended_while_writing(app, folder, stall=60.0):
    """Waits for `app`'s `quit` and its exit for as long as it makes progress: a new event, or
    a file in `folder` (frames, a clip's temporary file) that is new or grew. A replay that
    writes every frame, or a clip, takes as long as this machine takes to encode them, and the
    frames still queued at `quit` are written before the app ends; it fails only when nothing
    moves for `stall` seconds."""
    def progress():
        written = []
        if folder and os.path.isdir(folder):
            for dirpath, _, names in os.walk(folder):
                for name in names:
                    try:
                        written.append((name, os.path.getsize(os.path.join(dirpath, name))))
                    except OSError:
                        pass  # renamed or removed between the listing and the look
        return len(app.events), sorted(written)
    seen, since = progress(), time.monotonic()
    while app.process.poll() is None:
        now = progress()
        if now != seen:
            seen, since = now, time.monotonic()
        elif time.monotonic() - since > stall:
            raise Failure(f"no event and no frame written for {stall:.0f} s ({now[0]} events, "
                          f"{len(now[1])} files; quit seen: {bool(app.named('quit'))})")
        time.sleep(0.1)
    app.wait_for("quit", timeout=30)


def test_sigint_while_recording_leaves_a_valid_trace(display):
    with tempfile.TemporaryDirectory() as work:
        trace = os.path.join(work, "cut.jsonl")
        app = App(display, "--start", "default", "--record", trace)
        try:
            app.xdotool("mousemove", "--window", app.window, "195", "600", "mousedown", "1")
            for y in range(590, 400, -10):
                app.xdotool("mousemove", "--window", app.window, "195", str(y))
            app.process.send_signal(2)  # Ctrl-C mid-drag
            try:
                app.process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                raise Failure(f"no quit within 30 s of SIGINT; {where_it_waits(app.process.pid)}")
            app.xdotool("mouseup", "1", check_ok=False)
        finally:
            app.close()
        check(app.named("quit"), "SIGINT quits cleanly")
        result = subprocess.run([BIN, "--replay", trace, "--headless", "--events"], capture_output=True, text=True, timeout=60)
        check(result.returncode == 0 and '"event":"drag-start"' in result.stdout, f"the cut trace replays: {result.stderr!r}")


def test_a_full_disk_stops_recording_and_exports_cleanly(display):
    with tempfile.TemporaryDirectory() as work:
        trace = os.path.join(work, "full.jsonl")
        # A 4 KiB file-size limit: the header fits, the drag's lines soon do not.
        script = f"ulimit -f 4; exec {BIN} --events --start default --record {trace}"
        process = subprocess.Popen(["bash", "-c", script], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                   env=dict(os.environ, DISPLAY=display))
        said = []
        readers = [threading.Thread(target=lambda: said.extend(process.stderr), daemon=True)]
        readers[0].start()
        try:
            line = process.stdout.readline()
            check('"ready"' in line, f"started: {line!r} {''.join(said)!r}")
            readers.append(threading.Thread(target=process.stdout.read, daemon=True))
            readers[1].start()
            window = window_of(display, process)
            moves = ["mousemove", "--window", window, "195", "600", "mousedown", "1"]
            for y in range(590, 200, -5):
                moves += ["mousemove", "--window", window, "195", str(y)]
            subprocess.run(["xdotool", *moves, "mouseup", "1"], env=dict(os.environ, DISPLAY=display), timeout=60)
            poll(lambda: "".join(said), lambda text: "recording stopped" in text,
                 "the app says the recording stopped")
            check(process.poll() is None, "the app keeps running when the disk is full")
            if not stop(process, 30):
                raise Failure("the app did not quit within 30 s of SIGTERM and was killed")
        finally:
            if process.poll() is None:
                process.kill()
                process.wait()
        for reader in readers:
            reader.join(timeout=30)
        err = "".join(said)
        check(err.count("recording stopped") == 1, f"said once: {err!r}")
        size = os.path.getsize(trace)
        check(size <= 4096, f"the limit held: {size}")
        with open(trace, encoding="utf-8") as handle:
            text = handle.read()
        check(text.endswith("\n"), "the trace ends with a whole line")
        result = subprocess.run([BIN, "--replay", trace, "--headless"], capture_output=True, text=True, timeout=60)
        check(result.returncode == 0, f"and replays: {result.stderr!r}")
        # An export that cannot be written leaves nothing half-written behind.
        export = subprocess.run(["bash", "-c", f"ulimit -f 1; exec {BIN} --preset fluid --export swift"], cwd=work,
                                capture_output=True, text=True, timeout=30)
        check(export.returncode == 73 and export.stderr.count("\n") == 1, f"export on a full disk: {export.stderr!r}")
        check(not os.path.exists(os.path.join(work, "SheetConstants.swift")), "no partial export")


def test_window_abuse(display):
    app = App(display, "--start", "max")
    try:
        args = []
        for i in range(200):
            args += ["windowsize", app.window, str(200 + (i * 37) % 900), str(150 + (i * 53) % 1100), "sleep", "0.01"]
        app.xdotool(*args)
        app.xdotool("windowsize", app.window, "120", "200")
        # SDL folds resizes still queued into the newest, so how many arrive depends on how busy
        # the machine is; what must hold is that the app survives and ends at the last size.
        deadline = time.time() + 30
        while time.time() < deadline and not any(e["window"] == [120, 200] for e in app.named("resize")):
            time.sleep(0.05)
        check(app.process.poll() is None, "survived 200 resizes in about 2 s")
        sizes = {tuple(e["window"]) for e in app.named("resize")}
        check((120, 200) in sizes and len(sizes) >= 2, f"and followed them to the last size: {sorted(sizes)}")
        # (A resting sheet moved by a resize logs `settled` too: the keys' is the next one.)
        rested = len(app.named("settled"))
        app.key("Down")
        app.key("Up")
        settled = app.wait_for("settled", count=rested + 1)
        check(settled["height"] <= 200, f"a tiny window still works, detents clamped: {settled}")
    finally:
        app.close()
    err = "".join(app.stderr)
    check(err.count("too small") == 1, f"one warning about the clamped detents: {err!r}")
    extreme = App(display, "--start", "default", "--fullscreen-velocity", "1e9", "--snap-duration", "0",
                  "--present-duration", "0", "--dim-duration", "0")
    try:
        extreme.drag([(195, 600 - i * 20) for i in range(10)])
        end = extreme.wait_for("drag-end")
        check(end["rule"] != 2 or end["height"] > 633, f"1e9 pt/s never counts as a flick: {end}")
        extreme.wait_for("settled", count=2)
        extreme.key("Escape")
        extreme.wait_for("dismissed")
    finally:
        extreme.close()


def run_cli(args, env=None, timeout=120):
    """The app run to its end with `args`; the limit only catches one that hangs (a replay
    writing frames takes far longer on a loaded machine than on an idle one)."""
    return subprocess.run([BIN, *args], capture_output=True, text=True, timeout=timeout, env=env)


NOBODY = 65534  # the unprivileged user and group a root run checks permissions as
_unprivileged_app = []


def unprivileged(args):
    """The command line running the app with `args` as a user the file permissions hold back.
    Root writes into a read-only directory all the same, and CI runs as root: there the app
    runs as nobody (setpriv), from a copy of it and its fonts in a directory anyone can read
    (the clone may sit under /root, which nobody cannot enter). The directories the app is
    to reach must be open to all (`open_to_all`)."""
    if os.geteuid() != 0:
        return [BIN, *args]
    check(shutil.which("setpriv"), "setpriv (util-linux) is missing: root cannot run the app as nobody")
    if not _unprivileged_app:
        directory = tempfile.mkdtemp(prefix="sheetlab-nobody-")
        atexit.register(shutil.rmtree, directory, True)
        app = os.path.join(directory, "SheetDesktop")
        shutil.copy(BIN, app)
        # FontLocator looks for Resources/fonts (and --export html's Resources/web) beside the
        # executable's ancestors.
        here = os.path.dirname(os.path.abspath(__file__))
        for kind in ("fonts", "web"):
            shutil.copytree(os.path.join(here, "..", "..", "Resources", kind),
                            os.path.join(directory, "Resources", kind))
        for root, folders, files in os.walk(directory):
            os.chmod(root, 0o755)
            for name in files:
                os.chmod(os.path.join(root, name), 0o755 if name == "SheetDesktop" else 0o644)
        _unprivileged_app.append(app)
    return ["setpriv", f"--reuid={NOBODY}", f"--regid={NOBODY}", "--clear-groups", "--",
            _unprivileged_app[0], *args]


def open_to_all(*paths):
    """Lets the unprivileged user of `unprivileged` read and enter `paths` (a temporary
    directory is its owner's alone)."""
    for path in paths:
        os.chmod(path, 0o755)


def test_command_line_errors(display):
    result = run_cli(["--dim-alpha", "2"])
    check(result.returncode == 64, f"bad value exits 64, got {result.returncode}")
    check(result.stderr.count("\n") == 1 and "--dim-alpha" in result.stderr, f"one line: {result.stderr!r}")
    check(run_cli(["--help"]).returncode == 0, "--help exits 0")
    check("--default-height" in run_cli(["--help"]).stdout, "--help lists flags")
    check(run_cli(["--version"]).stdout.startswith("SheetLab "), "--version")
    env = {k: v for k, v in os.environ.items() if k != "DISPLAY"}
    env["SDL_VIDEODRIVER"] = "x11"
    result = run_cli([], env=env)
    check(result.returncode == 69 and "SDL_VIDEODRIVER" in result.stderr, f"no display: {result.returncode} {result.stderr!r}")
    result = subprocess.run([BIN, "--style", "half", "--card-top", "30", "--start", "bogus"], capture_output=True,
                            text=True, timeout=30)
    check(result.returncode == 64 and "--start" in result.stderr, f"bad start: {result.stderr!r}")
    result = run_cli(["--style", "half", "--card-top", "30"], env=env)
    check(result.stderr.count("--card-top has no effect with --style half") == 1, f"noted once: {result.stderr!r}")
    bare = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER")}
    result = run_cli([], env=bare)
    check(result.returncode == 69 and result.stderr.count("\n") == 1 and "SDL_VIDEODRIVER" in result.stderr,
          f"no display at all: {result.returncode} {result.stderr!r}")
    result = run_cli(["--content", "/nonexistent/text.txt"], env=env)
    check(result.returncode == 66 and "--content" in result.stderr, f"missing content: {result.stderr!r}")
    with tempfile.TemporaryDirectory() as work:
        result = run_cli(["--content", write(work, "binary.txt", b"\xff\xfe\x00bad")], env=env)
        check(result.returncode == 65 and "UTF-8" in result.stderr, f"not UTF-8: {result.stderr!r}")
        result = run_cli(["--font", "/nonexistent/font.otf"], env=env)
        check(result.returncode == 66 and "--font" in result.stderr,
              f"missing font: {result.returncode} {result.stderr!r}")
        result = run_cli(["--bold-font", write(work, "bogus.otf", b"not a font at all")], env=env)
        check(result.returncode == 66 and "--bold-font" in result.stderr, f"corrupt font: {result.stderr!r}")


def test_fonts_found_from_any_directory(display):
    with tempfile.TemporaryDirectory() as elsewhere:
        env = dict(os.environ, DISPLAY=display)
        process = subprocess.Popen([BIN, "--events"], cwd=elsewhere, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                   env=env, text=True)
        line = process.stdout.readline()
        process.terminate()
        process.wait(timeout=30)
        check('"event":"ready"' in line, f"started from another directory: {line!r} {process.stderr.read()!r}")


def collect(namespace):
    """The `test_` functions of a module whose name (with the case, for a test marked
    `each_case`) holds ONLY, as (name, function of the display)."""
    tests = []
    for name, test in namespace.items():
        if not (name.startswith("test_") and callable(test)):
            continue
        if hasattr(test, "cases"):
            tests += [(f"{name}[{case.name}]", functools.partial(test, case=case)) for case in test.cases]
        else:
            tests.append((name, test))
    return [(name, test) for name, test in tests if ONLY in name]


def main():
    for tool in ("Xvfb", "xdotool", "import"):
        if not shutil.which(tool):
            raise SystemExit(f"e2e: {tool} is missing (make test installs it)")
    tests = collect(globals())
    # The test modules import this harness as `e2e`: they get this very module (not a second
    # copy of it), so what they count (FLICKS) is what the closing line reports.
    sys.modules["e2e"] = sys.modules[__name__]
    # More tests live beside this file, one module per area (e2e_<area>.py), each importing
    # this harness as `e2e`.
    here = os.path.dirname(os.path.abspath(__file__))
    for file in sorted(os.listdir(here)):
        if file.startswith("e2e_") and file.endswith(".py"):
            tests += collect(vars(importlib.import_module(file[:-3])))
    # A shell without job control starts a background command (`make test &`, `nohup`) with
    # INT and QUIT (HUP) ignored, and an ignored signal stays ignored in every program it starts:
    # the app then rightly ignores it too (test_a_signal_ignored_at_launch_stays_ignored). The
    # tests that send those signals test a program started the usual way, so they are restored.
    if signal.getsignal(signal.SIGINT) == signal.SIG_IGN:
        signal.signal(signal.SIGINT, signal.default_int_handler)
    for number in (signal.SIGQUIT, signal.SIGHUP):
        if signal.getsignal(number) == signal.SIG_IGN:
            signal.signal(number, signal.SIG_DFL)
    jobs = int(os.environ.get("E2E_JOBS", "1"))
    if jobs > 1 and "E2E_SHARD" not in os.environ:
        sys.exit(run_shards(jobs))
    shard = os.environ.get("E2E_SHARD")
    passed = failed = 0
    failures = []  # the FAIL lines, said again at the end
    with Xvfb() as server:
        for name, test in (claimed(tests) if shard is not None else tests):
            started = time.time()
            try:
                test(server.display)
                passed += 1
                print(f"ok   {name} ({time.time() - started:.1f}s)", flush=True)
            except Exception as error:  # a failure in one test must not hide the others
                failed += 1
                line = f"FAIL {name}: {described(error)}"
                failures.append(line)
                print(line, flush=True)
    if shard is not None:
        print("e2e-shard: " + json.dumps({"passed": passed, "failed": failed, "flicks": FLICKS["made"],
                                          "again": FLICKS["again"], "failures": failures}), flush=True)
    else:
        said_again(failures)
        print(summary(passed, failed, FLICKS["made"], FLICKS["again"]))
    sys.exit(1 if failed else 0)


def described(error):
    """A failure's line: a check's own words; any other exception (a bug in a test, a tool that
    timed out) by its type and the test file's line it came through, innermost first."""
    if isinstance(error, Failure):
        return str(error)
    here = os.path.dirname(os.path.abspath(__file__))
    frames = traceback.extract_tb(error.__traceback__)[1:]  # (the first: the runner's own call)
    ours = [frame for frame in frames if os.path.abspath(frame.filename).startswith(here)]
    where = ", ".join(f"{os.path.basename(frame.filename)}:{frame.lineno}"
                      for frame in reversed(ours[-3:] or frames[-1:]))
    return f"{type(error).__name__}: {error} (at {where})"


def said_again(failures):
    """Every FAIL line once more, together, just above the closing line: a long run's failures
    are not to be hunted for among its passes."""
    if failures:
        print(f"e2e: {len(failures)} failed:")
        for line in failures:
            print("  " + line)


def summary(passed, failed, made, again):
    """The closing line: the tests, and the flicks made (and made again, too slow or too fast)."""
    return (f"e2e: {passed} passed, {failed} failed; {made} flick{'' if made == 1 else 's'} made, "
            f"{again} made again")


def claimed(tests):
    """The tests this shard runs: each shard takes the next test no shard has taken yet (a
    counter in the file E2E_CLAIMS names, under a lock), so a shard that drew long tests runs
    fewer and the shards end together, rather than every `jobs`-th test each."""
    path = os.environ["E2E_CLAIMS"]
    while True:
        with open(path, "r+") as handle:
            fcntl.flock(handle, fcntl.LOCK_EX)
            taken = int(handle.read() or "0")
            handle.seek(0)
            handle.truncate()
            handle.write(str(taken + 1))
        if taken >= len(tests):
            return
        yield tests[taken]


def run_shards(jobs):
    """Runs the tests in `jobs` processes at once (each taking the next test left, its own Xvfb),
    printing their lines as they come and one summary of all: the end-to-end tests mostly wait
    on the app and the X server, so two shards take about half the time on two cores."""
    claims = tempfile.NamedTemporaryFile("w", prefix="e2e-claims-", delete=False)
    claims.close()
    children = [subprocess.Popen([sys.executable, os.path.abspath(__file__), *sys.argv[1:]],
                                 env=dict(os.environ, E2E_SHARD=f"{index}/{jobs}",
                                          E2E_CLAIMS=claims.name),
                                 stdout=subprocess.PIPE, text=True)
                for index in range(jobs)]
    totals = {}
    failures = []
    summarised = set()  # the shards whose own summary came
    lock = threading.Lock()

    def relay(index, child):
        for line in child.stdout:
            if line.startswith("e2e-shard: "):
                with lock:
                    summarised.add(index)
                    for key, value in json.loads(line[len("e2e-shard: "):]).items():
                        if key == "failures":
                            failures.extend(value)
                        else:
                            totals[key] = totals.get(key, 0) + value
            else:
                with lock:
                    print(line, end="", flush=True)
    relays = [threading.Thread(target=relay, args=(index, child)) for index, child in enumerate(children)]
    for thread in relays:
        thread.start()
    for thread in relays:
        thread.join()
    statuses = [child.wait() for child in children]
    os.unlink(claims.name)
    # A shard that died before its summary (a crash of the runner itself, a kill) ran tests
    # nobody counted: said, and counted as a failure even with no test failed.
    dead = [index for index in range(jobs) if index not in summarised]
    for index in dead:
        line = (f"FAIL shard {index}/{jobs}: ended (exit {statuses[index]}) before its summary; the "
                "tests it had claimed after its last line above did not report")
        print(line, flush=True)
        failures.append(line)
    said_again(failures)
    print(summary(totals.get("passed", 0), totals.get("failed", 0), totals.get("flicks", 0),
                  totals.get("again", 0)) + f" ({jobs} shards"
          + (f"; {len(dead)} died before its summary)" if dead else ")"))
    failed = totals.get("failed", 0)
    return 1 if failed or any(statuses) or len(summarised) < len(children) else 0


if __name__ == "__main__":
    main()
