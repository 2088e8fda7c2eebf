#!/usr/bin/env python3
"""SheetLab's performance benchmark (`make bench`), beside its peers.

Builds nothing of SheetLab itself: pass the release binary. Under a private Xvfb, with real
pointer events from xdotool, it runs three programs on the SAME drags:

  SheetLab   the release binary, `--renderer software` unless --renderer says otherwise
  floor      bench/peers/sdl-floor.c (built here with cc and sdl2's pkg-config): the same SDL
             hints and renderer, one cached full-window texture copied, one rectangle, one
             present per motion event — what any SDL program pays for a full-window frame
  Qt         bench/peers/qt-drawer.qml in qmlscene: a Qt Quick Controls 2 bottom Drawer with
             the same poem over a page scaled behind it

The drags, one xdotool process each, 60 Hz, three times down and back up:
  rescaling  press at the resting max detent (64 pt from the top), down 300 pt and back up:
             SheetLab's page is card-scaled on every frame
  below      SheetLab resting at its default detent, press on the sheet, down 150 pt and back
             up: the page at full size under an overlay that follows the sheet (the floor and
             the Drawer are pressed at the same point and follow it too)
each at 1x and at 2x (`--scale 2`; the floor's --scale 2; QT_SCALE_FACTOR=2).

For every program and drag it reports the CPU while dragging (process CPU over the drag's
wall time), the resident memory after it, and the frames the program drew during it (so a
program that ignored the drag shows); then the ratios SheetLab/floor and SheetLab/Qt. Beside
them SheetLab's own targets: launch to first frame, CPU at rest, frame CPU p99 (from
--stats, over the rescaling drag), input to present p99, peak RSS. A steady frame's heap
allocations are not measured here: `make test` runs SteadyFrameTests on the release build.

Figures on a shared 2-core machine are noisy: each is the median of N runs (5 by default), and
the comparable figure for a change is instructions per drag frame (scripts/instructions.py,
callgrind), printed here too unless --no-instructions. Writes bench/results.md (the table, the
machine, the date, then bench/notes.md) unless --no-write.

With --smoke (what make test runs) it measures SheetLab once, briefly, and checks only that
every figure was measured: times are printed, not judged.

usage: bench.py BINARY [--iterations N] [--no-write] [--smoke] [--no-instructions]
                       [--renderer NAME]
"""
import datetime
import json
import math
import os
import platform
import shutil
import signal
import statistics
import subprocess
import sys
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "scripts"))
import xvfb  # noqa: E402

def _arguments():
    """The command line, checked before any work starts (a build, an X server)."""
    args = sys.argv[1:]
    binary = ".build/release/SheetDesktop"
    if args and not args[0].startswith("-"):
        binary = args.pop(0)
    values = {"--iterations": "5", "--renderer": "software"}
    flags = set()
    while args:
        arg = args.pop(0)
        if arg in values:
            if not args or args[0].startswith("-"):
                raise SystemExit(f"bench: {arg} needs a value\n{__doc__}")
            values[arg] = args.pop(0)
        elif arg in ("--no-write", "--smoke", "--no-instructions"):
            flags.add(arg)
        else:
            raise SystemExit(f"bench: unknown option {arg}\n{__doc__}")
    if not values["--iterations"].isdigit() or int(values["--iterations"]) < 1:
        raise SystemExit(f"bench: --iterations {values['--iterations']}: a whole number of runs, 1 or more")
    if values["--renderer"] not in ("software", "accelerated", "auto"):
        raise SystemExit(f"bench: --renderer {values['--renderer']}: one of software, accelerated, auto")
    binary = os.path.abspath(binary)
    if not os.path.isfile(binary) or not os.access(binary, os.X_OK):
        raise SystemExit(f"bench: {binary} is not an executable file (make bench builds it)")
    return binary, flags, int(values["--iterations"]), values["--renderer"]


BIN, _FLAGS, _ITERATIONS, RENDERER = _arguments()
SMOKE = "--smoke" in _FLAGS
ITERATIONS = 1 if SMOKE else _ITERATIONS
WRITE = "--no-write" not in _FLAGS and not SMOKE
REST_SECONDS = 3 if not SMOKE else 1
CYCLES = 3 if not SMOKE else 1
TICK = os.sysconf("SC_CLK_TCK")
WINDOW = (390, 844)

# Where each drag presses (points from the window's top) and how far it goes.
DRAGS = {
    "rescaling": {"start": "max", "press": 74, "distance": 300},
    "below": {"start": "default", "press": WINDOW[1] - 300 + 10, "distance": 150},
}

