#!/usr/bin/env python3
"""Proof that `--export html`'s page is the app's sheet (issue 27, item 2), in headless
Chromium driven over the DevTools protocol (`--remote-debugging-pipe`: fd 3 in, fd 4 out,
NUL-terminated JSON; standard library only).

For every preset and two detent lists (the default, and `peek=120,half=50%,full=max` with
`--dismiss-height 60`) the page is exported and opened once at the tuned window's size, and
every built-in gesture (`SheetDesktop gestures`) is replayed in it as touch events
(Input.dispatchTouchEvent) at its recorded times. Each must land where the app lands it:
  - the target and rule equal `matrix --format json`'s;
  - the release's height and velocity equal the app's (`explain gesture:NAME --format json`)
    within 0.01 pt and 0.5 pt/s;
  - the resting height (or dismissal) equals the app's within 0.5 pt: the height of the
    target among the detents `explain` shows the rules saw (where the machine settles it), or
    for a gesture with no release (a tap) the last settled line of its headless replay
    (`--replay gesture:NAME --headless --events`);
  - the page's `#debug` rule line equals the HUD's (RuleTrace `compact`, made from `explain
    --format json`'s matched rule).
Time is deterministic: the test gives the page each gesture's inputs with their recorded
times (`sheetlab.schedule`) and sends the touch events one after another without waiting (the
browser coalesces moves within a frame, as a phone's does; the engine reads every coalesced
sample); each pointer event takes its input's recorded time, and the test then steps frames at
60 Hz (`sheetlab.advance`) as the app's headless replay does. Nothing depends on the machine's
speed. (Chromium's virtual time would stop the page's clock, but touch events still wait for
real frames: 30 ms each, nearly three minutes for the 5500 events.)

Then screenshots of the page (resting: seed at default; seed at max, the page a card behind
it; uikit in dark at max; seed held below the dismiss line, its red grabber and "Release to
close" showing; uikit at medium, light and dark; Page.captureScreenshot at 390x844, the
corner label hidden) are compared with the app's own headless render of the same state (the same inputs in a short trace starting at
that detent, its `--frames` PNG at that moment, same size): ImageMagick `compare -metric AE -fuzz 8%` must count under 2 % of the
pixels different (text is drawn by FreeType in the app and by Skia in Chromium, so glyph edges
differ, 0.3-1.2 %; a dim 0.1 off, a wrong colour, card, corner, grabber or height is far more).

Each other style (STYLES: fixed, modal, half, card in dark, peek) gets a page of its own with
every gesture (against `matrix --style X --presets seed`), the taps on its hit regions
(STYLE_TAPS: close buttons, segments, the peeking card; the same events as the app's replay of
the same tap, within a frame) and its screenshots (STYLE_SHOTS), taken in that page.

A tap on the dim of a sheet already dismissing (DISMISSING_TAPS: seed, fluid's spring, the
half style) must continue that dismissal, logging no second `dismiss`.

iOS 26 (`--look ios26`, `--preset uikit`'s): the uikit shots at medium (SCREENSHOTS) are
compared on the rows below the sheet's text (SHOT_ROWS: the page scales the floating sheet's
glyphs, the app does not). On a phone (DEVICE: `--device iphone-17-pro` at its 402x874, its
safe areas given to the page by Emulation.setSafeAreaInsetsOverride), light and dark: at
medium the sheet is inset 8 pt (hit tested, within 0.5) with equal gaps at the sides and below,
its left and bottom edges where the app's render has them (within 0.5 px) and its glass the
app's colours; at large it is full width, at the safe area's top, opaque (`ios26_device`).
The grabber (GRABBER_TAPS): three taps for `--grabber-tap down`, `up` and `on` over three
detents land where the app's replay of the same taps does, on the expected cycle; uikit's
hidden grabber takes no tap, and its `--dismiss-cue off` shows no cue (`grabber_taps`).

UIKit's presentations (PRESENTATIONS): an iPad mini's form sheet (580x640 centred on its
744x1133), an iPhone 17 Pro on its side full screen and attached to the bottom edge, each at
its window with its safe areas given: the edges hit tested where the app draws them, no glass,
the app's colours beside, below and inside it, and every gesture landing where the app's do
(`presentation_case`).

`--dismissible off` (UIKit's isModalInPresentation): seed and uikit (REFUSING_PRESETS) each get
a page where every gesture lands as `matrix --dismissible off` says (a drag resists below the
lowest detent), and in it a fast flick down lands back on the lowest detent (its release the
app's, `explain` saying the refusal), a tap on the dim, Escape and Down leave it resting there,
with seed's no red grabber held below its dismiss line; a one-detent sheet's grabber tap does
nothing; each the app's replay of the same inputs, which `--dismissible on` would dismiss
(`refused_dismissals`).

Usage: web_sheet.py PATH/TO/SheetDesktop [preset-substring | "--style NAME" | "--style" |
                                          dismissing | ios26 | grabber | dismissible |
                                          ipad | landscape]
"""
import base64
import concurrent.futures
import json
import math
import os
import queue
import shutil
import subprocess
import sys
import tempfile
import threading
import time

BIN = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else ".build/debug/SheetDesktop")
ONLY = sys.argv[2] if len(sys.argv) > 2 else ""
OUT = os.path.abspath(".build/web")
LISTS = {"default": [], "peek-half-full": ["--detents", "peek=120,half=50%,full=max",
                                           "--dismiss-height", "60"]}
# The other styles (Sources/SheetCore/Styles), each with its own rules, detents and look: every
# gesture on each, against `matrix --style X --presets seed`.
STYLES = ["half", "modal", "card", "fixed", "peek"]
# Taps on each style's hit regions, at the sheet's lowest detent, in sheet coordinates for a
# sheet `w` wide: what the app's replay of the same tap does (its events), the page must do.
STYLE_TAPS = {
    "fixed": [("close button", lambda w: (w - 40, 20)),
              ("second control's first segment", lambda w: (100, 75 + 75 + 17)),
              ("third control's first segment", lambda w: (40, 75 + 130 + 17))],
    "modal": [("close button", lambda w: (w - 40, 36))],
    "card": [("close button", lambda w: (w - 40, 32))],
    "peek": [("card", lambda w: (w / 2, 25))],
}
WORKERS = 3
SCREENSHOT_FUZZ = "8%"
SCREENSHOT_SHARE = 0.02


def app(*args, check=True):
    result = subprocess.run([BIN, *args], capture_output=True, text=True, timeout=120)
    if check and result.returncode != 0:
        raise AssertionError(f"SheetDesktop {' '.join(args)}: exit {result.returncode}: {result.stderr}")
    return result


# ---- The built-in gestures (Sources/SheetCore/Recording/Gestures.swift) -------------------
def swift_round(x):
    return int(x + 0.5) if x >= 0 else -int(-x + 0.5)


def steady(distance, seconds):
    steps = max(1, swift_round(seconds * 60))
    return [(step / 60, distance * step / steps) for step in range(steps + 1)]


GESTURES = [
    ("slow-up-a-little", "lowest", lambda g: steady(-60, 1), 0.2),
    ("slow-up-past-half", "lowest", lambda g: steady(-(g["highest"] - g["lowest"]) * 0.6, 1.2), 0.2),
    ("short-fast-flick-up", "lowest", lambda g: steady(-50, 0.08), 0),
    ("long-fast-flick-up", "lowest", lambda g: steady(-300, 0.2), 0),
    ("slow-down-from-top", "highest", lambda g: steady(250, 1), 0.2),
    ("fast-flick-down-from-top", "highest", lambda g: steady(200, 0.12), 0),
    ("down-then-hesitate", "highest", lambda g: steady(200, 0.3), 0.2),
    ("tap", "lowest", lambda g: [(0, 0), (0.05, 3), (0.1, 3)], 0),
    ("slow-below-dismiss-line", "lowest",
     lambda g: steady(g["height"] - max(0, g["dismissLine"] - 40), 1.5), 0.2),
    ("quick-flick-down-from-lowest", "lowest", lambda g: steady(80, 0.1), 0),
]


