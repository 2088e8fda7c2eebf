"""End-to-end tests of `--device`, `--look` and `--chrome` (issue 14 §2): a real phone's screen,
safe area and chrome in a real window, driven by real pointer events, and its figures listed."""
import json
import os
import subprocess
import tempfile

from e2e import App, BIN, check, decisions, poll, run_cli
import xvfb  # scripts/xvfb.py, on the path e2e set

DEVICES = ["iphone-se", "iphone-16", "iphone-16-pro-max", "ipad-mini", "pixel-9", "galaxy-s24"]


def test_device_list_prints_every_device_with_its_figures(display):
    result = run_cli(["--device", "list"])
    check(result.returncode == 0 and not result.stderr, f"exit {result.returncode}: {result.stderr!r}")
    rows = {line.split()[0]: line.split() for line in result.stdout.splitlines()[1:] if line and line[0] != " "}
    for name in DEVICES:
        check(name in rows, f"{name} listed: {result.stdout!r}")
    check(rows["iphone-16"][1:6] == ["393x852", "3", "59", "34", "55"], f"iPhone 16's figures: {rows['iphone-16']}")
    check("Sources" in result.stdout and "AOSP" in result.stdout, "where the figures come from")
    same = run_cli(["--device=list"])
    check(same.stdout == result.stdout, "--device=list says the same")


def test_unknown_devices_looks_and_chromes_are_one_line_and_64(display):
    env = {key: value for key, value in os.environ.items() if key != "DISPLAY"}
    for flags, named in [(["--device", "iphone-3g"], "--device: unknown value 'iphone-3g'"),
                         (["--look", "android"], "--look: unknown value 'android'"),
                         (["--chrome", "off"], "--chrome: unknown value 'off'"),
                         (["--device"], "--device")]:
        result = run_cli(flags, env=env)
        check(result.returncode == 64, f"{flags}: exit {result.returncode}: {result.stderr!r}")
        check(result.stderr.count("\n") == 1 and named in result.stderr and not result.stdout,
              f"{flags}: one line naming it: {result.stderr!r}")
    listed = run_cli(["--device", "iphone-3g"], env=env).stderr
    check(all(name in listed for name in DEVICES), f"the error lists the devices: {listed!r}")


def test_a_device_window_has_its_size_chrome_and_a_button_above_the_home_indicator(display):
    app = App(display, "--device", "iphone-16")
    try:
        geometry = dict(line.split("=", 1) for line in
                        app.xdotool("getwindowgeometry", "--shell", app.window).stdout.split())
        check((geometry["WIDTH"], geometry["HEIGHT"]) == ("393", "852"), f"the iPhone 16's window: {geometry}")
        image = app.pixels()
        check(max(image.at(1, 1)) < 20 and max(image.at(392, 851)) < 20, "black outside the screen's corners")
        check(max(image.at(196, 841)) < 60, f"the home indicator: {image.at(196, 841)}")
        check(min(image.at(196, 849)) > 230, f"white under the home indicator: {image.at(196, 849)}")
        # The button sits 24 pt above the 34 pt home-indicator strip: a click there presents.
        check(image.at(196, 852 - 34 - 24 - 25)[2] > 200, f"the blue button: {image.at(196, 769)}")
        app.click(196, 852 - 34 - 24 - 25)
        first = app.wait_for("settled")
        # 300 pt of sheet above the bottom safe area, as UIKit's custom detents are measured.
        check(first["detent"] == "default" and first["height"] == 334, f"the default detent: {first}")
        # A slow drag to the top stops under the status bar: max = 852 - 64.
        app.drag([(196, 560 - i * 20) for i in range(25)], hold=0.3)
        top = app.wait_for("settled", 2)
        check(top["detent"] == "max" and top["height"] == 852 - 64, f"max under the status bar: {top}")
        # Over the card's black surround the status bar is white: the time's glyphs are light
        # (once the frame at max is drawn).
        poll(lambda: max(max(image.at(x, y)) for image in [app.pixels()] for x in range(40, 100)
                         for y in range(16, 40)),
             lambda lightest: lightest > 200, "the time is drawn light over the dark surround",
             interval=0.1)
    finally:
        app.close()


def test_chrome_none_leaves_the_apps_own_pixels(display):
    app = App(display, "--device", "iphone-16", "--chrome", "none")
    try:
        image = app.pixels()
        check(min(image.at(1, 1)) > 230, f"no rounded screen corner: {image.at(1, 1)}")
        check(min(image.at(196, 841)) > 230, f"no home indicator: {image.at(196, 841)}")
    finally:
        app.close()


