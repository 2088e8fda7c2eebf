#!/usr/bin/env python3
"""Golden replays: fixed traces of real gestures (every style, policy and preset, a detent
list with a `fit` detent and long content, a resize, the wheel, keys, constants retuned
mid-trace, two compared phones) replayed headless, their `--events` lines and film strips
kept byte for byte. What the app decides and draws for them must not change unless a
change means it to (then `make golden` writes them anew, and the diff is the review).

`matrix` over the built-in gestures is kept as text, Markdown and JSON (a preset whose
decision changes shows as a diff). The exports are kept the same way: every `--export` format for every style and a few
presets and detent lists, under Tests/Golden/export/CASE/ (a change to what a platform is
handed shows up as a diff).

`explain` of one golden trace per policy and per style with rules of its own is kept under
Tests/Golden/explain/ (text, and JSON for the seed's): a rule whose numbers or outcome change
shows as a diff.

usage: scripts/golden.py write BIN     (re)writes Tests/Golden/ from BIN's replays and exports
       scripts/golden.py check BIN     replays and exports again with BIN; exit 1 on a difference
"""
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
GOLDEN = os.environ.get("SHEETLAB_GOLDEN", os.path.join(HERE, "..", "Tests", "Golden"))
STEP = 1 / 60
LONG_TEXT = "\n".join(f"第{n}行 line {n}: 横街南巷，记钿车小小，翠帘徐揭。" for n in range(1, 61))
SHORT_TEXT = "\n".join(f"第{n}行: 横街南巷，记钿车小小，翠帘徐揭。绿酒分曹人散后。" for n in range(1, 7))


class Gestures:
    """Inputs on a clock that only moves forward."""

    def __init__(self):
        self.t = 0.0
        self.lines = []

    def add(self, entry):
        self.lines.append({"t": round(self.t, 6), **entry})

    def wait(self, seconds):
        self.t += seconds

    def key(self, name, then=0.8):
        self.add({"input": "key", "key": name})
        self.wait(then)

    def drag(self, x, y0, y1, steps, hold=0.0, then=1.0):
        self.add({"input": "down", "x": x, "y": y0})
        for i in range(1, steps + 1):
            self.wait(STEP)
            self.add({"input": "move", "x": x, "y": round(y0 + (y1 - y0) * i / steps, 3)})
        self.wait(hold)
        self.add({"input": "up", "x": x, "y": y1})
        self.wait(then)

    def click(self, x, y, then=0.8):
        self.add({"input": "down", "x": x, "y": y})
        self.wait(0.05)
        self.add({"input": "up", "x": x, "y": y})
        self.wait(then)

    def wheel(self, lines, then=0.5):
        self.add({"input": "wheel", "lines": lines})
        self.wait(then)

    def resize(self, w, h, then=0.8):
        self.add({"input": "resize", "w": w, "h": h})
        self.wait(then)

    def retune(self, config, then=0.8):
        self.add({"input": "config", "config": config})
        self.wait(then)


def sheet_gestures(g):
    g.key("enter")
    g.drag(195, 560, 110, 45, hold=0.25)        # slowly up to max
    g.drag(195, 110, 400, 20)                   # down: the rules pick default
    g.drag(195, 560, 650, 12, then=0.1)         # below default, then a flick up
    g.drag(195, 650, 580, 5)
    g.drag(195, 300, 500, 6)                    # a fast flick down from wherever it is
    g.key("up")
    g.key("down")
    g.drag(195, 560, 760, 20)                   # below the dismiss line


def styles_gestures(g):
    g.key("enter", then=1.2)
    g.drag(195, 300, 500, 15)
    g.drag(195, 420, 250, 8)
    g.click(195, 500)
    g.click(350, 264)
    g.key("escape", then=1.2)
    g.key("enter", then=1.2)
    g.drag(195, 200, 700, 12)


def fit_gestures(g):
    g.drag(195, 420, 150, 20, hold=0.2)        # from fit up to max
    g.resize(260, 700)                          # the content re-wraps: fit moves
    g.drag(195, 200, 400, 15)
    g.drag(195, 300, 600, 15)
    g.key("up")
    g.resize(390, 844)
    g.key("down")


