"""End-to-end tests of what the command line accepts and says: bad numbers in traces,
repeated and conflicting flags, escaped and cut messages, help and export text."""
import os
import subprocess
import tempfile

import e2e
from e2e import check, run_cli

HEADER = '{"sheetlab-trace":1,"config":{}}\n'


def display_env(display):
    return dict(os.environ, DISPLAY=display, SDL_VIDEODRIVER="x11")


def write(work, name, text):
    path = os.path.join(work, name)
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(text)
    return path


def test_trace_numbers_out_of_range_exit_65_naming_line_and_key(display):
    with tempfile.TemporaryDirectory() as work:
        for key, line in [("w", '{"t":0.1,"input":"resize","w":3e9,"h":844}'),
                          ("h", '{"t":0.1,"input":"resize","w":390,"h":1e308}'),
                          ("x", '{"t":0.1,"input":"down","x":1e308,"y":10}')]:
            trace = write(work, "huge.jsonl", HEADER + line + '\n{"t":0.2,"input":"down","x":10,"y":10}\n')
            for extra in (["--headless"], []):
                result = run_cli(["--replay", trace, *extra], env=display_env(display))
                check(result.returncode == 65 and result.stderr.count("\n") == 1
                      and f'huge.jsonl: line 2: "{key}"' in result.stderr and "out of range" in result.stderr,
                      f"{key} {extra}: {result.returncode} {result.stderr!r}")


def is_safe(text):
    return not any(ord(c) < 0x20 and c != "\n" or 0x7F <= ord(c) <= 0x9F for c in text)


def test_echoed_user_text_is_escaped_and_cut(display):
    env = display_env(display)
    with tempfile.TemporaryDirectory() as work:
        config = write(work, "evil.json", '{"\\u001b[31mred\\u0007\\u0000": 1}')
        result = run_cli(["--config", config], env=env)
        check(result.returncode == 65 and result.stderr.count("\n") == 1 and is_safe(result.stderr)
              and "\\u{1B}[31mred\\u{07}\\u{00}" in result.stderr, f"config key: {result.returncode} {result.stderr!r}")
        result = run_cli(["--content", os.path.join(work, "no\x1b]0;title\x07such.txt")], env=env)
        check(result.returncode == 66 and is_safe(result.stderr), f"path: {result.returncode} {result.stderr!r}")
    for args in (["--dim-alpha", "9" * 100_000], ["--window", "\x1b[2J" + "x" * 100_000], ["--" + "y" * 100_000]):
        result = run_cli(args, env=env)
        check(result.returncode == 64 and result.stderr.count("\n") == 1 and len(result.stderr) < 300
              and "…" in result.stderr and is_safe(result.stderr),
              f"{args[0][:20]}: {result.returncode} {len(result.stderr)} {result.stderr[:200]!r}")
