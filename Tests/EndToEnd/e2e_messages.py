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