def test_a_device_and_look_are_recorded_and_replayed(display):
    with tempfile.TemporaryDirectory() as work:
        trace = os.path.join(work, "phone.jsonl")
        app = App(display, "--device", "pixel-9", "--look", "ios18", "--start", "default", "--record", trace)
        try:
            app.drag([(200, 600 - i * 20) for i in range(20)], hold=0.25)
            app.wait_for("settled", 2)
        finally:
            app.close()
        with open(trace, encoding="utf-8") as handle:
            header = json.loads(handle.readline())
        constants = header["config"]
        check(constants.get("device") == "pixel-9" and constants.get("look") == "ios18", f"the header: {header}")
        run = subprocess.run([BIN, "--replay", trace, "--headless", "--events"], capture_output=True, text=True,
                             timeout=60)
        check(run.returncode == 0, f"replayed: {run.stderr!r}")
        events = [json.loads(line) for line in run.stdout.splitlines()]
        check(decisions(events) == decisions(app.events), f"the replay decides the same: {decisions(events)}")
        settled = [e for e in events if e["event"] == "settled"]
        live = app.named("settled")
        check([e["height"] for e in settled] == [e["height"] for e in live],
              f"at the device's heights: {settled} vs {live}")


def test_device_list_takes_nothing_else(display):
    for flags in (["--device", "list", "--bogus"], ["--window", "abc", "--device=list"], ["--help", "--device", "list"]):
        result = run_cli(flags)
        check(result.returncode == 64 and result.stderr.count("\n") == 1 and "--device list takes no other"
              in result.stderr and not result.stdout, f"{flags}: {result.returncode} {result.stderr!r}")


def test_a_device_larger_than_the_display_is_said_once(display):
    # Its own X server, smaller than the iPad mini, up once it says its display (-displayfd).
    server, small = xvfb.start("1000x900x24")
    try:
        app = App(small, "--device", "ipad-mini")
        try:
            # Both lines are said before the window is ready; stderr is read beside the events.
            said = poll(lambda: "".join(app.stderr), lambda text: text.count("\n") >= 2,
                        "the iPad's note and the line about the display")
            lines = said.splitlines()
            check(len(lines) == 2 and "--device ipad-mini (744x1133 pt) is larger than the display's" in said
                  and "--window" in said, f"one line naming the device and the way out: {said!r}")
            # And, before the window, that UIKit would show a form sheet there.
            check(lines[0] == "SheetDesktop: --device ipad-mini: UIKit shows a sheet in a window "
                  "this wide (a regular width) as a centred form sheet, which --look ios18 and "
                  "ios26 draw; the seed look draws the bottom sheet of a compact width",
                  f"the iPad's note: {lines!r}")
        finally:
            app.close()
        app = App(small, "--device", "iphone-se")
        try:
            check(not "".join(app.stderr), f"an iPhone SE fits: {app.stderr!r}")
        finally:
            app.close()
        # Chosen in the panel, as at launch (the window's size, the panel's too): an iPhone SE
        # fits, the iPad mini is said once.
        app = App(small, "--panel")
        try:
            app.key("bracketleft")  # the last row: orientation
            app.key("bracketleft")  # the device row
            app.key("equal")  # iphone-se
            app.wait_for("resize")
            for _ in range(7):
                # iphone-16, iphone-16-pro-max, iphone-17, iphone-air, iphone-17-pro,
                # iphone-17-pro-max, ipad-mini
                app.key("equal")
            poll(lambda: len(app.named("resize")), lambda n: n == 8, "eight devices chosen")
            said = poll(lambda: "".join(app.stderr), lambda text: "ipad-mini" in text,
                        "the iPad mini chosen is said larger than the display")
            lines = said.splitlines()
            # Taller than 900: the 16 Pro Max (956), the Air (912), the iPad; the 17 Pro Max's
            # window is the 16 Pro Max's size, already said.
            check(len(lines) == 3 and "--device ipad-mini (1064x1133 pt) is larger than the "
                  "display's 1000x900" in lines[2] and "iphone-16-pro-max (760x956" in lines[0]
                  and "iphone-air (740x912" in lines[1],
                  f"one line for each device too tall, none for those that fit: {said!r}")
            for _ in range(11):
                app.key("equal")  # once round the eleven values again, to the iPad mini
            poll(lambda: len(app.named("resize")), lambda n: n == 19, "once round again")
            check("".join(app.stderr).count("ipad-mini") == 1,
                  f"each said once, not each lap: {app.stderr!r}")
        finally:
            app.close()
    finally:
        server.terminate()
        server.wait(timeout=30)


