"""End-to-end tests of what the command line accepts and says: bad numbers in traces,
repeated and conflicting flags, escaped and cut messages, help and export text."""
import os
import subprocess
import tempfile

import e2e
from e2e import check, run_cli, write

HEADER = '{"sheetlab-trace":1,"config":{}}\n'


def display_env(display):
    return dict(os.environ, DISPLAY=display, SDL_VIDEODRIVER="x11")


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


def test_repeated_and_conflicting_flags_are_usage_errors(display):
    env = display_env(display)
    with tempfile.TemporaryDirectory() as work:
        trace = write(work, "t.jsonl", HEADER + '{"t":0.1,"input":"down","x":10,"y":10}\n')
        cases = [
            (["--config", os.path.join(work, "a.json"), "--config", os.path.join(work, "b.json")], "--config is given twice"),
            (["--top-inset", "1e24"], "--top-inset 1e+24 is out of range"),
            (["--replay", trace, "--preset", "fluid"], "--preset cannot be used with --replay"),
            (["--replay", trace, "--headless", "--start", "max"], "--start cannot be used with --replay"),
            (["--replay", trace, "--style", "half"], "--style cannot be used with --replay"),
            (["--export", "json", "--record", os.path.join(work, "r.jsonl")], "--record cannot be used with --export"),
            (["--export", "json", "--compare", "seed,fluid"], "--compare cannot be used with --export"),
            (["--export", "json", "--events"], "--events cannot be used with --export"),
            (["--replay", trace, "--headless", "--filmstrip-every", "2"], "--filmstrip-every needs --filmstrip"),
            (["plot", trace, "--out", os.path.join(work, "a.png"), "--out", os.path.join(work, "b.png")],
             "--out is given twice"),
            (["--help", "--bogus"], "unknown flag --bogus"),
            (["--bogus", "--help"], "unknown flag --bogus"),
            (["--compare", "seed,nope"], "'nope' is not a preset (seed, fluid"),
        ]
        for args, expected in cases:
            result = subprocess.run([e2e.BIN, *args], capture_output=True, text=True, timeout=30, env=env, cwd=work)
            check(result.returncode == 64 and result.stderr.count("\n") == 1 and expected in result.stderr,
                  f"{args[:3]}: {result.returncode} {result.stderr!r}")
        check(sorted(os.listdir(work)) == ["t.jsonl"], f"nothing written: {os.listdir(work)}")


def test_dash_h_and_help_content(display):
    for flag in ("-h", "--help"):
        result = run_cli([flag])
        check(result.returncode == 0 and "Usage:" in result.stdout, f"{flag}: {result.returncode} {result.stderr!r}")
    text = run_cli(["-h"]).stdout
    check("plot TRACE --out FILE.png" in text, "plot is documented in --help")
    for name in ("--record", "--frames", "--filmstrip"):
        block = text.split(f"  {name} ", 1)[1].split("\n  --", 1)[0]
        check("writes" in block, f"{name} is described as an output: {block!r}")


def test_export_swift_maps_each_style(display):
    with tempfile.TemporaryDirectory() as work:
        for style, expected in [("half", '.custom(identifier: .init("half"))'),
                                ("card", '.custom(identifier: .init("open"))'),
                                ("fixed", '.custom(identifier: .init("panel"))')]:
            result = subprocess.run([e2e.BIN, "--export", "swift", "--style", style], capture_output=True, text=True,
                                    timeout=30, cwd=work)
            check(result.returncode == 0, f"{style}: {result.returncode} {result.stderr!r}")
            path = os.path.join(work, result.stdout.strip())
            text = open(path, encoding="utf-8").read()
            os.remove(path)
            check(expected in text and "no UISheetPresentationController equivalent" not in text
                  and text.endswith("\n") and "// Not expressed by" in text, f"{style}: {text[-600:]!r}")
