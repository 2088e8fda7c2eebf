"""End-to-end tests of the display: a window that is really there (or a clear refusal), and a
drawable whose size, and so memory, is bounded however large the window or trace asks."""
import json
import os
import subprocess
import tempfile
import threading
import time

import e2e
from e2e import BIN, check

# The drawable limit (SheetRender's DrawableLimit): pixels a side, and in all.
MAX_SIDE = 8192
MAX_PIXELS = 8192 * 4096


def user_env(display):
    """The environment a user starts the app in: a display, no driver chosen."""
    env = {k: v for k, v in os.environ.items() if k not in ("SDL_VIDEODRIVER", "WAYLAND_DISPLAY")}
    env["DISPLAY"] = display
    return env


class Launch:
    """One SheetDesktop started in the environment given (e2e.App forces SDL_VIDEODRIVER=x11)."""

    def __init__(self, env, *flags):
        self.env = env
        self.process = subprocess.Popen([BIN, "--events", *flags], stdout=subprocess.PIPE,
                                        stderr=subprocess.PIPE, env=env, text=True)
        self.lines = []
        self.stderr = []
        self.readers = [
            threading.Thread(target=lambda: self.lines.extend(self.process.stdout), daemon=True),
            threading.Thread(target=lambda: self.stderr.extend(self.process.stderr), daemon=True),
        ]
        for reader in self.readers:
            reader.start()

    def said(self):
        return "".join(self.stderr)

    def events(self, name):
        return [event for event in map(json.loads, list(self.lines)) if event["event"] == name]

    def wait_ready_or_exit(self, timeout):
        """True once `ready` is printed; False if the process exits first or time runs out."""
        deadline = time.time() + timeout
        while time.time() < deadline:
            if self.events("ready"):
                return True
            if self.process.poll() is not None:
                for reader in self.readers:
                    reader.join(timeout=5)
                return bool(self.events("ready"))
            time.sleep(0.01)
        return False

    def visible_window(self, timeout=30):
        """The id of this process's visible SheetLab window found within `timeout` s, else None.
        A busy server may refuse xdotool itself: a failed search is simply tried again."""
        deadline = time.time() + timeout
        while time.time() < deadline:
            result = subprocess.run(["xdotool", "search", "--onlyvisible", "--all", "--pid",
                                     str(self.process.pid), "--name", "^SheetLab$"],
                                    env=self.env, capture_output=True, text=True, timeout=30)
            if result.returncode == 0 and result.stdout.split():
                return result.stdout.split()[0]
            time.sleep(0.05)
        return None

    def stop(self):
        """SIGTERM; the exit status (None, once killed, if it does not quit within 30 s)."""
        if not e2e.stop(self.process, 30):
            return None
        for reader in self.readers:
            reader.join(timeout=5)
        return self.process.returncode


def test_unreachable_display_is_refused_not_run_invisibly(display):
    app = Launch(user_env(":999"))
    ready = app.wait_ready_or_exit(timeout=30)
    # Ended on its own (it tries a refusing display again for a moment, then gives up), not
    # still trying when asked to stop.
    ended = app.process.poll()
    status = app.stop()
    said = app.said()
    check(not ready, f"no ready event without a window: {app.lines[:2]} {said!r}")
    check(ended is not None, f"refused within a bounded time: still trying after 30 s: {said!r}")
    check(status == 69, f"exit 69 (no display), got {status}: {said!r}")
    check(said.count("\n") == 1 and ":999" in said and "SDL_VIDEODRIVER" in said,
          f"one line naming the display and SDL_VIDEODRIVER: {said!r}")


def test_started_as_a_user_would_the_window_is_visible(display):
    # No SDL_VIDEODRIVER in the environment: the app chooses the driver itself.
    env = user_env(display)
    check("SDL_VIDEODRIVER" not in env, "launched without SDL_VIDEODRIVER")
    app = Launch(env, "--start", "default")
    try:
        check(app.wait_ready_or_exit(timeout=60), f"ready: {app.said()!r}")
        check(app.visible_window() is not None, "a visible SheetLab window")
    finally:
        status = app.stop()
    check(status == 0, f"and it quits cleanly: {status} {app.said()!r}")


