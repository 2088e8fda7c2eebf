"""End-to-end tests of the window's desktop keys (issue 26 §4): Ctrl+S saves a screenshot into
--export-dir, R records a trace there, --compare labels each phone. Real xdotool key events
under Xvfb. Collected by e2e.py."""
import json
import os
import tempfile

import e2e
from e2e import App, OUT, check, poll, ppm_of, still_image, write_trace


def said(app):
    return "".join(app.stderr)


def dark(pixel):
    return max(pixel) < 90


def keep(image, name):
    """A picture the test looked at, kept in .build/e2e for a person to look at too."""
    os.makedirs(OUT, exist_ok=True)
    path = os.path.join(OUT, name + ".ppm")
    image.save(path)
    return path


def test_control_s_saves_the_window_as_a_new_png_and_says_where(display):
    with tempfile.TemporaryDirectory() as cwd, tempfile.TemporaryDirectory() as target:
        mine = os.path.join(target, "sheetlab-screenshot.png")
        with open(mine, "wb") as handle:
            handle.write(b"the user's own file")
        app = App(display, "--start", "default", "--export-dir", target, cwd=cwd)
        try:
            app.wait_for("settled")
            shown = still_image(app)  # what the window shows, at rest, before the key
            app.key("ctrl+s")
            poll(lambda: said(app), lambda text: "screenshot saved" in text, "Ctrl+S says where")
            # The message shows over the phone too (its bottom, white at rest, goes dark) for a
            # few seconds: looked for at once, before the slow reading of the PNG below.
            poll(lambda: app.pixel(195, 844 - 40)[0], dark, "the window shows where", interval=0.1)
            keep(app.pixels(), "control-s-toast")
            second = os.path.join(target, "sheetlab-screenshot-2.png")
            line = said(app)
            check(line == f"SheetDesktop: screenshot saved to {os.path.realpath(second)} "
                          f"({shown.width}x{shown.height} px)\n",
                  f"one line with the absolute path and the pixel size: {line!r}")
            with open(mine, "rb") as handle:
                check(handle.read() == b"the user's own file", "a file there is never replaced")
            saved = ppm_of(second)
            keep(saved, "control-s-screenshot")
            check((saved.width, saved.height) == (shown.width, shown.height),
                  f"the window's pixel size: {saved.width}x{saved.height}")
            differing = sum(1 for a, b in zip(saved.data, shown.data) if abs(a - b) > 2)
            check(differing == 0, f"the PNG holds the window's pixels: {differing} bytes differ")
            check(os.listdir(cwd) == [], f"nothing in the working directory: {os.listdir(cwd)}")
            app.key("ctrl+s")
            third = os.path.join(target, "sheetlab-screenshot-3.png")
            poll(lambda: os.path.exists(third), bool, "a second screenshot gets the next name")
            # Said once the PNG is in place: the temporary it was written to is gone by then
            # (FrameSink.saveFirstFree removes it before it returns the line).
            poll(lambda: said(app).count("\n"), lambda lines: lines == 2, "said again")
            check(sorted(os.listdir(target)) == ["sheetlab-screenshot-2.png",
                                                 "sheetlab-screenshot-3.png",
                                                 "sheetlab-screenshot.png"],
                  f"no temporary file left: {os.listdir(target)}")
        finally:
            app.close()


def test_control_s_at_twice_the_density_saves_every_pixel(display):
    with tempfile.TemporaryDirectory() as target:
        app = App(display, "--scale", "2", "--window", "200x500", "--start", "default",
                  "--export-dir", target)
        try:
            app.wait_for("settled")
            shown = still_image(app)
            app.key("ctrl+s")
            poll(lambda: said(app), lambda text: "screenshot saved" in text, "Ctrl+S says where")
            saved = ppm_of(os.path.join(target, "sheetlab-screenshot.png"))
            check((saved.width, saved.height) == (shown.width, shown.height) == (400, 1000),
                  f"the window's pixel size: {saved.width}x{saved.height}, shown {shown.width}x{shown.height}")
            check(saved.data == shown.data, "the window's pixels")
            check("(400x1000 px)" in said(app), f"says its size: {said(app)!r}")
        finally:
            app.close()


def test_control_s_into_a_directory_gone_is_one_line_and_nothing_written(display):
    with tempfile.TemporaryDirectory() as work:
        target = os.path.join(work, "shots")
        os.mkdir(target)
        app = App(display, "--start", "default", "--export-dir", target)
        try:
            app.wait_for("settled")
            os.rmdir(target)  # the folder is taken away under the running app
            app.key("ctrl+s")
            line = poll(lambda: said(app), lambda text: "\n" in text, "Ctrl+S says why not")
            check(line == f"SheetDesktop: cannot save a screenshot in {target} "
                          "(No such file or directory)\n", f"one line: {line!r}")
            check(os.listdir(work) == [], f"nothing written: {os.listdir(work)}")
            check(app.process.poll() is None, "the app runs on")
            poll(lambda: app.pixel(195, 844 - 40)[0], dark, "the window says why too")
        finally:
            app.close()


