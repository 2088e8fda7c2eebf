"""End-to-end tests of what the app writes and says: a standard output that fails (a full
disk) is reported once and ends with 74, long paths keep the reason in messages, result lines
escape control characters, and bad output paths are refused before anything is drawn."""
import os
import subprocess
import tempfile
import threading
import time

import e2e
from e2e import BIN, check, write_trace



def x11_env(display):
    return dict(os.environ, DISPLAY=display, SDL_VIDEODRIVER="x11")


def short_trace(directory):
    return write_trace(directory, ['{"t":0.1,"input":"key","key":"enter"}',
                                   '{"t":1,"input":"key","key":"up"}'])


def wait_for_text(chunks, text, process, timeout=30):
    deadline = time.time() + timeout
    while time.time() < deadline:
        if text in "".join(chunks):
            return
        if process.poll() is not None:
            break
        time.sleep(0.05)
    raise e2e.Failure(f"no {text!r} on stderr within {timeout}s: {''.join(chunks)[-400:]!r}")


def test_a_full_stdout_is_said_once_and_exits_74_headless(display):
    with tempfile.TemporaryDirectory() as work, open("/dev/full", "w") as full:
        result = subprocess.run([BIN, "--replay", short_trace(work), "--headless", "--events"],
                                stdout=full, stderr=subprocess.PIPE, text=True, timeout=60)
        check(result.returncode == 74, f"exit {result.returncode}, not 74: {result.stderr!r}")
        check(result.stderr.count("\n") == 1
              and "cannot write events to standard output (No space left on device)" in result.stderr,
              f"one line saying so: {result.stderr!r}")
    # A closed pipe is not a failure: the events stop, silently, and the run ends as usual.
    with tempfile.TemporaryDirectory() as work:
        reader, writer = os.pipe()
        os.close(reader)
        result = subprocess.run([BIN, "--replay", short_trace(work), "--headless", "--events"],
                                stdout=writer, stderr=subprocess.PIPE, text=True, timeout=60)
        os.close(writer)
        check(result.returncode == 0 and result.stderr == "",
              f"closed pipe: exit {result.returncode}, {result.stderr!r}")


def test_a_result_into_a_closed_stdout_exits_74(display):
    # `>&-`: the result would go into the /dev/null that stands in for stdout, unseen.
    for args in (["gestures"], ["matrix", "--platforms", "all"]):
        result = subprocess.run([BIN, *args], stdout=None, stderr=subprocess.PIPE, text=True,
                                timeout=60, preexec_fn=lambda: os.close(1))
        check(result.returncode == 74 and result.stderr.count("\n") == 1
              and "standard output is closed" in result.stderr,
              f"{args} >&-: exit {result.returncode}, {result.stderr!r}")
    # An export is written all the same, and the line says where.
    with tempfile.TemporaryDirectory() as work:
        result = subprocess.run([BIN, "--export", "vaul", "--export-dir", work], stdout=None,
                                stderr=subprocess.PIPE, text=True, timeout=60,
                                preexec_fn=lambda: os.close(1))
        check(result.returncode == 74 and os.path.exists(work + "/SheetDrawer.tsx")
              and "wrote " + work + "/SheetDrawer.tsx" in result.stderr
              and result.stderr.count("\n") == 1, f"--export >&-: {result.stderr!r}")


def windowed_to_full(display, flags, said):
    """Starts the window with stdout on /dev/full; it must say `said` once, keep running, and
    exit 74 when asked to quit."""
    with open("/dev/full", "w") as full:
        process = subprocess.Popen([BIN, *flags], stdout=full, stderr=subprocess.PIPE,
                                   env=x11_env(display), text=True)
    chunks = []
    reader = threading.Thread(target=lambda: chunks.extend(process.stderr), daemon=True)
    reader.start()
    try:
        if said is not None:
            wait_for_text(chunks, said, process)
        # Its window is up (so it runs, its signal handlers set) before it is asked to quit.
        window = e2e.window_of(display, process)
        # It runs on after the failed writes: a key pressed after them is taken and drawn
        # (Return presents the sheet: the page dims), not merely not dead yet after a fixed
        # sleep a loaded machine may not have given it. Its events go to the full disk too.
        env = x11_env(display)
        subprocess.run(["xdotool", "windowfocus", "--sync", window], env=env, capture_output=True,
                       timeout=30)
        subprocess.run(["xdotool", "key", "--clearmodifiers", "Return"], env=env, check=True,
                       capture_output=True, timeout=30)
        e2e.poll(lambda: e2e.screenshot(display, window).at(5, 300),
                 lambda color: all(abs(a - b) <= 4 for a, b in zip(color, e2e.GREY)),
                 f"{flags}: Return, after the failed writes, presents the dimmed sheet")
        check(process.poll() is None, f"{flags}: the window kept running (exit {process.poll()})")
        process.terminate()
        status = process.wait(timeout=30)
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
    reader.join(timeout=5)
    return status, "".join(chunks)


