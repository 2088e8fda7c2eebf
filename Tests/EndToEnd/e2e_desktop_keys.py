"""End-to-end tests of the window's desktop keys (issue 26 §4): Ctrl+S saves a screenshot into
--export-dir, --compare labels each phone. Real xdotool key events
under Xvfb. Collected by e2e.py."""
import json
import os
import tempfile
import time

import e2e
from e2e import App, OUT, check, poll, ppm_of


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
            time.sleep(0.3)
            shown = app.pixels()  # what the window shows, at rest, before the key
            app.key("ctrl+s")
            poll(lambda: said(app), lambda text: "screenshot saved" in text, "Ctrl+S says where")
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
            # The message shows over the phone too (its bottom, white at rest, goes dark).
            poll(lambda: app.pixel(195, 844 - 40)[0], dark, "the window shows where")
            keep(app.pixels(), "control-s-toast")
            app.key("ctrl+s")
            third = os.path.join(target, "sheetlab-screenshot-3.png")
            poll(lambda: os.path.exists(third), bool, "a second screenshot gets the next name")
            poll(lambda: said(app).count("\n"), lambda lines: lines == 2, "said again")
            time.sleep(0.2)
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
            time.sleep(0.3)
            shown = app.pixels()
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
        time.sleep(0.3)
        image = app.pixels()
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
