"""End-to-end tests of `--export FORMAT` on the command line: where the file lands.
Collected by e2e.py."""
import os
import tempfile

import e2e
from e2e import check


def test_export_writes_into_export_dir_and_never_replaces(display):
    with tempfile.TemporaryDirectory() as cwd, tempfile.TemporaryDirectory() as target:
        def export(*args):
            return e2e.subprocess.run([e2e.BIN, *args], capture_output=True, text=True, timeout=30, cwd=cwd)

        first = export("--export", "swift", "--export-dir", target)
        path = os.path.join(target, "SheetConstants.swift")
        check(first.returncode == 0 and first.stdout == path + "\n",
              f"exit 0 and the path printed: {first.returncode} {first.stdout!r} {first.stderr!r}")
        check(os.path.isfile(path), f"the file is in --export-dir: {os.listdir(target)}")
        check(os.listdir(cwd) == [], f"nothing in the working directory: {os.listdir(cwd)}")
        with open(path) as handle:
            kept = handle.read()
        second = export("--export=swift", f"--export-dir={target}")
        check(second.returncode == 0 and second.stdout == os.path.join(target, "SheetConstants-2.swift") + "\n",
              f"a second export gets a new name: {second.stdout!r}")
        with open(path) as handle:
            check(handle.read() == kept, "the first export is kept as it was")
        json_export = export("--export", "json", "--export-dir", target)
        check(json_export.returncode == 0 and os.path.isfile(os.path.join(target, "sheet-config.json")),
              f"json too: {json_export.stdout!r} {json_export.stderr!r}")


def test_export_dir_problems_and_run_flags_with_export(display):
    with tempfile.TemporaryDirectory() as work:
        missing = e2e.run_cli(["--export", "json", "--export-dir", os.path.join(work, "nope")])
        check(missing.returncode == 64 and missing.stderr.count("\n") == 1 and "--export-dir" in missing.stderr,
              f"a missing directory: {missing.returncode} {missing.stderr!r}")
        # Read-only for everyone: root writes into it all the same, so a root run checks as nobody.
        locked = os.path.join(work, "locked")
        os.mkdir(locked)
        os.chmod(locked, 0o555)
        e2e.open_to_all(work)
        result = e2e.subprocess.run(e2e.unprivileged(["--export", "json", "--export-dir", locked]),
                                    capture_output=True, text=True, timeout=30)
        check(result.returncode == 73 and result.stderr.count("\n") == 1 and os.listdir(locked) == [],
              f"unwritable: {result.returncode} {result.stderr!r}")
        result = e2e.run_cli(["--export", "json", "--export-dir", work, "--hud"])
        check(result.returncode == 64 and "--hud cannot be used with --export" in result.stderr,
              f"a run-only flag is still refused: {result.returncode} {result.stderr!r}")
