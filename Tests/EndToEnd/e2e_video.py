"""End-to-end tests of `--video FILE` (issue 15, clips): a replay's frames encoded by ffmpeg
as MP4 (H.264), WebM (VP9) or GIF, checked with ffprobe against the replay itself (its frame
count from --frames, its length from that count at 60 Hz); both phones of --compare; a
windowed replay; and the refusals: no ffmpeg (69), an unknown extension (64), an existing
file (73), ffmpeg failing (70). Collected by e2e.py."""
import json
import math
import os
import shutil
import signal
import struct
import subprocess
import tempfile
import time
import zlib

import e2e
from e2e import App, check

GESTURE = "gesture:long-fast-flick-up"
# MP4 and WebM at the default --fps 60: every replayed frame. A GIF's delays are whole
# hundredths of a second, at least two: 50 frames a second (ClipFormat.rate).
RATES = {"mp4": 60, "webm": 60, "gif": 50}
CODECS = {"mp4": "h264", "webm": "vp9", "gif": "gif"}
CONTAINERS = {"mp4": "mp4", "webm": "webm", "gif": "gif"}


def cli(args, env=None, timeout=180):
    return subprocess.run([e2e.BIN, *args], capture_output=True, text=True, timeout=timeout,
                          env=env or dict(os.environ, SDL_VIDEODRIVER="x11"))


def probe(path):
    """What ffprobe reads in a clip: its one video stream (frames counted by decoding) and
    its container."""
    check(shutil.which("ffprobe") is not None, "ffprobe is missing (make test installs ffmpeg)")
    result = subprocess.run(
        ["ffprobe", "-v", "error", "-count_frames",
         "-show_entries", "stream=codec_name,nb_read_frames,r_frame_rate,width,height,pix_fmt,"
                          "color_space,color_primaries,color_transfer,color_range",
         "-show_entries", "format=duration,format_name", "-of", "json", path],
        capture_output=True, text=True, timeout=120)
    check(result.returncode == 0, f"ffprobe {path}: {result.stderr!r}")
    data = json.loads(result.stdout)
    check(len(data["streams"]) == 1, f"one stream: {data}")
    return data["streams"][0], data["format"]


def png_size(path):
    with open(path, "rb") as handle:
        header = handle.read(24)
    check(header[:8] == b"\x89PNG\r\n\x1a\n", f"{path} is a PNG")
    return struct.unpack(">II", header[16:24])


def replayed(work, args):
    """The replay's own frames, found without --video: how many PNGs --frames writes (which the
    `quit` event also counts), and their size in pixels."""
    frames = os.path.join(work, "frames-" + str(len(os.listdir(work))))
    result = cli([*args, "--headless", "--events", "--frames", frames])
    check(result.returncode == 0, f"--frames: {result.returncode} {result.stderr!r}")
    names = sorted(os.listdir(frames))
    quit_event = json.loads(result.stdout.splitlines()[-1])
    check(quit_event["event"] == "quit" and quit_event["frames"] == len(names),
          f"{len(names)} PNGs, quit says {quit_event}")
    return len(names), png_size(os.path.join(frames, names[0]))


def counted(args):
    """What `replayed` finds, for one phone at scale 1, without writing a PNG a frame: the
    `quit` event's frame count (which `replayed` checks against the PNGs written) and the
    `ready` event's window, in pixels at scale 1."""
    result = cli([*args, "--headless", "--events"])
    check(result.returncode == 0, f"{result.returncode} {result.stderr!r}")
    events = [json.loads(line) for line in result.stdout.splitlines()]
    check(events[0]["event"] == "ready" and events[-1]["event"] == "quit", f"{events[:1]}")
    width, height = events[0]["window"]
    return events[-1]["frames"], (int(width), int(height))


