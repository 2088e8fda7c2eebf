"""End-to-end tests of the ways out that are not the user's (issue 24): memory running short
(one line and 70, never SIGABRT or SIGSEGV), a fault (no temporary file or ffmpeg left), and
the X server going away under the window (SheetLab's line, `quit`, 69, no temporary left).
Collected by e2e.py."""
import json
import os
import resource
import signal
import subprocess
import tempfile
import time

import e2e
import xvfb
from e2e import BIN, check, write_trace


def limited(kilobytes):
    """A preexec_fn that limits the child's address space (`ulimit -v`)."""
    def apply():
        resource.setrlimit(resource.RLIMIT_AS, (kilobytes * 1024, kilobytes * 1024))
    return apply


def test_memory_short_for_a_frame_is_one_line_and_70(display):
    """At --scale 8 a frame read back is 80 MB: under a 200 MB address space that cannot be
    had, and Swift aborted (SIGABRT) with a stack trace. Now one line naming it, exit 70, and
    no film strip."""
    with tempfile.TemporaryDirectory() as work:
        strip = os.path.join(work, "strip.png")
        result = subprocess.run([BIN, "--scale", "8", "--replay", "gesture:tap", "--headless",
                                 "--filmstrip", strip], capture_output=True, text=True, timeout=120,
                                preexec_fn=limited(200_000))
        check(result.returncode == 70, f"exit {result.returncode}: {result.stderr[-600:]!r}")
        said = result.stderr.strip().splitlines()
        check(len(said) == 1 and said[0].startswith("SheetDesktop: out of memory: cannot hold a frame")
              and "3120x6752" in said[0], f"one line naming what: {result.stderr[-600:]!r}")
        check(os.listdir(work) == [], f"nothing left: {os.listdir(work)}")


def test_memory_running_out_part_way_says_the_frames_it_kept(display):
    """A headless `--frames` replay whose trace grows the window until a frame cannot be held:
    it left the frames written so far, exit 70, and said nothing of them. Now the line says
    what was kept (as an interrupt's does), and the range it names is what is there."""
    with tempfile.TemporaryDirectory() as work:
        trace = write_trace(work, ['{"t":0.2,"input":"key","key":"enter"}',
                                   '{"t":0.5,"input":"resize","w":2000,"h":4000}',
                                   '{"t":0.6,"input":"key","key":"up"}'])
        frames = os.path.join(work, "frames")
        strip = os.path.join(work, "strip.png")
        result = subprocess.run([BIN, "--scale", "2", "--replay", trace, "--headless", "--frames",
                                 frames, "--filmstrip", strip], capture_output=True, text=True,
                                timeout=120, preexec_fn=limited(300_000))
        check(result.returncode == 70, f"exit {result.returncode}: {result.stderr[-600:]!r}")
        written = sorted(os.listdir(frames))
        check(len(written) >= 2, f"frames were written before memory ran out: {written}")
        said = result.stderr.strip().splitlines()
        check(len(said) == 1 and "out of memory: cannot hold a frame" in said[0]
              and said[0].endswith(f"; no film strip written; {len(written)} frames kept in {frames} "
                                   f"({written[0]} to {written[-1]})"),
              f"one line naming what was kept: {result.stderr[-600:]!r}")
        check(written == [f"frame-{number:05d}.png" for number in range(1, len(written) + 1)]
              and not os.path.exists(strip), f"the frames named, no strip: {written}")


def test_memory_short_in_the_window_is_one_line_and_70(display):
    """The window at --scale 8 under `ulimit -v 450000`: Enter, then Up took the page into
    motion and Swift aborted. Now one line and 70."""
    env = dict(os.environ, DISPLAY=display, SDL_VIDEODRIVER="x11")
    process = subprocess.Popen([BIN, "--scale", "8", "--window", "390x844", "--events"],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env,
                               preexec_fn=limited(450_000))
    try:
        check('"ready"' in process.stdout.readline(), "the window opened")
        window = subprocess.run(["xdotool", "search", "--sync", "--pid", str(process.pid)], env=env,
                                capture_output=True, text=True, timeout=30).stdout.split()[0]
        for key in ("Return", "Up", "Up"):
            subprocess.run(["xdotool", "windowfocus", "--sync", window, "key", key], env=env,
                           capture_output=True, timeout=30)
            time.sleep(1.5)
            if process.poll() is not None:
                break
        _, stderr = process.communicate(timeout=60 if process.poll() is None else 5)
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
    check(process.returncode == 70, f"exit {process.returncode}: {stderr[-600:]!r}")
    said = [line for line in stderr.strip().splitlines() if "larger than the display" not in line]
    check(len(said) == 1 and "out of memory: cannot hold" in said[0], f"one line: {stderr[-600:]!r}")


