"""End-to-end tests of --page-image and --sheet-image: bad images are one line and exit 65 (66
for a file that cannot be read) before any window; decoded images are held within their limit; a recorded image is read again on replay, and a changed one is said once;
the window shows the images' pixels under a presented sheet. Test PNGs are made here.
Collected by e2e.py."""
import json
import os
import struct
import subprocess
import tempfile
import zlib

import e2e
from e2e import App, BIN, GREY, Ppm, check, expect_pixel, ppm_of, present, run_cli, write

RED = (220, 40, 40)
BLUE = (40, 40, 220)
GREEN = (30, 200, 30)
YELLOW = (240, 200, 0)


def chunk(kind, data):
    """A PNG chunk: length, kind, data and CRC."""
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


def png(bands, width=390):
    """A PNG `width` pixels wide of horizontal bands: [(height, (r, g, b)), ...]."""
    rows = b"".join((b"\0" + bytes(colour) * width) * height for height, colour in bands)
    height = sum(height for height, _ in bands)

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows))
            + chunk(b"IEND", b""))


def fnv1a64(data):
    value = 0xCBF29CE484222325
    for byte in data:
        value = ((value ^ byte) * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return f"{value:016x}"


def dimmed(colour, alpha=0.6):
    return tuple(round(c * (1 - alpha)) for c in colour)


def test_a_bad_image_is_one_line_and_exit_65_before_any_window(display):
    with tempfile.TemporaryDirectory() as work:
        good = png([(10, RED)], width=10)
        # One pixel, then a megabyte of compressed zeros (issue 24 §2: 55 MB took minutes).
        one = png([(1, RED)], width=1)
        end = one.index(b"IEND") - 4
        bomb = one[:end] + chunk(b"IDAT", zlib.compress(b"\0" * (160 << 20))) + one[end:]
        cases = {
            "missing.png": ("cannot read", None, 66),
            "dir.png": ("cannot read (a directory)", "directory", 66),
            "x.png": ("not a PNG or JPEG image", b"hello, not an image\n", 65),
            "empty.png": ("empty file", b"", 65),
            "cut.png": ("truncated PNG", good[:len(good) // 2], 65),
            "huge.png": ("larger than 16384 pixels a side", None, 65),
            "cmyk.jpg": ("a CMYK JPEG", "cmyk", 65),
            "bomb.png": ("far more than they need", bomb, 65),
            "garbled.jpg": ("corrupt JPEG", "garbled", 65),
        }
        for name, (words, data, status) in cases.items():
            path = os.path.join(work, name)
            if data == "directory":
                os.mkdir(path)
            elif data == "cmyk":
                # ImageMagick's CMYK JPEG, which SDL_image would draw with inverted colours.
                subprocess.run(["convert", "-size", "8x8", "xc:blue", "-colorspace", "CMYK", path],
                               check=True, timeout=60)
            elif data == "garbled":
                # A sound JPEG, then 200 bytes of its scan data overwritten: drawn as garbage
                # by SDL_image, with no word.
                subprocess.run(["convert", "-size", "64x64", "gradient:red-blue", "-quality", "90",
                                path], check=True, timeout=60)
                with open(path, "rb") as handle:
                    sound = bytearray(handle.read())
                scan = sound.index(b"\xff\xda")
                sound[scan + 40:scan + 240] = b"\xff" * 200
                write(work, name, bytes(sound))
            elif name == "huge.png":
                # A header that claims 20000 pixels: refused before anything is decoded.
                write(work, name, png([(1, RED)], width=1).replace(
                    struct.pack(">II", 1, 1), struct.pack(">II", 20000, 1), 1))
            elif data is not None:
                write(work, name, data)
            for flag in ("--page-image", "--sheet-image"):
                for extra in ([], ["--replay", "gesture:tap", "--headless"]):
                    # A display is there: a window opened would keep the run from ending at once.
                    result = run_cli([flag, path, *extra], env=dict(os.environ, DISPLAY=display))
                    check(result.returncode == status,
                          f"{flag} {name} {extra}: exit {result.returncode}, not {status}")
                    check(result.stderr.count("\n") == 1 and f"{flag} {path}: " in result.stderr
                          and words in result.stderr and not result.stdout,
                          f"{flag} {name}: one line naming it: {result.stderr!r} {result.stdout!r}")


def replay(trace, *flags):
    return subprocess.run([BIN, "--replay", trace, "--headless", "--events", *flags],
                          capture_output=True, text=True, timeout=60)


def test_a_replay_reads_the_recorded_image_and_says_once_when_it_changed(display):
    with tempfile.TemporaryDirectory() as work:
        page = write(work, "page.png", png([(200, RED), (200, BLUE)]))
        sheet = write(work, "sheet.png", png([(600, GREEN), (600, YELLOW)]))
        trace = os.path.join(work, "session.jsonl")
        app = App(display, "--page-image", page, "--sheet-image", sheet, "--record", trace)
        try:
            present(app)
            app.drag([(195, 600 - i * 15) for i in range(27)], hold=0.25)  # slowly to max
            app.wait_for("settled", count=2)
        finally:
            app.close()
        with open(trace, encoding="utf-8") as handle:
            header = json.loads(handle.readline())
        with open(page, "rb") as handle:
            page_hash = fnv1a64(handle.read())
        check(header.get("page-image") == {"path": page, "fnv1a64": page_hash, "pixels": [390, 400]},
              f"the header records the page image: {header.get('page-image')}")
        check(header.get("sheet-image", {}).get("pixels") == [390, 1200], f"and the sheet's: {header}")
        same = replay(trace)
        check(same.returncode == 0 and not same.stderr, f"unchanged: quiet ({same.returncode} {same.stderr!r})")
        # The same size, other colours: the replay runs, saying so once.
        write(work, "page.png", png([(200, BLUE), (200, RED)]))
        changed = replay(trace)
        check(changed.returncode == 0, f"a changed image still replays: {changed.returncode} {changed.stderr!r}")
        check(changed.stderr.count("\n") == 1 and "page.png" in changed.stderr and "changed" in changed.stderr,
              f"one line naming it: {changed.stderr!r}")
        check(changed.stdout == same.stdout, "and plays the same events")
        # In a window too, and what it draws is the image as it is now (blue on top).
        frames = os.path.join(work, "frames")
        app = App(display, "--replay", trace, "--frames", frames)
        try:
            e2e.ended_while_writing(app, frames)
        finally:
            app.close()
        said = "".join(app.stderr)
        check(said.count("\n") == 1 and "page.png" in said, f"the window's replay says it once: {said!r}")
        last = ppm_of(os.path.join(frames, sorted(os.listdir(frames))[-1]))
        # At max: the page, card-scaled by 0.92 about its centre, shows from y 34 to the sheet's
        # top at 64: its top band.
        at = last.at(195, 48)
        check(all(abs(a - b) <= 6 for a, b in zip(at, dimmed(BLUE))), f"the page shows the new image: {at}")
        # A path on the command line is read instead of the recorded one.
        other = write(work, "other.png", png([(200, RED), (200, BLUE)]))
        override = replay(trace, "--page-image", other)
        check(override.returncode == 0 and not override.stderr,
              f"the given path is read (the recorded bytes, elsewhere): {override.stderr!r}")
        write(work, "other.png", png([(400, GREEN)]))
        override = replay(trace, "--page-image", other)
        check(override.returncode == 0 and override.stderr.count("\n") == 1 and "other.png" in override.stderr,
              f"a given path that is not the recorded image is said once: {override.stderr!r}")
        os.unlink(sheet)
        missing = replay(trace)
        check(missing.returncode == 66 and missing.stderr.count("\n") == 1 and "sheet.png" in missing.stderr
              and not missing.stdout, f"a missing image ends it: {missing.returncode} {missing.stderr!r}")


def test_the_window_shows_the_images_under_a_presented_sheet(display):
    with tempfile.TemporaryDirectory() as work:
        page = write(work, "page.png", png([(200, RED), (200, BLUE)]))
        sheet = write(work, "sheet.png", png([(100, GREEN), (100, YELLOW)]))
        app = App(display, "--page-image", page, "--sheet-image", sheet)
        try:
            present(app)  # (each pixel below is waited for: the dim fades for 0.4 s)
            height = app.named("ready")[0]["window"][1]
            top = height - 300  # the default detent
            # The page: the image from the top, as wide as the window, white below it, dimmed.
            expect_pixel(app, 100, 100, dimmed(RED), "image-page-top")
            expect_pixel(app, 100, 300, dimmed(BLUE), "image-page-second-band")
            expect_pixel(app, 100, 450, GREY, "image-page-white-below")
            # The sheet: its image is its whole face from its top edge (no white grabber
            # strip), then white; the grabber is drawn over it, visibly.
            expect_pixel(app, 100, top + 2, GREEN, "image-sheet-top-edge")
            expect_pixel(app, 150, top + 19, GREEN, "image-sheet-beside-the-grabber")
            expect_pixel(app, 100, top + 50, GREEN, "image-sheet-top")
            expect_pixel(app, 100, top + 150, YELLOW, "image-sheet-second-band")
            expect_pixel(app, 100, top + 250, (255, 255, 255), "image-sheet-below")
            grabber, _ = app.pixel(195, top + 19)
            check(sum(abs(a - b) for a, b in zip(grabber, GREEN)) > 60,
                  f"the grabber shows over the image: {grabber}")
        finally:
            app.close()


def test_compared_phones_both_show_the_images(display):
    with tempfile.TemporaryDirectory() as work:
        page = write(work, "page.png", png([(400, RED)]))
        sheet = write(work, "sheet.png", png([(200, GREEN)]))
        frames = os.path.join(work, "frames")
        result = run_cli(["--compare", "seed,fluid", "--start", "default", "--page-image", page,
                          "--sheet-image", sheet, "--replay", "gesture:tap", "--headless", "--frames", frames])
        check(result.returncode == 0, f"replayed: {result.returncode} {result.stderr!r}")
        last = sorted(os.listdir(frames))[-1]
        converted = subprocess.run(["convert", os.path.join(frames, last), "-depth", "8", "ppm:-"],
                                   capture_output=True, timeout=30).stdout
        image = Ppm(converted)
        width = (image.width - 16) // 2  # two phones and the 16 pt gap between them
        for phone, left in (("first", 0), ("second", image.width - width)):
            at = image.at(left + 100, 100)
            check(all(abs(a - b) <= 4 for a, b in zip(at, dimmed(RED))), f"{phone} phone's page: {at}")
            for y in (844 - 300 + 2, 844 - 300 + 100):
                at = image.at(left + 100, y)
                check(all(abs(a - b) <= 4 for a, b in zip(at, GREEN)), f"{phone} phone's sheet: {at}")


def test_a_trace_whose_image_is_gone_says_so_of_the_trace(display):
    with tempfile.TemporaryDirectory() as work:
        image = write(work, "page.png", png([(300, (200, 40, 40))]))
        trace = os.path.join(work, "t.jsonl")
        app = App(display, "--page-image", image, "--record", trace, "--start", "default")
        app.close()
        with open(trace, encoding="utf-8") as handle:
            header = json.loads(handle.readline())
        recorded = header["page-image"]["path"]
        check(os.path.isabs(recorded), f"the trace records where the file is: {recorded!r}")
        # Replayed from elsewhere, the recorded path still finds it.
        elsewhere = subprocess.run([BIN, "--replay", trace, "--headless"], capture_output=True, text=True,
                                   timeout=60, cwd="/")
        check(elsewhere.returncode == 0 and not elsewhere.stderr, f"from /: {elsewhere.stderr!r}")
        os.remove(image)
        gone = subprocess.run([BIN, "--replay", trace, "--headless"], capture_output=True, text=True, timeout=60)
        said = gone.stderr
        check(gone.returncode == 66 and said.count("\n") == 1 and said.startswith(f"SheetDesktop: {trace}: line 1: its page-image")
              and "--page-image FILE replays with another" in said, f"named as the trace's: {gone.returncode} {said!r}")
        # A path with a tab in it: the reason is said once, not after the flag and file again.
        header["page-image"]["path"] = os.path.join(work, "a\tb.png")
        tabbed = os.path.join(work, "tab.jsonl")
        with open(trace, encoding="utf-8") as source, open(tabbed, "w", encoding="utf-8") as target:
            source.readline()
            target.write(json.dumps(header) + "\n" + source.read())
        gone = subprocess.run([BIN, "--replay", tabbed, "--headless"], capture_output=True, text=True, timeout=60)
        check(gone.returncode == 66 and gone.stderr.count("--page-image") == 1
              and "a\\tb.png: cannot read" in gone.stderr, f"a tab in the path: {gone.stderr!r}")


def peak_rss_kb(args):
    """Runs the app with `args`; its exit status and peak resident memory in KB (wait4)."""
    process = subprocess.Popen([BIN, *args], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(process.pid, 0)
    process.returncode = os.waitstatus_to_exitcode(status)
    error = process.stderr.read().decode()
    process.stderr.close()
    return process.returncode, usage.ru_maxrss, error


def test_decoded_images_are_held_within_their_limit(display):
    """Issue 24 §5: an image took twice its decoded size and more (SDL_image's surface, its
    converted copy, a texture of the whole): a run that draws a 2048x4096 page image (32 MB
    decoded) peaks at most 32 MB + 12 MB above the same run with a 1x1 one."""
    with tempfile.TemporaryDirectory() as work:
        small = write(work, "small.png", png([(1, RED)], width=1))
        # Rows of different colours, so the file is small and the pixels are not.
        rows = b"".join(b"\0" + bytes(((y * 7) % 256, 40, 200 - y % 150)) * 2048 for y in range(4096))
        large = os.path.join(work, "large.png")
        header = chunk(b"IHDR", struct.pack(">IIBBBBB", 2048, 4096, 8, 2, 0, 0, 0))
        write(work, "large.png", b"\x89PNG\r\n\x1a\n" + header + chunk(b"IDAT", zlib.compress(rows))
              + chunk(b"IEND", b""))
        figures = {}
        for name, path in (("small", small), ("large", large)):
            strip = os.path.join(work, f"{name}-strip.png")
            status, peak, error = peak_rss_kb(["--page-image", path, "--replay", "gesture:tap", "--headless",
                                               "--filmstrip", strip, "--filmstrip-every", "30"])
            check(status == 0 and os.path.exists(strip), f"{name}: exit {status} {error!r}")
            figures[name] = peak
        decoded_kb = 2048 * 4096 * 4 // 1024
        above = figures["large"] - figures["small"]
        check(above <= decoded_kb + 12 * 1024,
              f"a 32 MB picture adds {above / 1024:.1f} MB to the peak (allowed: 44 MB): {figures}")
