"""Pointer timing: a drag's velocity is measured from when the X server saw each motion, not
from when the app got round to reading it, so a busy app still sees the gesture the hand
made. Collected by e2e.py."""
import signal
import time

import e2e
from e2e import App, check


def test_a_drag_read_late_keeps_its_own_speed(display):
    """From max, a slow 50 pt pull down (250 pt/s) while the app is stopped: all of it is read
    at once afterwards. Read-time stamps would make it a fast downward flick (rule 4, default);
    the server's times keep it slow, so its top, still high, takes it back to max (rule 2)."""
    def pull(app):
        app.xdotool("mousemove", "--window", app.window, "195", "200", "mousedown", "1")
        time.sleep(0.3)
        app.process.send_signal(signal.SIGSTOP)
        try:
            args = []
            for step in range(1, 11):
                args += ["sleep", "0.02", "mousemove", "--window", app.window, "195", str(200 + step * 5)]
            app.xdotool(*args, "sleep", "0.02", "mouseup", "1")
        finally:
            app.process.send_signal(signal.SIGCONT)
        return app.wait_for("drag-end")
    # The X server times the pull too: one that stalled xdotool between its moves (a burst at
    # the server, so at the app) is made again; a burst the app itself made fails every time.
    app, end = e2e.with_release_velocity(lambda: App(display, "--start", "max"), pull, (0, 600))
    try:
        check(0 < end["velocity"] < 600, f"the pull's own speed, not a burst: {end}")
        check(end["target"] == "max" and end["rule"] == 2, f"a slow pull from max returns to max: {end}")
    finally:
        app.close()