def scroll_gestures(g):
    g.wheel(-8)                                 # the content scrolls at max
    g.wheel(-30)
    g.drag(195, 400, 250, 10)                   # a drag on the content scrolls it too
    g.wheel(50)                                 # back to its top, then the sheet steps down
    g.wheel(2)
    g.resize(300, 844)


def retune_gestures(g):
    g.key("enter")
    g.retune({"default-height": 420, "dim-alpha": 0.3, "animation": "spring"})
    g.drag(195, 430, 200, 10)
    g.retune({"default-height": 250, "policy": "projected"})
    g.drag(195, 100, 500, 8)
    g.key("escape", then=1.2)


def cases():
    """(name, header config, header extras, gestures, replay flags, film strip every N)."""
    out = []
    out.append(("sheet-seed", {}, {}, sheet_gestures, [], 6))
    for policy in ("projected", "nearest", "velocity", "linear", "material", "sequential"):
        out.append((f"sheet-policy-{policy}", {"policy": policy}, {}, sheet_gestures, [], None))
    for preset in ("fluid", "panmodal", "floatingpanel", "vaul", "material", "gorhom"):
        out.append((f"sheet-preset-{preset}", {"preset": preset}, {}, sheet_gestures, [], None))
    # `--appearance dark` with UIKit's look: the dark page, sheet, grabber and 0.48 dim.
    out.append(("sheet-dark-ios", {"appearance": "dark", "look": "ios"}, {}, sheet_gestures, [],
                12))
    out.append(("sheet-rubber-spring", {"overdrag": "rubber", "animation": "spring"}, {},
                sheet_gestures, [], None))
    for style in ("fixed", "modal", "half", "card", "peek"):
        out.append((f"style-{style}", {"style": style}, {}, styles_gestures, [], 10))
    out.append(("detents-fit-content",
                {"detents": "a=150,fit,max", "start": "fit", "dismiss-height": 100},
                {"content": SHORT_TEXT}, fit_gestures, [], 8))
    out.append(("long-content-scrolls", {"start": "max"}, {"content": LONG_TEXT},
                scroll_gestures, [], 8))
    out.append(("retuned-mid-trace", {}, {}, retune_gestures, [], None))
    out.append(("compare-seed-fluid", {"start": "max"}, {}, sheet_gestures,
                ["--compare", "seed,fluid"], 12))
    return out


def trace_text(config, extras, gestures):
    g = Gestures()
    g.wait(0.2)
    gestures(g)
    header = {"sheetlab-trace": 1, "window": [390, 844], "config": config, **extras}
    return "\n".join(json.dumps(line, ensure_ascii=False, separators=(",", ":"))
                     for line in [header] + g.lines) + "\n"


def replay(binary, trace, flags, every, work):
    strip = os.path.join(work, "strip.png")
    args = [binary, "--replay", trace, "--headless", "--events", *flags]
    if every:
        args += ["--filmstrip", strip, "--filmstrip-every", str(every)]
    result = subprocess.run(args, capture_output=True, timeout=600)
    if result.returncode != 0:
        raise SystemExit(f"golden: {trace}: exit {result.returncode}: {result.stderr.decode()}")
    image = open(strip, "rb").read() if every else None
    return result.stdout, image


FORMATS = ("json", "swift", "swiftui", "compose", "android", "vaul", "gorhom", "flutter", "floatingpanel")


