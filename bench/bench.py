#!/usr/bin/env python3
"""SheetLab's performance benchmark (`make bench`).

Builds nothing itself: pass the release binary. Under a private Xvfb, with real pointer
events from xdotool, it measures:

  launch → first frame     process start to the `ready` event, median of N launches
  CPU at rest              process CPU over 5 s with nothing moving
  CPU while dragging       process CPU during a 60 Hz xdotool drag of 5 s
  frame CPU p50/p99        from --stats, at 1x and at 2x pixel density
  input → present p99      from --stats (SDL event time to after SDL_RenderPresent)
  peak RSS                 from --stats

Numbers on a shared 2-core machine are noisy: each figure is a median over N runs, and the
table says so. Writes bench/results.md (with the machine and the date) unless --no-write.

With --smoke (what make test runs) it measures once, briefly, and checks only that every
figure was measured: times and CPU shares are printed but not judged, since on a shared
machine they vary several-fold from run to run. Targets are judged by `make bench`, on medians.

usage: bench.py BINARY [--iterations N] [--no-write] [--smoke]
"""
import math
import datetime
import json
import os
import platform
import statistics
import subprocess
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "scripts"))
import xvfb  # noqa: E402

BIN = os.path.abspath(sys.argv[1]) if len(sys.argv) > 1 else ".build/release/SheetDesktop"
SMOKE = "--smoke" in sys.argv
ITERATIONS = 1 if SMOKE else int(sys.argv[sys.argv.index("--iterations") + 1]) if "--iterations" in sys.argv else 5
WRITE = "--no-write" not in sys.argv and not SMOKE
REST_SECONDS = 5 if ITERATIONS > 1 else 1
DRAG_SECONDS = 5 if ITERATIONS > 1 else 1
TICK = os.sysconf("SC_CLK_TCK")

TARGETS = {
    "launch": ("launch → first frame", "ms", 100),
    "rest": ("CPU at rest", "% of a core", 0.1),
    "drag": ("CPU while dragging at 60 Hz", "% of a core", 3),
    "frame1": ("frame CPU p99 at 1×", "ms", 1),
    "frame2": ("frame CPU p99 at 2×", "ms", 3),
    "latency": ("input → present p99", "ms", 16.7),
    "rss": ("peak RSS", "MB", 40),
}


def cpu_ticks(pid):
    with open(f"/proc/{pid}/stat") as handle:
        fields = handle.read().rsplit(")", 1)[1].split()
    return int(fields[11]) + int(fields[12])


class Run:
    def __init__(self, display, *flags):
        self.env = dict(os.environ, DISPLAY=display)
        self.started = time.perf_counter()
        self.process = subprocess.Popen([BIN, "--events", "--stats", *flags], stdout=subprocess.PIPE,
                                        stderr=subprocess.DEVNULL, env=self.env, text=True)
        line = self.process.stdout.readline()
        self.ready = time.perf_counter()
        if '"ready"' not in line:
            raise SystemExit(f"bench: no ready event from {BIN}: {line!r}")
        self.window = subprocess.run(["xdotool", "search", "--sync", "--name", "^SheetLab$"], env=self.env,
                                     capture_output=True, text=True).stdout.split()[0]

    def drag(self, seconds, scale=1):
        """A 60 Hz drag up and down between default and near max, one xdotool process."""
        steps = int(seconds * 60)
        args = ["xdotool", "mousemove", "--window", self.window, str(195 * scale), str(600 * scale), "mousedown", "1"]
        for step in range(steps):
            y = 600 - abs((step % 80) - 40) * 10
            args += ["sleep", "0.0166", "mousemove", "--window", self.window, str(195 * scale), str(y * scale)]
        args += ["mouseup", "1"]
        subprocess.run(args, env=self.env, check=True)

    def stop(self):
        self.process.terminate()
        out, _ = self.process.communicate(timeout=30)
        for line in out.splitlines():
            if line.startswith('{"stats"'):
                return json.loads(line)["stats"]
        raise SystemExit("bench: no --stats line on quit")


def measure(display):
    results = {key: [] for key in TARGETS}
    for _ in range(ITERATIONS):
        run = Run(display, "--start", "default")
        results["launch"].append((run.ready - run.started) * 1000)
        time.sleep(0.5)
        before = cpu_ticks(run.process.pid)
        time.sleep(REST_SECONDS)
        results["rest"].append((cpu_ticks(run.process.pid) - before) / TICK / REST_SECONDS * 100)
        before = cpu_ticks(run.process.pid)
        started = time.perf_counter()
        run.drag(DRAG_SECONDS)
        elapsed = time.perf_counter() - started
        results["drag"].append((cpu_ticks(run.process.pid) - before) / TICK / elapsed * 100)
        stats = run.stop()
        results["frame1"].append(stats["frame_cpu_ms"]["p99"])
        results["latency"].append(stats["input_to_present_ms"]["p99"])
        results["rss"].append(stats["peak_rss_mb"])
        run2 = Run(display, "--start", "default", "--scale", "2")
        run2.drag(DRAG_SECONDS / 2, scale=2)
        results["frame2"].append(run2.stop()["frame_cpu_ms"]["p99"])
    return {key: statistics.median(values) for key, values in results.items()}


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


def main():
    server, display = xvfb.start()
    try:
        medians = measure(display)
    finally:
        server.terminate()
        server.wait()
    if SMOKE:
        missing = [TARGETS[key][0] for key, value in medians.items()
                   if not isinstance(value, (int, float)) or not math.isfinite(value) or value < 0]
        figures = ", ".join(f"{TARGETS[key][0]} {value:.2f} {TARGETS[key][1]}" for key, value in medians.items())
        print(f"bench smoke run (one short run; figures shown, not judged): {figures}")
        if missing:
            raise SystemExit(f"bench: not measured: {', '.join(missing)}")
        print("bench: every figure measured")
        return
    date = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    rows = ["| figure | median | target | met |", "|---|---|---|---|"]
    for key, (name, unit, target) in TARGETS.items():
        value = medians[key]
        rows.append(f"| {name} | {value:.2f} {unit} | ≤ {target} {unit} | {'yes' if value <= target else 'no'} |")
    table = "\n".join(rows)
    print(f"SheetLab bench — {date} — {machine()} — {ITERATIONS} runs, medians")
    print(table)
    failed = sum(1 for key, (_, _, target) in TARGETS.items() if medians[key] > target)
    print(f"bench: {len(TARGETS) - failed} of {len(TARGETS)} targets met")
    if WRITE:
        path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "results.md")
        notes_path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "notes.md")
        notes = open(notes_path, encoding="utf-8").read() if os.path.exists(notes_path) else ""
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(f"# Benchmark results\n\nMeasured by `make bench` on {date}: {machine()}, Xvfb, "
                         f"`--renderer software`, release build; medians of {ITERATIONS} runs.\n\n{table}\n\n{notes}")
        print(f"wrote {path}")


if __name__ == "__main__":
    main()
