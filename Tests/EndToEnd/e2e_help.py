"""End-to-end tests of what the command line tells a new user: plot's own help, and the
--record error. Collected by e2e.py."""
import os
import re
import tempfile

import e2e
from e2e import check


def test_plot_help_prints_plots_usage(display):
    for flag in ("--help", "-h"):
        result = e2e.run_cli(["plot", flag])
        check(result.returncode == 0, f"plot {flag} exits 0: {result.returncode} {result.stderr!r}")
        check(result.stdout.startswith("usage: SheetDesktop plot TRACE --out FILE.png") and result.stderr == "",
              f"plot {flag} prints plot's usage on stdout: {result.stdout!r} {result.stderr!r}")
        check("--scale" in result.stdout and "PNG" in result.stdout, f"and what it does: {result.stdout!r}")
    # Every subcommand answers --help and -h with its own usage, exit 0 (gestures said 64).
    for command in ("matrix", "explain", "gestures"):
        for flag in ("--help", "-h"):
            result = e2e.run_cli([command, flag])
            check(result.returncode == 0 and result.stderr == ""
                  and result.stdout.startswith(f"usage: SheetDesktop {command}"),
                  f"{command} {flag}: {result.returncode} {result.stdout[:80]!r} {result.stderr!r}")
    result = e2e.run_cli(["--help"])
    check("\nKeys:\n" in result.stdout and "\nExit codes:\n" in result.stdout, "--help lists keys and exit codes")


def test_record_onto_an_existing_file_says_so_in_plain_words(display):
    env = dict(os.environ, DISPLAY=display, SDL_VIDEODRIVER="x11")
    with tempfile.TemporaryDirectory() as work:
        path = os.path.join(work, "mine.jsonl")
        with open(path, "w") as handle:
            handle.write("keep me\n")
        result = e2e.run_cli(["--record", path], env=env)
        check(result.returncode == 73 and result.stderr.count("\n") == 1, f"73, one line: {result.returncode} {result.stderr!r}")
        check(f"--record {path}" in result.stderr and "exists" in result.stderr, f"names the file: {result.stderr!r}")
        check(not re.search(r"\([^()]*\(", result.stderr), f"no parentheses inside parentheses: {result.stderr!r}")
        with open(path) as handle:
            check(handle.read() == "keep me\n", "the file is kept")