def test_compare_of_two_devices_says_they_share_one_size(display):
    with tempfile.TemporaryDirectory() as work:
        phones = []
        for device in ("iphone-16", "pixel-9"):
            path = os.path.join(work, f"{device}.json")
            with open(path, "w") as handle:
                json.dump({"device": device}, handle)
            phones.append(path)
        app = App(display, "--compare", ",".join(phones))
        try:
            geometry = dict(line.split("=", 1) for line in
                            app.xdotool("getwindowgeometry", "--shell", app.window).stdout.split())
            check((geometry["WIDTH"], geometry["HEIGHT"]) == (str(393 * 2 + 16), "852"),
                  f"two iPhone 16 screens side by side: {geometry}")
            said = "".join(app.stderr)
            check(said == f"SheetDesktop: --compare: both phones are drawn at one size, {phones[0]}'s "
                  f"393x852 pt (iphone-16); {phones[1]}'s 411x923 pt (pixel-9) is not used\n",
                  f"one line saying so: {said!r}")
        finally:
            app.close()
        # One device for both (on the command line): nothing to say.
        app = App(display, "--compare", "seed,fluid", "--device", "pixel-9")
        try:
            check(not "".join(app.stderr), f"the same device: {app.stderr!r}")
        finally:
            app.close()


def test_the_dark_appearance_draws_uikits_dark_sheet(display):
    """`--appearance dark --look ios18` (issue 26 item 5): the black page under UIKit's 0.48 dim,
    the elevated #1C1C1E sheet at UIKit's medium, its #5A5A5E grabber, the heading in white;
    on a device, the chrome light over them. The screenshots stay in .build/e2e."""
    from e2e import OUT
    os.makedirs(OUT, exist_ok=True)
    app = App(display, "--appearance", "dark", "--look", "ios18", "--start", "default")
    try:
        # UIKit's medium: 0.56 of the large detent (844 - 10 pt).
        top = round(844 - (844 - 10) * 0.56)
        image = app.pixels()
        image.save(os.path.join(OUT, "dark-ios.ppm"))
        near = lambda actual, expected, tolerance=4: all(abs(a - b) <= tolerance for a, b in zip(actual, expected))
        for x, y in [(10, 10), (380, 300), (195, top - 40)]:
            check(near(image.at(x, y), (0, 0, 0)), f"the dimmed black page at ({x}, {y}): {image.at(x, y)}")
        for x, y in [(10, top + 20), (380, top + 200), (195, 830)]:
            check(near(image.at(x, y), (0x1C, 0x1C, 0x1E)), f"the elevated sheet at ({x}, {y}): {image.at(x, y)}")
        check(near(image.at(195, top + 7), (0x5A, 0x5A, 0x5E)), f"the dark grabber: {image.at(195, top + 7)}")
        check(near(image.at(195 - 30, top + 7), (0x1C, 0x1C, 0x1E)), "the grabber is 36 pt wide")
        heading = max(min(image.at(x, y)) for x in range(20, 140) for y in range(top + 32, top + 56))
        check(heading > 200, f"the white heading ({heading})")
    finally:
        app.close()
    app = App(display, "--appearance", "dark", "--look", "ios18", "--device", "iphone-16")
    try:
        image = app.pixels()
        image.save(os.path.join(OUT, "dark-ios-device-page.ppm"))
        check(max(image.at(200, 600)) < 10, f"the black page: {image.at(200, 600)}")
        title = max(min(image.at(x, y)) for x in range(24, 200) for y in range(83, 123))
        check(title > 200, f"the title in white ({title})")
        check(min(image.at(196, 841)) > 200, f"the home indicator light on the black page: {image.at(196, 841)}")
        time_glyphs = max(min(image.at(x, y)) for x in range(40, 110) for y in range(15, 40))
        check(time_glyphs > 200, f"the time light on the black page ({time_glyphs})")
        check(image.at(196, 852 - 34 - 24 - 25)[2] > 200, f"the button keeps its blue: {image.at(196, 769)}")
        app.click(196, 852 - 34 - 24 - 25)
        app.wait_for("settled")
        near = lambda actual, expected: all(abs(a - b) <= 4 for a, b in zip(actual, expected))

        def shown(*points):
            """The pixels at `points` and the screenshot they are from."""
            image = app.pixels()
            return [image.at(x, y) for x, y in points], image
        # The frames that show where the sheet rests (and the dim faded in): waited for.
        _, image = poll(lambda: shown((196, 841), (385, 700)),
                        lambda seen: min(seen[0][0]) > 200 and near(seen[0][1], (0x1C, 0x1C, 0x1E)),
                        "the home indicator light over the dark sheet (196, 841), the elevated sheet "
                        "on the phone (385, 700)", interval=0.1)
        image.save(os.path.join(OUT, "dark-ios-device-sheet.ppm"))
        # Up to large: the page recedes into a card lightened apart from the black window.
        app.key("Up")
        app.wait_for("settled", 2)
        _, image = poll(lambda: shown((5, 64), (60, 64)),
                        lambda seen: max(seen[0][0]) < 10 and near(seen[0][1], (0x1C, 0x1C, 0x1E)),
                        "the black window beside the card (5, 64), the receded page lightened (60, 64)",
                        interval=0.1)
        image.save(os.path.join(OUT, "dark-ios-device-large.ppm"))
    finally:
        app.close()