def pill_left(image, x_right, y):
    """The leftmost x of the dark run that ends near `x_right` on row `y` (the label's pill)."""
    x = x_right
    while x > 0 and dark(image.at(x - 1, y)):
        x -= 1
    return x


def test_compare_labels_each_phone_with_what_it_runs(display):
    app = App(display, "--compare", "seed,floatingpanel", "--start", "default")
    try:
        app.wait_for("settled", count=2)
        image = still_image(app)
        path = keep(image, "compare-labels")
        second = 390 + 16
        # Each phone's top right: a dark pill 8 pt from the edge and 8 pt down (about 24 pt
        # tall), the name in white. Its left end is found on a row above the letters.
        y, above = 8 + 12, 11
        for origin in (0, second):
            check(dark(image.at(origin + 390 - 14, y)), f"a label at phone {origin}'s top right ({path})")
            left = pill_left(image, origin + 370, above)
            inside = [image.at(x, y + dy) for x in range(left, origin + 390 - 14) for dy in (-3, 0, 3)]
            check(any(min(pixel) > 200 for pixel in inside), f"white letters in phone {origin}'s label")
        first_left = pill_left(image, 370, above)
        second_left = pill_left(image, second + 370, above)
        check(390 - first_left < second + 390 - second_left,
              f"'floatingpanel' is longer than 'seed': {390 - first_left} vs {second + 390 - second_left}")
        check(first_left > 390 / 2 + 20, f"clear of the centred grabber: {first_left}")
    finally:
        app.close()
    alone = App(display, "--start", "default")
    try:
        check(not dark(alone.pixel(390 - 14, 8 + 12)[0]), "one phone: no label")
    finally:
        alone.close()


def lines_of(path):
    with open(path, encoding="utf-8") as handle:
        text = handle.read()
    check(text.endswith("\n"), f"{path} ends with a whole line")
    return [json.loads(line) for line in text.splitlines()]


def test_r_records_from_where_the_sheet_rests_and_the_trace_replays(display):
    with tempfile.TemporaryDirectory() as cwd, tempfile.TemporaryDirectory() as target:
        mine = os.path.join(target, "sheetlab-recording.jsonl")
        with open(mine, "w") as handle:
            handle.write("the user's own\n")
        app = App(display, "--start", "default", "--export-dir", target, cwd=cwd)
        try:
            app.drag([(195, 600 - i * 15) for i in range(27)], hold=0.25)  # slowly to max
            check(app.wait_for("settled", count=2)["detent"] == "max", "at max before R")
            app.key("r")
            path = os.path.join(target, "sheetlab-recording-2.jsonl")
            folder = os.path.realpath(target)
            poll(lambda: said(app), lambda text: "recording to" in text, "R says it records")
            check(said(app) == f"SheetDesktop: recording to {folder}/sheetlab-recording-2.jsonl (R stops)\n",
                  f"one line with the new file: {said(app)!r}")
            poll(lambda: app.pixel(195, 844 - 40)[0], dark, "the window says so too")
            keep(app.pixels(), "r-recording-toast")
            app.drag([(195, 300 + i * 40) for i in range(6)])  # a fast flick down
            app.wait_for("settled", count=3)
            app.drag([(195, 600 + i * 12) for i in range(12)], hold=0.2)  # below the dismiss line
            app.wait_for("dismissed")
            app.key("r")
            poll(lambda: said(app), lambda text: "recorded" in text, "R again stops")
            check(said(app).splitlines()[-1] == f"SheetDesktop: recorded {folder}/sheetlab-recording-2.jsonl",
                  f"and says where: {said(app)!r}")
        finally:
            app.close()
        with open(mine) as handle:
            check(handle.read() == "the user's own\n", "a file there is never replaced")
        check(os.listdir(cwd) == [], f"nothing in the working directory: {os.listdir(cwd)}")
        lines = lines_of(path)
        check(lines[0]["sheetlab-trace"] == 1 and lines[0]["config"]["start"] == "max",
              f"the header starts where the sheet rested: {lines[0].get('config', {}).get('start')}")
        check(lines[1]["input"] == "content" and lines[1]["t"] == 0, f"content first: {lines[1]}")
        live = [e for e in app.events if e["event"] == "drag-end"][1:]  # the two after R
        run = e2e.run_cli(["--replay", path, "--headless", "--events"])
        check(run.returncode == 0, f"the recording replays: {run.stderr!r}")
        replayed = [json.loads(line) for line in run.stdout.splitlines()]
        got = [(e["target"], e["rule"]) for e in replayed if e["event"] == "drag-end"]
        check(got == [(e["target"], e["rule"]) for e in live] and len(got) == 2,
              f"the replay decides as the live run did after R: {got} vs {live}")


