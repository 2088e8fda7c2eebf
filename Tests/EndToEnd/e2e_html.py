"""End-to-end tests of `--export html` (issue 27): the page lands as one self-contained file
(no network: every script, style, font and image inside it), never replacing one; what it
cannot do it says in one line with its code and leaves nothing behind. That the page moves as
the app does is Tests/Web/web_sheet.py's proof. Collected by e2e.py."""
import base64
import os
import re
import struct
import tempfile
import time
import zlib

import e2e
from e2e import check


def tiny_png():
    """A 2x1 RGB PNG."""
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    raw = b"\x00" + b"\xff\x00\x00\x00\x00\xff"
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", 2, 1, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))


def test_html_export_is_one_self_contained_file(display):
    with tempfile.TemporaryDirectory() as target:
        image = e2e.write(target, "page.png", tiny_png())
        args = ["--export", "html", "--export-dir", target, "--preset", "uikit", "--page-image", image,
                "--detents", "peek=120,half=50%,full=max"]
        result = e2e.run_cli(args)
        path = os.path.join(target, "sheet.html")
        check(result.returncode == 0 and result.stdout == path + "\n" and result.stderr == "",
              f"exit 0 and the path: {result.returncode} {result.stdout!r} {result.stderr!r}")
        with open(path, encoding="utf-8") as handle:
            page = handle.read()
        # Nothing fetched: no script or style sheet by address, every url() a data: URI.
        check(not re.search(r"<(script|link|img|iframe)[^>]*\b(src|href)=", page),
              "no element loads anything by address")
        urls = re.findall(r"url\(([^)]{0,40})", page)
        check(urls and all(url.startswith("data:") for url in urls), f"every url() is data: {urls}")
        check("http://" not in page and "https://" not in page, "no web address at all")
        check(page.count("@font-face") == 2, "both fonts embedded")
        encoded = "data:image/png;base64," + base64.b64encode(tiny_png()).decode()
        check(encoded in page, "the page image is embedded as a data: URI")
        engine = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Resources", "web",
                              "sheet-engine.js")
        with open(engine, encoding="utf-8") as handle:
            check(handle.read() in page, "the engine is Resources/web/sheet-engine.js, unchanged")
        check('"policy":"uikit"' in page and '"name":"half","kind":"fraction","value":0.5' in page,
              "the tuned constants are in the page")
        check("<title>SheetLab · uikit</title>" in page, "the title names the preset")
        again = e2e.run_cli(args)
        check(again.returncode == 0 and again.stdout == os.path.join(target, "sheet-2.html") + "\n",
              f"a second export gets a new name: {again.stdout!r}")


def test_html_export_that_cannot_be_made_says_so_and_leaves_nothing(display):
    with tempfile.TemporaryDirectory() as work:
        target = os.path.join(work, "out")
        os.mkdir(target)
        # Past the 8 MiB the page embeds: refused before anything is written (64).
        big = e2e.write(work, "big.png", tiny_png() + b"\0" * (8 << 20))
        result = e2e.run_cli(["--export", "html", "--export-dir", target, "--page-image", big])
        check(result.returncode == 64 and result.stderr.count("\n") == 1
              and "too large to embed" in result.stderr and "8 MiB" in result.stderr
              and os.listdir(target) == [], f"a large page image: {result.returncode} {result.stderr!r}")
        missing = os.path.join(work, "none.png")
        result = e2e.run_cli(["--export", "html", "--export-dir", target, "--page-image", missing])
        check(result.returncode == 66 and result.stderr.count("\n") == 1 and os.listdir(target) == [],
              f"a missing page image: {result.returncode} {result.stderr!r}")
        not_image = e2e.write(work, "not.png", b"hello")
        result = e2e.run_cli(["--export", "html", "--export-dir", target, "--page-image", not_image])
        check(result.returncode == 65 and result.stderr.count("\n") == 1 and os.listdir(target) == [],
              f"not an image: {result.returncode} {result.stderr!r}")
        # A directory it cannot write into: 73, one line, nothing left behind.
        locked = os.path.join(work, "locked")
        os.mkdir(locked)
        os.chmod(locked, 0o555)
        e2e.open_to_all(work)
        result = e2e.subprocess.run(e2e.unprivileged(["--export", "html", "--export-dir", locked]),
                                    capture_output=True, text=True, timeout=60)
        check(result.returncode == 73 and result.stderr.count("\n") == 1 and os.listdir(locked) == [],
              f"unwritable: {result.returncode} {result.stderr!r}")