def free_display_number():
    for number in range(90, 400):
        if not (os.path.exists(f"/tmp/.X11-unix/X{number}")
                or os.path.exists(f"/tmp/.X{number}-lock")):
            return number
    raise e2e.Failure("no free display number")


def test_a_display_that_is_not_up_yet_is_waited_for_not_replaced(display):
    """The X server comes up half a second after the app starts (a refusal that passes): the app
    waits for it and opens its window there, or says it found no display; it never falls
    back to a driver that shows nothing."""
    number = free_display_number()
    app = Launch(user_env(f":{number}"))
    server = None
    try:
        time.sleep(0.5)
        server = subprocess.Popen(
            ["Xvfb", f":{number}", "-screen", "0", "800x1000x24", "-nolisten", "tcp"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        if app.wait_ready_or_exit(timeout=30):
            check(app.visible_window() is not None,
                  "ready, so its window is visible on the new server")
        else:
            said = app.said()
            check(app.process.poll() == 69 and said.count("\n") == 1 and f":{number}" in said,
                  f"or a clear refusal: {app.process.poll()} {said!r}")
    finally:
        app.stop()
        if server:
            server.terminate()
            server.wait(timeout=10)


def test_launches_under_a_busy_server_are_visible_or_refused(display):
    """Ten launches while other clients keep connecting to the server: each one either shows a
    window or exits 69 with one line; none runs without a window."""
    env = user_env(display)
    polling = threading.Event()
    polling.set()

    def poll():
        while polling.is_set():
            subprocess.run(["xdotool", "getmouselocation"], env=env, capture_output=True,
                           timeout=30)

    pollers = [threading.Thread(target=poll, daemon=True) for _ in range(3)]
    for poller in pollers:
        poller.start()
    outcomes = []
    try:
        for launch in range(10):
            app = Launch(env)
            try:
                if app.wait_ready_or_exit(timeout=30):
                    outcomes.append("visible" if app.visible_window() else "INVISIBLE")
                else:
                    said = app.said()
                    status = app.process.poll()
                    refused = status == 69 and said.count("\n") == 1 and display in said
                    outcomes.append("refused" if refused else f"exit {status}: {said!r}")
            finally:
                status = app.stop()
            if outcomes[-1] == "visible":
                check(status == 0, f"launch {launch} quits cleanly: {status} {app.said()!r}")
    finally:
        polling.clear()
        for poller in pollers:
            poller.join(timeout=30)
    check(all(outcome in ("visible", "refused") for outcome in outcomes), f"launches: {outcomes}")


def rss_kib(pid):
    with open(f"/proc/{pid}/status") as handle:
        for line in handle:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


def test_a_huge_window_is_capped_and_memory_stays_bounded(display):
    app = e2e.App(display, "--start", "default")
    try:
        # The app shrinks a window beyond the limit and follows the shrunk size (a `resize`).
        app.xdotool("windowsize", app.window, "23200", "23200")
        app.wait_for("resize")
        check(app.process.poll() is None, "survived a 23200x23200 window")
        # Shrunk to the same size again, the larger one logs no new `resize`: Up, read after it
        # (events come in order), proves it was taken.
        app.xdotool("windowsize", app.window, "30000", "30000")
        app.key("Up")
        e2e.poll(lambda: [event for event in app.named("settled") if event["detent"] == "max"], bool,
                 "Up after the 30000x30000 window: the sheet settles at max")
        check(app.process.poll() is None, "survived a 30000x30000 window")
        resizes = app.named("resize")
        check(resizes, "the resize was followed")
        for resize in resizes:
            width, height = resize["window"]
            check(width <= MAX_SIDE and height <= MAX_SIDE and width * height <= MAX_PIXELS,
                  f"the window the sheet sees is within the limit: {resize}")
        # The largest layers the app may hold: the window's frame, the page and its dimmed
        # copy, 4 bytes a pixel each, and 300 MB for everything else.
        bound = (3 * MAX_PIXELS * 4 + 300_000_000) // 1024
        rss = rss_kib(app.process.pid)
        check(rss < bound, f"resident memory {rss} KiB, bound {bound} KiB")
        app.xdotool("windowsize", app.window, "390", "844")
        app.key("Escape")
        # Each frame at the cap is tens of millions of pixels: on a loaded machine (make test
        # runs the ASan units beside) the frames queued by three resizes took over 5 s once.
        app.wait_for("dismissed", timeout=30)
        e2e.present(app)
    finally:
        app.close()
    said = "".join(app.stderr)
    check(said.count("limit") == 1 and said.count("\n") == 1, f"said once: {said!r}")


def png_size(path):
    with open(path, "rb") as handle:
        header = handle.read(24)
    check(header[:8] == b"\x89PNG\r\n\x1a\n", f"{path} is a PNG")
    return int.from_bytes(header[16:20], "big"), int.from_bytes(header[20:24], "big")


def short_trace(work, size):
    path = os.path.join(work, f"{size}.jsonl")
    with open(path, "w") as handle:
        handle.write('{"sheetlab-trace":1,"config":{"window":"%s"}}\n' % size)
        # One input, nothing that animates: a replay of a few frames (up to 128 MiB each).
        handle.write('{"t":0.02,"input":"move","x":10,"y":10}\n')
    return path


def last_frame_size(frames):
    names = sorted(os.listdir(frames))
    check(names, "frames written")
    width, height = png_size(os.path.join(frames, names[-1]))
    check(width <= MAX_SIDE and height <= MAX_SIDE and width * height <= MAX_PIXELS,
          f"frames within the limit: {width}x{height}")
    return width, height


def replay(args, env=None):
    return subprocess.run([BIN, "--replay", *args], capture_output=True, text=True, timeout=120,
                          env=env)


def test_a_trace_too_large_for_the_scale_is_drawn_smaller(display):
    with tempfile.TemporaryDirectory() as work:
        trace = short_trace(work, "16384x16384")
        frames = os.path.join(work, "frames")
        env = dict(os.environ, DISPLAY=display, SDL_VIDEODRIVER="x11")
        result = replay([trace, "--scale", "2", "--events", "--frames", frames], env=env)
        said = result.stderr
        check(result.returncode == 0,
              f"a 16384x16384 trace at --scale 2 replays: {result.returncode} {said!r}")
        check(said.count("\n") == 1 and "16384x16384" in said and "--scale 2" in said,
              f"one note naming the trace's window and the scale: {said!r}")
        check('"event":"quit"' in result.stdout, "the replay ran to its end")
        last_frame_size(frames)


def test_headless_scale_8_works_within_the_limit(display):
    with tempfile.TemporaryDirectory() as work:
        frames = os.path.join(work, "frames")
        result = replay([short_trace(work, "390x844"), "--headless", "--scale", "8",
                         "--frames", frames])
        check(result.returncode == 0 and result.stderr == "",
              f"--scale 8: {result.returncode} {result.stderr!r}")
        check(last_frame_size(frames) == (390 * 8, 844 * 8), "drawn at 8 px a point: it fits")
        frames = os.path.join(work, "big-frames")
        result = replay([short_trace(work, "16384x16384"), "--headless", "--scale", "8",
                         "--frames", frames])
        said = result.stderr
        check(result.returncode == 0, f"16384x16384 at --scale 8: {result.returncode} {said!r}")
        check(said.count("\n") == 1 and "16384x16384" in said and "--scale 8" in said,
              f"one note: {said!r}")
        last_frame_size(frames)
