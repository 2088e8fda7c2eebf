"""End-to-end tests of the files SheetDesktop reads and writes: inputs that are not regular
files, Windows line ends, exact size limits, traces it must read back, outputs written
without following a planted link, and a standard output that cannot be written."""
import errno
import json
import os
import stat
import subprocess
import tempfile

import e2e
from e2e import check, write

# A trace of a sheet presented with Enter, moved up and down by keys, then left to rest.
TRACE_LINES = [
    '{"sheetlab-trace":1,"window":[390,844],"config":{}}',
    '{"t":0.2,"input":"key","key":"enter"}',
    '{"t":1.2,"input":"key","key":"up"}',
    '{"t":2.2,"input":"key","key":"down"}',
]


def cli(args, cwd=None, timeout=120, stdout=subprocess.PIPE, unprivileged=False):
    """Runs the app with `args`; `unprivileged`: as a user the file permissions hold back
    (nobody, when the tests run as root). The limit only catches a run that hangs: a replay
    writing frames or a film strip takes far longer on a loaded machine than on an idle one."""
    env = dict(os.environ, SDL_VIDEODRIVER="x11")
    env.pop("DISPLAY", None)  # nothing here needs a window: a run that got that far exits 69
    command = e2e.unprivileged(args) if unprivileged else [e2e.BIN, *args]
    return subprocess.run(command, stdout=stdout, stderr=subprocess.PIPE, text=True, timeout=timeout,
                          env=env, cwd=cwd)


def test_fifo_inputs_are_refused_without_blocking(display):
    with tempfile.TemporaryDirectory() as work:
        fifo = os.path.join(work, "fifo")
        os.mkfifo(fifo)
        trace = write(work, "t.jsonl", "\n".join(TRACE_LINES) + "\n")
        cases = [
            (["--content", fifo], "--content"),
            (["--config", fifo], "--config"),
            (["--replay", fifo, "--headless"], "--replay"),
            (["--replay", trace, "--headless", "--font", fifo], "--font"),
            (["--replay", trace, "--headless", "--bold-font", fifo], "--bold-font"),
            (["plot", fifo, "--out", os.path.join(work, "p.png")], fifo),
        ]
        for args, name in cases:
            try:
                # A run that blocks on the FIFO blocks for ever: any generous limit tells.
                result = cli(args, timeout=30)
            except subprocess.TimeoutExpired:
                raise e2e.Failure(f"{args[0]} with a FIFO blocked for 30 s")
            check(result.returncode == 66 and name in result.stderr and "not a regular file" in result.stderr,
                  f"{args}: {result.returncode} {result.stderr!r}")
            check(result.stderr.count("\n") == 1, f"{args}: one line: {result.stderr!r}")


def test_crlf_files_are_read(display):
    with tempfile.TemporaryDirectory() as work:
        trace = write(work, "crlf.jsonl", "\r\n".join(TRACE_LINES) + "\r\n")
        lf = write(work, "lf.jsonl", "\n".join(TRACE_LINES) + "\n")
        replayed = cli(["--replay", trace, "--headless", "--events"])
        check(replayed.returncode == 0, f"a CRLF trace replays: {replayed.returncode} {replayed.stderr!r}")
        expected = cli(["--replay", lf, "--headless", "--events"]).stdout
        check(replayed.stdout == expected and '"settled"' in expected, f"same events as LF: {replayed.stdout!r}")
        plotted = cli(["plot", trace, "--out", os.path.join(work, "plot.png"), "--scale", "1"])
        check(plotted.returncode == 0, f"a CRLF trace plots: {plotted.returncode} {plotted.stderr!r}")
        config = write(work, "c.json", '{\r\n  "default-height": 321,\r\n  "dim-alpha": 0.25\r\n}\r\n')
        exported = cli(["--config", config, "--export", "json"], cwd=work)
        check(exported.returncode == 0, f"a CRLF config loads: {exported.returncode} {exported.stderr!r}")
        values = json.load(open(os.path.join(work, exported.stdout.strip())))
        check(values.get("default-height") == 321 and values.get("dim-alpha") == 0.25, f"its values: {values}")
        # CRLF content: what the app keeps (and records) has no carriage return left.
        content = write(work, "content.txt", "first line\r\nsecond line\r\n\r\nthird\r\n")
        recorded = os.path.join(work, "content.jsonl")
        with e2e.App(display, "--content", content, "--record", recorded) as app:
            app.wait_for("ready")
        header = json.loads(open(recorded).readline())
        check(header.get("content") == "first line\nsecond line\n\nthird\n", f"content kept: {header.get('content')!r}")


