"""End-to-end tests of `matrix`, `gestures` and `--replay gesture:NAME`: the built-in
gestures, where each lands per preset, and the same landing when one is replayed alone.
Collected by e2e.py."""
import json
import tempfile

from e2e import App, check, run_cli, write


def test_gestures_lists_the_library_and_each_replays_as_the_matrix_says(display):
    listed = run_cli(["gestures"])
    names = [line.split()[0] for line in listed.stdout.splitlines()]
    check(listed.returncode == 0 and len(names) >= 9 and "tap" in names, f"gestures: "
        + "{listed.stdout!r}")
    table = run_cli(["matrix", "--presets", "seed,gorhom", "--format", "json"])
    check(table.returncode == 0, f"matrix: {table.returncode} {table.stderr!r}")
    matrix = json.loads(table.stdout)
    check(matrix["columns"] == ["seed", "gorhom (linear)"] and [row["gesture"] for row in matrix["rows"]] == names,
          f"one row a gesture, one column a preset: {matrix['columns']}")
    for row in matrix["rows"]:
        for column, cell in zip(matrix["columns"], row["cells"]):
            # A heading is the preset, with the rules it lands by beside it ("gorhom (linear)").
            preset = column.split(" (")[0]
            replay = run_cli(["--replay", "gesture:" + row["gesture"], "--preset", preset,
                              "--headless", "--events"])
            ends = [event for event in map(json.loads, replay.stdout.splitlines())
                    if event["event"] == "drag-end"]
            landed = [{"target": end["target"], "rule": end["rule"]} for end in ends]
            check(replay.returncode == 0 and landed == cell["landings"],
                  f"{row['gesture']} with {column}: replay {landed}, matrix {cell['landings']}")


def test_a_gesture_plays_in_the_window(display):
    with App(display, "--replay", "gesture:long-fast-flick-up", "--preset", "vaul") as app:
        end = app.wait_for("drag-end", timeout=30)
        check(end["target"] == "max" and end["velocity"] < -300, f"a fast flick up: {end}")
        app.wait_for("quit", timeout=30)


def test_matrix_refuses_what_it_cannot_do(display):
    for args, words, status in (
        (["matrix", "--presets", "seed,nope"], "--presets: unknown preset 'nope'", 64),
        (["matrix", "--policies", "fast"], "--policies: unknown policy 'fast'", 64),
        (["matrix", "--format", "png"], "--format: unknown value 'png'", 64),
        (["matrix", "--format", "md", "--format", "md"], "--format is given twice", 64),
        (["matrix", "--out", ""], "--out: the path is empty", 64),
        # PNG data under another name would mislead whatever opens it.
        (["matrix", "--out", "m.jpg"], "--out m.jpg: writes a PNG image; name it .png", 64),
        (["plot", "t.jsonl", "--out", "p.gif"], "--out p.gif: writes a PNG image; name it .png",
         64),
        (["matrix", "--detents", "a=10"], "--detents", 64),
        (["gestures", "tap"], "gestures takes no arguments", 64),
        # A dash is an option, never a trace; a column or a row twice is a mistake.
        (["matrix", "-x"], "unexpected argument '-x'", 64),
        (["matrix", "-x"], "a trace named so is ./-x", 64),
        (["matrix", "--presets", "seed,fluid,seed"], "--presets: 'seed' is listed twice", 64),
        (["matrix", "--policies", "nearest,nearest"], "--policies: 'nearest' is listed twice",
         64),
        (["matrix", "gesture-not-a-file", "gesture-not-a-file"],
         "the trace 'gesture-not-a-file' is given twice", 64),
        (["--replay", "gesture:nope", "--headless"], "--replay: unknown gesture 'nope'", 64),
    ):
        result = run_cli(args)
        check(result.returncode == status and words in result.stderr and result.stderr.count("\n") == 1,
              f"{args}: {result.returncode} {result.stderr!r}")
    with tempfile.TemporaryDirectory() as work:
        bad = write(work, "bad.jsonl", '{"sheetlab-trace": 1, "config": {}}\n{"t": 1, "input": "warp"}\n')
        result = run_cli(["matrix", bad])
        check(result.returncode == 65 and "bad.jsonl: line 2" in result.stderr, f"a bad trace: "
            + "{result.stderr!r}")


