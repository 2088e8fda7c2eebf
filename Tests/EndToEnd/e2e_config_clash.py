"""End-to-end: a config file valid alone and flags valid alone that clash are the user's
combination (64, saying so), not a bad file (65)."""
import json
import os
import tempfile

from e2e import check, run_cli


def test_a_file_and_flags_that_only_clash_together_are_a_usage_error(display):
    with tempfile.TemporaryDirectory() as work:
        exported = run_cli(["--start", "default", "--export", "json", "--export-dir", work])
        check(exported.returncode == 0, f"export: {exported.stderr!r}")
        config = os.path.join(work, "sheet-config.json")
        result = run_cli(["--config", config, "--detents", "peek=250,half=50%,full=max"])
        check(result.returncode == 64 and "--start: unknown value 'default'" in result.stderr
              and "each work alone, not together" in result.stderr and result.stderr.count("\n") == 1,
              f"exit {result.returncode}: {result.stderr!r}")
        # A file bad on its own is still the file's.
        bad = os.path.join(work, "bad.json")
        with open(bad, "w") as handle:
            json.dump({"sheetlab": 1, "detents": "500,300"}, handle)
        result = run_cli(["--config", bad])
        check(result.returncode == 65 and result.stderr.startswith(f"SheetDesktop: {bad}: --detents"),
              f"exit {result.returncode}: {result.stderr!r}")
