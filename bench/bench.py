#!/usr/bin/env python3
"""SheetLab's performance benchmark (`make bench`), beside its peers (issue 28's targets).

Builds nothing of SheetLab itself: pass the release binary. Under a private Xvfb, with real
pointer events from xdotool, it runs three programs on the SAME drags:

  SheetLab   the release binary, `--renderer software` unless --renderer says otherwise
  floor      bench/peers/sdl-floor.c (built here with cc and sdl2's pkg-config): the same SDL
             hints and renderer, one cached full-window texture copied, one rectangle, one
             present per motion event — what any SDL program pays for a full-window frame
  Qt         bench/peers/qt-drawer.qml in qmlscene: a Qt Quick Controls 2 bottom Drawer with
             the same poem over a page scaled behind it

The drags, one xdotool process each, 60 Hz (one move every 16.6 ms), three cycles:
  below      SheetLab resting at its default detent, press on the sheet, down 150 pt and back
             up (30 moves a leg): the page at full size under an overlay that follows the sheet
  rescaling  press at the resting max detent (64 pt from the top), down 300 pt and back up
             (30 moves a leg): SheetLab's page is card-scaled on every frame
  crossing   SheetLab resting at its default detent, press on the sheet, down 150 pt, up
             450 pt (well into the card-scaling range), down 300 pt to the start (10 pt a
             move): every cycle crosses the range's lower edge twice, so the frames change
             from an unscaled page to a scaled one and back
  glass      (issue 39) SheetLab under `--preset uikit` (iOS 26's look) at UIKit's medium, press
             on the sheet, down 150 pt and back: the sheet is glass on every frame; beside the
             floor only, at 1x (judged <= 1.5) and 3x (reported); the smoke run at 1x alone
The floor and the Drawer are pressed at the same points and follow the pointer too. Each drag
but glass at 1x and at 2x (`--scale 2`; the floor's --scale 2; QT_SCALE_FACTOR=2).

For every program and drag it reports
  - the program's CPU while dragging: its CPU time (every thread's /proc/PID/task/*/schedstat,
    in ns) over the xdotool process's wall time, in % of a core;
  - the X server's CPU over the same window, read the same way from the Xvfb process: each
    program is dragged alone on the bench's Xvfb, so what Xvfb spends meanwhile is what that
    program's frames cost the server (taking in and copying the pixels it is sent), plus the
    xdotool moves, which are the same for every program; and the two added (what the user's
    machine pays);
  - the resident memory after the drag, and the frames drawn during it (a program that ignored
    the drag shows);
then the ratios SheetLab/floor, without and with the X server, and SheetLab/Qt.

Issue 28's targets, each reported with met yes/no:
  - drag CPU SheetLab/floor <= 1.0 below the card range and <= 1.3 through it (rescaling), at
    1x and 2x; the crossing stroke judged <= 1.3; the same ratios with the X server's CPU
    added to each program's;
  - instructions per window frame below the card range (below at 1x) <= the floor's
    (scripts/instructions.py --window, callgrind; skipped with --no-instructions);
  - launch to first frame <= 1.2 x the floor's in the same run: from spawning the process to
    the {"ready":true} line it prints after its first frame, at every 1x start of either;
  - CPU at rest 0 ns: SheetLab's schedstat CPU over REST_SECONDS, from 1 s after its first
    frame, at the max detent, no input;
  - peak RSS at 1x <= 40 MB (SheetLab's --stats peak, over the rescaling drag).
Beside them SheetLab's own figures: frame CPU p99 (from --stats, over the rescaling drag) and
input to present p99; and hot reload (`--config`, watched), which `make test` checks for order
and events only (Tests/EndToEnd/e2e_watch.py):
  - config reload latency: RELOAD_SAVES saves a run, each once the last has run and a pause
    past the reads' spacing has passed, alternating dim-alpha; the `reload` event's own figure
    (from the file's last write to the constants running), median of every save of every run,
    judged <= 200 ms (the 0.2 s the end-to-end test once asserted); and from the save to the
    bench reading the `reload` line, judged <= 500 ms (that test's 0.2 + 0.3 s);
  - a program saving without pause: BURST_SAVES saves as fast as the bench writes them, then
    one last that alone sets corner-radius, waited for by its `reload`: the saves written a
    second (at least 66.7: the test's "more than 100 in 1.5 s", which says the burst was one),
    the reads a second (reloads but the first over the burst's time, from its first save to the
    last save's `reload` line: at most 20, the reads being 0.05 s apart at least), and the last
    save's `reload` latency, judged <= 200 ms; medians of the runs.
A steady frame's heap allocations are not measured here: `make test` runs SteadyFrameTests on
the release build.

Figures on a shared 2-core machine are noisy: each is the median of N runs (5 by default); the
ratios are of the medians of the same run. The comparable figure for a change is instructions
per drag frame (scripts/instructions.py, callgrind), printed here too unless --no-instructions.
Writes bench/results.md (the tables, the machine, the date, then bench/notes.md) and the bench
block of docs/performance.md unless --no-write.

With --smoke (what make test runs) it measures SheetLab and the floor once, with short drags
(one cycle, a third of the moves), and hot reload with 3 saves and a burst of 60, and checks
only that every figure was measured: figures are printed, not judged. Qt is left out
(qmlscene is not among make test's packages).

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
import tempfile
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "scripts"))
import xvfb  # noqa: E402

def _arguments():
    """The command line, checked before any work starts (a build, an X server)."""
    args = sys.argv[1:]
    binary = ".build/dist/release/SheetDesktop"
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
SETTLE_SECONDS = 1.0 if not SMOKE else 0.5  # after the first frame, before the rest interval
PAUSE = 0.3 if not SMOKE else 0.1  # before a drag, and after it for the release's settling
CYCLES = 3 if not SMOKE else 1
MOVES_DIVISOR = 1 if not SMOKE else 3  # the smoke run's drags: a third of the moves, as far
RELOAD_SAVES = 10 if not SMOKE else 3  # hot reload: saves a run, each once the last has run
RELOAD_PAUSE = 0.15  # after a reload, before the next save: past the reads' 0.05 s spacing
BURST_SAVES = 300 if not SMOKE else 60  # hot reload: saves made without pause
TICK = os.sysconf("SC_CLK_TCK")
WINDOW = (390, 844)
DEFAULT_PRESS = WINDOW[1] - 300 + 10  # just below the sheet's top at its default detent
MAX_PRESS = 64 + 10  # just below the sheet's top at its max detent

# Where each drag starts SheetLab, where it presses (points from the window's top), and its
# legs (points down, moves) of one cycle, 60 Hz.
DRAGS = {
    "below": {"start": "default", "press": DEFAULT_PRESS, "legs": ((150, 30), (-150, 30))},
    "rescaling": {"start": "max", "press": MAX_PRESS, "legs": ((300, 30), (-300, 30))},
    "crossing": {"start": "default", "press": DEFAULT_PRESS,
                 "legs": ((150, 15), (-450, 45), (300, 30))},
}
SCALES = (1, 2)
KINDS = ("SheetLab", "floor", "Qt")
# Issue 39: a drag through the glass range — `--preset uikit` (iOS 26's look) at UIKit's medium
# on the bench's window (0.56 of its 844 pt: 472.64 pt), pressed just below the sheet's top,
# down 150 pt and back, where the sheet is glass all the way — beside the floor's, at 1x
# (judged: at most GLASS_RATIO) and at 3x (reported; the smoke run measures 1x alone).
GLASS_PRESS = round(WINDOW[1] - 0.56 * WINDOW[1] + 10)
GLASS = {"start": "default", "press": GLASS_PRESS, "legs": ((150, 30), (-150, 30)),
         "flags": ("--preset", "uikit")}
GLASS_SCALES = (1,) if SMOKE else (1, 3)
GLASS_RATIO = 1.5
ALL_DRAGS = dict(DRAGS, glass=GLASS)

# Issue 28: drag CPU SheetLab/floor at most this, with and without the X server's CPU.
FLOOR_RATIOS = {"below": 1.0, "rescaling": 1.3, "crossing": 1.3}
LAUNCH_RATIO = 1.2  # launch to first frame, SheetLab/floor
REST_NS = 0  # SheetLab's CPU over the rest interval
RSS_MB = 40  # peak RSS at 1x
INSTRUCTIONS_RATIO = 1.0  # instructions per window frame, below at 1x, SheetLab/floor

# SheetLab's own figures, with the targets they had before issue 28, and hot reload's, with
# the ones its end-to-end test asserted before `make test` left times to the bench: (name,
# unit, target, "≤" or "≥").
OWN = {
    "frame1": ("frame CPU p99 at 1×, rescaling drag", "ms", 1, "≤"),
    "frame2": ("frame CPU p99 at 2×, rescaling drag", "ms", 3, "≤"),
    "latency": ("input → present p99 at 1×", "ms", 16.7, "≤"),
    "reload": (f"config reload latency: save → constants running (the `reload` event's figure), "
               f"median of {RELOAD_SAVES * ITERATIONS} saves", "ms", 200, "≤"),
    "reload seen": (f"config reload: save → `reload` line read, median of "
                    f"{RELOAD_SAVES * ITERATIONS} saves", "ms", 500, "≤"),
    "burst saves": (f"a program saving without pause ({BURST_SAVES} saves and a last): saves "
                    "written a second", "/s", 66.7, "≥"),
    "burst reads": ("that program's saves read (reloads) a second, over the burst", "/s", 20, "≤"),
    "burst last": ("that program's last save: save → constants running", "ms", 200, "≤"),
}


def meets(value, target, direction):
    return value >= target if direction == "≥" else value <= target


def cpu_ns(pid):
    """CPU time of every thread of `pid`, in nanoseconds: the scheduler's own account
    (/proc/PID/task/*/schedstat), where /proc/PID/stat counts 10 ms ticks (a 3.5 s drag at 5 %
    of a core is 17 of them, too coarse for a ratio, and a rest interval's few wake-ups none)."""
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
        return total
    with open(f"/proc/{pid}/stat") as handle:
        fields = handle.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) * 1_000_000_000 // TICK


def resident_mb(pid):
    with open(f"/proc/{pid}/status") as handle:
        for line in handle:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return float("nan")


def build_floor():
    """Compiles the floor peer into .build/bench (once per source change): the same build as
    scripts/instructions.py's, which counts the floor's instructions."""
    from instructions import build_floor as build
    return build()


class Program:
    """One running program under test, its window found by name."""

    def __init__(self, display, kind, scale, drag, floor=None, flags=()):
        self.kind = kind
        self.scale = scale
        self.env = dict(os.environ, DISPLAY=display)
        self.frames_seen = 0
        self.stats = []
        self.reloads = []  # (when the line was read, on perf_counter; the `reload` event)
        if kind == "SheetLab":
            command = [BIN, "--events", "--stats", "--renderer", RENDERER, "--start",
                       ALL_DRAGS[drag]["start"], *ALL_DRAGS[drag].get("flags", ()), *flags]
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
        self.lines = []
        self.ready_event = threading.Event()
        self.ready = None
        self.started = time.perf_counter()
        self.process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                        env=self.env, text=True)
        threading.Thread(target=self._read, args=(self.process.stdout,), daemon=True).start()
        threading.Thread(target=self._read, args=(self.process.stderr,), daemon=True).start()
        if kind != "Qt":
            # Launch to first frame: spawn to the {"ready":true} line, stamped by the reader.
            if not self.ready_event.wait(30):
                raise SystemExit(f"bench: {kind} never said it was ready")
        found = subprocess.run(["xdotool", "search", "--sync", "--onlyvisible", "--name", name],
                               env=self.env, capture_output=True, text=True, timeout=60).stdout.split()
        self.window = found[0]
        if kind == "Qt":
            time.sleep(1.5)  # the drawer's opening transition

    def launch_ms(self):
        return (self.ready - self.started) * 1000

    def _read(self, stream):
        for line in stream:
            if '"ready"' in line and self.ready is None:
                self.ready = time.perf_counter()
                self.ready_event.set()
            if line.startswith('{"stats"'):
                self.stats.append(json.loads(line)["stats"])
            elif '"event":"reload"' in line:
                self.reloads.append((time.perf_counter(), json.loads(line)))
            elif line.startswith('{"frames"'):
                self.frames_seen = json.loads(line)["frames"]
            elif "frames " in line and self.kind == "Qt":
                self.frames_seen = int(line.rsplit(" ", 1)[1])

    def frames(self):
        """Frames drawn so far."""
        if self.kind == "SheetLab":
            count = len(self.stats)
            self.process.send_signal(signal.SIGUSR1)
            deadline = time.time() + 30  # only a stuck app takes it all
            while len(self.stats) == count and time.time() < deadline:
                time.sleep(0.02)
            return self.stats[-1]["frames"] if self.stats else 0
        if self.kind == "floor":
            before = self.frames_seen
            self.process.send_signal(signal.SIGUSR1)
            deadline = time.time() + 30
            while self.frames_seen == before and time.time() < deadline:
                time.sleep(0.02)
            return self.frames_seen
        time.sleep(1.1)  # qmlscene reports once a second
        return self.frames_seen

    def drag(self, drag, server):
        """The 60 Hz drag, one xdotool process; returns the program's CPU and the X server's
        (process `server`) over the same wall time, each in % of a core."""
        x = 195 * self.scale
        y = ALL_DRAGS[drag]["press"]
        args = ["xdotool", "mousemove", "--window", self.window, str(x), str(y * self.scale),
                "mousedown", "1"]
        for _ in range(CYCLES):
            for distance, moves in ALL_DRAGS[drag]["legs"]:
                moves = max(1, moves // MOVES_DIVISOR)
                for _ in range(moves):
                    y += distance / moves
                    args += ["sleep", "0.0166", "mousemove", "--window", self.window, str(x),
                             str(round(y * self.scale))]
        args += ["mouseup", "1"]
        before, server_before = cpu_ns(self.process.pid), cpu_ns(server)
        started = time.perf_counter()
        subprocess.run(args, env=self.env, check=True)
        elapsed = time.perf_counter() - started
        program, x_server = cpu_ns(self.process.pid) - before, cpu_ns(server) - server_before
        return program / 1e9 / elapsed * 100, x_server / 1e9 / elapsed * 100

    def reload(self, count):
        """The `reload` event number `count` (from 1), waited for (30 s: only a stuck app takes
        it all), with when its line was read."""
        deadline = time.time() + 30
        while len(self.reloads) < count:
            if time.time() >= deadline or self.process.poll() is not None:
                raise SystemExit(f"bench: no reload #{count} of the config file within 30 s "
                                 f"(exit {self.process.poll()})")
            time.sleep(0.002)
        return self.reloads[count - 1]

    def stop(self):
        self.process.terminate()
        try:
            self.process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()


LOAD_BEFORE = os.getloadavg()[0]


def save_config(path, **constants):
    """Saves the config file in place (truncated and written, as most editors and `>` do):
    format 1 and `constants` (underscores for dashes)."""
    members = {"sheetlab": 1, **{key.replace("_", "-"): value for key, value in constants.items()}}
    with open(path, "w") as handle:
        handle.write(json.dumps(members) + "\n")


def measure_reload(display, add):
    """Hot reload in one SheetLab window watching its `--config` file (bench.py's docstring):
    spaced saves, then a program saving without pause."""
    with tempfile.TemporaryDirectory() as work:
        path = os.path.join(work, "sheet-config.json")
        save_config(path, dim_alpha=0.5)
        program = Program(display, "SheetLab", 1, "below", flags=("--config", path))
        try:
            for number in range(1, RELOAD_SAVES + 1):
                written = time.perf_counter()
                save_config(path, dim_alpha=0.4 if number % 2 else 0.5)
                seen, event = program.reload(number)
                add("reload", event["latency"] * 1000)
                add("reload seen", (seen - written) * 1000)
                time.sleep(RELOAD_PAUSE)
            before = len(program.reloads)
            started = time.perf_counter()
            for number in range(1, BURST_SAVES + 1):
                save_config(path, dim_alpha=0.4 if number % 2 else 0.5)
            save_config(path, dim_alpha=0.3, corner_radius=20)
            written = time.perf_counter() - started
            deadline = time.time() + 30
            while not any("corner-radius" in event["changed"] for _, event in program.reloads[before:]):
                if time.time() >= deadline or program.process.poll() is not None:
                    raise SystemExit("bench: the burst's last save was not read within 30 s")
                time.sleep(0.002)
            reads = program.reloads[before:]
            last = next(index for index, (_, event) in enumerate(reads) if "corner-radius" in event["changed"])
            seen, event = reads[last]
            add("burst saves", (BURST_SAVES + 1) / written)
            add("burst reads", last / (seen - started))
            add("burst last", event["latency"] * 1000)
        finally:
            program.stop()


def measure(display, server, floor, programs):
    samples = {}

    def add(key, value):
        samples.setdefault(key, []).append(value)

    for _ in range(ITERATIONS):
        measure_reload(display, add)
        for scale in SCALES:
            for drag in DRAGS:
                for kind in programs:
                    program = Program(display, kind, scale, drag, floor)
                    try:
                        if kind != "Qt" and scale == 1:
                            add((kind, "launch"), program.launch_ms())
                        if kind == "SheetLab" and scale == 1 and drag == "rescaling":
                            time.sleep(SETTLE_SECONDS)
                            before = cpu_ns(program.process.pid)
                            time.sleep(REST_SECONDS)
                            add("rest", cpu_ns(program.process.pid) - before)
                        else:
                            time.sleep(PAUSE)
                        first = program.frames()
                        cpu, x_server = program.drag(drag, server)
                        time.sleep(PAUSE)  # the release's settling is drawn, then counted
                        drawn = program.frames() - (first if kind != "SheetLab" else 0)
                        add((kind, scale, drag, "cpu"), cpu)
                        add((kind, scale, drag, "x"), x_server)
                        add((kind, scale, drag, "with x"), cpu + x_server)
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
        # The glass drag: SheetLab's and the floor's alone (the peers' drawer has no glass).
        for scale in GLASS_SCALES:
            for kind in ("SheetLab", "floor"):
                program = Program(display, kind, scale, "glass", floor)
                try:
                    time.sleep(PAUSE)
                    first = program.frames()
                    cpu, x_server = program.drag("glass", server)
                    time.sleep(PAUSE)
                    drawn = program.frames() - (first if kind != "SheetLab" else 0)
                    add((kind, scale, "glass", "cpu"), cpu)
                    add((kind, scale, "glass", "with x"), cpu + x_server)
                    add((kind, scale, "glass", "frames"), drawn)
                finally:
                    program.stop()
    return {key: statistics.median(values) for key, values in samples.items()}


def glass_rows(medians):
    """Issue 39's glass target: (scale, SheetLab, floor, ratio, with the X server's, target,
    met); judged at 1x, reported at 3x."""
    rows = []
    for scale in GLASS_SCALES:
        def figure(kind, what):
            return medians[(kind, scale, "glass", what)]
        value = ratio(figure("SheetLab", "cpu"), figure("floor", "cpu"))
        with_x = ratio(figure("SheetLab", "with x"), figure("floor", "with x"))
        judged = scale == 1
        rows.append((scale, figure("SheetLab", "cpu"), figure("floor", "cpu"), value, with_x,
                     f"≤ {GLASS_RATIO}" if judged else "reported",
                     value <= GLASS_RATIO if judged else None))
    return rows


def glass_table(medians):
    lines = ["| scale | SheetLab CPU | floor CPU | SheetLab/floor | with the X server's | target "
             "(issue 39) | met |", "|---|---|---|---|---|---|---|"]
    for scale, mine, floor, value, with_x, goal, met in glass_rows(medians):
        lines.append(f"| {scale}× | {mine:.2f} % | {floor:.2f} % | {value:.2f} | {with_x:.2f} | "
                     f"{goal} | {'—' if met is None else yes(met)} |")
    return "\n".join(lines)


def ratio(numerator, denominator):
    return numerator / denominator if denominator else math.inf


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


def yes(met):
    return "yes" if met else "no"


def peer_tables(medians):
    """The programs' CPU while dragging, then the same with the X server's CPU added."""
    alone = ["| drag | scale | SheetLab CPU | floor CPU | Qt CPU | SheetLab/floor (target) | "
             "SheetLab/Qt | resident SheetLab / floor / Qt | frames drawn SheetLab / floor / Qt |",
             "|---|---|---|---|---|---|---|---|---|"]
    with_x = ["| drag | scale | X server's CPU while SheetLab / floor / Qt drag | SheetLab + X | "
              "floor + X | Qt + X | SheetLab/floor with X (target) | SheetLab/Qt with X |",
              "|---|---|---|---|---|---|---|---|"]
    for drag in DRAGS:
        for scale in SCALES:
            def figure(kind, what):
                return medians[(kind, scale, drag, what)]
            cpu = {kind: figure(kind, "cpu") for kind in KINDS}
            both = {kind: figure(kind, "with x") for kind in KINDS}
            rss = " / ".join(f"{figure(kind, 'rss'):.0f}" for kind in KINDS)
            frames = " / ".join(f"{figure(kind, 'frames'):.0f}" for kind in KINDS)
            x_server = " / ".join(f"{figure(kind, 'x'):.2f}" for kind in KINDS)
            target = FLOOR_RATIOS[drag]
            floor_ratio = ratio(cpu["SheetLab"], cpu["floor"])
            floor_ratio_x = ratio(both["SheetLab"], both["floor"])
            alone.append(
                f"| {drag} | {scale}× | {cpu['SheetLab']:.2f} % | {cpu['floor']:.2f} % | "
                f"{cpu['Qt']:.2f} % | "
                f"{floor_ratio:.2f} (≤ {target}) {yes(floor_ratio <= target)} | "
                f"{ratio(cpu['SheetLab'], cpu['Qt']):.2f} | {rss} MB | {frames} |")
            with_x.append(
                f"| {drag} | {scale}× | {x_server} % | {both['SheetLab']:.2f} % | "
                f"{both['floor']:.2f} % | {both['Qt']:.2f} % | "
                f"{floor_ratio_x:.2f} (≤ {target}) {yes(floor_ratio_x <= target)} | "
                f"{ratio(both['SheetLab'], both['Qt']):.2f} |")
    return "\n".join(alone), "\n".join(with_x)


def target_rows(medians, windowed):
    """Issue 28's targets: (what, measured, target, met)."""
    rows = []
    for what, key in (("drag CPU", "cpu"), ("drag CPU + the X server's", "with x")):
        for drag in DRAGS:
            for scale in SCALES:
                sheetlab = medians[("SheetLab", scale, drag, key)]
                floor = medians[("floor", scale, drag, key)]
                value = ratio(sheetlab, floor)
                goal = FLOOR_RATIOS[drag]
                rows.append((f"{what} SheetLab/floor, {drag} at {scale}×",
                             f"{sheetlab:.2f} % / {floor:.2f} % = {value:.2f}", f"≤ {goal}",
                             value <= goal))
    if windowed and "floor" in windowed:
        sheetlab, floor = windowed["below@1x"], windowed["floor"]["below@1x"]
        value = ratio(sheetlab, floor)
        rows.append(("instructions per window frame SheetLab/floor, below at 1× (callgrind)",
                     f"{sheetlab:,} / {floor:,} = {value:.2f}", f"≤ {INSTRUCTIONS_RATIO:.2f}",
                     value <= INSTRUCTIONS_RATIO))
    else:
        rows.append(("instructions per window frame SheetLab/floor, below at 1× (callgrind)",
                     "not counted", f"≤ {INSTRUCTIONS_RATIO:.2f}", None))
    sheetlab, floor = medians[("SheetLab", "launch")], medians[("floor", "launch")]
    value = ratio(sheetlab, floor)
    rows.append(("launch → first frame SheetLab/floor",
                 f"{sheetlab:.0f} ms / {floor:.0f} ms = {value:.2f}", f"≤ {LAUNCH_RATIO}",
                 value <= LAUNCH_RATIO))
    rows.append((f"CPU at rest (over {REST_SECONDS} s, {SETTLE_SECONDS:g} s after the first frame)",
                 f"{medians['rest']:,.0f} ns", f"{REST_NS} ns", medians["rest"] <= REST_NS))
    rows.append(("peak RSS at 1×", f"{medians['rss']:.2f} MB", f"≤ {RSS_MB} MB",
                 medians["rss"] <= RSS_MB))
    return rows


def instructions(*flags):
    script = os.path.join(HERE, "..", "scripts", "instructions.py")
    result = subprocess.run([sys.executable, script, BIN, "--json", *flags], capture_output=True, text=True)
    if result.returncode != 0:
        return None
    return json.loads(result.stdout.strip().splitlines()[-1])


def smoke(medians):
    """--smoke: every figure SheetLab and the floor give was measured (a finite number, not
    below 0, and a ratio to the floor's that is finite); nothing is judged."""
    keys = ["rest", "rss", "frame1", "frame2", "latency", ("SheetLab", "launch"),
            ("floor", "launch"), "reload", "reload seen", "burst saves", "burst reads", "burst last"]
    keys += [(kind, scale, drag, what) for kind in ("SheetLab", "floor") for scale in SCALES
             for drag in DRAGS for what in ("cpu", "x", "with x", "rss", "frames")]
    keys += [(kind, scale, "glass", what) for kind in ("SheetLab", "floor")
             for scale in GLASS_SCALES for what in ("cpu", "with x", "frames")]
    missing = [str(key) for key in keys
               if not isinstance(medians.get(key), (int, float)) or not math.isfinite(medians[key])
               or medians[key] < 0]
    if not missing:
        pairs = [((scale, drag, what), ("SheetLab", scale, drag, what),
                  ("floor", scale, drag, what))
                 for scale in SCALES for drag in DRAGS for what in ("cpu", "with x")]
        pairs.append((("launch",), ("SheetLab", "launch"), ("floor", "launch")))
        missing += [f"SheetLab/floor {' '.join(map(str, name))}" for name, sheetlab, floor in pairs
                    if not math.isfinite(ratio(medians[sheetlab], medians[floor]))]
    def shares(kind, scale, drag):
        return (f"{kind} {medians[(kind, scale, drag, 'cpu')]:.1f} % "
                f"(+X {medians[(kind, scale, drag, 'with x')]:.1f} %)")
    drags = "; ".join(f"{drag} {scale}× {shares('SheetLab', scale, drag)}, "
                      f"{shares('floor', scale, drag)}"
                      for drag in DRAGS for scale in SCALES) if not missing else ""
    if not missing:
        drags += "; " + "; ".join(f"glass {scale}× {shares('SheetLab', scale, 'glass')}, "
                                  f"{shares('floor', scale, 'glass')}" for scale in GLASS_SCALES)
    print("bench smoke run (one short run; figures shown, not judged): "
          f"launch {medians.get(('SheetLab', 'launch'), math.nan):.0f} ms, the floor's "
          f"{medians.get(('floor', 'launch'), math.nan):.0f} ms; CPU at rest "
          f"{medians.get('rest', math.nan):,.0f} ns over {REST_SECONDS} s; peak RSS "
          f"{medians.get('rss', math.nan):.1f} MB; frame CPU p99 "
          f"{medians.get('frame1', math.nan):.2f} / "
          f"{medians.get('frame2', math.nan):.2f} ms; input → present p99 "
          f"{medians.get('latency', math.nan):.2f} ms; config reload latency (median of "
          f"{RELOAD_SAVES} saves) {medians.get('reload', math.nan):.1f} ms, seen after "
          f"{medians.get('reload seen', math.nan):.1f} ms; {BURST_SAVES + 1} saves without pause: "
          f"{medians.get('burst saves', math.nan):.0f} written a second, "
          f"{medians.get('burst reads', math.nan):.1f} read a second, the last run after "
          f"{medians.get('burst last', math.nan):.1f} ms; drag CPU: {drags}")
    if missing:
        raise SystemExit(f"bench: not measured: {', '.join(missing)}")
    print("bench: every figure measured")


def main():
    peers = not SMOKE
    floor = build_floor()
    if peers and shutil.which("qmlscene") is None:
        raise SystemExit("bench: qmlscene is missing (make bench installs qmlscene and "
                         "qml-module-qtquick-controls2)")
    programs = ("SheetLab", "floor", "Qt") if peers else ("SheetLab", "floor")
    server, display = xvfb.start()
    try:
        medians = measure(display, server.pid, floor, programs)
    finally:
        server.terminate()
        server.wait()
    if SMOKE:
        smoke(medians)
        return
    date = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    counted = None if "--no-instructions" in _FLAGS else instructions()
    windowed = None if "--no-instructions" in _FLAGS else instructions("--window")
    peers_table, x_table = peer_tables(medians)
    targets = target_rows(medians, windowed)
    rows = ["| target (issue 28) | measured | target | met |", "|---|---|---|---|"]
    for what, measured, goal, met in targets:
        rows.append(f"| {what} | {measured} | {goal} | {'—' if met is None else yes(met)} |")
    targets_table = "\n".join(rows)
    rows = ["| figure | median | target | met |", "|---|---|---|---|"]
    for key, (name, unit, target, direction) in OWN.items():
        value = medians[key]
        rows.append(f"| {name} | {value:.2f} {unit} | {direction} {target} {unit} | "
                    f"{yes(meets(value, target, direction))} |")
    if "rss2" in medians:
        rows.append(f"| peak RSS at 2× (reported: the target is the 1× window's; its layers are 4× the pixels) "
                    f"| {medians['rss2']:.2f} MB | — | — |")
    rows.append("| heap allocations per steady frame | 0 (SteadyFrameTests, release, in make test) "
                "| 0 | see make test |")
    own_table = "\n".join(rows)
    counted_text = ""
    if counted:
        floors = (windowed or {}).get("floor", {})

        def window_cells(key):
            if not windowed or key not in windowed:
                return "— | — | —"
            if key not in floors:
                return f"{windowed[key]:,} | — | —"
            return f"{windowed[key]:,} | {floors[key]:,} | {ratio(windowed[key], floors[key]):.2f}"
        counted_text = ("\n\nInstructions per steady drag frame (callgrind, scripts/instructions.py; "
                        "the figure to compare changes by): headless, layout and drawing; and the "
                        "real window's whole frame (`--window`: events, layout, drawing, present), "
                        "SheetLab's and the floor's on the same drag, counted the same way."
                        "\n\n| case | headless | window | floor's window | SheetLab/floor |\n"
                        "|---|---|---|---|---|\n"
                        + "\n".join(f"| {key} | {value:,} | {window_cells(key)} |"
                                    for key, value in counted.items()))
    glass_text = ("\n\n## Issue 39's glass\n\nA drag through the glass range (`--preset uikit`, "
                  "iOS 26's look, at UIKit's medium on the same window, down 150 pt and back), "
                  "SheetLab's CPU beside the floor's:\n\n" + glass_table(medians))
    judged = [met for _, _, _, met in targets if met is not None]
    own_met = sum(1 for key, (_, _, target, direction) in OWN.items()
                  if meets(medians[key], target, direction))
    load = f"load average {LOAD_BEFORE:.2f} before, {os.getloadavg()[0]:.2f} after"
    header = (f"SheetLab bench — {date} — {machine()} — {load} — Xvfb, `--renderer {RENDERER}`, release build, "
              f"{ITERATIONS} runs, medians; each drag {CYCLES} cycles at 60 Hz")
    print(header)
    print(peers_table)
    print()
    print(x_table)
    print()
    print(targets_table)
    print()
    print(own_table + counted_text)
    print(glass_text)
    glass_met = [met for *_, met in glass_rows(medians) if met is not None]
    print(f"bench: {sum(judged)} of {len(judged)} of issue 28's targets met; "
          f"{own_met} of {len(OWN)} of SheetLab's own; {sum(glass_met)} of {len(glass_met)} "
          f"of issue 39's glass")
    if WRITE:
        path = os.path.join(HERE, "results.md")
        notes_path = os.path.join(HERE, "notes.md")
        notes = open(notes_path, encoding="utf-8").read() if os.path.exists(notes_path) else ""
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(f"# Benchmark results\n\nMeasured by `make bench` on {date}: {machine()} ({load}), Xvfb, "
                         f"`--renderer {RENDERER}`, release build; medians of {ITERATIONS} runs. Each drag: "
                         f"{CYCLES} cycles at 60 Hz by one xdotool process, the same for every program "
                         f"(see bench/bench.py).\n\n## Beside the peers\n\nThe programs' CPU while "
                         f"dragging:\n\n{peers_table}\n\nThe X server's CPU over the same drags (each "
                         f"program dragged alone on the bench's Xvfb), and added to each program's:\n\n"
                         f"{x_table}\n\n## Issue 28's targets\n\n{targets_table}\n\n"
                         f"## SheetLab's own figures\n\n{own_table}{counted_text}{glass_text}\n\n"
                         f"{notes}")
        print(f"wrote {path}")
        # docs/performance.md shows the same tables, between its bench markers.
        readme_path = os.path.join(HERE, "..", "docs", "performance.md")
        readme = open(readme_path, encoding="utf-8").read()
        begin, end = "<!-- bench:begin -->\n", "<!-- bench:end -->"
        if begin in readme and end in readme:
            block = (f"Measured {date}, {machine()} ({load}); medians of {ITERATIONS} runs.\n\n"
                     f"{peers_table}\n\n{x_table}\n\n{targets_table}\n\n{own_table}{glass_text}\n")
            head, rest = readme.split(begin, 1)
            readme = head + begin + block + end + rest.split(end, 1)[1]
            with open(readme_path, "w", encoding="utf-8") as handle:
                handle.write(readme)
            print(f"wrote the bench tables into {os.path.abspath(readme_path)}")


if __name__ == "__main__":
    main()
