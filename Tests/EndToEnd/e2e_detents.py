"""End-to-end tests of issue 12's detent lists: a three-detent sheet stepped with keys,
dragged slowly and flicked between detents (xdotool), checked on --events and on pixels;
bad lists exit 64. Collected by e2e.py."""
import e2e
from e2e import App, check, expect_pixel, run_cli

THREE = ["--detents", "peek=120,half=50%,full=max", "--dismiss-height", "80"]
WHITE = (255, 255, 255)


def settled_after(app, count):
    settled = app.wait_for("settled", count=count)
    check(settled is not None, f"settled #{count} never came: {app.events[-4:]}")
    return settled


def test_keys_step_through_three_detents(display):
    app = App(display, *THREE)
    try:
        app.key("Return")
        first = settled_after(app, 1)
        check(first["detent"] == "peek" and first["index"] == 0 and first["height"] == 120,
              f"presents at the lowest detent: {first}")
        # 120 pt tall: white 60 pt above the bottom, the dimmed page 200 pt above it.
        expect_pixel(app, 195, 844 - 60, WHITE, "detents-peek-sheet")
        e2e.poll(lambda: app.pixel(195, 844 - 200)[0], lambda page: page != WHITE,
                 "above the peeking sheet the page is dimmed", interval=0.1)
        visited = []
        for key, count in [("Up", 2), ("Up", 3), ("Down", 4), ("Down", 5)]:
            app.key(key)
            settled = settled_after(app, count)
            visited.append((settled["detent"], settled["index"], settled["height"]))
            if count == 2:
                expect_pixel(app, 195, 844 - 400, WHITE, "detents-half-sheet")
        check(visited == [("half", 1, 422), ("full", 2, 780), ("half", 1, 422), ("peek", 0, 120)],
              f"Up/Down visit every detent in order: {visited}")
        app.key("Down")
        dismiss = app.wait_for("dismiss")
        check(dismiss is not None and dismiss["reason"] == "key",
              f"Down from the lowest dismisses: {dismiss}")
    finally:
        app.close()


def test_slow_drag_down_from_full_lands_on_half(display):
    def held_drag(app):
        # From the top (780 pt) down 250 pt to 530 pt, held still: rule 4, the highest detent
        # at or below the sheet short of the one it leaves.
        app.drag([(195, 200 + i * 10) for i in range(26)], hold=0.25)
        return app.wait_for("drag-end")
    # Held still, the release's velocity is exactly 0; one the X server saw sooner after the
    # last move (xdotool stalled before the pause) is made again.
    app, end = e2e.with_release_velocity(lambda: App(display, *THREE, "--start", "full"), held_drag,
                                         (-1e-9, 1e-9))
    try:
        check(end["velocity"] == 0 and end["target"] == "half" and end["rule"] == 4,
              f"drag-end {end}")
        settled = settled_after(app, 2)
        check(settled["detent"] == "half" and settled["index"] == 1 and settled["height"] == 422,
              f"settled {settled}")
        expect_pixel(app, 195, 844 - 400, WHITE, "detents-dragged-to-half")
    finally:
        app.close()


def flick_down_from_full(policy, display):
    """A fast 480 pt flick down from full; returns (drag-end, settled)."""
    def flick(app):
        app.drag([(195, 100 + i * 60) for i in range(9)], step_delay=0.012)
        return app.wait_for("drag-end")
    app, end = e2e.with_release_velocity(
        lambda: App(display, *THREE, "--start", "full", "--policy", policy), flick, (300, float("inf")))
    try:
        settled = settled_after(app, 2)
        return end, settled
    finally:
        app.close()


def test_a_flick_skips_detents_with_seed_but_moves_one_with_sequential(display):
    end, settled = flick_down_from_full("seed", display)
    check(end["velocity"] > 300 and 250 < end["height"] < 422, f"a fast flick below half: {end}")
    check(end["target"] == "peek" and end["rule"] == 4 and settled["detent"] == "peek",
          f"seed lands at the detent it reached: {end} {settled}")
    end, settled = flick_down_from_full("sequential", display)
    check(end["velocity"] > 300, f"a fast flick: {end}")
    check(end["target"] == "half" and end["rule"] == 2 and settled["index"] == 1,
          f"sequential moves one detent from full: {end} {settled}")


def test_undimmed_detent_leaves_the_page_clear_up_to_it(display):
    app = App(display, *THREE, "--undimmed-detent", "half", "--start", "half")
    try:
        settled_after(app, 1)
        # The page's white margin above the sheet: clear at half, dimmed once at full.
        expect_pixel(app, 8, 100, WHITE, "detents-undimmed-half")
        app.key("Up")
        settled = settled_after(app, 2)
        check(settled["detent"] == "full", f"stepped up to full: {settled}")
        # The scaled page's margin, above the sheet, once the frame at full is drawn.
        e2e.poll(lambda: app.pixel(20, 45)[0], lambda margin: max(margin) < 200,
                 "above full the page is dimmed", interval=0.1)
    finally:
        app.close()


def test_bad_detent_lists_exit_64(display):
    for args, words in [
        (["--detents", "low=400,high=300"], ["high", "low"]),
        (["--detents", "a=150,max"], ["a (150 pt)", "--dismiss-height"]),
        (["--detents", "a=tall"], ["a=tall"]),
        (["--style", "card", "--detents", "300,max"], ["--style card"]),
    ]:
        result = run_cli(args)
        check(result.returncode == 64, f"{args} exits 64, got {result.returncode}")
        check(result.stderr.count("\n") == 1 and all(w in result.stderr for w in words),
              f"{args}: one line naming {words}: {result.stderr!r}")