def export_cases():
    """(name, flags): every style, and presets and detent lists that map differently."""
    cases = [(f"style-{style}", ["--style", style])
             for style in ("sheet", "fixed", "modal", "half", "card", "peek")]
    cases += [
        ("preset-vaul-detents", ["--preset", "vaul", "--detents", "peek=120,half=50%,full=max",
                                 "--dismiss-height", "80", "--undimmed-detent", "half"]),
        ("preset-material-fit", ["--preset", "material", "--detents", "a=150,fit,max",
                                 "--dismiss-height", "100"]),
        ("preset-gorhom-spring", ["--preset", "gorhom", "--overdrag", "sqrt"]),
        ("half-detents-list", ["--style", "half", "--detents", "low=200,high=max",
                               "--dismiss-height", "100"]),
        # Three detents that start open, dim only above half, with a radius and dim of their own.
        ("three-detents", ["--detents", "peek=120,half=50%,full=max", "--dismiss-height", "60",
                           "--undimmed-detent", "half", "--start", "half",
                           "--corner-radius", "24", "--dim-alpha", "0.4"]),
        ("device-iphone-16-ios", ["--device", "iphone-16", "--look", "ios18"]),
        ("device-iphone-16", ["--device", "iphone-16"]),
        ("device-iphone-16-dark", ["--device", "iphone-16", "--look", "ios18",
                                   "--appearance", "dark"]),
        ("preset-vaul", ["--preset", "vaul"]),
        # UIKit's form sheet on an iPad (issue 39).
        ("device-ipad-uikit", ["--preset", "uikit", "--device", "ipad-mini"]),
        # A phone on its side: UIKit's sheet attached to the bottom edge (issue 39).
        ("device-landscape-edge", ["--preset", "uikit", "--device", "iphone-17-pro",
                                   "--orientation", "landscape", "--edge-attached", "on"]),
        ("fit-detent", ["--detents", "small=fit,large=max", "--dismiss-height", "40"]),
        # A fit detent on top: Compose's expanded sheet is the content's height (issue 40).
        ("fit-top", ["--detents", "small=120,fit", "--dismiss-height", "40"]),
        ("half-start-full", ["--style", "half", "--start", "full"]),
    ]
    return cases


def exports(binary, flags, work):
    """Every format's files for `flags`, by name."""
    files = {}
    for form in FORMATS:
        directory = os.path.join(work, form)
        os.makedirs(directory)
        result = subprocess.run([binary, "--export", form, *flags, "--export-dir", directory],
                                capture_output=True, timeout=60)
        if result.returncode != 0:
            raise SystemExit(f"golden: --export {form} {flags}: exit {result.returncode}: "
                             f"{result.stderr.decode()}")
        for name in sorted(os.listdir(directory)):
            files[name] = open(os.path.join(directory, name), "rb").read()
    return files


def check_exports(mode, binary):
    failures = 0
    for name, flags in export_cases():
        folder = os.path.join(GOLDEN, "export", name)
        with tempfile.TemporaryDirectory() as work:
            files = exports(binary, flags, work)
        if mode == "write":
            os.makedirs(folder, exist_ok=True)
            for old in os.listdir(folder):
                os.remove(os.path.join(folder, old))
            for file, data in files.items():
                open(os.path.join(folder, file), "wb").write(data)
            open(os.path.join(folder, "flags"), "w").write(" ".join(flags) + "\n")
            print(f"golden: wrote export {name} ({len(files)} files)")
            continue
        kept = {file: open(os.path.join(folder, file), "rb").read()
                for file in os.listdir(folder) if file != "flags"}
        differing = sorted(file for file in set(kept) | set(files) if kept.get(file) != files.get(file))
        failures += bool(differing)
        print(f"golden: export {name}: " + (", ".join(differing) + " differ" if differing else "same"))
    return failures


# `matrix` as text, Markdown and JSON (and matrix.png, its grid).
MATRIX = (("matrix.txt", []), ("matrix.md", ["--format", "md"]),
          ("matrix-policies.json", ["--presets", "seed,gorhom", "--policies", "seed,projected,sequential",
                                    "--format", "json"]))


def keep(mode, path, label, data):
    """Writes `data` to the golden file `path`, or compares it (1 when it differs)."""
    if mode == "write":
        open(path, "wb").write(data)
        print(f"golden: wrote {label}")
        return 0
    same = data == open(path, "rb").read()
    print(f"golden: {label}: " + ("same" if same else "differs"))
    return 0 if same else 1