TARGETS = {
    "launch": ("launch → first frame", "ms", 100),
    "rest": ("CPU at rest", "% of a core", 0.1),
    "frame1": ("frame CPU p99 at 1×, rescaling drag", "ms", 1),
    "frame2": ("frame CPU p99 at 2×, rescaling drag", "ms", 3),
    "latency": ("input → present p99 at 1×", "ms", 16.7),
    "rss": ("peak RSS at 1×", "MB", 40),
}
FLOOR_RATIO = 1.5


def cpu_seconds(pid):
    """CPU time of every thread of `pid`, in seconds, to the nanosecond: the scheduler's own
    account (/proc/PID/task/*/schedstat), where /proc/PID/stat counts 10 ms ticks (a 3.5 s
    drag at 5 % of a core is 17 of them, too coarse for a ratio)."""
    total = 0
    try:
        for task in os.listdir(f"/proc/{pid}/task"):
            try:
                with open(f"/proc/{pid}/task/{task}/schedstat") as handle:
                    total += int(handle.read().split()[0])
            except (OSError, ValueError, IndexError):
                pass  # a thread that ended meanwhile
    except OSError:
        pass
    if total:
        return total / 1e9
    with open(f"/proc/{pid}/stat") as handle:
        fields = handle.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICK


def resident_mb(pid):
    with open(f"/proc/{pid}/status") as handle:
        for line in handle:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return float("nan")


def build_floor():
    """Compiles the floor peer into .build/bench (once per source change)."""
    source = os.path.join(HERE, "peers", "sdl-floor.c")
    out_dir = os.path.join(HERE, "..", ".build", "bench")
    os.makedirs(out_dir, exist_ok=True)
    binary = os.path.join(out_dir, "sdl-floor")
    if not os.path.exists(binary) or os.path.getmtime(binary) < os.path.getmtime(source):
        flags = subprocess.run(["pkg-config", "--cflags", "--libs", "sdl2"], capture_output=True,
                               text=True, check=True).stdout.split()
        subprocess.run(["cc", "-O2", "-o", binary, source, *flags], check=True)
    return binary


class Program:
    """One running program under test, its window found by name."""

    def __init__(self, display, kind, scale, drag, floor=None):
        self.kind = kind
        self.scale = scale
        self.env = dict(os.environ, DISPLAY=display)
        self.frames_seen = 0
        self.stats = []
        if kind == "SheetLab":
            command = [BIN, "--events", "--stats", "--renderer", RENDERER, "--start", DRAGS[drag]["start"]]
            if scale != 1:
                command += ["--scale", str(scale)]
            name = "^SheetLab$"
        elif kind == "floor":
            command = [floor, "--scale", str(scale)]
            name = "^SDL floor$"
        else:
            command = ["qmlscene", os.path.join(HERE, "peers", "qt-drawer.qml")]
            self.env["QT_SCALE_FACTOR"] = str(scale)
            name = "^Qt Drawer$"
        self.started = time.perf_counter()
        self.process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                        env=self.env, text=True)
        self.lines = []
        self.ready_event = threading.Event()
        threading.Thread(target=self._read, args=(self.process.stdout,), daemon=True).start()
        threading.Thread(target=self._read, args=(self.process.stderr,), daemon=True).start()
        if kind != "Qt":
            if not self.ready_event.wait(30):
                raise SystemExit(f"bench: {kind} never said it was ready")
        self.ready = time.perf_counter()
        found = subprocess.run(["xdotool", "search", "--sync", "--onlyvisible", "--name", name],
                               env=self.env, capture_output=True, text=True, timeout=60).stdout.split()
        self.window = found[0]
        if kind == "Qt":
            time.sleep(1.5)  # the drawer's opening transition

    def _read(self, stream):
        for line in stream:
            if '"ready"' in line:
                self.ready_event.set()
            if line.startswith('{"stats"'):
                self.stats.append(json.loads(line)["stats"])
            elif line.startswith('{"frames"'):
                self.frames_seen = json.loads(line)["frames"]
            elif "frames " in line and self.kind == "Qt":
                self.frames_seen = int(line.rsplit(" ", 1)[1])

    def frames(self):
        """Frames drawn so far."""
        if self.kind == "SheetLab":
            count = len(self.stats)
            self.process.send_signal(signal.SIGUSR1)
            deadline = time.time() + 10
            while len(self.stats) == count and time.time() < deadline:
                time.sleep(0.02)
            return self.stats[-1]["frames"] if self.stats else 0
        if self.kind == "floor":
            before = self.frames_seen
            self.process.send_signal(signal.SIGUSR1)
            deadline = time.time() + 5
            while self.frames_seen == before and time.time() < deadline:
                time.sleep(0.02)
            return self.frames_seen
        time.sleep(1.1)  # qmlscene reports once a second
        return self.frames_seen

    def drag(self, drag):
        """The 60 Hz drag, one xdotool process; returns (CPU %, wall seconds)."""
        press = DRAGS[drag]["press"]
        distance = DRAGS[drag]["distance"]
        steps = 30
        x = 195 * self.scale
        args = ["xdotool", "mousemove", "--window", self.window, str(x), str(press * self.scale),
                "mousedown", "1"]
        y = press
        for _ in range(CYCLES):
            for leg in (1, -1):
                for _ in range(steps):
                    y += leg * distance / steps
                    args += ["sleep", "0.0166", "mousemove", "--window", self.window, str(x),
                             str(round(y * self.scale))]
        args += ["mouseup", "1"]
        before = cpu_seconds(self.process.pid)
        started = time.perf_counter()
        subprocess.run(args, env=self.env, check=True)
        elapsed = time.perf_counter() - started
        return (cpu_seconds(self.process.pid) - before) / elapsed * 100, elapsed

    def stop(self):
        self.process.terminate()
        try:
            self.process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()