def test_html_export_refuses_the_images_the_app_refuses(display):
    """An image whose header is sound but whose pixels are not (a PNG with a corrupt IDAT, a
    JPEG cut short in its scan: with and without an end-of-image marker after the cut) is
    decoded by the export as the app decodes it, and refused with the app's own line and
    exit code; nothing is written."""
    with tempfile.TemporaryDirectory() as work:
        target = os.path.join(work, "out")
        os.mkdir(target)
        # The IDAT's deflate stream spoiled after its zlib header (its chunk's CRC made anew).
        png = tiny_png()
        idat = png.index(b"IDAT") - 4
        length = struct.unpack(">I", png[idat:idat + 4])[0]
        spoiled = png[idat + 8:idat + 10] + b"\xff" * (length - 2)
        png = (png[:idat] + struct.pack(">I", len(spoiled)) + b"IDAT" + spoiled
               + struct.pack(">I", zlib.crc32(b"IDAT" + spoiled)) + png[idat + 12 + length:])
        sound = os.path.join(work, "sound.jpg")
        e2e.subprocess.run(["convert", "-size", "64x64", "gradient:red-blue", "-quality", "90", sound],
                           check=True, timeout=60)
        with open(sound, "rb") as handle:
            jpeg = handle.read()
        cut = jpeg[:len(jpeg) * 2 // 3]
        files = {"idat.png": png, "cut.jpg": cut, "cut-eoi.jpg": cut + b"\xff\xd9"}
        for name, data in files.items():
            path = e2e.write(work, name, data)
            for flag in ("--page-image", "--sheet-image"):
                app = e2e.run_cli([flag, path, "--replay", "gesture:tap", "--headless"],
                                  env=dict(os.environ, DISPLAY=display))
                window = e2e.run_cli([flag, path], env=dict(os.environ, DISPLAY=display))
                check(app.returncode == 65 and app.stderr.count("\n") == 1
                      and (window.returncode, window.stderr) == (app.returncode, app.stderr),
                      f"{flag} {name}: the app refuses it: {app.returncode} {app.stderr!r},"
                      f" the window {window.returncode} {window.stderr!r}")
                export = e2e.run_cli(["--export", "html", "--export-dir", target, flag, path])
                check((export.returncode, export.stderr, export.stdout) == (app.returncode, app.stderr, "")
                      and os.listdir(target) == [],
                      f"{flag} {name}: the export says {export.returncode} {export.stderr!r}"
                      f" (wrote {os.listdir(target)}), the app {app.returncode} {app.stderr!r}")


def test_html_export_by_the_e_key(display):
    """E writes sheet.html with the other formats, for every style (the page runs each)."""
    for style in ("sheet", "half"):
        with tempfile.TemporaryDirectory() as target:
            app = e2e.App(display, "--style", style, "--export-dir", target)
            try:
                app.key("e")
                deadline = time.time() + 30
                while time.time() < deadline and "exported" not in "".join(app.stderr):
                    time.sleep(0.05)
                said = "".join(app.stderr)
                names = sorted(os.listdir(target))
                check("sheet-config.json" in names and "sheet.html" in names,
                      f"--style {style}: E wrote {names}")
                check(said.rstrip().endswith(", sheet.html and TunedSheet") and said.count("\n") == 1,
                      f"--style {style}: E names the page, then the package, last: {said!r}")
                if style != "sheet":
                    with open(os.path.join(target, "sheet.html"), encoding="utf-8") as handle:
                        check(f'"rules":"{style} style"' in handle.read(),
                              f"--style {style}: the page runs the style's own rules")
            finally:
                app.close()