def check_clip(path, extension, frames, size, rate=None):
    """The clip at `path` is `extension`'s container and codec, at the replay's size, with
    the frames its rate takes from a replay of `frames` frames, and as long as the replay."""
    stream, container = probe(path)
    rate = rate or RATES[extension]
    expected = math.ceil(frames * rate / 60)
    check(stream["codec_name"] == CODECS[extension], f"{path}: codec {stream}")
    check(CONTAINERS[extension] in container["format_name"].split(","), f"{path}: {container}")
    check(int(stream["nb_read_frames"]) == expected,
          f"{path}: {stream['nb_read_frames']} frames, the replay gives {frames} at 60 Hz "
          f"({expected} at {rate})")
    check(stream["r_frame_rate"] == f"{rate}/1", f"{path}: rate {stream['r_frame_rate']}")
    duration = float(container["duration"])
    check(abs(duration - frames / 60) < 1 / rate + 0.002,
          f"{path}: {duration} s, the replay {frames / 60:.3f} s")
    width, height = size
    if extension == "mp4":
        check(stream["pix_fmt"] == "yuv420p", f"{path}: players open yuv420p: {stream}")
        # yuv420p: H.264 takes even sides, padded by a pixel when odd.
        width, height = width + width % 2, height + height % 2
    check((stream["width"], stream["height"]) == (width, height),
          f"{path}: {stream['width']}x{stream['height']}, the frames {size}")
    if extension in ("mp4", "webm"):
        # Converted by BT.709's matrix and tagged so: untagged BT.601 played as BT.709 turned
        # a red orange.
        tags = [stream.get(key) for key in ("color_space", "color_primaries", "color_transfer")]
        check(tags == ["bt709"] * 3 and stream.get("color_range") == "tv", f"{path}: colour "
            + "tags {stream}")


def test_video_colours_survive_the_clip(display):
    """A red page (220, 40, 40), dimmed by the presented sheet to (88, 16, 16), decodes to that
    red in each tagged format, read as its tags say (BT.709, video range)."""
    with tempfile.TemporaryDirectory() as work:
        rows = b"".join(b"\0" + bytes((220, 40, 40)) * 390 for _ in range(844))
        header = struct.pack(">IIBBBBB", 390, 844, 8, 2, 0, 0, 0)

        def chunk(kind, data):
            return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

        page = e2e.write(work, "red.png", b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
                         + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b""))
        for extension in ("mp4", "webm"):
            clip = os.path.join(work, f"red.{extension}")
            result = cli(["--replay", "gesture:tap", "--headless", "--page-image", page, "--video", clip])
            check(result.returncode == 0, f"{extension}: {result.returncode} {result.stderr!r}")
            stream, _ = probe(clip)
            check(stream.get("color_space") == "bt709", f"{extension}: tagged {stream}")
            first = subprocess.run(["ffmpeg", "-v", "error", "-i", clip, "-frames:v", "1", "-f", "rawvideo",
                                    "-pix_fmt", "rgb24", "-"], capture_output=True, timeout=60).stdout
            at = (400 * 390 + 20) * 3
            pixel = tuple(first[at:at + 3])
            check(len(pixel) == 3 and all(abs(a - b) <= 4 for a, b in zip(pixel, (88, 16, 16))),
                  f"{extension}: the dimmed red decodes as {pixel}, not (88, 16, 16)")


def only_json(stdout):
    for line in stdout.splitlines():
        json.loads(line)  # --events stays JSON: nothing else on stdout


def test_video_of_a_gesture_in_each_format(display):
    with tempfile.TemporaryDirectory() as work:
        frames, size = replayed(work, ["--replay", GESTURE])
        check(frames > 30, f"a gesture of a second or so: {frames} frames")
        for extension in RATES:
            clip = os.path.join(work, "flick." + extension)
            result = cli(["--replay", GESTURE, "--headless", "--events", "--video", clip])
            check(result.returncode == 0, f".{extension}: {result.returncode} {result.stderr!r}")
            only_json(result.stdout)
            check("video:" not in result.stderr, f"no progress for a short clip: {result.stderr!r}")
            check_clip(clip, extension, frames, size)
        # At --fps 30, every other replayed frame: half as many, as long.
        clip = os.path.join(work, "flick-30.mp4")
        result = cli(["--replay", GESTURE, "--headless", "--fps", "30", "--video", clip])
        check(result.returncode == 0, f"--fps 30: {result.returncode} {result.stderr!r}")
        check_clip(clip, "mp4", frames, size, rate=30)
        left = [name for name in os.listdir(work) if not name.startswith("frames-")]
        check(sorted(left) == ["flick-30.mp4", "flick.gif", "flick.mp4", "flick.webm"],
              f"no temporary left: {left}")