LOAD_BEFORE = os.getloadavg()[0]


def measure(display, floor, peers):
    programs = ["SheetLab"] + (["floor", "Qt"] if peers else [])
    samples = {}

    def add(key, value):
        samples.setdefault(key, []).append(value)

    for _ in range(ITERATIONS):
        for scale in (1, 2):
            for drag in DRAGS:
                for kind in programs:
                    program = Program(display, kind, scale, drag, floor)
                    try:
                        if kind == "SheetLab" and scale == 1 and drag == "rescaling":
                            add("launch", (program.ready - program.started) * 1000)
                            time.sleep(0.5)
                            before = cpu_seconds(program.process.pid)
                            time.sleep(REST_SECONDS)
                            add("rest", (cpu_seconds(program.process.pid) - before) / REST_SECONDS * 100)
                        else:
                            time.sleep(0.3)
                        first = program.frames()
                        cpu, _ = program.drag(drag)
                        time.sleep(0.3)  # the release's settling is drawn, then counted
                        drawn = program.frames() - (first if kind != "SheetLab" else 0)
                        add((kind, scale, drag, "cpu"), cpu)
                        add((kind, scale, drag, "rss"), resident_mb(program.process.pid))
                        add((kind, scale, drag, "frames"), drawn)
                        if kind == "SheetLab" and drag == "rescaling":
                            stats = program.stats[-1]
                            add("frame1" if scale == 1 else "frame2", stats["frame_cpu_ms"]["p99"])
                            if scale == 1:
                                add("latency", stats["input_to_present_ms"]["p99"])
                                add("rss", stats["peak_rss_mb"])
                            else:
                                add("rss2", stats["peak_rss_mb"])
                    finally:
                        program.stop()
    return {key: statistics.median(values) for key, values in samples.items()}


def machine():
    cpu = "unknown CPU"
    try:
        with open("/proc/cpuinfo") as handle:
            for line in handle:
                if line.startswith("model name"):
                    cpu = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    return f"{os.cpu_count()} cores, {cpu}, {platform.system()} {platform.release()}"


def peer_table(medians):
    rows = ["| drag | scale | SheetLab CPU | floor CPU | Qt CPU | SheetLab/floor (≤ 1.5) | "
            "SheetLab/Qt | resident SheetLab / floor / Qt | frames drawn SheetLab / floor / Qt |",
            "|---|---|---|---|---|---|---|---|---|"]
    met = 0
    for drag in DRAGS:
        for scale in (1, 2):
            cpu = {kind: medians[(kind, scale, drag, "cpu")] for kind in ("SheetLab", "floor", "Qt")}
            rss = [medians[(kind, scale, drag, "rss")] for kind in ("SheetLab", "floor", "Qt")]
            frames = [medians[(kind, scale, drag, "frames")] for kind in ("SheetLab", "floor", "Qt")]
            floor_ratio = cpu["SheetLab"] / cpu["floor"] if cpu["floor"] else math.inf
            qt_ratio = cpu["SheetLab"] / cpu["Qt"] if cpu["Qt"] else math.inf
            met += floor_ratio <= FLOOR_RATIO
            rows.append(
                f"| {drag} | {scale}× | {cpu['SheetLab']:.2f} % | {cpu['floor']:.2f} % | {cpu['Qt']:.2f} % | "
                f"{floor_ratio:.2f} {'yes' if floor_ratio <= FLOOR_RATIO else 'no'} | {qt_ratio:.2f} | "
                f"{rss[0]:.0f} / {rss[1]:.0f} / {rss[2]:.0f} MB | "
                f"{frames[0]:.0f} / {frames[1]:.0f} / {frames[2]:.0f} |")
    return "\n".join(rows), met


def instructions(*flags):
    script = os.path.join(HERE, "..", "scripts", "instructions.py")
    result = subprocess.run([sys.executable, script, BIN, "--json", *flags], capture_output=True, text=True)
    if result.returncode != 0:
        return None
    return json.loads(result.stdout.strip().splitlines()[-1])


