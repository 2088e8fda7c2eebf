#!/usr/bin/env python3
"""The exported page under hostile input (issue 27): a `--content` written as HTML and script
is shown as text and never runs, and a malformed `#start=` hash (a percent sign with no hex
after it, which `decodeURIComponent` refuses) leaves the page's engine started, resting on the
page; detents named with `%` open where `--start` names them (only `#start=` is URL-decoded);
with scripts off (a viewer that runs none) the page says so. One headless Chromium, seven
page loads: about 10 s.

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
        path = web_sheet.app("--content", content, "--export", "html",
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
                page.send("Page.navigate", {"url": "file://" + path + "#start=%ZZ"})
                time.sleep(3)  # a loaded page starts in well under a second
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
            # A viewer that runs no script (iOS's Quick Look in Files and Mail) must say why the
            # page is still, not show a page that looks ready and never moves.
            page = browser.page(390, 844)
            page.send("Emulation.setScriptExecutionDisabled", {"value": True})
            page.send("Page.navigate", {"url": "file://" + path})
            time.sleep(2)
            still = page.eval("document.body.innerText")
            if "does not run scripts" not in still:
                failures.append(f"with scripts off the page does not say why: {still!r}")
            page.close()
        finally:
            browser.close()
    for failure in failures:
        print("FAIL", failure)
    print(f"web_hostile: {len(failures)} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