def test_r_with_record_says_it_is_recording_and_quitting_ends_r_recordings_whole(display):
    with tempfile.TemporaryDirectory() as target:
        trace = os.path.join(target, "given.jsonl")
        app = App(display, "--start", "default", "--record", trace, "--export-dir", target)
        try:
            app.key("r")
            poll(lambda: said(app), lambda text: "\n" in text, "R says it records already")
            # Up, read after R (keys come in order), proves R was taken: whatever R did (a
            # second line, a second recording) is done once Up's sheet has come to rest.
            app.key("Up")
            app.wait_for("settled", count=2)  # (#1 is where --start put it)
            check(said(app) == f"SheetDesktop: already recording to {trace} (--record)\n",
                  f"one line: {said(app)!r}")
            check(os.listdir(target) == ["given.jsonl"], f"no second recording: {os.listdir(target)}")
        finally:
            app.close()
        app = App(display, "--start", "default", "--export-dir", target)
        path = os.path.join(target, "sheetlab-recording.jsonl")
        try:
            app.key("r")
            poll(lambda: os.path.exists(path), bool, "R records")
            app.drag([(195, 600 - i * 15) for i in range(27)], hold=0.25)
            app.wait_for("settled", count=2)
            app.key("ctrl+q")
            check(app.process.wait(timeout=30) == 0, "Ctrl+Q quits while recording")
        finally:
            app.close()
        check(said(app).splitlines()[-1] == f"SheetDesktop: recorded {os.path.realpath(path)}",
              f"quitting says where the recording is: {said(app)!r}")
        lines = lines_of(path)
        check(any(line.get("input") == "up" for line in lines[1:]), f"the gesture is in it: {lines[-3:]}")


def test_a_replay_ignores_r(display):
    with tempfile.TemporaryDirectory() as work:
        # A recorded drag, then nothing for ten minutes (one last move): the replay is still
        # running when the keys come, however long the machine takes to start it.
        trace = write_trace(work, ['{"t":0.5,"input":"down","x":195,"y":600}',
                                   '{"t":0.6,"input":"move","x":195,"y":500}',
                                   '{"t":0.7,"input":"move","x":195,"y":300}',
                                   '{"t":1.0,"input":"up","x":195,"y":300}',
                                   '{"t":600,"input":"move","x":195,"y":300}'])
        target = os.path.join(work, "out")
        os.mkdir(target)
        replay = App(display, "--replay", trace, "--export-dir", target)
        try:
            replay.key("r")
            # Ctrl+Q, read after R (keys come in order), proves R was taken: what R would have
            # done is done by the time the replay quits.
            replay.key("ctrl+q")  # long before the replay's end: the user's quit, not a signal
            check(replay.process.wait(timeout=30) == 0, "Ctrl+Q ends the replay")
            check(replay.wait_for("quit")["t"] < 600, "the replay ended before its last input")
            replay.stderr_reader.join(timeout=30)  # all it said
            check(os.listdir(target) == [] and said(replay) == "",
                  f"no recording, nothing said: {os.listdir(target)} {said(replay)!r}")
        finally:
            replay.close()


def test_backspace_resets_the_panel_and_r_no_longer_does(display):
    with tempfile.TemporaryDirectory() as cwd:
        app = App(display, "--start", "default", "--panel", cwd=cwd)
        try:
            app.wait_for("settled")

            def rests():
                return app.named("settled")[-1]["height"]
            for _ in range(3):
                app.key("Prior")  # default-height up ten steps each
            poll(rests, lambda height: height >= 330, "the sheet rests higher")
            app.key("BackSpace")
            poll(rests, lambda height: height == 300, "Backspace resets default-height")
            app.key("Prior")
            app.key("bracketright")
            app.key("Prior")  # dismiss-height too
            poll(rests, lambda height: height > 300, "tuned again")
            app.key("shift+BackSpace")
            poll(rests, lambda height: height == 300, "Shift+Backspace resets them all")
            # R is the recording's key now: it starts one (in the working directory), and
            # resets nothing.
            app.key("bracketleft")
            app.key("Prior")  # default-height again
            poll(rests, lambda height: height > 300, "tuned once more")
            tuned = rests()
            rested = len(app.named("settled"))
            app.key("r")
            poll(lambda: os.listdir(cwd), lambda names: names == ["sheetlab-recording.jsonl"],
                 "R records into the working directory")
            # Page Up, read after R (keys come in order), proves R was taken: it raises the sheet
            # one more step from where R left it. Had R reset the panel, the sheet would rest at
            # 300 first, or rise from 300 to `tuned` at most.
            app.key("Prior")
            moved = app.wait_for("settled", count=rested + 1)
            check(moved["height"] > tuned,
                  f"R reset nothing: after R, Page Up rests the sheet at {moved['height']}, "
                  f"not above {tuned}")
        finally:
            app.close()