def test_video_of_a_recorded_trace(display):
    with tempfile.TemporaryDirectory() as work:
        trace = os.path.join(work, "session.jsonl")
        app = App(display, "--start", "default", "--record", trace)
        try:
            app.drag([(195, 600 - i * 30) for i in range(8)])  # a flick up
            app.wait_for("settled", count=2)
            app.drag([(195, 300 + i * 12) for i in range(10)], hold=0.15)  # a slow drag down
            app.wait_for("settled", count=3)
        finally:
            app.close()
        frames, size = counted(["--replay", trace])
        # One format: every format's encoding is held by the gesture's clips above; this one
        # holds a trace recorded in the window.
        clip = os.path.join(work, "session.mp4")
        result = cli(["--replay", trace, "--headless", "--video", clip])
        check(result.returncode == 0, f".mp4: {result.returncode} {result.stderr!r}")
        check_clip(clip, "mp4", frames, size)


def test_video_of_compare_holds_both_phones(display):
    with tempfile.TemporaryDirectory() as work:
        pair = ["--replay", GESTURE, "--compare", "fluid,seed"]
        frames, size = replayed(work, pair)
        _, single = replayed(work, ["--replay", GESTURE])
        # Both phones side by side, 16 pt apart (PhoneArrangement.gap), as the window shows them.
        check(size == (2 * single[0] + 16, single[1]), f"compare frames {size}, one phone {single}")
        clip = os.path.join(work, "pair.mp4")
        result = cli([*pair, "--headless", "--video", clip])
        check(result.returncode == 0, f"{result.returncode} {result.stderr!r}")
        check_clip(clip, "mp4", frames, size)


def test_video_of_compare_runs_at_the_command_lines_rate(display):
    with tempfile.TemporaryDirectory() as work:
        # A headless replay's clip runs at the command line's --fps, as with one phone: a first
        # phone whose own config file sets --fps 20 changes its constants, not the clip.
        config = os.path.join(work, "fps20.json")
        with open(config, "w") as handle:
            handle.write('{"sheetlab":1,"fps":20}')
        pair = ["--replay", GESTURE, "--compare", f"{config},fluid"]
        frames, size = replayed(work, pair)
        clip = os.path.join(work, "pair.mp4")
        result = cli([*pair, "--headless", "--video", clip])
        check(result.returncode == 0, f"{result.returncode} {result.stderr!r}")
        check_clip(clip, "mp4", frames, size)


def test_video_of_a_windowed_replay(display):
    with tempfile.TemporaryDirectory() as work:
        # A gesture, and keys with a still second between them: the window draws no frame
        # while nothing changes.
        idle = e2e.write_trace(work, ['{"t":0.2,"input":"key","key":"enter"}',
                                      '{"t":1.5,"input":"key","key":"up"}'])
        for index, trace in enumerate([GESTURE, idle]):
            frames, size = replayed(work, ["--replay", trace])
            clip = os.path.join(work, f"window-{index}.mp4")
            with App(display, "--replay", trace, "--video", clip) as app:
                e2e.ended_while_writing(app, work)
                check(app.process.returncode == 0,
                      f"exit {app.process.returncode}: {app.stderr}")
            # The window's frames on the replay's clock: as many as the replay's, whatever the
            # window drew (a frame it skipped, nothing having changed, shows the one before).
            check_clip(clip, "mp4", frames, size)


def test_video_progress_only_for_a_long_clip(display):
    with tempfile.TemporaryDirectory() as work:
        trace = e2e.write_trace(work, ['{"t":0.2,"input":"key","key":"enter"}',
                                       '{"t":4,"input":"key","key":"up"}',
                                       '{"t":6.5,"input":"key","key":"escape"}'])
        frames, size = counted(["--replay", trace])
        clip = os.path.join(work, "long.mp4")
        result = cli(["--replay", trace, "--headless", "--events", "--video", clip])
        check(result.returncode == 0, f"{result.returncode} {result.stderr!r}")
        only_json(result.stdout)
        # Not a terminal: a line every 5 s of clip (300 frames at 60), then the last.
        lines = [line for line in result.stderr.splitlines() if line.startswith("video: ")]
        check(lines == [f"video: {n}/{frames} frames" for n in range(300, frames, 300)]
              + [f"video: {frames}/{frames} frames"], f"progress {frames} frames: "
                  + "{result.stderr!r}")
        check_clip(clip, "mp4", frames, size)