def main():
    peers = not SMOKE
    floor = build_floor() if peers else None
    if peers and shutil.which("qmlscene") is None:
        raise SystemExit("bench: qmlscene is missing (make bench installs qmlscene and "
                         "qml-module-qtquick-controls2)")
    server, display = xvfb.start()
    try:
        medians = measure(display, floor, peers)
    finally:
        server.terminate()
        server.wait()
    if SMOKE:
        keys = list(TARGETS) + [("SheetLab", 1, "rescaling", "cpu")]
        missing = [str(key) for key in keys
                   if not isinstance(medians.get(key), (int, float)) or not math.isfinite(medians[key])
                   or medians[key] < 0]
        figures = ", ".join(f"{TARGETS[key][0]} {medians[key]:.2f} {TARGETS[key][1]}" for key in TARGETS)
        print(f"bench smoke run (one short run; figures shown, not judged): {figures}")
        if missing:
            raise SystemExit(f"bench: not measured: {', '.join(missing)}")
        print("bench: every figure measured")
        return
    date = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    peers_table, ratios_met = peer_table(medians)
    rows = ["| figure | median | target | met |", "|---|---|---|---|"]
    for key, (name, unit, target) in TARGETS.items():
        value = medians[key]
        rows.append(f"| {name} | {value:.2f} {unit} | ≤ {target} {unit} | {'yes' if value <= target else 'no'} |")
    if "rss2" in medians:
        rows.append(f"| peak RSS at 2× (reported: the target is the 1× window's; its layers are 4× the pixels) "
                    f"| {medians['rss2']:.2f} MB | — | — |")
    rows.append("| heap allocations per steady frame | 0 (SteadyFrameTests, release, in make test) "
                "| 0 | see make test |")
    table = "\n".join(rows)
    counted = None if "--no-instructions" in _FLAGS else instructions()
    windowed = None if "--no-instructions" in _FLAGS else instructions("--window")
    counted_text = ""
    if counted:
        counted_text = ("\n\nInstructions per steady drag frame (callgrind, scripts/instructions.py; "
                        "the figure to compare changes by): headless, layout and drawing; and the "
                        "real window's whole frame (`--window`: events, layout, drawing, present)."
                        "\n\n| case | headless | window |\n|---|---|---|\n"
                        + "\n".join(f"| {key} | {value:,} | "
                                     + (f"{windowed[key]:,}" if windowed and key in windowed else "—") + " |"
                                     for key, value in counted.items()))
    met = sum(1 for key, (_, _, target) in TARGETS.items() if medians[key] <= target)
    load = f"load average {LOAD_BEFORE:.2f} before, {os.getloadavg()[0]:.2f} after"
    header = (f"SheetLab bench — {date} — {machine()} — {load} — Xvfb, `--renderer {RENDERER}`, release build, "
              f"{ITERATIONS} runs, medians; each drag {CYCLES} × (down and back up) at 60 Hz")
    print(header)
    print(peers_table)
    print()
    print(table + counted_text)
    print(f"bench: SheetLab/floor ≤ {FLOOR_RATIO} in {ratios_met} of 4 drags; "
          f"{met} of {len(TARGETS)} other targets met")
    if WRITE:
        path = os.path.join(HERE, "results.md")
        notes_path = os.path.join(HERE, "notes.md")
        notes = open(notes_path, encoding="utf-8").read() if os.path.exists(notes_path) else ""
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(f"# Benchmark results\n\nMeasured by `make bench` on {date}: {machine()} ({load}), Xvfb, "
                         f"`--renderer {RENDERER}`, release build; medians of {ITERATIONS} runs. Each drag: "
                         f"{CYCLES} times down and back up at 60 Hz by one xdotool process, the same for "
                         f"every program (see bench/bench.py).\n\n## Beside the peers\n\n{peers_table}\n\n"
                         f"## SheetLab's targets\n\n{table}{counted_text}\n\n{notes}")
        print(f"wrote {path}")
        # docs/performance.md shows the same two tables, between its bench markers.
        readme_path = os.path.join(HERE, "..", "docs", "performance.md")
        readme = open(readme_path, encoding="utf-8").read()
        begin, end = "<!-- bench:begin -->\n", "<!-- bench:end -->"
        if begin in readme and end in readme:
            block = (f"Measured {date}, {machine()} ({load}); medians of {ITERATIONS} runs.\n\n"
                     f"{peers_table}\n\n{table}\n")
            head, rest = readme.split(begin, 1)
            readme = head + begin + block + end + rest.split(end, 1)[1]
            with open(readme_path, "w", encoding="utf-8") as handle:
                handle.write(readme)
            print(f"wrote the bench tables into {os.path.abspath(readme_path)}")


if __name__ == "__main__":
    main()
