"""End-to-end tests of the detent-list review fixes (R3/R4 on issue 12): a compared replay
keeps the trace's detents, a bad --compare file is blamed by name, the page under an undimmed
sheet is neither card-scaled nor scrolled by the wheel, a resize that moves a resting sheet
says so, the Swift export refuses UIKit's own identifiers, and plot titles and scales fit
detents. Collected by e2e.py."""
import json
import os
import subprocess
import tempfile

import e2e
from e2e import App, check, run_cli, write

THREE = "peek=250,half=50%,full=max"


def headless_events(args):
    run = subprocess.run([e2e.BIN, *args, "--headless", "--events"],
                         capture_output=True, text=True, timeout=120)
    events = [json.loads(line) for line in run.stdout.splitlines() if line.strip()]
    return run, events


def sequential_trace(directory):
    """A trace recorded on a three-detent sheet (sequential, undimmed at peek) resting at
    half, stepped up once with a key."""
    header = {"sheetlab-trace": 1, "config": {
        "detents": THREE, "policy": "sequential", "start": "half", "undimmed-detent": "peek"}}
    return write(directory, "t.jsonl", json.dumps(header) + "\n"
                 + '{"t":0.5,"input":"key","key":"up"}\n')


def test_a_compared_replay_keeps_the_traces_detents(display):
    with tempfile.TemporaryDirectory() as work:
        trace = sequential_trace(work)
        run, events = headless_events(["--replay", trace, "--compare", "seed,vaul"])
        check(run.returncode == 0, f"compare replay ran: {run.returncode} {run.stderr!r}")
        settled = [(e["phone"], e["detent"], e["height"])
                   for e in events if e["event"] == "settled"]
        check(sorted(settled) == [(1, "full", 780), (1, "half", 422), (2, "full", 780),
                                  (2, "half", 422)],
              f"both phones start at the trace's half and step to its full: {settled}")
        check(run.stderr == "", f"no note when no file sets a list: {run.stderr!r}")


def test_a_compare_file_with_its_own_list_wins_and_says_so_once(display):
    with tempfile.TemporaryDirectory() as work:
        trace = sequential_trace(work)
        own = write(work, "own.json", '{"detents":"a=300,b=max"}')
        run, events = headless_events(["--replay", trace, "--compare", f"{own},sheet"])
        check(run.returncode == 0, f"ran: {run.returncode} {run.stderr!r}")
        lines = run.stderr.splitlines()
        check(len(lines) == 1 and "own.json" in lines[0] and THREE in lines[0],
              f"one line names the file and the trace's list: {lines}")
        detents = {(e["phone"], e["detent"]) for e in events if e["event"] == "settled"}
        check((2, "half") in detents and (2, "full") in detents,
              f"the style phone keeps the trace's list: {detents}")
        check(not any(phone == 1 and name in ("half", "full", "peek") for phone, name in detents),
              f"the file's phone rests at the file's list: {detents}")


def test_a_compare_file_with_a_bad_list_is_bad_data_named(display):
    with tempfile.TemporaryDirectory() as work:
        bad = write(work, "bad.json", '{"detents":"500,300"}')
        run = run_cli(["--compare", f"{bad},seed"])
        check(run.returncode == 65,
              f"a bad compare file is bad data: {run.returncode} {run.stderr!r}")
        check("bad.json" in run.stderr and run.stderr.count("\n") == 1,
              f"one line naming the file: {run.stderr!r}")


SMALL_MEDIUM_LARGE = ["--detents", "small=100,medium=50%,large=max", "--dismiss-height", "60"]
WHITE = (255, 255, 255)


def test_an_undimmed_highest_detent_keeps_the_page_full_size(display):
    app = App(display, *SMALL_MEDIUM_LARGE, "--undimmed-detent", "large", "--start", "large")
    try:
        settled = app.wait_for("settled")
        check(settled["detent"] == "large", f"starts at large: {settled}")
        # A card-scaled page leaves black around its rounded corners; a live page fills the
        # window to its corner, undimmed.
        e2e.expect_pixel(app, 2, 2, WHITE, "undimmed-large-page-corner")
    finally:
        app.close()