def test_video_needs_ffmpeg_on_path(display):
    with tempfile.TemporaryDirectory() as work:
        empty = os.path.join(work, "bin")
        os.mkdir(empty)
        clip = os.path.join(work, "clip.mp4")
        env = dict(os.environ, PATH=empty, DISPLAY=display, SDL_VIDEODRIVER="x11")
        for window in ([], ["--headless"]):
            result = cli(["--replay", GESTURE, "--events", "--video", clip, *window], env=env)
            check(result.returncode == 69, f"{window}: exit {result.returncode} {result.stderr!r}")
            check(result.stderr == "SheetDesktop: --video needs ffmpeg (Debian package ffmpeg): "
                                   "not found on PATH\n", f"one line: {result.stderr!r}")
            # Checked before anything runs: no window opened, no event printed.
            check(result.stdout == "", f"nothing ran: {result.stdout!r}")
        check(os.listdir(work) == ["bin"], f"nothing written: {os.listdir(work)}")


def test_video_refuses_an_unknown_extension_and_an_existing_file(display):
    with tempfile.TemporaryDirectory() as work:
        for name in ["clip.mov", "clip", "clip.mp4.part"]:
            result = cli(["--replay", GESTURE, "--headless", "--video", os.path.join(work, name)])
            check(result.returncode == 64 and result.stderr.count("\n") == 1,
                  f"{name}: {result.returncode} {result.stderr!r}")
            check(all(ext in result.stderr for ext in (".mp4", ".webm", ".gif")),
                  f"names the allowed extensions: {result.stderr!r}")
        result = cli(["--video", os.path.join(work, "clip.mp4")])
        check(result.returncode == 64 and "--replay" in result.stderr, f"{result.stderr!r}")
        existing = e2e.write(work, "mine.mp4", b"the user's own file")
        for window in ([], ["--headless"]):
            result = cli(["--replay", GESTURE, "--events", "--video", existing, *window],
                         env=dict(os.environ, DISPLAY=display, SDL_VIDEODRIVER="x11"))
            check(result.returncode == 73 and result.stderr.count("\n") == 1
                  and "exists" in result.stderr, f"{window}: {result.returncode} {result.stderr!r}")
            check(result.stdout == "", f"refused before anything ran: {result.stdout!r}")
        with open(existing, "rb") as handle:
            check(handle.read() == b"the user's own file", "the existing file is untouched")
        check(os.listdir(work) == ["mine.mp4"], f"nothing else written: {os.listdir(work)}")


def test_video_when_ffmpeg_fails(display):
    with tempfile.TemporaryDirectory() as work:
        tools = os.path.join(work, "bin")
        os.mkdir(tools)
        # An ffmpeg that reads its input and fails as one without the codec would.
        fake = e2e.write(tools, "ffmpeg", "#!/bin/sh\ncat > /dev/null\necho 'reading frames' >&2\n"
                                          "echo \"Unknown encoder 'libx264'\" >&2\nexit 1\n")
        os.chmod(fake, 0o755)
        clip = os.path.join(work, "clip.mp4")
        env = dict(os.environ, PATH=tools + ":" + os.environ["PATH"], SDL_VIDEODRIVER="x11")
        result = cli(["--replay", GESTURE, "--headless", "--events", "--video", clip], env=env)
        check(result.returncode == 70, f"exit {result.returncode} {result.stderr!r}")
        check(result.stderr.count("\n") == 1 and "Unknown encoder 'libx264'" in result.stderr
              and "reading frames" not in result.stderr, f"ffmpeg's last line: {result.stderr!r}")
        only_json(result.stdout)
        check(os.listdir(work) == ["bin"], f"no clip, no temporary: {os.listdir(work)}")
        # An ffmpeg that could not write the clip (the disk full, as ffmpeg 5 to 7 say it, a
        # long line before a last one of no use): the file's problem, 73, with the reason.
        full = ("[out#0/mp4 @ 0x55d1c3a0b2c0] Error writing trailer of /dev/fd/3: "
                "No space left on device")
        os.chmod(e2e.write(tools, "ffmpeg", f"#!/bin/sh\ncat > /dev/null\necho '{full}' >&2\n"
                           "echo 'Conversion failed!' >&2\nexit 1\n"), 0o755)
        result = cli(["--replay", GESTURE, "--headless", "--video", clip], env=env)
        check(result.returncode == 73 and result.stderr.count("\n") == 1
              and "cannot write (No space left on device)" in result.stderr
              and "Error writing trailer" in result.stderr,
              f"disk full: exit {result.returncode} {result.stderr!r}")
        check(os.listdir(work) == ["bin"], f"disk full: nothing left: {os.listdir(work)}")
        # The file-size limit (`ulimit -f`) kills ffmpeg with SIGXFSZ: the file's problem too.
        os.chmod(e2e.write(tools, "ffmpeg", "#!/bin/sh\ncat > /dev/null\nkill -s XFSZ $$\n"),
                 0o755)
        result = cli(["--replay", GESTURE, "--headless", "--video", clip], env=env)
        check(result.returncode == 73 and "cannot write (File too large: the file-size limit)"
              in result.stderr, f"file-size limit: exit {result.returncode} {result.stderr!r}")
        check(os.listdir(work) == ["bin"], f"file-size limit: nothing left: {os.listdir(work)}")
        # An ffmpeg that takes every frame, writes nothing and says it succeeded: no empty clip.
        os.chmod(e2e.write(tools, "ffmpeg", "#!/bin/sh\ncat > /dev/null\nexit 0\n"), 0o755)
        result = cli(["--replay", GESTURE, "--headless", "--video", clip], env=env)
        check(result.returncode == 70 and result.stderr.count("\n") == 1
              and "wrote nothing" in result.stderr, f"empty: exit {result.returncode} "
                  + "{result.stderr!r}")
        check(os.listdir(work) == ["bin"], f"empty: nothing left: {os.listdir(work)}")


