"""End-to-end proof that frames drawn and sent only where they changed leave no stale pixel
(issue 28): every golden trace replayed in a real window under Xvfb, and after every frame the
window's pixels read back from the X server (XGetImage) are compared with a full redraw of the
same scene (SHEETLAB_VERIFY_FRAMES=1, FrameVerifier): counted in pixels, not timed. Collected
by e2e.py."""
import collections
import glob
import json
import os
import subprocess

from e2e import BIN, check, each_case

GOLDEN = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Golden")
TRACES = sorted(glob.glob(os.path.join(GOLDEN, "*.jsonl")))
Group = collections.namedtuple("Group", "name traces")
# Four groups, so that the shards share them (about 15 s each).
GROUPS = [Group(f"{index + 1} of 4", TRACES[index::4]) for index in range(4)]


def verify(display, trace, *flags):
    """The verification line of `trace` replayed in a window, every replayed frame drawn."""
    env = dict(os.environ, DISPLAY=display, SDL_VIDEODRIVER="x11", SHEETLAB_VERIFY_FRAMES="1",
               SHEETLAB_VERIFY_DEBUG="1")
    result = subprocess.run([BIN, "--replay", trace, *flags], capture_output=True, text=True,
                            timeout=300, env=env)
    name = os.path.basename(trace)
    check(result.returncode == 0, f"{name}: exit {result.returncode}: {result.stderr[-800:]!r}")
    lines = [json.loads(line)["verify"] for line in result.stdout.splitlines()
             if line.startswith('{"verify"')]
    check(len(lines) == 1, f"{name}: one verification line: {result.stdout[-400:]!r}")
    figures = lines[0]
    check(figures["frames"] > 0 and figures["pixels"] > 0, f"{name}: frames compared: {figures}")
    check(figures["differing_frames"] == 0 and figures["differing_pixels"] == 0,
          f"{name}: the window showed pixels a full redraw does not: {figures}\n"
          f"{result.stderr[-1500:]}")
    return figures


@each_case(GROUPS)
def test_every_golden_trace_in_a_window_equals_a_full_redraw_after_every_frame(display, case):
    check(len(TRACES) >= 20, f"the golden traces: {len(TRACES)}")
    rows = changed = frames = 0
    for trace in case.traces:
        figures = verify(display, trace)
        rows += figures["rows"]
        changed += figures["changed_rows"]
        frames += figures["frames"]
    # Frames are drawn and sent only where they changed: over these traces (drags, flicks,
    # taps, resizes) well under every row of every frame.
    check(changed < rows * 0.9, f"rows drawn and sent {changed} of {rows} shown")
    print(f"    {len(case.traces)} traces, {frames} frames compared with full redraws, no "
          f"pixel differing; {changed / rows:.0%} of their rows drawn and sent")


def test_the_hud_and_the_panel_change_only_their_rows_and_leave_none_stale(display):
    """The HUD (numbers changing every frame) and the tuning panel beside the phone, over a
    trace that drags, flings and dismisses: still no stale pixel."""
    figures = verify(display, os.path.join(GOLDEN, "sheet-seed.jsonl"), "--hud", "--panel")
    check(figures["changed_rows"] < figures["rows"], f"not every row redrawn: {figures}")