def test_size_limit_is_exact(display):
    with tempfile.TemporaryDirectory() as work:
        limit = 4 << 20
        for size, accepted in [(limit, True), (limit + 1, False), (limit + (64 << 10), False)]:
            path = write(work, f"c{size}.txt", b"a" * size)
            result = cli(["--content", path])
            if accepted:
                # Read whole; the run then stops for want of a display (69), not the file (65).
                check(result.returncode == 69, f"{size} bytes are read: {result.returncode} {result.stderr!r}")
            else:
                check(result.returncode == 65 and "larger than 4 MiB" in result.stderr,
                      f"{size} bytes are refused: {result.returncode} {result.stderr!r}")


def test_a_recorded_trace_with_large_content_replays(display):
    with tempfile.TemporaryDirectory() as work:
        # 3 MB of text whose quotes and line ends JSON escapes: a header of about 4.7 MB.
        content = write(work, "big.txt", '"a" "b" "c" "d"\n' * (3_000_000 // 16))
        trace = os.path.join(work, "big.jsonl")
        # Laying out 3 MB of text before the first frame takes a debug build seconds idle,
        # much longer on a loaded machine: what is tested is that it replays, not how fast.
        with e2e.App(display, "--content", content, "--record", trace, ready_timeout=180) as app:
            app.wait_for("ready")
        check(os.path.getsize(trace) > 4 << 20, f"the trace is past the content limit: {os.path.getsize(trace)}")
        result = cli(["--replay", trace, "--headless", "--events"], timeout=120)
        check(result.returncode == 0 and '"quit"' in result.stdout,
              f"what the app writes it reads back: {result.returncode} {result.stderr!r}")


def plant_links(stem, victim, count=400):
    """Symbolic links to `victim` at `stem.partial-PID` for the next `count` process ids."""
    last = int(open("/proc/sys/kernel/ns_last_pid").read())
    for pid in range(last + 1, last + 1 + count):
        os.symlink(victim, f"{stem}.partial-{pid}")


def test_outputs_never_follow_planted_links(display):
    with tempfile.TemporaryDirectory() as work:
        victim = write(work, "victim.txt", "precious\n")
        os.chmod(victim, 0o644)
        trace = write(work, "t.jsonl", "\n".join(TRACE_LINES) + "\n")
        plot = os.path.join(work, "plot.png")
        plant_links(plot, victim)
        result = cli(["plot", trace, "--out", plot, "--scale", "1"])
        check(result.returncode == 0, f"plot: {result.returncode} {result.stderr!r}")
        check(open(victim, "rb").read() == b"precious\n", "plot wrote through a planted link")
        check(not os.path.islink(plot) and open(plot, "rb").read(8) == b"\x89PNG\r\n\x1a\n", "plot.png is a PNG")
        mask = os.umask(0o022)
        os.umask(mask)
        mode = stat.S_IMODE(os.stat(plot).st_mode)
        check(mode == 0o644 & ~mask, f"the plot's mode is a new file's: {oct(mode)}")
        strip = os.path.join(work, "strip.png")
        frames = os.path.join(work, "frames")
        os.mkdir(frames)
        plant_links(strip, victim)
        plant_links(os.path.join(frames, "frame-00001.png"), victim)
        result = cli(["--replay", trace, "--headless", "--filmstrip", strip, "--frames", frames])
        check(result.returncode == 0, f"filmstrip: {result.returncode} {result.stderr!r}")
        check(open(victim, "rb").read() == b"precious\n", "the film strip or a frame wrote through a planted link")
        check(open(os.path.join(frames, "frame-00001.png"), "rb").read(4) == b"\x89PNG", "frame 1 is a PNG")
        leftovers = [name for name in os.listdir(work) + os.listdir(frames)
                     if ".partial-" in name and not os.path.islink(os.path.join(work, name))
                     and not os.path.islink(os.path.join(frames, name))]
        check(not leftovers, f"no temporary file is left: {leftovers[:3]}")
        # A link at the final name is a file there: never replaced, never followed.
        os.symlink(victim, os.path.join(work, "linked.png"))
        result = cli(["plot", trace, "--out", os.path.join(work, "linked.png")])
        check(result.returncode == 73 and open(victim, "rb").read() == b"precious\n", f"final link: {result.stderr!r}")


def test_output_errors_name_the_reason(display):
    with tempfile.TemporaryDirectory() as work:
        trace = write(work, "t.jsonl", "\n".join(TRACE_LINES) + "\n")
        missing = os.path.join(work, "no-such-dir", "plot.png")
        result = cli(["plot", trace, "--out", missing])
        check(result.returncode == 73 and os.strerror(errno.ENOENT) in result.stderr,
              f"errno named: {result.returncode} {result.stderr!r}")
        # Root writes into a read-only directory all the same: a root run checks as nobody.
        locked = os.path.join(work, "locked")
        os.mkdir(locked)
        os.chmod(locked, 0o555)
        e2e.open_to_all(work)
        result = cli(["plot", trace, "--out", os.path.join(locked, "plot.png")], unprivileged=True)
        check(result.returncode == 73 and os.strerror(errno.EACCES) in result.stderr,
              f"read-only directory: {result.returncode} {result.stderr!r}")
        check(os.listdir(locked) == [], f"nothing written: {os.listdir(locked)}")


def test_a_failed_standard_output_fails_the_command(display):
    with tempfile.TemporaryDirectory() as work:
        trace = write(work, "t.jsonl", "\n".join(TRACE_LINES) + "\n")
        commands = [["--help"], ["--version"], ["--export", "json"],
                    ["plot", trace, "--out", os.path.join(work, "p.png"), "--scale", "1"]]
        for args in commands:
            with open("/dev/full", "w") as full:
                result = cli(args, cwd=work, stdout=full)
            check(result.returncode != 0 and "standard output" in result.stderr
                  and os.strerror(errno.ENOSPC) in result.stderr, f"{args}: {result.returncode} {result.stderr!r}")


def test_film_strip_wraps_into_rows_and_is_bounded(display):
    with tempfile.TemporaryDirectory() as work:
        trace = write(work, "t.jsonl", "\n".join(TRACE_LINES) + "\n")
        strip = os.path.join(work, "strip.png")
        result = cli(["--replay", trace, "--headless", "--events", "--filmstrip", strip, "--filmstrip-every", "3"])
        check(result.returncode == 0, f"filmstrip: {result.returncode} {result.stderr!r}")
        frames = json.loads(result.stdout.strip().splitlines()[-1])["frames"]
        count = frames // 3
        rows = (count + 19) // 20
        check(rows > 1, f"enough frames to wrap: {count}")
        image = e2e.ppm_of(strip)
        # Thumbnails of a 390×844 window are 130×281, 4 px apart, 20 to a row.
        expected = (20 * 130 + 19 * 4, rows * 281 + (rows - 1) * 4)
        check((image.width, image.height) == expected, f"strip {image.width}x{image.height}, wanted {expected}")
        # A trace that would need more frames than a strip holds is refused before any work.
        long = write(work, "long.jsonl", "\n".join(TRACE_LINES + ['{"t":60,"input":"key","key":"up"}']))
        result = cli(["--replay", long, "--headless", "--filmstrip", os.path.join(work, "long.png"),
                      "--filmstrip-every", "1"])
        check(result.returncode == 64 and "--filmstrip-every" in result.stderr and "360" in result.stderr
              and result.stderr.count("\n") == 1, f"refused: {result.returncode} {result.stderr!r}")
        check(not os.path.exists(os.path.join(work, "long.png")), "no strip written")


def test_frames_into_a_folder_holding_one_of_them_writes_none(display):
    """A frame the replay would write is already in --frames' folder: refused before any frame
    is written (73, naming it), the file untouched; a frame numbered past the replay is not in
    the way."""
    with tempfile.TemporaryDirectory() as work:
        trace = write(work, "t.jsonl", "\n".join(TRACE_LINES) + "\n")
        frames = os.path.join(work, "frames")
        os.mkdir(frames)
        write(frames, "frame-00003.png", "mine\n")
        write(frames, "frame-99999.png", "mine too\n")
        result = e2e.run_cli(["--replay", trace, "--headless", "--frames", frames])
        check(result.returncode == 73 and "frame-00003.png exists" in result.stderr
              and result.stderr.count("\n") == 1, f"refused: {result.returncode} {result.stderr!r}")
        check(sorted(os.listdir(frames)) == ["frame-00003.png", "frame-99999.png"],
              f"nothing written: {sorted(os.listdir(frames))[:5]}")
        check(open(os.path.join(frames, "frame-00003.png")).read() == "mine\n", "left as it was")
        os.remove(os.path.join(frames, "frame-00003.png"))
        result = e2e.run_cli(["--replay", trace, "--headless", "--frames", frames])
        check(result.returncode == 0, f"a frame past the replay is no clash: {result.stderr!r}")
        check(open(os.path.join(frames, "frame-99999.png")).read() == "mine too\n", "untouched")