def test_video_onto_a_full_filesystem_says_so(display):
    """Issue 24 §6: the real ffmpeg writing onto a full filesystem (a 16 KB tmpfs, mounted
    in a namespace of the test's own) said only "ffmpeg failed (exit status 1)": what ffmpeg
    said was kept in a file on that same full disk. Now 73, "No space left on device", and
    nothing left in the folder."""
    check(shutil.which("unshare") is not None, "unshare (util-linux) is missing")
    with tempfile.TemporaryDirectory() as work:
        mount = os.path.join(work, "full")
        os.mkdir(mount)
        clip = os.path.join(mount, "clip.mp4")
        script = ('dir="$1"; shift; mount -t tmpfs -o size=16k tmpfs "$dir" || exit 99; '
                  '"$@"; status=$?; ls -A "$dir" > "$dir/../left"; exit $status')
        result = subprocess.run(
            ["unshare", "-Urm", "sh", "-c", script, "sh", mount, e2e.BIN, "--replay",
             "gesture:long-fast-flick-up", "--headless", "--video", clip],
            capture_output=True, text=True, timeout=180,
            env=dict(os.environ, SDL_VIDEODRIVER="x11"))
        check(result.returncode != 99, f"a tmpfs could not be mounted: {result.stderr!r}")
        check(result.returncode == 73 and result.stderr.count("\n") == 1
              and "cannot write (No space left on device)" in result.stderr,
              f"exit {result.returncode} {result.stderr!r}")
        with open(os.path.join(work, "left")) as handle:
            left = handle.read().split()
        check(left == [], f"nothing left on the full filesystem: {left}")