def test_ios26_floats_inset_at_medium_and_meets_the_edges_at_large(display):
    """`--preset uikit` draws iOS 26's sheet on an iPhone 17 Pro: a real drag from medium
    through the transition to large, each state waited for by its event, its pixels read."""
    app = App(display, "--preset", "uikit", "--device", "iphone-17-pro")
    try:
        # The Dynamic Island: black at the screen's top middle, the page white beside it.
        image = app.pixels()
        check(max(image.at(201, 32)) < 20, f"the island: {image.at(201, 32)}")
        check(min(image.at(120, 32)) > 200, f"beside the island: {image.at(120, 32)}")
        app.click(201, 874 - 34 - 24 - 25)
        medium = app.wait_for("settled")
        check(medium["detent"] == "default" and abs(medium["height"] - 469.68) < 0.01,
              f"UIKit's medium on iOS 26: {medium}")
        # Inset 8 pt: the dimmed page beside and below the sheet, glass inside it.
        image = app.pixels()
        side, inside = image.at(3, 650), image.at(30, 650)
        check(abs(side[0] - 204) <= 3, f"the dimmed page 3 pt from the edge: {side}")
        check(225 < inside[0] < 255, f"light glass inside: {inside}")
        check(abs(image.at(201, 871)[0] - 204) <= 3, f"below the sheet: {image.at(201, 871)}")
        # A slow real drag up to the top: large, at the safe area's top, opaque, edge to edge.
        app.drag([(201, 460 - i * 18) for i in range(24)], hold=0.3)
        large = app.wait_for("settled", 2)
        check(large["detent"] == "max" and large["height"] == 874 - 62, f"large: {large}")
        poll(lambda: app.pixels().at(3, 650), lambda pixel: min(pixel) > 250,
             "edge to edge and opaque at large", interval=0.1)
    finally:
        app.close()


def test_compare_ios18_and_ios26_draws_each_iOSs_sheet_side_by_side(display):
    """`--compare ios18,ios26`: one sheet, its preset kept, drawn by each iOS; the glass of
    the right-hand phone is read from its own pixels (its viewport is offset)."""
    app = App(display, "--compare", "ios18,ios26", "--preset", "uikit", "--device",
              "iphone-17-pro", "--start", "default")
    try:
        geometry = dict(line.split("=", 1) for line in
                        app.xdotool("getwindowgeometry", "--shell", app.window).stdout.split())
        width = int(geometry["WIDTH"])
        right = width - 402
        image = app.pixels()
        check(min(image.at(3, 700)) > 250, f"ios18: edge to edge, opaque: {image.at(3, 700)}")
        check(abs(image.at(right + 3, 700)[0] - 204) <= 3,
              f"ios26: the dimmed page beside the inset sheet: {image.at(right + 3, 700)}")
        glass = image.at(right + 100, 700)
        check(225 < glass[0] < 255, f"ios26: light glass from its own phone's pixels: {glass}")
        # Over the right phone's button the glass is blue; the left phone's sheet hides it.
        check(image.at(right + 201, 790)[2] - image.at(right + 201, 790)[0] > 8,
              f"ios26's glass over its button: {image.at(right + 201, 790)}")
        check(min(image.at(201, 790)) > 250, f"ios18's opaque sheet: {image.at(201, 790)}")
        result = run_cli(["--compare", "ios18,ios26", "--look", "ios18"])
        check(result.returncode == 64 and "--look cannot be used with --compare" in result.stderr,
              f"a look given with a pair of looks: {result.stderr!r}")
        for pair, why in [(["ios,ios26"], "both are the same sheet"),
                          (["ios18,ios26", "--style", "fixed"], "--style fixed does not read --look")]:
            same = run_cli(["--compare"] + pair)
            check(same.returncode == 64 and same.stderr.count("\n") == 1
                  and f"the two phones would be the same ({why})" in same.stderr,
                  f"{pair}: two phones alike are said, not drawn: {same.stderr!r}")
        mixed = run_cli(["--compare", "ios18,seed"])
        check(mixed.returncode == 64 and mixed.stderr.count("\n") == 1
              and "compared with another system look" in mixed.stderr,
              f"a look and a preset: {mixed.stderr!r}")
    finally:
        app.close()


