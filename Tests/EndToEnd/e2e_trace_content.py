"""End-to-end tests of a trace's recorded content heights: checked against a `fit` detent as
the window checks them at the start, from what the trace recorded (no fonts needed).
Collected by e2e.py."""
import json
import tempfile

from e2e import check, run_cli, write

FIT = {"detents": "a=150,fit,max", "start": "fit", "dismiss-height": 100}


def fit_trace(work, name, opening, later=None, content="hi"):
    header = {"sheetlab-trace": 1, "window": [390, 844], "config": FIT, "content": content}
    lines = [header, {"t": 0, "input": "content", "h": opening}, {"t": 0.5, "input": "key", "key": "up"}]
    if later is not None:
        lines.append({"t": 1, "input": "content", "h": later})
    return write(work, name, "\n".join(json.dumps(line) for line in lines) + "\n")


def test_a_recorded_content_that_breaks_a_fit_detent_is_the_traces_fault(display):
    with tempfile.TemporaryDirectory() as work:
        for height, words in ((0, "must be above --dismiss-height 100"), (1e12, "must be below max")):
            trace = fit_trace(work, "bad.jsonl", height)
            for args in (["--replay", trace, "--headless"], ["plot", trace, "--out", work + "/p.png"]):
                result = run_cli(args)
                check(result.returncode == 65 and "bad.jsonl: line 2: " in result.stderr
                      and words in result.stderr and result.stderr.count("\n") == 1,
                      f"{args[0]} with content {height}: {result.returncode} {result.stderr!r}")


def test_a_trace_is_checked_on_the_content_it_recorded_not_its_text_measured_again(display):
    with tempfile.TemporaryDirectory() as work:
        # "hi" lays out far below a=150, but the trace recorded 500 pt: that is what it played.
        trace = fit_trace(work, "ok.jsonl", 500, later=120)
        result = run_cli(["--replay", trace, "--headless", "--events"])
        check(result.returncode == 0, f"accepted: {result.returncode} {result.stderr!r}")
        first = [json.loads(line) for line in result.stdout.splitlines()][1]
        check(first.get("detent") == "fit" and first.get("height") == 500, f"starts at fit: {first}")