def test_video_stopped_by_a_signal_leaves_nothing(display):
    with tempfile.TemporaryDirectory() as work:
        trace = e2e.write_trace(work, ['{"t":0.2,"input":"key","key":"enter"}',
                                       '{"t":30,"input":"key","key":"up"}'])
        clip = os.path.join(work, "long.mp4")
        process = subprocess.Popen([e2e.BIN, "--replay", trace, "--headless", "--events", "--video", clip],
                                   stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        check('"ready"' in process.stdout.readline(), "the replay started")
        # Signalled while the clip is being written (its temporary there), not after a fixed
        # time: that nothing is left then says something.
        e2e.poll(lambda: [name for name in os.listdir(work) if ".partial-" in name], bool,
                 "the clip's temporary file")
        process.terminate()
        _, stderr = process.communicate(timeout=60)
        check(process.returncode == 128 + 15 and "no clip written" in stderr,
              f"exit {process.returncode} {stderr!r}")
        check(sorted(os.listdir(work)) == ["trace.jsonl"],
              f"no clip, no temporary: {os.listdir(work)}")


def hung_ffmpeg(work, script):
    """A directory with an `ffmpeg` that runs `script` and then never ends (writing its
    process id into the directory's `pid`), and PATH with it first."""
    tools = os.path.join(work, "bin")
    os.mkdir(tools)
    os.chmod(e2e.write(tools, "ffmpeg", "#!/bin/sh\necho $$ > \"$(dirname \"$0\")/pid\"\n"
                                        + script + "\nexec sleep 600\n"), 0o755)
    return tools, tools + ":" + os.environ["PATH"]


def bytes_written(pid):
    """What the process has written so far (/proc/PID/io's wchar: every write's bytes)."""
    with open(f"/proc/{pid}/io") as handle:
        for line in handle:
            if line.startswith("wchar:"):
                return int(line.split()[1])
    raise e2e.Failure(f"no wchar in /proc/{pid}/io")


def held(process, what, timeout=30.0):
    """Waits until `process` is held: it runs (three times at least it took CPU: while it waits
    for ffmpeg it looks for a signal every 0.1 s) without writing a byte (no frame, no event)
    since the first of them, and is asleep. A replay not there yet still writes frames; one a
    loaded machine has not run yet has taken no CPU; one that ended fails."""
    deadline = time.time() + timeout
    written, cpu, runs = bytes_written(process.pid), e2e.cpu_nanoseconds(process.pid), 0
    while True:
        time.sleep(0.05)
        if e2e.ended(process.pid):
            raise e2e.Failure(f"{what}: ended (exit {process.poll()}) instead of being held")
        now_written, now_cpu = bytes_written(process.pid), e2e.cpu_nanoseconds(process.pid)
        if now_written != written:
            written, runs = now_written, 0
        elif now_cpu != cpu:
            runs += 1
        cpu = now_cpu
        if runs >= 3 and e2e.asleep(process.pid):
            return
        if time.time() >= deadline:
            raise e2e.Failure(f"{what}: not held (running, writing nothing) within {timeout} s")


def signal_held(process, tools, what):
    """Sends SIGTERM to `process`, a replay held by the hung ffmpeg in `tools`, once it is held
    (`held`), not after a fixed time; it must end (within 30 s: it waits for nothing, only a
    loaded machine is slow), taking that ffmpeg with it. Its stderr."""
    try:
        held(process, f"{what}: held by ffmpeg before the signal")
    except BaseException:
        # Nothing left behind by a failure: the replay, and the ffmpeg that would sleep on.
        process.kill()
        process.wait()
        leftover = 0
        if os.path.exists(os.path.join(tools, "pid")):
            with open(os.path.join(tools, "pid")) as handle:
                leftover = int(handle.read().strip() or 0)
        if leftover and not e2e.ended(leftover):
            os.kill(leftover, signal.SIGKILL)
        raise
    check(process.poll() is None, f"{what}: still held by ffmpeg before the signal")
    process.terminate()
    try:
        _, stderr = process.communicate(timeout=30)
    except subprocess.TimeoutExpired:
        process.kill()
        raise e2e.Failure(f"{what}: SIGTERM did not stop a replay held by ffmpeg")
    with open(os.path.join(tools, "pid")) as handle:
        pid = handle.read().strip()
    check(not os.path.exists(f"/proc/{pid}"), f"{what}: the hung ffmpeg was stopped")
    return stderr


def test_video_an_ffmpeg_that_hangs_does_not_hold_the_app(display):
    # An ffmpeg that takes no frame (its input pipe fills), or takes them all and never ends:
    # a signal still stops the replay at once, and nothing is left behind.
    for script, wait_for in [("", '"ready"'), ("cat > /dev/null", '"quit"')]:
        with tempfile.TemporaryDirectory() as work:
            tools, path = hung_ffmpeg(work, script)
            clip = os.path.join(work, "clip.mp4")
            process = subprocess.Popen(
                [e2e.BIN, "--replay", GESTURE, "--headless", "--events", "--video", clip],
                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                env=dict(os.environ, PATH=path))
            seen = ""
            while wait_for not in seen:
                line = process.stdout.readline()
                check(line != "", f"{script!r}: no {wait_for} line; exit {process.poll()}")
                seen = line
            stderr = signal_held(process, tools, repr(script))
            check(process.returncode == 128 + 15 and stderr.count("\n") == 1
                  and "SIGTERM" in stderr and "no clip written" in stderr,
                  f"{script!r}: exit {process.returncode} {stderr!r}")
            check(os.listdir(work) == ["bin"], f"{script!r}: no clip, no temporary: "
                  f"{os.listdir(work)}")
    # In the window: SIGTERM (SDL's quit) gives the clip up, too, and says so as a headless
    # replay does (143). The first frame waits on ffmpeg, so the window never says `ready`:
    # the signal comes after a while.
    with tempfile.TemporaryDirectory() as work:
        tools, path = hung_ffmpeg(work, "")
        clip = os.path.join(work, "clip.mp4")
        process = subprocess.Popen(
            [e2e.BIN, "--replay", GESTURE, "--events", "--video", clip],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
            env=dict(os.environ, PATH=path, DISPLAY=display, SDL_VIDEODRIVER="x11"))
        deadline = time.monotonic() + 60
        while not os.path.exists(os.path.join(tools, "pid")) and time.monotonic() < deadline:
            time.sleep(0.1)
        check(os.path.exists(os.path.join(tools, "pid")), "the window started ffmpeg")
        stderr = signal_held(process, tools, "window")
        check(process.returncode == 143 and "interrupted by SIGTERM" in stderr
              and "no clip written" in stderr, f"window: exit {process.returncode} {stderr!r}")
        check(os.listdir(work) == ["bin"], f"window: no clip, no temporary: {os.listdir(work)}")
    # The window closed at the replay's end, its clip waiting on an ffmpeg that never ends: a
    # signal still stops it (the window's quit had set signals aside while files are written).
    with tempfile.TemporaryDirectory() as work:
        tools, path = hung_ffmpeg(work, "cat > /dev/null")
        clip = os.path.join(work, "clip.mp4")
        process = subprocess.Popen(
            [e2e.BIN, "--replay", GESTURE, "--events", "--video", clip],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
            env=dict(os.environ, PATH=path, DISPLAY=display, SDL_VIDEODRIVER="x11"))
        while True:
            line = process.stdout.readline()
            check(line != "", f"window: no quit line; exit {process.poll()}")
            if '"quit"' in line:
                break
        stderr = signal_held(process, tools, "window, at its end")
        check(process.returncode == 128 + 15 and "SIGTERM" in stderr
              and "no clip written" in stderr, f"window, at its end: exit {process.returncode} "
              f"{stderr!r}")
        check(os.listdir(work) == ["bin"], f"window, at its end: nothing left: {os.listdir(work)}")


def rgb_frames(args):
    """Raw rgb24 bytes of what ffmpeg decodes from `args` (an input)."""
    result = subprocess.run(["ffmpeg", "-v", "error", *args, "-f", "rawvideo", "-pix_fmt", "rgb24", "-"],
                            capture_output=True, timeout=120)
    check(result.returncode == 0, f"decoding {args}: {result.stderr!r}")
    return result.stdout


def test_video_gif_is_one_palette_and_much_smaller(display):
    """Issue 26 §7: a GIF made a palette for each frame (11 MB for 6.9 s). Now one palette for
    the whole clip, in two passes: about half the size of the same frames encoded as before
    (ffmpeg run here with the former filter on the replay's own frames), every frame as it
    was replayed (within the palette's rounding), and nothing left beside it."""
    golden = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Golden",
                          "sheet-seed.jsonl")
    with open(golden) as handle:
        lines = handle.read().splitlines()
    # The seed golden's first 2.5 s: presented, dragged, let go.
    kept = [line for line in lines[1:] if json.loads(line)["t"] <= 2.5]
    with tempfile.TemporaryDirectory() as work:
        trace = e2e.write(work, "seed.jsonl", "\n".join([lines[0], *kept]) + "\n")
        frames_dir = os.path.join(work, "frames")
        result = cli(["--replay", trace, "--headless", "--frames", frames_dir])
        check(result.returncode == 0, f"--frames: {result.stderr!r}")
        frames = len(os.listdir(frames_dir))
        size = png_size(os.path.join(frames_dir, "frame-00001.png"))
        clip = os.path.join(work, "seed.gif")
        result = cli(["--replay", trace, "--headless", "--video", clip])
        check(result.returncode == 0, f"{result.returncode} {result.stderr!r}")
        check_clip(clip, "gif", frames, size)
        check(sorted(os.listdir(work)) == ["frames", "seed.gif", "seed.jsonl"],
              f"no pass's file left: {os.listdir(work)}")
        # The former encoding of the same frames at the same rate (GIF frame k shows replayed
        # frame k * 60 / 50 + 1): a palette a frame.
        shown_dir = os.path.join(work, "shown")
        os.mkdir(shown_dir)
        for k in range(math.ceil(frames * 50 / 60)):
            os.symlink(os.path.join(frames_dir, "frame-%05d.png" % (k * 60 // 50 + 1)),
                       os.path.join(shown_dir, "frame-%05d.png" % (k + 1)))
        before = os.path.join(work, "before.gif")
        former = subprocess.run(
            ["ffmpeg", "-v", "error", "-framerate", "50", "-i",
             os.path.join(shown_dir, "frame-%05d.png"), "-vf",
             "split[a][b];[a]palettegen=stats_mode=single[p];[b][p]paletteuse=new=1",
             "-loop", "0", "-f", "gif", before], capture_output=True, text=True, timeout=180)
        check(former.returncode == 0, f"the former GIF: {former.stderr!r}")
        shown = math.ceil(frames * RATES["gif"] / 60)  # as check_clip found in the clip
        check(int(probe(before)[0]["nb_read_frames"]) == shown, "the two GIFs hold as many frames")
        new, old = os.path.getsize(clip), os.path.getsize(before)
        check(new <= 0.7 * old, f"one palette: {new} bytes, a palette a frame {old}")
        # Every 40th frame is the replay's own (GIF frame k shows replayed frame k * 60 / 50 + 1).
        decoded = rgb_frames(["-i", clip, "-vf", r"select=not(mod(n\,40))", "-vsync", "0"])
        width, height = size
        frame_bytes = width * height * 3
        for index, k in enumerate(range(0, shown, 40)):
            replayed_frame = rgb_frames(
                ["-i", os.path.join(frames_dir, "frame-%05d.png" % (k * 60 // 50 + 1))])
            picture = decoded[index * frame_bytes:(index + 1) * frame_bytes]
            check(len(picture) == frame_bytes, f"GIF frame {k} decoded")
            differences = [abs(a - b) for a, b in zip(picture[::7], replayed_frame[::7])]
            mean = sum(differences) / len(differences)
            check(mean < 0.5 and max(differences) <= 32,
                  f"GIF frame {k}: mean difference {mean:.3f}, largest {max(differences)}")


def test_video_gif_second_pass_failing_or_stopped_leaves_nothing(display):
    """The GIF's second ffmpeg run (onto the palette): a failure is ffmpeg's line (70), a
    signal while it runs stops it (143); either way no clip and no pass's file is left."""
    first = ('case "$*" in *pipe:0*) cat > /dev/null; echo frames > /dev/fd/3; '
             'echo palette > /dev/fd/4; exit 0;; esac\n')
    for second, status, words in (
        ("echo 'Invalid palette' >&2\nexit 1\n", 70, "Invalid palette"),
        ('echo $$ > "$(dirname "$0")/pid"\nexec sleep 600\n', 143, "interrupted by SIGTERM"),
    ):
        with tempfile.TemporaryDirectory() as work:
            tools = os.path.join(work, "bin")
            os.mkdir(tools)
            os.chmod(e2e.write(tools, "ffmpeg", "#!/bin/sh\n" + first + second), 0o755)
            clip = os.path.join(work, "clip.gif")
            process = subprocess.Popen(
                [e2e.BIN, "--replay", GESTURE, "--headless", "--events", "--video", clip],
                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                env=dict(os.environ, PATH=tools + ":" + os.environ["PATH"]))
            if status == 143:
                deadline = time.monotonic() + 60
                while not os.path.exists(os.path.join(tools, "pid")) and time.monotonic() < deadline:
                    time.sleep(0.1)
                check(os.path.exists(os.path.join(tools, "pid")), "the second pass started")
                stderr = signal_held(process, tools, "the second pass")
            else:
                _, stderr = process.communicate(timeout=120)
            check(process.returncode == status and words in stderr and stderr.count("\n") == 1,
                  f"exit {process.returncode} {stderr!r}")
            check(status == 70 or "no clip written" in stderr, f"says so: {stderr!r}")
            check(os.listdir(work) == ["bin"], f"nothing left: {os.listdir(work)}")