def test_a_full_stdout_is_said_once_and_exits_74_windowed(display):
    status, err = windowed_to_full(display, ["--events"], "cannot write events")
    check(status == 74, f"--events: exit {status}, not 74: {err!r}")
    check(err.count("\n") == 1 and "No space left on device" in err, f"--events: once: {err!r}")
    status, err = windowed_to_full(display, ["--stats"], None)
    check(status == 74, f"--stats: exit {status}, not 74: {err!r}")
    check(err.count("\n") == 1 and "cannot write --stats figures to standard output" in err,
          f"--stats: one line: {err!r}")


def test_a_long_path_keeps_the_reason_in_the_message(display):
    with tempfile.TemporaryDirectory() as work:
        long = os.path.join(work, *(["d" * 200] * 30))  # about 6000 characters
        cases = [(["--content", long], 66, "--content"),
                 (["plot", short_trace(work), "--out", long + ".png"], 73, "--out")]
        for args, code, flag in cases:
            result = subprocess.run([BIN, *args], capture_output=True, text=True, timeout=60,
                                    env=x11_env(display))
            line = result.stderr
            check(result.returncode == code, f"{flag}: exit {result.returncode}, not {code}: {line[-200:]!r}")
            check(line.count("\n") == 1 and len(line) < 1100, f"{flag}: one short line: {len(line)} chars")
            check(f"SheetDesktop: {flag} {work}" in line, f"{flag}: the start of the path: {line[:120]!r}")
            check(line.rstrip().endswith("(File name too long)") and "…" in line,
                  f"{flag}: the reason survives: {line[-160:]!r}")


def test_result_lines_escape_control_characters(display):
    with tempfile.TemporaryDirectory() as work:
        out_name = "x\ny\x1b.png"
        result = subprocess.run([BIN, "plot", short_trace(work), "--out", out_name], cwd=work,
                                capture_output=True, text=True, timeout=60, env=x11_env(display))
        check(result.returncode == 0, f"plot: exit {result.returncode}: {result.stderr!r}")
        check(os.path.exists(os.path.join(work, out_name)), "the plot is written under its own name")
        check(result.stdout == "x\\ny\\u{1B}.png\n", f"one escaped line: {result.stdout!r}")


def test_bad_frame_outputs_are_refused_before_the_replay(display):
    with tempfile.TemporaryDirectory() as work:
        trace = short_trace(work)
        victim = os.path.join(work, "victim.txt")
        with open(victim, "w") as handle:
            handle.write("mine")
        fifo = os.path.join(work, "fifo")
        os.mkfifo(fifo)
        dangling = os.path.join(work, "strip.png")
        os.symlink(os.path.join(work, "nowhere", "..", "target.png"), dangling)
        cases = [("--frames", victim), ("--frames", fifo), ("--filmstrip", dangling)]
        for flag, path in cases:
            result = subprocess.run([BIN, "--replay", trace, "--headless", "--events", flag, path],
                                    capture_output=True, text=True, timeout=60)
            said = result.stderr
            check(result.returncode == 73, f"{flag} {path}: exit {result.returncode}, not 73: {said!r}")
            check(said.count("\n") == 1 and flag in said, f"{flag}: one line: {said!r}")
            # Refused up front: nothing replayed (not even `ready`), nothing written.
            check(result.stdout == "", f"{flag} {path}: replayed first: {result.stdout[:200]!r}")
        with open(victim) as handle:
            check(handle.read() == "mine", "the file at --frames is untouched")
        check(sorted(os.listdir(work)) == ["fifo", "strip.png", "trace.jsonl", "victim.txt"],
              f"nothing created: {sorted(os.listdir(work))}")
