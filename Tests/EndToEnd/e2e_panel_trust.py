"""End-to-end tests of the tuning panel's honesty: a value not applied is marked where the value
that runs lies and `E` exports what runs, saying so; the keyboard's selection stays in view.
Collected by e2e.py."""
import json
import os
import tempfile

from e2e import App, check, poll

PANEL = 390  # the panel's left edge: the phone is 390 points wide
RED = (215, 0, 21)  # 0xD70015: not applied
WHITE = (255, 255, 255)


def read_json(path):
    """The JSON in `path`, or None while it is missing or not yet whole."""
    try:
        with open(path, encoding="utf-8") as handle:
            return json.load(handle)
    except (FileNotFoundError, json.JSONDecodeError):
        return None


def longest_run(image, x, color, top, bottom):
    """The most pixels of `color` one under the other in column `x`, between top and bottom."""
    best = run = 0
    for y in range(top, bottom):
        run = run + 1 if image.at(x, y) == color else 0
        best = max(best, run)
    return best


def test_panel_marks_and_exports_what_runs(display):
    with tempfile.TemporaryDirectory() as work:
        app = App(display, "--start", "default", "--panel", cwd=work)
        try:
            for _ in range(12):
                app.key("Prior")  # default-height 300 → 420
            app.key("bracketright")  # dismiss-height
            for _ in range(25):
                app.key("Prior")  # 200 → 450: past default-height, so not applied
            def marks():
                image = app.pixels()
                return [x for x in range(PANEL + 16, PANEL + 305)
                        if longest_run(image, x, RED, 52, image.height // 2) >= 12]
            poll(marks, bool, "a red mark on the dismiss-height slider where the running value lies")
            app.key("e")
            path = os.path.join(work, "sheet-config.json")
            exported = poll(lambda: read_json(path), lambda value: value is not None,
                            "E writes sheet-config.json")
            # The message comes with the export: wait for it rather than for a fixed time.
            poll(lambda: "".join(app.stderr), lambda said: "not applied" in said,
                 "E says what is not applied")
        finally:
            app.close()
        said = "".join(app.stderr)
        check(exported["default-height"] == 420, f"exported {exported['default-height']}")
        check(exported["dismiss-height"] < 420, f"what runs is exported: {exported}")
        running = f"{exported['dismiss-height']:g}"
        named = ["not applied", "dismiss-height 450", f"dismiss-height {running}"]
        check(all(words in said for words in named),
              f"the message names what is not applied and what was exported: {said!r}")


def test_panel_keyboard_selection_stays_in_view(display):
    app = App(display, "--panel", "--preset", "fluid", "--window", "390x420")
    try:
        for _ in range(13):
            app.key("bracketright")

        def highlight():
            """The selected row's white highlight, x 4…316 of the panel, 30 points tall: the
            longest white run down its column."""
            image = app.pixels()
            return longest_run(image, PANEL + 8, WHITE, 0, image.height)
        poll(highlight, lambda run: run >= 26, "row 13, selected, is highlighted in view (a white run of 26 px)")
        # The wheel scrolls it out of sight; a nudge brings it back.
        for _ in range(10):
            app.xdotool("mousemove", "--window", app.window, str(PANEL + 160), "200", "click", "4")
        poll(highlight, lambda run: run < 26, "the wheel scrolls the selected row out of sight")
        app.key("minus")
        poll(highlight, lambda run: run >= 26, "a nudge brings the selected row back into view")
    finally:
        app.close()


def test_a_device_chosen_keeps_its_row_in_view(display):
    """A device chosen on the panel shrinks the window: the device row, selected, is still in
    sight afterwards (it was scrolled into the old, taller window's view, then fell below)."""
    app = App(display, "--panel")
    try:
        app.key("bracketleft")  # wraps to the last row: orientation
        app.key("bracketleft")  # the one above it: device
        def highlight(left):
            image = app.pixels()
            return image.height, longest_run(image, left + 8, WHITE, 0, image.height)
        poll(lambda: highlight(PANEL), lambda seen: seen[1] >= 26, "the device row is in view")
        app.key("equal")  # none → iphone-se: 375x667
        poll(lambda: highlight(375), lambda seen: seen[0] == 667 and seen[1] >= 26,
             "after the window shrank to the iPhone SE's 667 points, the device row is in view")
    finally:
        app.close()
