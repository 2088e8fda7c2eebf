"""End-to-end tests of the panel's choices (issue 26 item 2): a setting chosen with real X
pointer and key events changes the window at once (a dark appearance turns the sheet dark, a
device resizes the window), E exports the choices, and the recorded trace replays them headless
and in a window. Collected by e2e.py."""
import json
import os
import subprocess
import tempfile

from e2e import BIN, App, check, poll, ppm_of
from e2e_panel_trust import longest_run, read_json

PANEL = 390  # the panel's left edge: the phone is 390 points wide
PANEL_WIDTH = 320
WHITE = (255, 255, 255)
DARK_SHEET = (28, 28, 30)  # 0x1C1C1E: UIKit's dark elevated background


def geometry(app):
    said = app.xdotool("getwindowgeometry", "--shell", app.window).stdout.split()
    values = dict(line.split("=", 1) for line in said)
    return int(values["WIDTH"]), int(values["HEIGHT"])


def selected_row_top(app, panel=PANEL):
    """The top of the selected row's white highlight (x 4…316 of the panel, 30 px tall)."""
    image = app.pixels()
    x = panel + 8
    run = 0
    for y in range(image.height):
        run = run + 1 if image.at(x, y) == WHITE else 0
        if run >= 26:
            return y - run + 1
    return None


def close_to(color, expected, tolerance=6):
    return all(abs(a - b) <= tolerance for a, b in zip(color, expected))


def test_panel_choices_change_the_window_export_and_replay(display):
    with tempfile.TemporaryDirectory() as work:
        trace = os.path.join(work, "chosen.jsonl")
        app = App(display, "--panel", "--start", "default", "--record", trace, cwd=work)
        try:
            check(geometry(app) == (PANEL + PANEL_WIDTH, 844), f"opened {geometry(app)}")
            app.key("bracketleft")  # the last row: orientation, scrolled into view
            app.key("bracketleft")  # the one above it: device
            top = poll(lambda: selected_row_top(app), lambda y: y is not None,
                       "the device row is selected, in view")
            # A click on the right half of the row above (appearance): light → dark.
            app.click(PANEL + 260, top - 2 - 34 + 17)
            poll(lambda: app.pixel(4, 844 - 120)[0], lambda c: close_to(c, DARK_SHEET),
                 "the sheet turns dark at once")
            page = app.pixel(10, 10)[0]
            check(page == (0, 0, 0), f"the page is dark too: {page}")
            app.key("bracketright")  # device
            app.key("equal")  # none → iphone-se, 375x667
            poll(lambda: geometry(app), lambda size: size == (375 + PANEL_WIDTH, 667),
                 "the window takes the iPhone SE's size beside the panel")
            app.wait_for("resize")
            # The device row just changed stays in view in the shorter window.
            poll(lambda: selected_row_top(app, panel=375), lambda y: y is not None,
                 "the device row is still in view after the window shrank")
            for _ in range(14):
                app.key("bracketleft")  # up the choices to the preset (14 rows above device)
            app.key("Right")  # seed → fluid: Right steps a choice as = does
            app.key("e")
            path = os.path.join(work, "sheet-config.json")
            exported = poll(lambda: read_json(path), lambda value: value is not None,
                            "E writes sheet-config.json")
            swift = os.path.join(work, "SheetConstants.swift")
            poll(lambda: os.path.exists(swift), bool, "E writes every format")
        finally:
            app.close()
        wanted = {"preset": "fluid", "appearance": "dark", "device": "iphone-se",
                  "policy": "projected", "animation": "spring", "window": "375x667"}
        got = {key: exported.get(key) for key in wanted}
        check(got == wanted, f"E exports the choices: {got}")
        resized = [e["window"] for e in app.named("resize")]
        check(resized and resized[0] == [375, 667], f"the phone resized once chosen: {resized}")

        # The trace replays the choices headless, frames and all, into the same decisions...
        frames = os.path.join(work, "frames")
        run = subprocess.run([BIN, "--replay", trace, "--headless", "--events", "--frames", frames],
                             capture_output=True, text=True, timeout=120)
        check(run.returncode == 0, f"the headless replay ran: {run.stderr[-300:]}")
        events = [json.loads(line) for line in run.stdout.splitlines()]
        replayed = [e["window"] for e in events if e["event"] == "resize"]
        check(replayed[:1] == [[375, 667]], f"the replay resized as recorded: {replayed}")
        last = sorted(os.listdir(frames))[-1]
        size = subprocess.run(["identify", "-format", "%wx%h", os.path.join(frames, last)],
                              capture_output=True, text=True, timeout=30).stdout
        check(size == "375x667", f"the last frame is the iPhone SE's: {size}")

        # ... and in a window, which follows the recorded size: the frames it writes are read
        # back from the window, so the last is the window's size once the trace resized it.
        shown = os.path.join(work, "shown")
        env = dict(os.environ, DISPLAY=display, SDL_VIDEODRIVER="x11")
        run = subprocess.run([BIN, "--replay", trace, "--frames", shown], env=env,
                             capture_output=True, text=True, timeout=120)
        check(run.returncode == 0, f"the windowed replay ran: {run.stderr[-300:]}")
        last = os.path.join(shown, sorted(os.listdir(shown))[-1])
        size = subprocess.run(["identify", "-format", "%wx%h", last],
                              capture_output=True, text=True, timeout=30).stdout
        check(size == "375x667", f"the replay's window took the recorded device's size: {size}")
        pixel = ppm_of(last).at(4, 667 - 60)
        check(close_to(pixel, DARK_SHEET), f"and its sheet is dark: {pixel}")


def test_every_row_of_a_scrolled_panel_clicked_on_both_halves_leaves_the_app_up(display):
    # A click on a choice makes the rows again (a style with fewer sliders has fewer): the row
    # clicked could then be past the last, and the app died on it (index out of range, exit 70)
    # with the rows scrolled to their end in a short window. Every row in view is clicked on its
    # left half and its right half, half a row apart; the app stays up and answers.
    app = App(display, "--window", "390x700", "--panel")
    try:
        app.xdotool("mousemove", "--window", app.window, str(PANEL + 110), "300")
        for _ in range(5):
            app.xdotool("click", "5")
        for y in range(300, 700, 17):
            for x in (PANEL + 30, PANEL + 300):
                app.xdotool("mousemove", "--window", app.window, str(x), str(y), "click", "1")
                check(app.process.poll() is None,
                      f"alive after a click at ({x}, {y}): {''.join(app.stderr)[-300:]!r}")
        app.process.terminate()
        app.wait_for("quit")
        check(app.close() == 0, "exit status 0")
    finally:
        app.close()
