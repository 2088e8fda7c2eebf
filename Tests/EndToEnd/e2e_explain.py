"""End-to-end tests of `explain`: why each release of a trace landed where it did, rule by
rule, for a live recorded drag and for a built-in gesture; its usage errors. Collected by
e2e.py."""
import json
import os
import tempfile

from e2e import App, check, run_cli, write


def drag_ends(events):
    return [(e["target"], e["rule"], e["velocity"]) for e in events if e["event"] == "drag-end"]


def test_explain_tells_why_each_live_release_landed(display):
    with tempfile.TemporaryDirectory() as work:
        trace = os.path.join(work, "session.jsonl")
        app = App(display, "--start", "default", "--record", trace)
        try:
            app.drag([(195, 580 - i * 30) for i in range(7)])  # a fast flick up
            app.wait_for("settled", count=2)
            app.drag([(195, 200 + i * 15) for i in range(15)], hold=0.25)  # down, then still
            app.wait_for("settled", count=3)
        finally:
            app.close()
        live = drag_ends(app.events)
        check(len(live) == 2, f"two releases: {live}")
        text = run_cli(["explain", trace])
        check(text.returncode == 0 and text.stderr == "", f"explain: {text.returncode} {text.stderr!r}")
        blocks = text.stdout.split("\n\n")
        check(blocks[0].endswith(f"2 releases, window 390x844, style sheet (policy seed), "
                                 "--velocity-window 0.1 s"), f"heading: {blocks[0]!r}")
        for block, (target, rule, _) in zip(blocks[1:], live):
            last = block.splitlines()[-1]
            check(last == f"  → {target} by rule {rule} of seed", f"the outcome is the live one: {last!r}")
            check(f"rule {rule}: " in block and "MATCHED → " + target in block,
                  f"the deciding rule is marked: {block}")
        check("velocity -" in blocks[1] and "least-squares" in blocks[1] and "    t " in blocks[1],
              f"the flick's velocity is fitted from listed samples: {blocks[1]}")
        check("held still" in blocks[2] or "least-squares" in blocks[2], f"the hold: {blocks[2]}")
        result = run_cli(["explain", trace, "--format", "json"])
        check(result.returncode == 0, f"--format json: {result.stderr!r}")
        data = json.loads(result.stdout)
        releases = data["releases"]
        check([(r["target"], r["rule"]) for r in releases] == [(t, r) for t, r, _ in live],
              f"JSON outcomes: {[(r['target'], r['rule']) for r in releases]} vs {live}")
        for release, (_, _, velocity) in zip(releases, live):
            check(abs(release["velocity"]["value"] - velocity) < 0.01,
                  f"the velocity the events reported: {release['velocity']['value']} vs {velocity}")
            check(release["steps"][-1]["matched"] and release["steps"][-1]["rule"] == release["rule"],
                  f"the last step decided: {release['steps'][-1]}")


def test_explain_a_gesture_on_the_command_lines_constants(display):
    result = run_cli(["explain", "gesture:short-fast-flick-up", "--preset", "gorhom", "--format=json"])
    check(result.returncode == 0, f"{result.returncode} {result.stderr!r}")
    release = json.loads(result.stdout)["releases"][0]
    replay = run_cli(["--replay", "gesture:short-fast-flick-up", "--preset", "gorhom", "--headless",
                      "--events"])
    end = [json.loads(line) for line in replay.stdout.splitlines() if '"drag-end"' in line][0]
    check((release["target"], release["rule"]) == (end["target"], end["rule"]),
          f"explain {release['target']} by {release['rule']}, replay {end}")
    check(release["rules"] == "linear", f"gorhom projects linearly: {release['rules']}")
    tap = run_cli(["explain", "gesture:tap"])
    check(tap.returncode == 0 and "no drag was let go" in tap.stdout, f"a tap decides nothing: {tap.stdout!r}")


def test_explain_refuses_what_it_cannot_do(display):
    with tempfile.TemporaryDirectory() as work:
        bad = write(work, "bad.jsonl", '{"sheetlab-trace": 1, "config": {}}\n{"t": 1, "input": "warp"}\n')
        good = write(work, "good.jsonl", '{"sheetlab-trace": 1, "config": {}}\n')
        for args, words, status in (
            (["explain"], "explain needs a TRACE", 64),
            (["explain", good, "--format", "md"], "--format: unknown value 'md'", 64),
            (["explain", good, "--format", "json", "--format", "text"], "--format is given twice", 64),
            (["explain", good, "--format"], "--format needs a value", 64),
            (["explain", good, "--preset", "vaul"], "unexpected argument '--preset'", 64),
            (["explain", "gesture:nope"], "explain: unknown gesture 'nope'", 64),
            (["explain", "gesture:tap", "--dim-alpha", "2"], "--dim-alpha", 64),
            (["explain", "gesture:tap", "--events"], "--events is not one of the sheet's constants", 64),
            (["explain", "gesture:tap", "--page-image", "/nonexistent.png"],
             "--page-image is not one of the sheet's constants", 64),
            (["explain", os.path.join(work, "missing.jsonl")], "cannot read", 66),
            (["explain", work], "cannot read (a directory)", 66),
            (["explain", bad], "bad.jsonl: line 2: unknown input 'warp'", 65),
        ):
            result = run_cli(args)
            check(result.returncode == status and words in result.stderr and result.stderr.count("\n") == 1,
                  f"{args}: {result.returncode} {result.stderr!r}")
        # The replay path says the same about the same bad trace.
        replay = run_cli(["--replay", bad, "--headless"])
        check(replay.stderr == run_cli(["explain", bad]).stderr, f"as --replay says: {replay.stderr!r}")
        usage = run_cli(["explain", "--help"])
        check(usage.returncode == 0 and usage.stdout.startswith("usage: SheetDesktop explain"),
              f"explain --help: {usage.stdout!r}")
        check("SheetDesktop explain TRACE" in run_cli(["--help"]).stdout, "--help names explain")