def test_a_fault_leaves_no_temporary_and_no_ffmpeg(display):
    """A fault (SIGSEGV here, sent; SDL dereferencing a texture it failed to make in the
    attack) while a clip is being encoded: the clip's temporary file is removed and ffmpeg
    stopped, one line, exit 70."""
    with tempfile.TemporaryDirectory() as work:
        tools = os.path.join(work, "bin")
        os.mkdir(tools)
        # An ffmpeg that writes its clip as it reads, and says its process id.
        os.chmod(e2e.write(tools, "ffmpeg", "#!/bin/sh\necho $$ > \"$(dirname \"$0\")/pid\"\n"
                                            "exec cat > /dev/fd/3\n"), 0o755)
        trace = write_trace(work, ['{"t":0.2,"input":"key","key":"enter"}',
                                   '{"t":30,"input":"key","key":"up"}'])
        clips = os.path.join(work, "clips")
        os.mkdir(clips)
        process = subprocess.Popen([BIN, "--replay", trace, "--headless", "--events", "--video",
                                    os.path.join(clips, "long.mp4")], stdout=subprocess.PIPE,
                                   stderr=subprocess.PIPE, text=True,
                                   env=dict(os.environ, PATH=tools + ":" + os.environ["PATH"]))
        check('"ready"' in process.stdout.readline(), "the replay started")
        deadline = time.time() + 30
        while time.time() < deadline and not any(".partial-" in name for name in os.listdir(clips)):
            time.sleep(0.05)
        check(any(".partial-" in name for name in os.listdir(clips)), "the clip is being written")
        time.sleep(0.3)
        process.send_signal(signal.SIGSEGV)
        _, stderr = process.communicate(timeout=30)
        check(process.returncode == 70, f"exit {process.returncode}: {stderr[-600:]!r}")
        said = stderr.strip().splitlines()
        check(len(said) == 1 and "internal error (SIGSEGV)" in said[0], f"one line: {stderr[-600:]!r}")
        check(os.listdir(clips) == [], f"no temporary left: {os.listdir(clips)}")
        with open(os.path.join(tools, "pid")) as handle:
            pid = handle.read().strip()
        check(not os.path.exists(f"/proc/{pid}") or "Z" in open(f"/proc/{pid}/stat").read().split()[2],
              "ffmpeg was stopped")


def test_the_display_going_away_is_said_and_leaves_no_temporary(display):
    """The X server killed under a windowed replay writing a clip and frames: Xlib's own
    line and exit 1, no `quit`, the clip's temporary left. Now SheetLab's line naming what it
    kept, `quit`, 69, and no temporary."""
    with tempfile.TemporaryDirectory() as work:
        server, own = xvfb.start("800x1000x24")
        try:
            frames = os.path.join(work, "frames")
            process = subprocess.Popen(
                [BIN, "--replay", os.path.join(os.path.dirname(__file__), "..", "Golden",
                                               "sheet-seed.jsonl"),
                 "--events", "--video", os.path.join(work, "clip.mp4"), "--frames", frames],
                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                env=dict(os.environ, DISPLAY=own, SDL_VIDEODRIVER="x11"))
            check('"ready"' in process.stdout.readline(), "the replay started")
            # The server goes while the clip is being written (its temporary there) and frames
            # have been kept, not after a fixed time: that nothing half-written is left then
            # says something.
            e2e.poll(lambda: [name for name in os.listdir(work) if ".partial-" in name], bool,
                     "the clip's temporary file")
            e2e.poll(lambda: [name for name in os.listdir(frames) if name.endswith(".png")
                              and ".partial-" not in name] if os.path.isdir(frames) else [],
                     bool, "a frame written")
        finally:
            server.kill()
            server.wait()
        out, stderr = process.communicate(timeout=60)
        check(process.returncode == 69, f"exit {process.returncode}: {stderr[-600:]!r}")
        said = stderr.strip().splitlines()
        written = sorted(os.listdir(frames))
        check(len(said) == 1 and said[0].startswith(f"SheetDesktop: the display {own} went away")
              and "no clip written" in said[0] and f"{len(written)} frames kept in {frames}" in said[0],
              f"one line of SheetLab's: {stderr[-600:]!r}")
        lines = [json.loads(line) for line in out.splitlines() if line.strip()]
        check(lines and lines[-1]["event"] == "quit", f"quit logged: {out[-300:]!r}")
        check(sorted(os.listdir(work)) == ["frames"], f"no clip, no temporary: {os.listdir(work)}")
        check(not [name for name in written if ".partial-" in name], f"no partial frame: {written}")