def check_matrix(mode, binary):
    """`matrix` over the built-in gestures: a preset whose decision changes shows as a diff."""
    failures = 0
    with tempfile.TemporaryDirectory() as work:
        grid = os.path.join(work, "matrix.png")
        result = subprocess.run([binary, "matrix", "--out", grid], capture_output=True, timeout=120)
        if result.returncode != 0:
            raise SystemExit(f"golden: matrix --out: exit {result.returncode}: {result.stderr.decode()}")
        image = open(grid, "rb").read()
    path = os.path.join(GOLDEN, "matrix.png")
    if mode == "write":
        open(path, "wb").write(image)
        print("golden: wrote matrix.png")
    else:
        same = image == open(path, "rb").read()
        failures += not same
        print("golden: matrix.png: " + ("same" if same else "differs"))
    for name, flags in MATRIX:
        result = subprocess.run([binary, "matrix", *flags], capture_output=True, timeout=120)
        if result.returncode != 0:
            raise SystemExit(f"golden: matrix {flags}: exit {result.returncode}: {result.stderr.decode()}")
        failures += keep(mode, os.path.join(GOLDEN, name), name, result.stdout)
    return failures


# `explain` of the golden traces: one per policy and per style that decides on its own (the
# half style's golden trace lets go of no drag: built-in gestures stand in for it; fixed and
# peek cannot be dragged, so theirs lists the rules). (file, arguments, run in the folder).
EXPLAIN = [("sheet-seed.txt", ["sheet-seed.jsonl"]),
           ("sheet-seed.json", ["sheet-seed.jsonl", "--format", "json"])] + [
    (f"sheet-policy-{policy}.txt", [f"sheet-policy-{policy}.jsonl"])
    for policy in ("projected", "nearest", "velocity", "linear", "material", "sequential")
] + [(f"style-{style}.txt", [f"style-{style}.jsonl"]) for style in ("modal", "card", "fixed")] + [
    (f"half-{gesture}.txt", [f"gesture:{gesture}", "--style", "half"])
    for gesture in ("long-fast-flick-up", "slow-down-from-top")
]


def check_explain(mode, binary):
    """`explain` of golden traces and gestures, each kept as text (or JSON)."""
    failures = 0
    folder = os.path.join(GOLDEN, "explain")
    os.makedirs(folder, exist_ok=True)
    for name, args in EXPLAIN:
        # Run in the golden folder: a trace's name in the output is the same on any checkout.
        result = subprocess.run([binary, "explain", *args], capture_output=True, timeout=120,
                                cwd=GOLDEN)
        if result.returncode != 0:
            raise SystemExit(f"golden: explain {args}: exit {result.returncode}: {result.stderr.decode()}")
        failures += keep(mode, os.path.join(folder, name), f"explain/{name}", result.stdout)
    return failures


def main():
    if len(sys.argv) != 3 or sys.argv[1] not in ("write", "check"):
        raise SystemExit(__doc__)
    mode, binary = sys.argv[1], os.path.abspath(sys.argv[2])
    os.makedirs(GOLDEN, exist_ok=True)
    failures = 0
    for name, config, extras, gestures, flags, every in cases():
        trace = os.path.join(GOLDEN, name + ".jsonl")
        events_path = os.path.join(GOLDEN, name + ".events")
        strip_path = os.path.join(GOLDEN, name + ".png")
        if mode == "write":
            with open(trace, "w", encoding="utf-8") as handle:
                handle.write(trace_text(config, extras, gestures))
        with tempfile.TemporaryDirectory() as work:
            events, image = replay(binary, trace, flags, every, work)
        if mode == "write":
            open(events_path, "wb").write(events)
            if image is not None:
                open(strip_path, "wb").write(image)
            print(f"golden: wrote {name} ({events.count(b'{')} events)")
            continue
        problems = []
        if events != open(events_path, "rb").read():
            problems.append("events differ")
        if image is not None and image != open(strip_path, "rb").read():
            problems.append("film strip differs")
        failures += bool(problems)
        print(f"golden: {name}: " + (", ".join(problems) if problems else "same"))
    export_failures = check_exports(mode, binary)
    matrix_failures = check_matrix(mode, binary)
    explain_failures = check_explain(mode, binary)
    if mode == "check":
        print(f"golden: {len(cases()) - failures} of {len(cases())} replays unchanged, "
              f"{len(export_cases()) - export_failures} of {len(export_cases())} export sets, "
              f"{len(MATRIX) + 1 - matrix_failures} of {len(MATRIX) + 1} matrices, "
              f"{len(EXPLAIN) - explain_failures} of {len(EXPLAIN)} explanations")
        sys.exit(1 if failures or export_failures or matrix_failures or explain_failures else 0)


if __name__ == "__main__":
    main()
