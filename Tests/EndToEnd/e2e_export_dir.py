"""End-to-end tests of `E` in the window: --export-dir chooses where, the window says where.
Collected by e2e.py."""
import json
import os
import signal
import subprocess
import tempfile
import time

import e2e
from e2e import App, check


def wait_until(condition, timeout):
    deadline = time.time() + timeout
    while time.time() < deadline:
        if condition():
            return True
        time.sleep(0.05)
    return condition()


def dark(pixel):
    return max(pixel) < 90


def test_export_key_writes_into_export_dir_and_says_where(display):
    with tempfile.TemporaryDirectory() as cwd, tempfile.TemporaryDirectory() as target:
        app = App(display, "--start", "default", "--export-dir", target, cwd=cwd)
        try:
            spot = (195, 844 - 40)  # the phone's bottom: the white sheet at rest
            before, _ = app.pixel(*spot)
            check(not dark(before), f"no message yet: {before}")
            app.key("e")
            json_path = os.path.join(target, "sheet-config.json")
            swift_path = os.path.join(target, "SheetConstants.swift")
            check(wait_until(lambda: os.path.exists(json_path) and os.path.exists(swift_path), 30),
                  f"the exports are in --export-dir: {os.listdir(target)}")
            # The window says so for a few seconds: looked for at once.
            check(wait_until(lambda: dark(app.pixel(*spot)[0]), 30), "the window shows the message")
            check(os.listdir(cwd) == [], f"nothing in the working directory: {os.listdir(cwd)}")
            # One line: the folder by its absolute path, then the files by their names.
            folder = os.path.realpath(target)
            check(wait_until(lambda: "exported" in "".join(app.stderr), 30),
                  f"stderr says where: {''.join(app.stderr)!r}")
            said = "".join(app.stderr)
            check(said.startswith(f"SheetDesktop: exported to {folder}: sheet-config.json, "
                                  "SheetConstants.swift, ")
                  and said.count("\n") == 1 and said.rstrip().endswith(", sheet.html and TunedSheet"),
                  f"stderr names the folder, then the files: {said!r}")
            check(os.path.isfile(os.path.join(target, "TunedSheet", "Package.swift")),
                  "E writes the Swift package too")
            app.key("e")
            check(wait_until(lambda: os.path.exists(os.path.join(target, "sheet-config-2.json")), 30),
                  "a second export gets a new name, the first is kept")
            # The message goes after a few seconds (4 s; generous margin on a busy machine).
            check(wait_until(lambda: not dark(app.pixel(*spot)[0]), 30), "the message goes again")
        finally:
            app.close()


def test_export_dir_must_be_a_directory(display):
    env = dict(os.environ, DISPLAY=display, SDL_VIDEODRIVER="x11")
    with tempfile.TemporaryDirectory() as work:
        missing = e2e.run_cli(["--export-dir", os.path.join(work, "nope")], env=env)
        check(missing.returncode == 64 and missing.stderr.count("\n") == 1 and "--export-dir" in missing.stderr,
              f"a missing directory: {missing.returncode} {missing.stderr!r}")
        a_file = os.path.join(work, "file")
        open(a_file, "w").close()
        result = e2e.run_cli(["--export-dir", a_file], env=env)
        check(result.returncode == 64 and "not a directory" in result.stderr, f"a file: {result.stderr!r}")


def test_tab_with_two_phones_says_why_no_panel_opens(display):
    """With --compare, Tab opens no panel (it tunes one sheet); the window says so instead of
    doing nothing, and keeps its size."""
    app = App(display, "--compare", "seed,fluid")
    try:
        spot = (195, 844 - 40)  # phone 1's bottom: the white page under the message
        check(not dark(app.pixel(*spot)[0]), "no message yet")
        width = app.xdotool("getwindowgeometry", app.window).stdout
        app.key("Tab")
        check(wait_until(lambda: dark(app.pixel(*spot)[0]), 30), "the window shows why")
        check(app.xdotool("getwindowgeometry", app.window).stdout == width, "no panel: the same size")
    finally:
        app.close()


def test_export_key_with_two_phones_exports_each(display):
    with tempfile.TemporaryDirectory() as target:
        app = App(display, "--compare", "seed,fluid", "--export-dir", target)
        try:
            app.key("e")
            first = os.path.join(target, "sheet-config.json")
            second = os.path.join(target, "sheet-config-2.json")
            check(wait_until(lambda: "exported" in "".join(app.stderr), 30),
                  f"the window says where: {''.join(app.stderr)!r}")
            said = "".join(app.stderr)
            folder = os.path.realpath(target)
            check(said.startswith(f"SheetDesktop: exported to {folder}: phone 1 (seed): "
                                  "sheet-config.json, ")
                  and "; phone 2 (fluid): sheet-config-2.json, " in said
                  and said.count("\n") == 1 and said.count(folder) == 1,
                  f"one line naming the folder once, then each phone's files: {said!r}")
            with open(first) as handle:
                seed = json.load(handle)
            with open(second) as handle:
                fluid = json.load(handle)
            check(seed != fluid, "each phone's own constants")
            # Each is what a run of that preset alone exports.
            for exported, preset in ((seed, "seed"), (fluid, "fluid")):
                alone = os.path.join(target, preset)
                os.mkdir(alone)
                result = e2e.run_cli(["--preset", preset, "--export", "json", "--export-dir", alone])
                check(result.returncode == 0, f"{preset}: {result.stderr!r}")
                with open(os.path.join(alone, "sheet-config.json")) as handle:
                    check(json.load(handle) == exported, f"phone {preset} exports {preset}'s constants")
        finally:
            app.close()


def files_in(folder):
    return sum(len(names) for _, _, names in os.walk(folder))


def test_a_signal_mid_package_export_removes_the_folder(display):
    """--export swift-package writes 129 files: SIGTERM between two of them (the tests' build
    waits after the 20th for it, SHEETLAB_EXPORT_PAUSE_AFTER) removes the folder, says so in
    one line and exits 143; nothing of the package is left."""
    with tempfile.TemporaryDirectory() as work:
        env = dict(os.environ, SHEETLAB_EXPORT_PAUSE_AFTER="20")
        process = subprocess.Popen([e2e.BIN, "--export", "swift-package", "--export-dir", work],
                                   stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                   env=env)
        folder = os.path.join(work, "TunedSheet")
        try:
            check(wait_until(lambda: files_in(folder) >= 20, 60),
                  f"the export wrote its first files: {files_in(folder)}")
            process.send_signal(signal.SIGTERM)
            out, err = process.communicate(timeout=60)
        finally:
            if process.poll() is None:
                process.kill()
                process.wait()
        check(process.returncode == 143 and out == "" and err.count("\n") == 1
              and "stopped by SIGTERM" in err and "removed" in err,
              f"one line and 143: {process.returncode} {out!r} {err!r}")
        check(os.listdir(work) == [], f"nothing left: {os.listdir(work)}")
