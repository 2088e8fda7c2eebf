"""End-to-end tests of a `fit` detent (the sheet's content height): measured before the window
opens, it is checked like every other detent and the sheet starts there."""
import os
import tempfile
import time

import e2e
from e2e import App, check, run_cli, write


def content_file(directory, lines):
    return write(directory, "content.txt",
                 "\n".join(f"line {index} of the sheet's text" for index in range(lines)) + "\n")


def test_a_fit_detent_that_cannot_rise_is_refused_before_a_window_opens(display):
    with tempfile.TemporaryDirectory() as work:
        long = content_file(work, 80)
        # No display at all: the answer is the list's (64), not the display's (69).
        env = {key: value for key, value in os.environ.items() if key != "DISPLAY"}
        result = run_cli(["--detents", "f=fit,full=max", "--content", long], env=env)
        check(result.returncode == 64, f"exit {result.returncode}: {result.stderr!r}")
        check(result.stderr.count("\n") == 1 and "f (fit: the content is" in result.stderr
              and "must be below full (780 pt)" in result.stderr, f"one line naming both: {result.stderr!r}")
        short = content_file(work, 2)
        result = run_cli(["--detents", "peek=250,f=fit,full=max", "--content", short, "--dismiss-height", "100"],
                         env=env)
        check(result.returncode == 64 and "must be above peek (250 pt)" in result.stderr,
              f"a fit under peek: exit {result.returncode}: {result.stderr!r}")


def test_a_window_starting_at_fit_rests_at_its_contents_height(display):
    with tempfile.TemporaryDirectory() as work:
        app = App(display, "--detents", "f=fit,full=max", "--content", content_file(work, 3),
                  "--dismiss-height", "100", "--start", "f")
        try:
            first = app.wait_for("settled")
            height = first["height"]
            check(first["detent"] == "f" and 100 < height < 400, f"starts at its content: {first}")
            # The sheet is drawn there: white right of its short lines, below its rounded corner,
            # the dimmed page just above it.
            top = 844 - height
            inside, image = app.pixel(380, top + 30)
            above = image.at(380, round(top - 20))
            check(min(inside) > 240, f"the sheet at {top + 30}: {inside}")
            check(max(above) < 200, f"the dimmed page above the sheet: {above}")
            app.key("Up")
            app.wait_for("settled", 2)
            app.key("Down")
            again = app.wait_for("settled", 3)
            check(again["detent"] == "f" and abs(again["height"] - height) < 0.5,
                  f"back to f at the same height: {again} vs {first}")
        finally:
            app.close()


def test_a_resize_is_judged_with_the_content_laid_out_at_the_new_width(display):
    with tempfile.TemporaryDirectory() as work:
        path = write(work, "content.txt",
                     "\n".join(f"line {index}: a sentence long enough to wrap in a narrow window"
                               for index in range(9)) + "\n")
        app = App(display, "--detents", "a=250,f=fit,c=650,d=max", "--content", path, "--start", "f")
        try:
            start = app.wait_for("settled")
            check(250 < start["height"] < 650, f"f between a and c at 390 pt: {start}")
            # Narrow, the text wraps: f grows past c, which the warning says of the narrow window.
            app.xdotool("windowsize", app.window, "200", "844")
            deadline = time.time() + 30
            while time.time() < deadline and "too small" not in "".join(app.stderr):
                time.sleep(0.05)
            said = "".join(app.stderr)
            check(said.count("too small") == 1 and "200x844" in said, f"one warning, of the narrow window: {said!r}")
            # Back at 390 pt nothing is said again (and nothing wrong was said of 390 pt): checked
            # once the app has taken the new size (its `resize`) and laid the content out at it
            # (asleep again).
            app.xdotool("windowsize", app.window, "390", "844")
            e2e.poll(lambda: [event for event in app.named("resize") if event["window"] == [390, 844]], bool,
                     "the resize back to 390x844")
            e2e.quiet(app.process.pid, "the app at 390x844")
            check("390x844" not in "".join(app.stderr), f"no warning of the window that fits: {app.stderr!r}")
        finally:
            app.close()


def test_a_trace_or_a_compare_file_whose_fit_cannot_rise_is_bad_data(display):
    import json
    with tempfile.TemporaryDirectory() as work:
        long = "\n".join(f"line {index} of a long content" for index in range(80))
        trace = os.path.join(work, "fit.jsonl")
        with open(trace, "w") as handle:
            handle.write(json.dumps({"sheetlab-trace": 1, "window": [390, 844],
                                     "config": {"detents": "p=fit,q=max"}, "content": long}) + "\n")
            handle.write('{"t":1,"input":"key","key":"enter"}\n')
        for args in (["--replay", trace, "--headless"], ["plot", trace, "--out", os.path.join(work, "p.png")]):
            result = run_cli(args)
            check(result.returncode == 65 and f"{trace}: line 1: --detents: p (fit" in result.stderr,
                  f"{args[0]}: the trace is named: exit {result.returncode}: {result.stderr!r}")
        check(not os.path.exists(os.path.join(work, "p.png")), "no plot written")
        config = os.path.join(work, "fit.json")
        with open(config, "w") as handle:
            json.dump({"sheetlab": 1, "detents": "p=fit,q=max"}, handle)
        env = {key: value for key, value in os.environ.items() if key != "DISPLAY"}
        result = run_cli(["--content", content_file(work, 80), "--compare", f"{config},seed"], env=env)
        check(result.returncode == 65 and f"{config}: --detents: p (fit" in result.stderr
              and result.stderr.count("\n") == 1, f"the file is named: exit {result.returncode}: {result.stderr!r}")