def test_the_wheel_over_the_undimmed_page_leaves_the_sheet(display):
    app = App(display, *SMALL_MEDIUM_LARGE, "--undimmed-detent", "small", "--start", "small")
    try:
        app.wait_for("settled")
        # Over the live page (far above the 100 pt sheet), then over the sheet itself.
        app.xdotool("mousemove", "--window", app.window, "195", "300", "click", "5")
        app.xdotool("mousemove", "--window", app.window, "195", "794", "click", "5")
        app.wait_for("settled", count=2)
        app.key("Escape")
        app.wait_for("dismissed")
        settled = [e["detent"] for e in app.named("settled")]
        check(settled == ["small", "medium"],
              f"only the wheel over the sheet stepped it, once: {settled}")
    finally:
        app.close()


def test_a_resize_that_moves_the_resting_sheet_says_where_it_rests(display):
    app = App(display, "--detents", THREE, "--start", "half")
    try:
        first = app.wait_for("settled")
        check((first["detent"], first["height"]) == ("half", 422), f"starts at half: {first}")
        app.xdotool("windowsize", app.window, "390", "600")
        app.wait_for("resize")
        moved = app.wait_for("settled", count=2)
        check((moved["detent"], moved["index"], moved["height"]) == ("half", 1, 300),
              f"half of the new window: {moved}")
    finally:
        app.close()


def test_uikits_own_detent_identifiers_are_reserved_names(display):
    with tempfile.TemporaryDirectory() as work:
        run = run_cli(["--detents", "com.apple.UIKit.large=300,max", "--export", "swift",
                       "--export-dir", work])
        check(run.returncode == 64 and "reserved" in run.stderr and run.stderr.count("\n") == 1,
              f"refused with one line: {run.returncode} {run.stderr!r}")
        check(os.listdir(work) == [], f"nothing exported: {os.listdir(work)}")
        # A look-alike is the user's own name: exported as a custom identifier of its own, beside
        # UIKit's large (max on a device with the iOS look rests where UIKit's large does).
        run = run_cli(["--device", "iphone-16", "--look", "ios18", "--detents", "large=300,max",
                       "--export", "swift", "--export-dir", work])
        check(run.returncode == 0, f"exported: {run.returncode} {run.stderr!r}")
        with open(os.path.join(work, "SheetConstants.swift"), encoding="utf-8") as handle:
            swift = handle.read()
        check('.custom(identifier: .init("large"))' in swift and ".large()" in swift,
              "the user's large and UIKit's large are two identifiers")


def test_plot_keeps_a_fit_sheets_curve_on_the_chart(display):
    """A fit detent measured at 780 pt: the chart's height axis holds the curve (it used to
    stop at 400 pt, the curve leaving through the title)."""
    with tempfile.TemporaryDirectory() as work:
        content = "".join(f"line {i}\n" for i in range(40))
        header = {"sheetlab-trace": 1, "config": {"detents": "300,fit", "policy": "sequential"},
                  "content": content}
        keys = [(0.1, "enter"), (1.1, "up"), (2.1, "down")]
        trace = write(work, "fit.jsonl", "\n".join(
            [json.dumps(header)] + [json.dumps({"t": t, "input": "key", "key": k})
                                    for t, k in keys]) + "\n")
        png = os.path.join(work, "plot.png")
        run = run_cli(["plot", trace, "--out", png])
        check(run.returncode == 0, f"plotted: {run.returncode} {run.stderr!r}")
        image = e2e.ppm_of(png)
        density = image.width // 900

        def bluish(pixel):
            red, green, blue = pixel
            return blue > red + 60 and blue > green + 20

        # Above the chart's frame (y < 50 pt), between its sides: only the title (black) and
        # labels; the height curve is blue (#007AFF).
        escaped = [(x, y) for y in range(0, 46 * density, density)
                   for x in range(90 * density, 800 * density, density)
                   if bluish(image.at(x, y))]
        check(not escaped, f"the height curve stays inside the chart: {escaped[:5]}")
