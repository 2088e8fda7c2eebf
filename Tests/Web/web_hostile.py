#!/usr/bin/env python3
"""The exported page under hostile input (issue 27): a `--content` written as HTML and script
is shown as text and never runs, and a malformed `#start=` hash (a percent sign with no hex
after it, which `decodeURIComponent` refuses) leaves the page's engine started, resting on the
page; detents named with `%` open where `--start` names them (only `#start=` is URL-decoded);
the page with its test hook taken out (as a user's build exports it) still runs; with scripts
off (a viewer that runs none) the page says so. One headless Chromium, eight page loads:
about 10 s.

Usage: web_hostile.py PATH/TO/SheetDesktop
"""
import os
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.argv = sys.argv[:2]
import web_sheet  # noqa: E402  (its Browser and Page: the stdlib DevTools pipe client)

CONTENT = ("# Heading </script><script>document.title='RAN'</script>\n"
           "<img src=x onerror=\"document.title='RAN'\"> שלום مرحبا 👋\n")


def main():
    failures = []
    with tempfile.TemporaryDirectory() as work:
        content = os.path.join(work, "content.md")
        with open(content, "w", encoding="utf-8") as handle:
            handle.write(CONTENT)
        path = first = web_sheet.app("--content", content, "--export", "html",
                                     "--export-dir", work).stdout.strip()
        browser = web_sheet.Browser(os.path.join(work, "profile"))
        try:
            page = browser.page(390, 844)
            page.open(path + "#start=max")
            title = page.eval("document.title")
            images = page.eval("document.querySelectorAll('img:not([id]), [onerror]').length + "
                               "[...document.scripts].filter(s => /title='RAN'/.test(s.text)"
                               " && s.type !== 'application/json').length")
            text = page.eval("document.body.innerText")
            if "RAN" in title or images:
                failures.append(f"--content ran as HTML: title {title!r}, {images} <img>")
            for piece in ("<img src=x onerror=", "</script><script>", "שלום مرحبا"):
                if piece not in text:
                    failures.append(f"--content's {piece!r} is not shown as text")
            page.close()
            page = browser.page(390, 844)
            try:
                # Waits (60 s) for the loaded page's engine, as every test here does: a hash
                # that stopped it fails there.
                page.open(path + "#start=%ZZ")
                state = page.eval("sheetlab.machine.state")
                if state != "page":
                    failures.append(f"#start=%ZZ: the page is {state!r}, not resting on the page")
            except AssertionError as error:
                failures.append(f"#start=%ZZ: {error}")
            page.close()
            # A detent's name is data: `%` in it is no URL escape. The exported start (`--start
            # low%`) is used as it is; only `#start=` is URL-decoded (`half%2541` is `half%41`).
            detents = ["--detents", "low%=120,half%41=50%,full=max", "--dismiss-height", "60"]
            named = os.path.join(work, "named")
            os.mkdir(named)
            for start, hash_, want in (("low%", "", "low%"), ("half%41", "", "half%41"),
                                       ("low%", "#start=half%2541", "half%41"),
                                       ("low%", "#start=low%25", "low%")):
                path = web_sheet.app(*detents, "--start", start, "--export", "html",
                                     "--export-dir", named).stdout.strip()
                page = browser.page(390, 844)
                try:
                    page.open(path + hash_)
                    state = page.eval("sheetlab.machine.state")
                    if state != f"resting at {want}":
                        failures.append(f"--start {start} {hash_ or '(no hash)'}: the page is"
                                        f" {state!r}, not resting at {want}")
                except AssertionError as error:
                    failures.append(f"--start {start} {hash_}: {error}")
                page.close()
            # A user's page (a build without SHEETLAB_TEST_HOOKS) has no test hook: the lines
            # from the SHEETLAB TEST HOOK BEGIN marker's through the END marker's taken out, as
            # ConfigFile.htmlEngine does (its unit test has node check the Swift-stripped
            # engine). That page still runs: #debug shows the machine resting where #start says.
            with open(first, encoding="utf-8") as handle:
                lines = handle.read().split("\n")
            begin = [i for i, line in enumerate(lines) if "// SHEETLAB TEST HOOK BEGIN" in line]
            end = [i for i, line in enumerate(lines) if "// SHEETLAB TEST HOOK END" in line]
            if len(begin) != 1 or len(end) != 1 or begin[0] > end[0]:
                failures.append(f"the page's test hook markers: begin at {begin}, end at {end}")
            else:
                stripped = os.path.join(work, "stripped.html")
                with open(stripped, "w", encoding="utf-8") as handle:
                    handle.write("\n".join(lines[:begin[0]] + lines[end[0] + 1:]))
                page = browser.page(390, 844)
                try:
                    page.send("Page.navigate", {"url": "file://" + stripped + "#debug&start=max"})
                    deadline = time.time() + 30
                    shown = ""
                    while time.time() < deadline and not shown.startswith("resting at max"):
                        time.sleep(0.1)
                        shown = page.eval("(document.getElementById('sl-debug') || {}).textContent") or ""
                    hook = page.eval("typeof window.sheetlab")
                    if hook != "undefined" or not shown.startswith("resting at max"):
                        failures.append(f"the page without its test hook: window.sheetlab is {hook},"
                                        f" #debug says {shown!r}")
                except AssertionError as error:
                    failures.append(f"the page without its test hook: {error}")
                page.close()
            # A viewer that runs no script (iOS's Quick Look in Files and Mail) must say why the
            # page is still, not show a page that looks ready and never moves.
            page = browser.page(390, 844)
            page.send("Emulation.setScriptExecutionDisabled", {"value": True})
            page.send("Page.navigate", {"url": "file://" + first})
            # The page says it (its own text, no script) once loaded: waited for, up to 60 s.
            deadline = time.time() + 60
            while True:
                still = page.eval("document.body ? document.body.innerText : ''")
                if "does not run scripts" in still or time.time() >= deadline:
                    break
                time.sleep(0.05)
            if "does not run scripts" not in still:
                failures.append(f"with scripts off the page does not say why within 60 s: {still!r}")
            page.close()
        finally:
            browser.close()
    for failure in failures:
        print("FAIL", failure)
    print(f"web_hostile: {len(failures)} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