def test_matrix_replays_a_recorded_trace_through_every_preset(display):
    with tempfile.TemporaryDirectory() as work:
        trace = write(work, "flick.jsonl", "\n".join(json.dumps(line) for line in [
            {"sheetlab-trace": 1, "window": [390, 844], "config": {"start": "default"}},
            {"t": 0.5, "input": "down", "x": 195, "y": 568},
            *({"t": 0.5 + i / 60, "input": "move", "x": 195, "y": 568 - 10 * i} for i in range(1, 6)),
            {"t": 0.6, "input": "up", "x": 195, "y": 518},
        ]) + "\n")
        result = run_cli(["matrix", trace, "--format", "json"])
        check(result.returncode == 0, f"matrix TRACE: {result.returncode} {result.stderr!r}")
        matrix = json.loads(result.stdout)
        row = matrix["rows"][0]
        # Every preset the app knows, as its own usage error lists them.
        refused = run_cli(["--preset", "none-such"])
        presets = refused.stderr.split("(allowed: ")[1].split(")")[0].split(", ")
        check([column.split(" ")[0] for column in matrix["columns"]] == presets,
              f"a column per preset: {matrix['columns']} against {presets}")
        check(len(matrix["rows"]) == 1 and row["gesture"].endswith("flick.jsonl")
              and len(row["cells"]) == len(presets)
              and all(len(cell["landings"]) == 1 for cell in row["cells"]),
              f"one row, a landing in every preset: {row}")


def test_matrix_draws_its_grid_into_a_new_png_and_never_replaces_one(display):
    with tempfile.TemporaryDirectory() as work:
        grid = work + "/grid.png"
        result = run_cli(["matrix", "--presets", "seed,vaul", "--out", grid])
        check(result.returncode == 0 and "slow-up-a-little" in result.stdout, f"{result.stderr!r}")
        with open(grid, "rb") as handle:
            data = handle.read()
        width, height = int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")
        # A row for each built-in gesture `gestures` lists.
        rows = len(run_cli(["gestures"]).stdout.splitlines())
        check(rows == 10, f"ten built-in gestures: {rows}")
        check(data[:8] == b"\x89PNG\r\n\x1a\n" and width == 170 + 2 * 170 + 10
              and height == 30 + rows * 96 + 34, f"a PNG of the grid: {width}x{height}")
        again = run_cli(["matrix", "--out", grid])
        check(again.returncode == 73 and "never replaced" in again.stderr, f"{again.stderr!r}")
        with open(grid, "rb") as handle:
            check(handle.read() == data, "the first grid is untouched")


def test_matrix_takes_the_sheets_flags_as_explain_does(display):
    # 120 pt is under the default dismiss line: the list alone is refused, as it is for a run.
    detents = ["--detents", "peek=120,half=50%,full=max"]
    alone = run_cli(["matrix", *detents])
    check(alone.returncode == 64 and "--dismiss-height" in alone.stderr, f"{alone.stderr!r}")
    for flags in ([*detents, "--dismiss-height", "60"], [*detents, "--dismiss-height=60"]):
        table = run_cli(["matrix", "--presets", "seed,vaul", "--format", "json", *flags])
        check(table.returncode == 0 and table.stderr == "", f"{flags}: {table.stderr!r}")
        matrix = json.loads(table.stdout)
        targets = {landing["target"] for row in matrix["rows"] for cell in row["cells"]
                   for landing in cell["landings"]}
        check(targets <= {"peek", "half", "full", "dismiss"} and "peek" in targets,
              f"every column lands on the list's detents: {targets}")
        # Each column is what explain says for the same flags.
        for column, preset in zip(matrix["columns"], ("seed", "vaul")):
            row = next(r for r in matrix["rows"] if r["gesture"] == "slow-up-a-little")
            cell = row["cells"][matrix["columns"].index(column)]
            explained = run_cli(["explain", "gesture:slow-up-a-little", "--format", "json",
                                 "--preset", preset, *flags])
            check(explained.returncode == 0, f"explain: {explained.stderr!r}")
            ends = [{"target": r["target"], "rule": r["rule"]}
                    for r in json.loads(explained.stdout)["releases"]]
            check(ends == cell["landings"], f"{preset}: explain {ends}, matrix {cell['landings']}")
    # A constant changes where every column lands: a dismiss line over every detent.
    with tempfile.TemporaryDirectory() as work:
        config = write(work, "c.json", json.dumps({"dismiss-height": 60}))
        table = run_cli(["matrix", "--presets", "seed", "--format", "json", "--config", config,
                         *detents])
        check(table.returncode == 0, f"--config: {table.stderr!r}")