def test_an_ipad_shows_uikits_form_sheet_centred_and_a_tap_beside_it_dismisses(display):
    """`--preset uikit --device ipad-mini`: UIKit's form sheet, 580×640 centred on the iPad
    mini's screen (not a bottom sheet), the page flat behind it; a real drag down carries it
    off, and a real click on the dim beside it dismisses it."""
    app = App(display, "--preset", "uikit", "--device", "ipad-mini")
    try:
        before = app.pixels()
        app.click(372, 1133 - 20 - 24 - 25)
        form = app.wait_for("settled")
        check(form["detent"] == "form" and form["height"] == 886.5, f"centred: {form}")
        image = app.pixels()
        # The page (white, dimmed by UIKit's 0.2 black: 204) beside, above and below it.
        for x, y in [(40, 600), (372, 200), (372, 1000), (84, 249)]:
            check(abs(image.at(x, y)[0] - 204) <= 3, f"the dimmed page at {x},{y}: {image.at(x, y)}")
        # The sheet: white from x 82 to 662, y 246.5 to 886.5 (its corner at 84,249 rounded off).
        for x, y in [(90, 600), (654, 600), (372, 260), (372, 880)]:
            check(min(image.at(x, y)) > 250, f"the sheet at {x},{y}: {image.at(x, y)}")
        # The page is not scaled into a card: its title's pixels are where they were, dimmed.
        for x in range(24, 220, 7):
            was, now = before.at(x, 75)[0], image.at(x, 75)[0]
            check(abs(now - was * 0.8) <= 4, f"the page's title at {x},75: {was} then {now}")
        app.drag([(372, 400 + i * 25) for i in range(24)], hold=0.3)
        app.wait_for("dismissed")
        app.click(372, 1133 - 20 - 24 - 25)
        app.wait_for("settled", 2)
        app.click(40, 600)
        app.wait_for("dismissed", 2)
    finally:
        app.close()


def test_a_phone_on_its_side_shows_uikits_sheet_full_screen_or_attached_to_the_edge(display):
    """`--orientation landscape` on an iPhone 17 Pro: a 874x402 window, no status bar, the
    island at the left; UIKit's sheet full screen by default, and with `--edge-attached on`
    attached to the bottom edge between the safe area's sides, 8 pt below the top; real
    clicks and drags move each."""
    flags = ["--preset", "uikit", "--device", "iphone-17-pro", "--orientation", "landscape"]
    app = App(display, *flags)
    try:
        geometry = dict(line.split("=", 1) for line in
                        app.xdotool("getwindowgeometry", "--shell", app.window).stdout.split())
        check((geometry["WIDTH"], geometry["HEIGHT"]) == ("874", "402"), f"on its side: {geometry}")
        image = app.pixels()
        check(max(image.at(30, 200)) < 20, f"the island at the left: {image.at(30, 200)}")
        check(min(image.at(120, 20)) > 240, f"no status bar: {image.at(120, 20)}")
        app.click(437, 402 - 21 - 24 - 25)
        full = app.wait_for("settled")
        check(full["detent"] == "full" and full["height"] == 402, f"full screen: {full}")
        image = app.pixels()
        for x, y in [(80, 4), (437, 200), (860, 200), (437, 380)]:
            check(min(image.at(x, y)) > 250, f"the sheet over the whole screen at {x},{y}: {image.at(x, y)}")
        app.drag([(437, 60 + i * 14) for i in range(24)], hold=0.3)
        app.wait_for("dismissed")
    finally:
        app.close()
    app = App(display, *flags, "--edge-attached", "on")
    try:
        app.click(437, 402 - 21 - 24 - 25)
        edge = app.wait_for("settled")
        check(edge["detent"] == "max" and edge["height"] == 394, f"attached, 8 pt down: {edge}")
        image = app.pixels()
        for x, y in [(56, 330), (818, 330), (437, 4)]:
            check(abs(image.at(x, y)[0] - 204) <= 3, f"the dimmed page at {x},{y}: {image.at(x, y)}")
        for x, y in [(70, 330), (804, 330), (437, 14)]:
            check(min(image.at(x, y)) > 250, f"the sheet at {x},{y}: {image.at(x, y)}")
        app.click(30, 330)
        app.wait_for("dismissed")
    finally:
        app.close()