def test_the_window_destroyed_by_another_program_is_said_and_leaves_no_temporary(display):
    """Another program destroying the window (`xdotool windowclose`, as a window manager's
    kill or a crashed compositor does) under a windowed replay writing a clip: Xlib's five
    lines and exit 1, the clip's temporary left. Now SheetLab's line naming what it kept,
    `quit`, 69, no temporary. (SDL's wake-up message reaching a window just destroyed, the same
    refusal of an event with nowhere to go, no longer ends a Ctrl+Q with exit 1.)"""
    with tempfile.TemporaryDirectory() as work:
        process = subprocess.Popen(
            [BIN, "--replay", os.path.join(os.path.dirname(__file__), "..", "Golden",
                                           "sheet-seed.jsonl"),
             "--events", "--video", os.path.join(work, "clip.mp4")],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
            env=dict(os.environ, DISPLAY=display, SDL_VIDEODRIVER="x11"))
        check('"ready"' in process.stdout.readline(), "the replay started")
        windows = []
        deadline = time.time() + 30
        while not windows and time.time() < deadline:
            found = subprocess.run(["xdotool", "search", "--pid", str(process.pid)],
                                   env=dict(os.environ, DISPLAY=display), capture_output=True,
                                   text=True)
            windows = found.stdout.split()
        check(windows, "the replay's window is found")
        subprocess.run(["xdotool", "windowclose", windows[0]], env=dict(os.environ, DISPLAY=display),
                       check=True)
        out, stderr = process.communicate(timeout=60)
        check(process.returncode == 69, f"exit {process.returncode}: {stderr[-600:]!r}")
        said = stderr.strip().splitlines()
        check(len(said) == 1 and said[0].startswith("SheetDesktop: the window was closed under the "
                                                    "app (the X server refused a request: Bad")
              and "no clip written" in said[0], f"one line of SheetLab's: {stderr[-600:]!r}")
        lines = [json.loads(line) for line in out.splitlines() if line.strip()]
        check(lines and lines[-1]["event"] == "quit", f"quit logged: {out[-300:]!r}")
        check(os.listdir(work) == [], f"no clip, no temporary: {os.listdir(work)}")


def test_a_signal_stops_a_windowed_replay_as_a_headless_one(display):
    """SIGTERM (SDL's quit) to a windowed replay writing frames: it exited 0 (frames) or 73
    (a clip) as if the window had been closed, the signal unnamed. Now as headless: 143, the
    signal and what was kept, `quit`, no temporary."""
    with tempfile.TemporaryDirectory() as work:
        trace = write_trace(work, ['{"t":0.2,"input":"key","key":"enter"}',
                                   '{"t":30,"input":"key","key":"up"}'])
        frames = os.path.join(work, "frames")
        process = subprocess.Popen([BIN, "--replay", trace, "--events", "--frames", frames],
                                   stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                   env=dict(os.environ, DISPLAY=display, SDL_VIDEODRIVER="x11"))
        check('"ready"' in process.stdout.readline(), "the replay started")
        deadline = time.time() + 60
        while time.time() < deadline and len(os.listdir(frames)) < 5:
            time.sleep(0.05)
        process.terminate()
        out, stderr = process.communicate(timeout=60)
        check(process.returncode == 143, f"exit {process.returncode}: {stderr[-600:]!r}")
        written = sorted(os.listdir(frames))
        said = stderr.strip().splitlines()
        check(len(said) == 1 and "replay interrupted by SIGTERM at frame" in said[0]
              and f"{len(written)} frames kept in {frames} ({written[0]}" in said[0],
              f"one line naming the signal and the frames: {stderr[-600:]!r}")
        check(json.loads(out.splitlines()[-1])["event"] == "quit", f"quit last: {out[-200:]!r}")
        check(not [name for name in written if ".partial-" in name], f"no partial: {written}")


def test_other_ending_signals_leave_no_temporary(display):
    """SIGUSR2 (and SIGXCPU, SIGALRM: killed by default) mid-clip left the clip's temporary
    file behind. Now removed, ffmpeg stopped, one line, 128 + the signal."""
    for number in (signal.SIGUSR2, signal.SIGXCPU):
        with tempfile.TemporaryDirectory() as work:
            trace = write_trace(work, ['{"t":0.2,"input":"key","key":"enter"}',
                                       '{"t":30,"input":"key","key":"up"}'])
            clips = os.path.join(work, "clips")
            os.mkdir(clips)
            process = subprocess.Popen([BIN, "--replay", trace, "--headless", "--video",
                                        os.path.join(clips, "c.mp4")],
                                       stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
            deadline = time.time() + 30
            while time.time() < deadline and not os.listdir(clips):
                time.sleep(0.05)
            time.sleep(0.3)
            process.send_signal(number)
            _, stderr = process.communicate(timeout=30)
            name = signal.Signals(number).name
            check(process.returncode == 128 + number, f"{name}: exit {process.returncode} {stderr!r}")
            check(stderr.strip().splitlines() == [f"SheetDesktop: stopped by {name}; temporary files removed"],
                  f"{name}: one line: {stderr!r}")
            check(os.listdir(clips) == [], f"{name}: nothing left: {os.listdir(clips)}")