def gesture_inputs(gesture, detents, dismiss_line, window):
    """The gesture's presses as Gesture.trace lays them out: (time, kind, x, y)."""
    name, start, path, hold = gesture
    resting = detents[0] if start == "lowest" else detents[-1]
    geometry = {"height": resting["height"], "lowest": detents[0]["height"],
                "highest": detents[-1]["height"], "dismissLine": dismiss_line}
    x = window[0] / 2
    top = window[1] - resting["height"] + 24
    steps = path(geometry)
    inputs = [(0.5 + t, "down" if i == 0 else "move", x, top + dy) for i, (t, dy) in enumerate(steps)]
    last_t, last_dy = steps[-1]
    inputs.append((0.5 + last_t + hold, "up", x, top + last_dy))
    return resting["name"], inputs


# ---- DevTools protocol over a pipe ------------------------------------------------------------
class Browser:
    def __init__(self, profile):
        to_child_r, self.to_child = os.pipe()
        self.from_child, from_child_w = os.pipe()

        def plumb():
            # Through fds out of the way first, so neither end lands on the other's number;
            # dup2 makes 3 and 4 inheritable (os.pipe's ends are close-on-exec).
            high_r, high_w = os.dup(to_child_r) + 100, os.dup(from_child_w) + 100
            os.dup2(to_child_r, high_r)
            os.dup2(from_child_w, high_w)
            os.dup2(high_r, 3)
            os.dup2(high_w, 4)

        chromium = shutil.which("chromium") or shutil.which("chromium-browser")
        if not chromium:
            raise SystemExit("web_sheet: no chromium on PATH (scripts/deps.sh chromium)")
        self.process = subprocess.Popen(
            [chromium, "--headless=new", "--remote-debugging-pipe", "--no-sandbox", "--disable-gpu",
             "--no-first-run", "--no-default-browser-check", "--disable-extensions",
             "--disable-background-networking", "--disable-sync", "--mute-audio",
             "--hide-scrollbars", "--force-device-scale-factor=1", "--font-render-hinting=none",
             "--disable-background-timer-throttling", "--disable-renderer-backgrounding",
             "--disable-backgrounding-occluded-windows",
             f"--user-data-dir={profile}", "about:blank"],
            preexec_fn=plumb, pass_fds=(), stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL, close_fds=False)
        os.close(to_child_r)
        os.close(from_child_w)
        self.lock = threading.Lock()
        self.next_id = 0
        self.waiting = {}
        self.reader = threading.Thread(target=self.read, daemon=True)
        self.reader.start()

    def read(self):
        buffer = b""
        while True:
            chunk = os.read(self.from_child, 1 << 16)
            if not chunk:
                break
            buffer += chunk
            while b"\0" in buffer:
                message, buffer = buffer.split(b"\0", 1)
                reply = json.loads(message)
                if "id" in reply:
                    with self.lock:
                        slot = self.waiting.pop(reply["id"], None)
                    if slot:
                        slot[1] = reply
                        slot[0].set()
        with self.lock:
            for slot in self.waiting.values():
                slot[1] = {"error": {"message": "chromium closed the pipe"}}
                slot[0].set()

    def send(self, method, params=None, session=None, timeout=60):
        return self.wait(self.post(method, params, session), timeout)

    def post(self, method, params=None, session=None):
        """Sends a command without waiting for its answer (`wait` takes it)."""
        with self.lock:
            self.next_id += 1
            number = self.next_id
            slot = [threading.Event(), None]
            self.waiting[number] = slot
        message = {"id": number, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        data = json.dumps(message).encode() + b"\0"
        with self.lock:
            os.write(self.to_child, data)
        return method, slot

    def wait(self, posted, timeout=60):
        method, slot = posted
        if not slot[0].wait(timeout):
            raise AssertionError(f"{method}: no answer in {timeout} s")
        reply = slot[1]
        if "error" in reply:
            raise AssertionError(f"{method}: {reply['error']}")
        return reply.get("result", {})

    def page(self, width, height):
        target = self.send("Target.createTarget", {"url": "about:blank", "newWindow": True})["targetId"]
        session = self.send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        return Page(self, target, session, width, height)

    def close(self):
        try:
            self.send("Browser.close", timeout=5)
        except AssertionError:
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        os.close(self.to_child)


class Page:
    def __init__(self, browser, target, session, width, height):
        self.browser, self.target, self.session = browser, target, session
        self.send("Page.enable")
        self.send("Runtime.enable")
        self.send("Emulation.setDeviceMetricsOverride",
                  {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": True})
        self.send("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 1})

    def send(self, method, params=None):
        return self.browser.send(method, params, session=self.session)

    def open(self, path):
        self.send("Page.navigate", {"url": "file://" + path})
        # Generous: a loaded machine takes seconds to parse a 4 MB page.
        deadline = time.time() + 60
        while time.time() < deadline:
            if self.eval("typeof window.sheetlab === 'object' && document.readyState === 'complete'"
                         " && document.fonts.status === 'loaded'"):
                return
            time.sleep(0.025)
        raise AssertionError(f"{path}: the page's engine did not start within 60 s")

    def eval(self, expression):
        result = self.send("Runtime.evaluate", {"expression": expression, "returnByValue": True})
        if "exceptionDetails" in result:
            raise AssertionError(f"{expression}: {result['exceptionDetails']}")
        return result["result"].get("value")

    def touch(self, kind, x, y):
        self.touches([(kind, x, y)])

    def touches(self, inputs):
        """Dispatches touch events in order, each sent without waiting for the one before
        (the browser coalesces moves within a frame, as a phone's does); then waits for all."""
        kinds = {"down": "touchStart", "move": "touchMove", "up": "touchEnd"}
        posted = []
        for kind, x, y in inputs:
            points = [] if kind == "up" else [{"x": x, "y": y, "id": 1}]
            posted.append(self.browser.post("Input.dispatchTouchEvent",
                                            {"type": kinds[kind], "touchPoints": points},
                                            session=self.session))
        for one in posted:
            self.browser.wait(one)

    def close(self):
        self.browser.send("Target.closeTarget", {"targetId": self.target})


# ---- The app's side ---------------------------------------------------------------------------
NEGATED = {"<": "≥", "≤": ">", ">": "≤", "≥": "<", "=": "≠", "≠": "="}


def number(value, decimals):
    """Format.number: rounded half away from zero, trailing zeros dropped."""
    scale = 10 ** decimals
    rounded = math.floor(abs(value) * scale + 0.5) / scale * (1 if value >= 0 else -1)
    if rounded == int(rounded):
        return str(int(rounded))
    return f"{rounded:.{decimals}f}".rstrip("0").rstrip(".")


def hud_line(release):
    """The HUD's line for a release (RuleTrace.swift `compact`), from `explain --format json`:
    the matched rule's comparisons as they came out, or how it picked its detent."""
    matched = [step for step in release["steps"] if step["matched"]][-1]
    checks = [f"{f['name']} {number(f['value'], 0)} {f['relation'] if f['holds'] else NEGATED[f['relation']]}"
              f" {number(f['limitValue'], 2)}" for f in matched["facts"] if "relation" in f]
    picks = [f["pick"] for f in matched["facts"] if "pick" in f]
    why = ", ".join(checks) if checks else ": ".join(["otherwise"] + picks[:1])
    return f"rule {release['rule']} of {release['rules']}: {why} → {release['target']}"


def app_landing(preset, flags, gesture):
    """The app's release as `explain` gives it (height, velocity, target, rule, the HUD's line)
    and where the sheet comes to rest: the target detent's height among the detents the rules
    saw (where the machine settles it; 0 dismissed), or, with no release (a tap), the last
    settled line of its headless replay."""
    explained = json.loads(app("explain", f"gesture:{gesture}", "--format", "json", "--preset", preset,
                               *flags).stdout)["releases"]
    if explained:
        one = explained[-1]
        release = {"height": one["height"], "velocity": one["velocity"]["value"],
                   "target": one["target"], "rule": one["rule"], "line": hud_line(one)}
        heights = {detent["name"]: detent["height"] for detent in one["detents"]}
        return release, 0.0 if one["target"] == "dismiss" else heights[one["target"]]
    lines = app("--replay", f"gesture:{gesture}", "--headless", "--events", "--preset", preset,
                *flags).stdout.splitlines()
    rest = None
    for event in map(json.loads, lines):
        if event["event"] == "settled":
            rest = event["height"]
        elif event["event"] == "dismissed":
            rest = 0.0
    return None, rest


def tap_events(events, app_side):
    """The events a tap shows, comparable across the app and the page: (time, name, what)."""
    shown = []
    for event in events:
        if app_side:
            name = event["event"]
            what = {"select": lambda e: (e["control"], e["segment"]), "toggle": lambda e: e["target"],
                    "settled": lambda e: e["detent"]}.get(name, lambda e: None)(event)
        else:
            name = next(key for key in event if key != "t")
            what = {"select": lambda e: (e["select"], e["segment"]), "toggle": lambda e: e["toggle"],
                    "settled": lambda e: e["settled"]}.get(name, lambda e: None)(event)
            what = tuple(what) if isinstance(what, list) else what
        if name in ("dismiss", "dismissed", "select", "toggle", "settled") and event["t"] > 0:
            shown.append((event["t"], name, what))
    return shown


def style_taps(page, style, state, window, directory):
    """STYLE_TAPS for `style`: each tap replayed by the app (a trace) and in the page; the
    same events (a dismissal, a selection, a toggle, where it settles) within a frame."""
    failures = []
    lowest = state["detents"][0]
    top = window[1] - lowest["height"]
    for index, (what, at) in enumerate(STYLE_TAPS.get(style, [])):
        x, y = at(window[0])
        inputs = [(0.5, "down", x, top + y), (0.6, "up", x, top + y)]
        trace = os.path.join(directory, f"tap-{index}.jsonl")
        lines = [{"sheetlab-trace": 1, "window": list(window),
                  "config": {"preset": "seed", "style": style, "start": lowest["name"]}}]
        lines += [{"t": t, "input": k, "x": px, "y": py} for t, k, px, py in inputs]
        with open(trace, "w", encoding="utf-8") as handle:
            handle.write("".join(json.dumps(line) + "\n" for line in lines))
        theirs = tap_events(map(json.loads, app("--replay", trace, "--headless", "--events")
                                .stdout.splitlines()), True)
        page.eval(f"sheetlab.reset({json.dumps(lowest['name'])}); sheetlab.machine.events = []")
        page.eval(f"sheetlab.schedule({json.dumps([[k, px, py, t] for t, k, px, py in inputs])})")
        page.touches([(k, px, py) for _, k, px, py in inputs])
        page.eval("sheetlab.advance(4)")
        mine = tap_events(page.eval("sheetlab.machine.events"), False)
        same = len(mine) == len(theirs) and all(
            a[1:] == b[1:] and abs(a[0] - b[0]) <= 1 / 60 + 1e-6 for a, b in zip(mine, theirs))
        if not same or not theirs:
            failures.append(f"--style {style}: a tap on the {what}: the page {mine}, the app {theirs}")
    return failures


# Pages where a tap on the dim of a sheet already dismissing is tried (TAP_WHILE_DISMISSING):
# a curve and a spring preset, and a style whose dim dismisses on a tap.
DISMISSING_TAPS = [["--preset", "seed"], ["--preset", "fluid"], ["--preset", "seed", "--style", "half"]]


def tap_while_dismissing(browser, flags, work, window):
    """A tap on the dim dismisses; a second tap on the dim while that dismissal runs (the
    press catches it) continues it from where the sheet is, logging no second `dismiss`
    (SheetMachine+Pointer.swift `tap`): one `dismiss`, one `dismissed`, the page left."""
    failures = []
    label = " ".join(flags)
    directory = os.path.join(work, "dismissing-" + "-".join(flag.strip("-") for flag in flags))
    os.mkdir(directory)
    page = browser.page(*window)
    try:
        page.open(app("--export", "html", "--export-dir", directory, *flags).stdout.strip())
        page.eval("sheetlab.useClock(0)")
        lowest = page.eval("sheetlab.state()")["detents"][0]
        page.eval(f"sheetlab.reset({json.dumps(lowest['name'])}); sheetlab.machine.events = []")
        x, y = window[0] / 2, 60  # on the dim, far above the sheet
        inputs = [(0.5, "down", x, y), (0.55, "up", x, y), (0.6, "down", x, y), (0.65, "up", x, y)]
        page.eval(f"sheetlab.schedule({json.dumps([[k, px, py, t] for t, k, px, py in inputs])})")
        page.touches([(k, px, py) for _, k, px, py in inputs[:3]])
        caught = page.eval("sheetlab.state()")["state"]
        page.touches([(k, px, py) for _, k, px, py in inputs[3:]])
        page.eval("sheetlab.advance(4)")
        names = [next(key for key in event if key != "t") for event in page.eval("sheetlab.machine.events")]
        state = page.eval("sheetlab.state()")["state"]
        if caught != "held" or names.count("dismiss") != 1 or names.count("dismissed") != 1 or state != "page":
            failures.append(f"{label}: a tap on the dim while dismissing (the press {caught}): events"
                            f" {names}, ends {state!r}; want one dismiss, one dismissed, the page")
    finally:
        page.close()
    return failures, 0.0


def run_case(browser, preset, list_name, flags, matrix, work, window, insets=None):
    """Every gesture in the page of `flags`; for another style, its taps and screenshots too.
    The failures, and the largest share of pixels a screenshot had differ (0: none taken).
    `insets` (top, bottom[, left, right]): the safe area the page is given, as a device's."""
    failures, worst = [], 0.0
    directory = os.path.join(work, f"{preset}-{list_name}")
    os.mkdir(directory)
    path = app("--export", "html", "--export-dir", directory, "--preset", preset,
               *flags).stdout.strip()
    app_results = {g[0]: app_landing(preset, flags, g[0]) for g in GESTURES}
    page = browser.page(*window)
    try:
        if insets:
            page.send("Emulation.setSafeAreaInsetsOverride", {"insets": dict(zip(
                ("top", "bottom", "left", "right"), tuple(insets) + (0, 0)[len(insets) - 2:]))})
        page.open(path)
        page.eval("sheetlab.useClock(0)")
        for gesture in GESTURES:
            name = gesture[0]
            label = f"{preset} {list_name} {name}"
            state = page.eval("sheetlab.state()")
            detents = state["detents"]
            start, inputs = gesture_inputs(gesture, detents, state["dismissLine"], window)
            page.eval(f"sheetlab.reset({json.dumps(start)})")
            schedule = [[kind, x, y, t] for t, kind, x, y in inputs]
            page.eval(f"sheetlab.schedule({json.dumps(schedule)})")
            page.touches([(kind, x, y) for _, kind, x, y in inputs])
            left = page.eval("sheetlab.pending()")
            # Only a move to where the pointer already is may go unseen (the tap's last).
            if left:
                failures.append(f"{label}: {left} scheduled inputs no pointer event took")
            end = inputs[-1][0]
            page.eval(f"sheetlab.advance({end + 12!r})")
            state = page.eval("sheetlab.state()")
            landings = matrix[name]
            release = state["release"]
            app_release, app_rest = app_results[name]
            if landings and "rule" not in landings[0]:
                # Not a release: a tap that moves the sheet (UIKit's grabber), by its target.
                want = landings[0]
                if release or state["state"] != f"resting at {want['target']}":
                    failures.append(f"{label}: {state['state']} after a {want.get('by')},"
                                    f" matrix says {want['target']}")
            elif landings:
                want = landings[0]
                if not release or (release["target"], release["rule"]) != (want["target"], want["rule"]):
                    failures.append(f"{label}: landed {release and (release['target'], release['rule'])},"
                                    f" matrix says {(want['target'], want['rule'])}")
                elif (abs(release["height"] - app_release["height"]) > 0.01
                      or abs(release["velocity"] - app_release["velocity"]) > 0.5):
                    failures.append(f"{label}: released at h {release['height']} v {release['velocity']},"
                                    f" the app at h {app_release['height']} v {app_release['velocity']}")
                elif release["line"] != app_release["line"]:
                    failures.append(f"{label}: #debug says {release['line']!r}, the HUD"
                                    f" {app_release['line']!r}")
            elif release:
                failures.append(f"{label}: a release ({release['target']}) where the app has none")
            height = state["height"] if state["resting"] or state["state"] == "page" else None
            if height is None or app_rest is None or abs(height - app_rest) > 0.5:
                failures.append(f"{label}: rests at {height} ({state['state']}), the app at {app_rest}")
        if list_name in STYLES:
            failures += style_taps(page, list_name, page.eval("sheetlab.state()"), window, directory)
            for shot in STYLE_SHOTS[list_name]:
                shot_failures, share = screenshot_case(browser, shot, work, window, page)
                failures += shot_failures
                worst = max(worst, share)
    finally:
        page.close()
    return failures, worst


# States drawn by both: (name, flags, the detent the sheet starts at, whether it is then
# dragged and held 40 pt below the dismiss line, not let go, or a number: held that far down). Both replay the same inputs: the
# app a short trace (a few dozen frames to PNG), the page its touch events.
SCREENSHOTS = [
    ("seed-default", ["--preset", "seed"], "default", False),
    ("seed-max-card", ["--preset", "seed"], "max", False),
    ("uikit-dark-max", ["--preset", "uikit", "--appearance", "dark"], "max", False),
    # Held below the dismiss line: the dim following the sheet, the red grabber, the pill.
    ("seed-dismiss-cue", ["--preset", "seed"], "default", True),
    # iOS 26 at medium (`--preset uikit` draws `--look ios26`): the sheet inset on glass, the
    # page beneath blurred and toned, its bottom corners and the gaps beside and below it.
    # Compared below the sheet's text only (SHOT_ROWS): the page scales the floating sheet's
    # glyphs with it (a CSS transform, as UIKit's), the app keeps their size, so its lines'
    # strokes differ (6 % of the frame).
    ("uikit-medium", ["--preset", "uikit"], "default", False),
    ("uikit-dark-medium", ["--preset", "uikit", "--appearance", "dark"], "default", False),
]
# The shots compared on their bottom rows alone: how many (the sheet's glass below its text,
# its bottom corners and gaps, and the blurred Get Started button under it).
SHOT_ROWS = {"uikit-medium": 230, "uikit-dark-medium": 230}
# Each other style's screenshots, taken in its page after its gestures (no page of their own):
# at rest at its lowest detent, with the style's flags (the card's in dark: the page behind it
# lightened as it recedes; the gestures land the same in either appearance).
STYLE_FLAGS = {"card": ["--appearance", "dark"]}
STYLE_SHOTS = {style: [(f"{style}-rest", ["--preset", "seed", "--style", style] + STYLE_FLAGS.get(style, []),
                        lowest, False)]
               for style, lowest in [("half", "half"), ("modal", "open"), ("card", "open"),
                                     ("fixed", "panel"), ("peek", "peek")]}
# The modal held 262 pt down (a share 0.31, past its 0.3): the red grabber and "Release to
# close" of a style that shows no grabber otherwise. Held no further: the page it uncovers is
# the poem's large type, whose glyph edges (FreeType's and Skia's) are most of what differs
# (1.6 % here). A card held part way down is not compared: its page, scaled by a fraction, is
# resampled by the app and drawn afresh by Chromium, and their glyph edges differ all over it
# (6 %), though it stands in the same place to a tenth of a point.
STYLE_SHOTS["modal"].append(("modal-cue", ["--preset", "seed", "--style", "modal"], "open", 262))
SHOT_AT = 0.6  # s: long after the grab's dim offset has gone (--dim-duration 0.3 s)


def shot_inputs(detents, dismiss_line, window, held):
    """A drag from the lowest detent to 40 pt below the dismiss line (or `held` pt down) in
    0.1 s, then held."""
    lowest = detents[0]["height"]
    top = window[1] - lowest + 24
    dy = lowest - max(0, dismiss_line - 40) if held is True else held
    return [(0.05, "down", window[0] / 2, top)] + [
        (0.05 + 0.02 * i, "move", window[0] / 2, top + dy * i / 5) for i in range(1, 6)]


def screenshot_case(browser, shot, work, window, opened=None):
    """One of SCREENSHOTS: the page in that state beside the app's own render of it (the frame
    of its headless replay at that moment), at the same size; the share of pixels differing.
    `opened`: the page of the shot's flags, open already (a style's, after its gestures)."""
    failures, worst = [], 0.0
    os.makedirs(OUT, exist_ok=True)
    for name, flags, detent, held in [shot]:
        directory = os.path.join(work, "screenshot-" + name)
        frames = os.path.join(directory, "frames")
        os.makedirs(frames)
        page = opened or browser.page(*window)
        try:
            if not opened:
                page.open(app("--export", "html", "--export-dir", directory, *flags).stdout.strip())
            page.eval("sheetlab.useClock(0); document.getElementById('sl-label').style.display = 'none'")
            page.eval(f"sheetlab.reset({json.dumps(detent)})")
            state = page.eval("sheetlab.state()")
            inputs = shot_inputs(state["detents"], state["dismissLine"], window, held) if held else []
            if inputs:
                page.eval(f"sheetlab.schedule({json.dumps([[k, x, y, t] for t, k, x, y in inputs])})")
                page.touches([(k, x, y) for _, k, x, y in inputs])
            page.eval(f"sheetlab.advance({SHOT_AT!r})")
            shot = page.send("Page.captureScreenshot", {"format": "png"})["data"]
            page.eval("document.getElementById('sl-label').style.display = ''")
        finally:
            if not opened:
                page.close()
        # The same on the app: a trace of the flags' constants starting at the detent, the same
        # inputs, then a move with nothing pressed at SHOT_AT, or the release a frame after it
        # (a replay ending on a held press would wait for it), so the replay runs past SHOT_AT;
        # its frame N is its state at N/60 s.
        config = dict(zip((flag[2:] for flag in flags[::2]), flags[1::2]), start=detent)
        lines = [{"sheetlab-trace": 1, "window": list(window), "config": config}]
        lines += [{"t": t, "input": k, "x": x, "y": y} for t, k, x, y in inputs]
        lines.append({"t": SHOT_AT + 1 / 60, "input": "up", "x": inputs[-1][2], "y": inputs[-1][3]}
                     if inputs else {"t": SHOT_AT, "input": "move", "x": 10, "y": 10})
        trace = os.path.join(directory, "shot.jsonl")
        with open(trace, "w", encoding="utf-8") as handle:
            handle.write("".join(json.dumps(line) + "\n" for line in lines))
        app("--replay", trace, "--headless", "--frames", frames)
        theirs = os.path.join(frames, f"frame-{swift_round(SHOT_AT * 60):05d}.png")
        mine = os.path.join(OUT, f"{name}-page.png")
        with open(mine, "wb") as handle:
            handle.write(base64.b64decode(shot))
        shutil.copy(theirs, os.path.join(OUT, f"{name}-app.png"))
        diff = os.path.join(OUT, f"{name}-diff.png")
        area = window[0] * window[1]
        if name in SHOT_ROWS:
            rows = SHOT_ROWS[name]
            crop = f"{window[0]}x{rows}+0+{window[1] - rows}"
            for path in (theirs, mine):
                subprocess.run(["convert", path, "-crop", crop, "+repage",
                                path[:-4] + "-rows.png"], check=True)
            theirs, mine = theirs[:-4] + "-rows.png", mine[:-4] + "-rows.png"
            area = window[0] * rows
        result = subprocess.run(["compare", "-metric", "AE", "-fuzz", SCREENSHOT_FUZZ, theirs, mine, diff],
                                capture_output=True, text=True)
        try:
            differing = float(result.stderr.split()[0])
        except (IndexError, ValueError):
            failures.append(f"screenshot {name}: compare failed: {result.stderr.strip()}")
            continue
        share = differing / area
        worst = max(worst, share)
        if share >= SCREENSHOT_SHARE:
            failures.append(f"screenshot {name}: {differing:.0f} pixels ({share:.2%}) differ beyond"
                            f" {SCREENSHOT_FUZZ} from the app's render (allowed under"
                            f" {SCREENSHOT_SHARE:.1%}); see {OUT}/{name}-*.png")
    return failures, worst

# ---- iOS 26 on a device, and the grabber --------------------------------------------------
# `--preset uikit --device iphone-17-pro` (`--look ios26`), opened at that phone's window with
# its safe areas (DeviceFigures.swift: 402x874, 62 pt above, 34 below) given to the page as a
# phone would (Emulation.setSafeAreaInsetsOverride: env(safe-area-inset-*)).
DEVICE = {"name": "iphone-17-pro", "window": (402, 874), "top": 62, "bottom": 34}
# Where the sheet's drawn edges are, found by hit testing (elementFromPoint: the transform and
# the clip-path the page draws with), bisected to 1/1000 pt: x left of the sheet, the first x
# right of it, the first y below it, at the row `y` and the column `x`.
EDGES_JS = """((y, x) => {
  const panel = document.getElementById('sl-panel');
  const on = (px, py) => { const e = document.elementFromPoint(px, py); return !!e && panel.contains(e); };
  const cut = (a, b, inside) => { for (let i = 0; i < 40; i++) { const m = (a + b) / 2;
    if (inside(m) === inside(a)) a = m; else b = m; } return (a + b) / 2; };
  const w = innerWidth, h = innerHeight;
  return { left: cut(0, w / 2, (px) => on(px, y)), right: cut(w / 2, w, (px) => on(px, y)),
    bottom: cut(h / 2, h, (py) => on(x, py)), top: cut(0, h - 100, (py) => on(x, py)),
    glass: getComputedStyle(document.getElementById('sl-glass')).display !== 'none',
    corner: on(0.25, y) };
})"""


def pixel_row(path, x, y, width, height=1):
    """The RGB pixels of a `width` x `height` box of a PNG, row by row (ImageMagick)."""
    text = subprocess.run(["convert", path, "-crop", f"{width}x{height}+{x}+{y}", "+repage",
                           "-depth", "8", "txt:-"], capture_output=True, text=True, check=True).stdout
    found = {}
    for line in text.splitlines()[1:]:
        where, colour = line.split(":", 1)
        px, py = map(int, where.split(","))
        found[(px, py)] = tuple(int(v) for v in colour.split("(")[1].split(")")[0].split(",")[:3])
    return [[found[(i, j)] for i in range(width)] for j in range(height)]


def edge(values):
    """Where a run of pixels turns from its first value to its last: the coverage of each
    pixel between the two summed (an anti-aliased edge, to a fraction of a pixel)."""
    outside, inside = values[0], values[-1]
    if abs(inside - outside) < 8:
        return None
    return sum(1 - min(1, max(0, (v - outside) / (inside - outside))) for v in values)


def app_frame(directory, flags, detent, window):
    """The app's own render of `flags` resting at `detent` (a trace's frame at SHOT_AT)."""
    frames = os.path.join(directory, f"frames-{detent}")
    os.makedirs(frames)
    config = dict(zip((flag[2:] for flag in flags[::2]), flags[1::2]), start=detent)
    trace = os.path.join(directory, f"rest-{detent}.jsonl")
    lines = [{"sheetlab-trace": 1, "window": list(window), "config": config},
             {"t": SHOT_AT, "input": "move", "x": 10, "y": 10}]
    with open(trace, "w", encoding="utf-8") as handle:
        handle.write("".join(json.dumps(line) + "\n" for line in lines))
    app("--replay", trace, "--headless", "--frames", frames)
    return os.path.join(frames, f"frame-{swift_round(SHOT_AT * 60):05d}.png")


def ios26_device(browser, work, appearance):
    """The iOS 26 sheet on a phone (DEVICE), in `appearance`: at medium it floats inset, 8 pt
    from the left edge (within 0.5), its right and bottom gaps equal to its left, its edges
    where the app draws them (within 0.5 px, found in both screenshots) and its glass the
    app's colours (within 6 levels, a plain spot and the blurred button under it); at large it
    is full width, reaches the bottom, stands at the safe area's top and is opaque. Its
    screenshots are kept (OUT/ios26-device-APPEARANCE-*.png)."""
    failures = []
    label = f"--preset uikit --device {DEVICE['name']} --appearance {appearance}"
    directory = os.path.join(work, f"ios26-{appearance}")
    os.mkdir(directory)
    os.makedirs(OUT, exist_ok=True)
    flags = ["--preset", "uikit", "--device", DEVICE["name"], "--appearance", appearance]
    width, height = DEVICE["window"]
    page = browser.page(width, height)
    try:
        page.send("Emulation.setSafeAreaInsetsOverride", {"insets": {
            "top": DEVICE["top"], "bottom": DEVICE["bottom"], "left": 0, "right": 0}})
        page.open(app("--export", "html", "--export-dir", directory, *flags).stdout.strip())
        page.eval("sheetlab.useClock(0); document.getElementById('sl-label').style.display = 'none'")
        explained = json.loads(app("explain", "gesture:slow-up-a-little", "--format", "json",
                                   *flags).stdout)["releases"][-1]["detents"]
        want = {d["name"]: d["height"] for d in explained}
        mine = {d["name"]: d["height"] for d in page.eval("sheetlab.state()")["detents"]}
        if set(mine) != set(want) or any(abs(mine[k] - want[k]) > 0.01 for k in want):
            failures.append(f"{label}: the page's detents {mine}, the app's {want}")
        row, column = height - 170, 100  # blank glass; clear of the home indicator and corners
        for detent in ("default", "max"):
            page.eval(f"sheetlab.reset({json.dumps(detent)}); sheetlab.advance({SHOT_AT!r})")
            found = page.eval(f"{EDGES_JS}({row}, {column})")
            shot = os.path.join(OUT, f"ios26-device-{appearance}-{detent}-page.png")
            with open(shot, "wb") as handle:
                handle.write(base64.b64decode(page.send("Page.captureScreenshot", {"format": "png"})["data"]))
            theirs = app_frame(directory, flags, detent, (width, height))
            shutil.copy(theirs, os.path.join(OUT, f"ios26-device-{appearance}-{detent}-app.png"))
            left, right, bottom = found["left"], width - found["right"], height - found["bottom"]
            if detent == "max":
                top = height - want["max"]
                if not found["corner"] or found["glass"] or bottom > 0.51 or abs(found["top"] - top) > 0.5:
                    failures.append(f"{label} at max: {found}; want full width from x 0, down to"
                                    f" the bottom, its top at {top}, no glass")
                continue
            if not (abs(left - 8) <= 0.5 and abs(right - left) <= 0.5 and abs(bottom - left) <= 0.5
                    and found["glass"]):
                failures.append(f"{label} at medium: gaps left {left:.3f}, right {right:.3f},"
                                f" bottom {bottom:.3f}, glass {found['glass']}; want 8 each (within"
                                f" 0.5) on glass")
            # The drawn edges, from each screenshot: across the row, and down the column.
            for what, box in (("left", (0, row, 24, 1)), ("bottom", (column, height - 24, 1, 24))):
                edges = []
                for path in (shot, theirs):
                    pixels = pixel_row(path, *box)
                    values = [p[1] for p in pixels[0]] if what == "left" else [r[0][1] for r in pixels][::-1]
                    edges.append(edge(values))
                if None in edges or abs(edges[0] - edges[1]) > 0.5:
                    failures.append(f"{label} at medium: its {what} edge {edges[1]} px in from the"
                                    f" window's in the app, {edges[0]} in the page (want within 0.5)")
            # The glass's colour where it is plain, and over the blurred Get Started button.
            for spot in ((width // 2, row), (width // 2, height - DEVICE["bottom"] - 24 - 25)):
                a, b = pixel_row(shot, *spot, 1)[0][0], pixel_row(theirs, *spot, 1)[0][0]
                if max(abs(x - y) for x, y in zip(a, b)) > 6:
                    failures.append(f"{label} at medium: the glass at {spot} is {a} in the page,"
                                    f" {b} in the app (want within 6 levels)")
    finally:
        page.close()
    return failures, 0.0


# ---- UIKit's presentations: an iPad's form sheet, a phone on its side --------------------
# Each: (name, flags after --preset uikit, the window, its safe areas (top, bottom, left,
# right), the one detent it rests at, where its edges are (left, right, top, bottom; None:
# that side reaches the window's edge), the row and column the edges are hit tested along,
# and spots whose colours the page and the app must share (beside, below, inside it)).
# SystemPresentation.swift: the iPad mini's 580x640 form sheet centred on its 744x1133; the
# iPhone 17 Pro on its side (874x402, the safe area 62 at each side, 21 below), full screen,
# and attached to the bottom edge between the safe area's sides, 8 pt below the top.
PRESENTATIONS = [
    ("ipad", ["--device", "ipad-mini"], (744, 1133), (24, 20, 0, 0), "form",
     (82, 662, 246.5, 886.5), (600, 372), [(40, 600), (372, 1000), (372, 150), (300, 800), (84, 249)]),
    ("landscape", ["--device", "iphone-17-pro", "--orientation", "landscape"], (874, 402),
     (0, 21, 62, 62), "full", (None, None, None, None), (200, 437), [(437, 200), (300, 300)]),
    ("landscape-edge", ["--device", "iphone-17-pro", "--orientation", "landscape",
                        "--edge-attached", "on"], (874, 402), (0, 21, 62, 62), "max",
     (62, 812, 8, None), (200, 437), [(30, 300), (845, 300), (437, 4), (437, 300), (100, 380)]),
]
# Whether each side of the window, at the row and column, lies on the sheet's panel (a pixel
# in from the right and the bottom: Chromium finds no element at the viewport's last half).
REACHES_JS = """((y, x) => {
  const panel = document.getElementById('sl-panel');
  const on = (px, py) => { const e = document.elementFromPoint(px, py); return !!e && panel.contains(e); };
  return [on(0.5, y), on(innerWidth - 1, y), on(x, 0.5), on(x, innerHeight - 1)];
})"""


def presentation_case(browser, work, case):
    """One of UIKit's PRESENTATIONS in the page: its one detent the app's, at rest its edges
    where the app draws them (hit tested, within 0.5 pt; a side marked None reaches the
    window's), no glass, the app's colours at its spots (within 6 levels); then every
    gesture, landing where the app's do (as `run_case`)."""
    name, extra, window, insets, detent, edges, (row, column), spots = case
    failures = []
    flags = ["--preset", "uikit"] + extra
    label = " ".join(flags)
    directory = os.path.join(work, name)
    os.mkdir(directory)
    width, height = window
    page = browser.page(width, height)
    inset_names = ("top", "bottom", "left", "right")
    try:
        page.send("Emulation.setSafeAreaInsetsOverride", {"insets": dict(zip(inset_names, insets))})
        page.open(app("--export", "html", "--export-dir", directory, *flags).stdout.strip())
        page.eval("sheetlab.useClock(0); document.getElementById('sl-label').style.display = 'none'")
        explained = json.loads(app("explain", "gesture:slow-up-a-little", "--format", "json",
                                   *flags).stdout)["releases"][-1]["detents"]
        want = {d["name"]: d["height"] for d in explained}
        mine = {d["name"]: d["height"] for d in page.eval("sheetlab.state()")["detents"]}
        if set(mine) != {detent} or set(mine) != set(want) or abs(mine[detent] - want[detent]) > 0.01:
            failures.append(f"{label}: the page's detents {mine}, the app's {want}")
        page.eval(f"sheetlab.reset({json.dumps(detent)}); sheetlab.advance({SHOT_AT!r})")
        found = page.eval(f"{EDGES_JS}({row}, {column})")
        reaches = page.eval(f"{REACHES_JS}({row}, {column})")
        for side, want_edge, reached in zip(("left", "right", "top", "bottom"), edges, reaches):
            if want_edge is None:
                if not reached:
                    failures.append(f"{label}: its {side} side does not reach the window's")
            elif reached or abs(found[side] - want_edge) > 0.5:
                failures.append(f"{label}: its {side} edge at {found[side]:.3f} (reaches the"
                                f" window's: {reached}); want {want_edge}")
        if found["glass"]:
            failures.append(f"{label}: glass where UIKit's presentation is opaque")
        os.makedirs(OUT, exist_ok=True)
        shot = os.path.join(OUT, f"{name}-page.png")
        with open(shot, "wb") as handle:
            handle.write(base64.b64decode(page.send("Page.captureScreenshot", {"format": "png"})["data"]))
        theirs = app_frame(directory, flags, detent, (width, height))
        shutil.copy(theirs, os.path.join(OUT, f"{name}-app.png"))
        for spot in spots:
            a, b = pixel_row(shot, *spot, 1)[0][0], pixel_row(theirs, *spot, 1)[0][0]
            if max(abs(x - y) for x, y in zip(a, b)) > 6:
                failures.append(f"{label}: at {spot} the page shows {a}, the app {b}")
    finally:
        page.close()
    matrix = json.loads(app("matrix", "--format", "json", "--presets", "uikit", *extra).stdout)
    landings = {one["gesture"]: one["cells"][0]["landings"] for one in matrix["rows"]}
    gestures, _ = run_case(browser, "uikit", name, extra, landings, work, window, insets=insets)
    return failures + gestures, 0.0


# `--grabber-tap` with three detents: each way's taps in turn on the grabber (from the lowest
# detent), the toggle targets they must land on; and a grabber `--grabber hidden` (the uikit
# preset's own) that takes no tap.
GRABBER_DETENTS = ["--detents", "peek=120,half=50%,full=max"]
GRABBER_TAPS = [("down", ["full", "half", "peek"]), ("up", ["half", "full", "peek"]),
                ("on", ["half", "full", "half"])]


def grabber_taps(browser, work, window, mode, targets):
    """Three taps on the grabber of a `--grabber-tap MODE` sheet with three detents (uikit's
    look, its grabber shown), each once the last has settled, at the grabber of where the page
    rests: the page's toggle events must be `targets` and the same events (toggles and where it
    settles, within a frame) as the app's replay of the same taps. `mode` None: the uikit
    preset's hidden grabber, whose tap does nothing in either (and, the preset's `--dismiss-cue
    off`, a sheet held below its dismiss line shows no cue)."""
    failures = []
    flags = ["--preset", "uikit"] + GRABBER_DETENTS + (
        ["--grabber", "visible", "--grabber-tap", mode] if mode else [])
    label = " ".join(flags)
    directory = os.path.join(work, "grabber-" + (mode or "hidden"))
    os.mkdir(directory)
    page = browser.page(*window)
    try:
        page.open(app("--export", "html", "--export-dir", directory, *flags).stdout.strip())
        page.eval("sheetlab.useClock(0)")
        lowest = page.eval("sheetlab.state()")["detents"][0]["name"]
        page.eval(f"sheetlab.reset({json.dumps(lowest)}); sheetlab.machine.events = []")
        grabber = page.eval("sheetlab.config.engine.grabber")
        inputs = []
        for tap in range(3 if mode else 1):
            t = 0.5 + 1.5 * tap
            state = page.eval("sheetlab.state()")
            y = window[1] - state["height"] + grabber["top"] + grabber["height"] / 2
            one = [(t, "down", window[0] / 2, y), (t + 0.05, "up", window[0] / 2, y)]
            page.eval(f"sheetlab.schedule({json.dumps([[k, x, py, at] for at, k, x, py in one])})")
            page.touches([(k, x, py) for _, k, x, py in one])
            page.eval(f"sheetlab.advance({t + 1.4!r})")
            inputs += one
        end = inputs[-1][0] + 1.5
        page.eval(f"sheetlab.advance({end!r})")
        mine = tap_events(page.eval("sheetlab.machine.events"), False)
        rests = page.eval("sheetlab.state()")["state"]
        trace = os.path.join(directory, "taps.jsonl")
        config = dict(zip((flag[2:] for flag in flags[::2]), flags[1::2]), start=lowest)
        lines = [{"sheetlab-trace": 1, "window": list(window), "config": config}]
        lines += [{"t": t, "input": k, "x": px, "y": py} for t, k, px, py in inputs]
        lines.append({"t": end, "input": "move", "x": 10, "y": 10})
        with open(trace, "w", encoding="utf-8") as handle:
            handle.write("".join(json.dumps(line) + "\n" for line in lines))
        theirs = tap_events(map(json.loads, app("--replay", trace, "--headless", "--events")
                                .stdout.splitlines()), True)
        same = len(mine) == len(theirs) and all(
            a[1:] == b[1:] and abs(a[0] - b[0]) <= 1 / 60 + 1e-6 for a, b in zip(mine, theirs))
        toggles = [what for _, name, what in mine if name == "toggle"]
        if mode is None:
            shown = page.eval("getComputedStyle(document.getElementById('sl-grabber')).display")
            if mine or theirs or rests != f"resting at {lowest}" or shown != "none":
                failures.append(f"{label}: a tap on the hidden grabber: the page {mine} ({rests},"
                                f" grabber {shown}), the app {theirs}; want nothing")
            # The preset's `--dismiss-cue off`: held below the dismiss line, no red grabber and
            # no "Release to close".
            page.eval(f"sheetlab.reset({json.dumps(lowest)})")
            state = page.eval("sheetlab.state()")
            held = shot_inputs(state["detents"], state["dismissLine"], window, True)
            page.eval(f"sheetlab.schedule({json.dumps([[k, x, py, t] for t, k, x, py in held])})")
            page.touches([(k, x, py) for _, k, x, py in held])
            page.eval(f"sheetlab.advance({SHOT_AT!r})")
            cue = page.eval("[sheetlab.machine.releaseWouldDismiss, ...['sl-cue', 'sl-grabber'].map("
                            "(id) => getComputedStyle(document.getElementById(id)).display)]")
            if cue != [True, "none", "none"]:
                failures.append(f"{label}: held below the dismiss line with --dismiss-cue off:"
                                f" [would dismiss, cue, grabber] {cue}; want [True, none, none]")
        elif not same or toggles != targets:
            failures.append(f"{label}: three taps on the grabber: the page {mine}, the app {theirs};"
                            f" want toggles to {targets}")
    finally:
        page.close()
    return failures, 0.0


# `--dismissible off` (UIKit's isModalInPresentation; DraggableSheetStyle.swift
# `refusesDismissal`): every gesture in a page of seed's and of uikit's (REFUSING_PRESETS, in
# `run_case`, against `matrix --dismissible off`: below the lowest detent a drag resists), and
# in each the dismissals it refuses (REFUSED); a one-detent sheet whose grabber takes a tap
# (REFUSING_GRABBER) refuses the grabber's.
REFUSING_FLAGS = ["--dismissible", "off"]
REFUSING_PRESETS = ["seed", "uikit"]
# uikit's preset shows no dismiss cue (`--dismiss-cue off`): only seed's page checks it.
REFUSED = {"seed": ["flick", "catch", "dim", "escape", "down", "cue"],
           "uikit": ["flick", "catch", "dim", "escape", "down"]}
REFUSING_GRABBER = ["--preset", "uikit", "--detents", "half=50%", "--grabber", "visible",
                    "--grabber-tap", "on"]
KEYS = {"escape": ("Escape", 27), "down": ("ArrowDown", 40)}


def refused_dismissals(browser, work, window, flags, checks):
    """Each of `checks` at the lowest detent of the `flags` + REFUSING_FLAGS page, each from a
    fresh start and replayed by the app as a trace of the same inputs: a fast flick down from
    the lowest detent to 20 pt above the window's bottom in 0.1 s ("flick": its release the
    app's, height, velocity, target, rule and HUD line, landing on the lowest detent; "catch":
    the same, then the sheet caught below its lowest detent at 0.7 s as it goes back, dragged
    40 pt down and let go, its last release the app's), a tap on
    the dim ("dim"), Escape and Down ("escape", "down": keys sent to the page), a tap on the
    grabber ("grabber"). Each must leave the sheet resting at its lowest detent with no
    `dismiss`, showing the same events as the app's replay (within a frame); and the app's
    replay of the same inputs with `--dismissible on` must dismiss (the inputs do reach what
    would close it). "cue": held at the flick's end (the rules would dismiss there; the page
    only), no red grabber nor "Release to close" (`releaseWouldDismiss` is the refusing
    sheet's)."""
    failures = []
    flags = flags + REFUSING_FLAGS
    label = " ".join(flags)
    directory = os.path.join(work, "refusing-" + "-".join(flag.strip("-%") for flag in flags))
    os.mkdir(directory)
    page = browser.page(*window)
    try:
        page.open(app("--export", "html", "--export-dir", directory, *flags).stdout.strip())
        page.eval("sheetlab.useClock(0)")
        lowest = page.eval("sheetlab.state()")["detents"][0]
        x = window[0] / 2
        for check in checks:
            page.eval(f"sheetlab.reset({json.dumps(lowest['name'])}); sheetlab.machine.events = []")
            top = window[1] - lowest["height"]
            if check == "cue":
                state = page.eval("sheetlab.state()")
                held = shot_inputs(state["detents"], state["dismissLine"], window,
                                   lowest["height"] - 20)
                page.eval(f"sheetlab.schedule({json.dumps([[k, px, py, t] for t, k, px, py in held])})")
                page.touches([(k, px, py) for _, k, px, py in held])
                page.eval(f"sheetlab.advance({SHOT_AT!r})")
                cue = page.eval("[sheetlab.machine.height < sheetlab.machine.detents.dismissLine,"
                                " sheetlab.machine.releaseWouldDismiss,"
                                " getComputedStyle(document.getElementById('sl-cue')).display,"
                                " document.getElementById('sl-grabber').classList.contains('sl-red')]")
                if cue != [True, False, "none", False]:
                    failures.append(f"{label}: held below the dismiss line: [below it, would"
                                    f" dismiss, cue, red grabber] {cue}; want [True, False, none,"
                                    f" False]")
                page.touches([("up", *held[-1][2:])])
                continue
            if check in ("flick", "catch"):
                dy = lowest["height"] - 20
                touches = [(0.5, "down", x, top + 24)] + [
                    (0.5 + 0.02 * i, "move", x, top + 24 + dy * i / 5) for i in range(1, 6)]
                touches.append((0.6, "up", x, top + 24 + dy))
            elif check == "dim":
                touches = [(0.5, "down", x, 60), (0.55, "up", x, 60)]
            elif check == "grabber":
                grabber = page.eval("sheetlab.config.engine.grabber")
                y = top + grabber["top"] + grabber["height"] / 2
                touches = [(0.5, "down", x, y), (0.55, "up", x, y)]
            else:
                touches = []
            if touches:
                page.eval(f"sheetlab.schedule({json.dumps([[k, px, py, t] for t, k, px, py in touches])})")
                page.touches([(k, px, py) for _, k, px, py in touches])
            else:
                key, code = KEYS[check]
                page.eval("sheetlab.advance(0.5)")
                for kind in ("keyDown", "keyUp"):
                    page.send("Input.dispatchKeyEvent", {"type": kind, "key": key, "code": key,
                                                         "windowsVirtualKeyCode": code})
            if check == "catch":
                # The sheet caught below its lowest detent as it goes back (dragRaw's inverse
                # of the resistance), dragged 40 pt further down and let go held still.
                page.eval("sheetlab.advance(0.7)")
                caught = page.eval("sheetlab.machine.height")
                if not caught < lowest["height"] - 1:
                    failures.append(f"{label}: catch: the sheet at {caught} at 0.7 s, not below"
                                    f" its lowest detent ({lowest['height']}): dragRaw untried")
                y = window[1] - caught + 24
                more = [(0.7, "down", x, y)] + [
                    (0.7 + 0.02 * i, "move", x, y + 8 * i) for i in range(1, 6)]
                more.append((1.0, "up", x, y + 40))
                page.eval(f"sheetlab.schedule({json.dumps([[k, px, py, t] for t, k, px, py in more])})")
                page.touches([(k, px, py) for _, k, px, py in more])
                touches += more
            end = (touches[-1][0] if touches else 0.5) + 1.5
            page.eval(f"sheetlab.advance({end!r})")
            state = page.eval("sheetlab.state()")
            mine = tap_events(page.eval("sheetlab.machine.events"), False)
            inputs = [{"t": t, "input": k, "x": px, "y": py} for t, k, px, py in touches]
            if not touches:
                inputs = [{"t": 0.5, "input": "key", "key": check}]
            inputs.append({"t": end, "input": "move", "x": 10, "y": 10})
            replies = {}
            for dismissible in ("off", "on"):
                config = dict(zip((flag[2:] for flag in flags[::2]), flags[1::2]),
                              start=lowest["name"], dismissible=dismissible)
                trace = os.path.join(directory, f"{check}-{dismissible}.jsonl")
                lines = [{"sheetlab-trace": 1, "window": list(window), "config": config}] + inputs
                with open(trace, "w", encoding="utf-8") as handle:
                    handle.write("".join(json.dumps(line) + "\n" for line in lines))
                events = tap_events(map(json.loads, app("--replay", trace, "--headless", "--events")
                                        .stdout.splitlines()), True)
                releases = json.loads(app("explain", trace, "--format", "json").stdout)["releases"]
                replies[dismissible] = (events, releases)
            theirs, explained = replies["off"]
            names = [name for _, name, _ in mine]
            same = len(mine) == len(theirs) and all(
                a[1:] == b[1:] and abs(a[0] - b[0]) <= 1 / 60 + 1e-6 for a, b in zip(mine, theirs))
            if not same or "dismiss" in names or state["state"] != f"resting at {lowest['name']}":
                failures.append(f"{label}: {check}: the page {mine} ({state['state']}), the app"
                                f" {theirs}; want it resting at {lowest['name']}, not dismissed")
            if not any(name == "dismiss" for _, name, _ in replies["on"][0]):
                failures.append(f"{label}: {check}: with --dismissible on the app's replay"
                                f" {replies['on'][0]} does not dismiss: the check proves nothing")
            release = state["release"]
            if check not in ("flick", "catch"):
                if release:
                    failures.append(f"{label}: {check}: a release ({release['target']}) where"
                                    f" the app has none")
                continue
            one = explained[-1] if explained else None
            theirs = one and (one["height"], one["velocity"]["value"], one["target"], one["rule"],
                              hud_line(one))
            if not one or not release or one["target"] != lowest["name"] or any((
                    abs(release["time"] - touches[-1][0]) > 1e-6,  # the last release
                    (release["target"], release["rule"]) != (one["target"], one["rule"]),
                    abs(release["height"] - one["height"]) > 0.01,
                    abs(release["velocity"] - one["velocity"]["value"]) > 0.5,
                    release["line"] != hud_line(one))):
                failures.append(f"{label}: {check}: the page's last release {release}, the"
                                f" app's (height, velocity, target, rule, line) {theirs}")
            facts = [f.get("pick", "") for step in (explained[0] if explained else {}).get("steps", [])
                     if step["matched"] for f in step["facts"]]
            if not any("refuses the dismissal" in fact for fact in facts):
                failures.append(f"{label}: {check}: explain says no refusal ({facts}):"
                                f" the flick never reached a dismissal")
    finally:
        page.close()
    return failures, 0.0


def main():
    started = time.time()
    matrices = {}
    presets = []
    for list_name, flags in LISTS.items():
        matrix = json.loads(app("matrix", "--format", "json", *flags).stdout)
        # A column is a preset, named with its policy where that is not the preset's name.
        presets = [column.split()[0] for column in matrix["columns"]]
        matrices[list_name] = {preset: {row["gesture"]: row["cells"][i]["landings"]
                                        for row in matrix["rows"]}
                               for i, preset in enumerate(presets)}
    for style in STYLES:
        matrix = json.loads(app("matrix", "--format", "json", "--style", style, "--presets", "seed").stdout)
        matrices[style] = {"seed": {row["gesture"]: row["cells"][0]["landings"]
                                    for row in matrix["rows"]}}
    # `--dismissible off`: seed's and uikit's columns of its own matrix.
    matrix = json.loads(app("matrix", "--format", "json", *REFUSING_FLAGS).stdout)
    columns = [column.split()[0] for column in matrix["columns"]]
    matrices["dismissible-off"] = {preset: {row["gesture"]: row["cells"][columns.index(preset)]["landings"]
                                            for row in matrix["rows"]}
                                   for preset in REFUSING_PRESETS}
    names = [g[0] for g in GESTURES]
    listed = [line.split()[0] for line in app("gestures").stdout.splitlines()]
    if listed != names:
        raise SystemExit(f"web_sheet: the app's gestures {listed} are not this test's {names}")
    window = (390, 844)
    cases = [(p, l, f) for l, f in LISTS.items() for p in presets if ONLY in p]
    cases += [("seed", style, ["--style", style] + STYLE_FLAGS.get(style, []))
              for style in STYLES if ONLY in "--style " + style]
    # iOS 26 on a device (light and dark) and the grabber's taps: `web_sheet.py BIN ios26`,
    # `web_sheet.py BIN grabber`.
    devices = [a for a in ("light", "dark") if ONLY in "ios26 device uikit " + a]
    # UIKit's presentations: `web_sheet.py BIN ipad`, `web_sheet.py BIN landscape`.
    presentations = [case for case in PRESENTATIONS if ONLY in f"{case[0]} uikit presentation"]
    # `--dismissible off`: `web_sheet.py BIN dismissible`.
    refusing = [(p, "dismissible-off", REFUSING_FLAGS) for p in REFUSING_PRESETS
                if ONLY in f"dismissible {p}"]
    refused = [(["--preset", p], REFUSED[p]) for p in REFUSING_PRESETS if ONLY in f"dismissible {p}"]
    refused += [(REFUSING_GRABBER, ["grabber"])] if ONLY in "dismissible uikit grabber" else []
    grabbers = [(mode, targets) for mode, targets in GRABBER_TAPS + [(None, [])]
                if ONLY in f"grabber uikit {mode or 'hidden'}"]
    failures = []
    with tempfile.TemporaryDirectory() as work:
        # One browser a worker: each page has its browser to itself, in front.
        browsers = queue.Queue()
        for number in range(WORKERS):
            browsers.put(Browser(os.path.join(work, f"profile-{number}")))

        def with_browser(job, *args):
            browser = browsers.get()
            try:
                return job(browser, *args)
            finally:
                browsers.put(browser)

        try:
            with concurrent.futures.ThreadPoolExecutor(WORKERS) as pool:
                # The screenshots first: each replays its gesture frame by frame into PNGs.
                shots = [pool.submit(with_browser, screenshot_case, one, work, window)
                         for one in SCREENSHOTS if ONLY in " ".join([one[0]] + one[1])]
                futures = [pool.submit(with_browser, run_case, p, l, f, matrices[l][p], work, window)
                           for p, l, f in cases]
                futures += [pool.submit(with_browser, tap_while_dismissing, f, work, window)
                            for f in DISMISSING_TAPS if ONLY in " ".join(f) + " dismissing"]
                futures += [pool.submit(with_browser, ios26_device, work, a) for a in devices]
                futures += [pool.submit(with_browser, presentation_case, work, case)
                            for case in presentations]
                futures += [pool.submit(with_browser, grabber_taps, work, window, mode, targets)
                            for mode, targets in grabbers]
                futures += [pool.submit(with_browser, run_case, p, l, f, matrices[l][p], work, window)
                            for p, l, f in refusing]
                futures += [pool.submit(with_browser, refused_dismissals, work, window, f, checks)
                            for f, checks in refused]
                share = 0.0
                for future in futures:
                    case_failures, case_share = future.result()
                    failures += case_failures
                    share = max(share, case_share)
                for future in shots:
                    shot_failures, one_share = future.result()
                    failures += shot_failures
                    share = max(share, one_share)
        finally:
            for _ in range(WORKERS):
                browsers.get().close()
    for failure in failures:
        print("FAIL", failure)
    replayed = len(cases) * len(GESTURES)
    shown = f"{share:.2%}" if share is not None else "?"
    styles = len([case for case in cases if case[1] in STYLES])
    dismissing = len([f for f in DISMISSING_TAPS if ONLY in " ".join(f) + " dismissing"])
    print(f"web_sheet: {replayed} gestures in {len(cases)} pages ({(len(cases) - styles) // len(LISTS)}"
          f" presets x {len(LISTS)} detent lists, {styles} other styles) and {dismissing} taps on"
          f" the dim while dismissing, {len(devices)} iOS 26 pages on a phone (medium and large),"
          f" {len(GESTURES) * len(presentations)} gestures in {len(presentations)} of UIKit's"
          f" presentations (an iPad's form sheet, a phone on its side),"
          f" {len(grabbers)} grabbers tapped, {len(refusing) * len(GESTURES)} gestures in"
          f" {len(refusing)} --dismissible off pages and {sum(len(c) for _, c in refused)}"
          f" dismissals it refuses in {len(refused)}, {len(failures)} failed;"
          f" {len(shots) + sum(len(STYLE_SHOTS[case[1]]) for case in cases if case[1] in STYLES)}"
          f" screenshots, at most"
          f" {shown} of pixels differ beyond {SCREENSHOT_FUZZ} (allowed {SCREENSHOT_SHARE:.1%});"
          f" {time.time() - started:.1f} s")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