def test_matrix_refuses_flags_it_would_ignore(display):
    with tempfile.TemporaryDirectory() as work:
        trace = write(work, "t.jsonl", '{"sheetlab-trace": 1, "window": [390, 844], "config": {}}\n')
        for args, words in (
            (["--preset", "vaul"], "matrix: --preset is a column's choice; name the columns "
                                   "with --presets LIST"),
            (["--policy", "nearest"], "with --policies LIST"),
            (["--headless"], "matrix: --headless is not one of the sheet's constants"),
            (["--video", "v.mp4"], "matrix: --video is not one of the sheet's constants"),
            (["--nope"], "unknown flag --nope"),
            (["--dismiss-height"], "--dismiss-height needs a value"),
            (["--dismiss-height", "-4"], "--dismiss-height"),
            (["--dismiss-height", "60", "--dismiss-height", "70"], "--dismiss-height is given "
                + "twice"),
            (["--style", "card"], "matrix: --style card takes no preset's constants"),
            ([trace, "--window", "400x800"], "matrix: --window cannot be used with a TRACE"),
            ([trace, "--start=max"], "matrix: --start cannot be used with a TRACE"),
        ):
            result = run_cli(["matrix", *args])
            check(result.returncode == 64 and words in result.stderr
                  and result.stderr.count("\n") == 1, f"{args}: {result.returncode} "
                      + "{result.stderr!r}")
        missing = run_cli(["matrix", "--config", work + "/none.json"])
        check(missing.returncode == 66 and "none.json" in missing.stderr, f"{missing.stderr!r}")
        # One preset with another style is one column: nothing is ignored.
        card = run_cli(["matrix", "--presets", "seed", "--style", "card", "--format", "json"])
        check(card.returncode == 0, f"--style card, one column: {card.stderr!r}")


def test_matrix_platforms_sets_each_export_beside_sheetlab(display):
    flags = ["--detents", "peek=120,half=50%,full=max", "--dismiss-height", "60"]
    table = run_cli(["matrix", "--platforms", "all", "--format", "json", *flags])
    check(table.returncode == 0, f"matrix --platforms: {table.returncode} {table.stderr!r}")
    matrix = json.loads(table.stdout)
    check(matrix["platforms"] == ["UIKit", "SwiftUI", "Compose", "Android Views", "vaul",
                                  "gorhom", "Flutter", "FloatingPanel"], f"a column per platform: {matrix['platforms']}")
    gestures = run_cli(["gestures"]).stdout.splitlines()
    check([row["gesture"] for row in matrix["rows"]] == [line.split()[0] for line in gestures],
          "a row per built-in gesture")
    # SheetLab's column is where SheetLab lands: the preset matrix's own seed column.
    seed = json.loads(run_cli(["matrix", "--presets", "seed", "--format", "json", *flags]).stdout)
    for row, own in zip(matrix["rows"], seed["rows"]):
        landed = own["cells"][0]["landings"]
        check(row["sheetLab"] == (landed[0]["target"] if landed else row["sheetLab"]),
              f"{row['gesture']}: {row['sheetLab']} against the matrix's {landed}")
    # Compose has no peek: it begins from half, and says so.
    check(matrix["starts"][2] and "half" in matrix["starts"][2], f"{matrix['starts']}")
    # Each pasted file's header lists the rows where its platform differs, as the table does.
    with tempfile.TemporaryDirectory() as work:
        exported = run_cli(["--export", "vaul", "--export-dir", work, *flags])
        check(exported.returncode == 0, f"--export vaul: {exported.stderr!r}")
        with open(work + "/SheetDrawer.tsx") as handle:
            header = handle.read()
        column = matrix["platforms"].index("vaul")
        differing = [row for row in matrix["rows"] if row["cells"][column]["differs"]]
        check(f"vaul lands otherwise than SheetLab on {len(differing)} of" in header,
              f"the header counts {len(differing)} rows")
        for row in differing:
            line = next((l for l in header.splitlines() if l.startswith("//   " + row["gesture"] + " ")), "")
            check(line.split()[1:] == [row["gesture"], row["sheetLab"], row["cells"][column]["lands"]],
                  f"{row['gesture']}: {line!r}")
    # The sheet's own --preset and --policy are taken, as an export's header names them.
    fluid = run_cli(["matrix", "--platforms", "vaul", "--preset", "fluid", "--policy", "sequential"])
    check(fluid.returncode == 0 and "vaul" in fluid.stdout, f"--preset with --platforms: {fluid.stderr!r}")
    for args, words in (
        (["matrix", "--platforms", "all,vaul"], "all stands alone"),
        (["matrix", "--platforms", ","], "a platform's name is empty"),
        (["matrix", "--platforms", "all", "--detents", "300,fit"], "must be above 300"),
        (["matrix", "--platforms", "kotlin"], "--platforms: unknown platform 'kotlin'"),
        (["matrix", "--platforms", "vaul,vaul"], "--platforms: 'vaul' is listed twice"),
        (["matrix", "--platforms", "all", "--presets", "seed,fluid"], "name one preset"),
        (["matrix", "--platforms", "all", "--presets", "seed", "--preset", "fluid"], "once"),
        (["matrix", "--platforms", "all", "--policies", "nearest"], "takes no --policies"),
        (["matrix", "--platforms", "all", "--out", "g.png"], "prints a table only"),
        (["matrix", "--platforms", "all", "t.jsonl"], "built-in gestures only"),
    ):
        result = run_cli(args)
        check(result.returncode == 64 and words in result.stderr and result.stderr.count("\n") == 1,
              f"{args}: {result.returncode} {result.stderr!r}")


def test_explain_platforms_gives_the_numbers_behind_a_cell(display):
    flags = ["--detents", "peek=120,half=50%,full=max", "--dismiss-height", "60"]
    table = json.loads(run_cli(["matrix", "--platforms", "vaul,flutter", "--format", "json",
                                *flags]).stdout)
    row = next(r for r in table["rows"] if r["gesture"] == "quick-flick-down-from-lowest")
    result = run_cli(["explain", "gesture:quick-flick-down-from-lowest", "--platforms",
                      "vaul,flutter", *flags])
    check(result.returncode == 0, f"explain --platforms: {result.stderr!r}")
    text = result.stdout
    # The cell the matrix shows, and what each library measured: vaul the whole press's
    # average (80 pt in 0.1 s), Flutter a fitted velocity and whether it is a fling.
    check(f"vaul → {row['cells'][0]['lands']}" in text and "0.8 px/ms" in text,
          f"vaul's line: {text[-800:]!r}")
    check(f"Flutter → {row['cells'][1]['lands']}" in text and "a fling" in text,
          f"Flutter's line: {text[-800:]!r}")
    for args, words in (
        (["explain", "t.jsonl", "--platforms", "vaul"], "not a trace"),
        (["explain", "gesture:tap", "--platforms", "vaul", "--format", "json"], "text only"),
        (["explain", "gesture:tap", "--platforms", "nope"], "unknown platform 'nope'"),
    ):
        refused = run_cli(args)
        check(refused.returncode == 64 and words in refused.stderr
              and refused.stderr.count("\n") == 1, f"{args}: {refused.stderr!r}")
