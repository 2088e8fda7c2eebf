"""End-to-end test of `make install` and `make uninstall` (issue 26 §6): the app installed into a
temporary DESTDIR runs with the clone's Resources out of its reach, and what it installs beside
itself (desktop entry, icons, man page, bash completion) is well formed. Collected by e2e.py.

The clone's Resources is put out of reach in a private mount namespace (`unshare`, with an
empty directory bind-mounted over it) that only the commands run there see: the other tests,
running beside this one, still read the clone's fonts."""
import gzip
import os
import shutil
import subprocess
import tempfile

import e2e
from e2e import check

CLONE = os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
RESOURCES = os.path.join(CLONE, "Resources")
ICON_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)


def make(target, destdir):
    """`make TARGET` in the clone, into DESTDIR with PREFIX=/usr, installing the binary under
    test (the one `make test` built) rather than building one."""
    # A make run by `make test` passes its job server down in MAKEFLAGS; this make is its own.
    env = {k: v for k, v in os.environ.items() if k not in ("MAKEFLAGS", "MFLAGS", "MAKELEVEL")}
    result = subprocess.run(["make", "--no-print-directory", "-C", CLONE, target, f"DESTDIR={destdir}",
                             "PREFIX=/usr", f"INSTALL_BIN={e2e.BIN}"],
                            capture_output=True, text=True, timeout=120, env=env)
    check(result.returncode == 0, f"make {target}: {result.returncode} {result.stderr[-2000:]!r}")


def out_of_reach(args, empty):
    """Runs `args` where the clone's Resources is the empty directory `empty` (a private mount
    namespace: root's own, or a user namespace's for anyone else), with no SHEETLAB_FONTS."""
    namespace = ["unshare", "--mount", "--propagation", "private"]
    if os.geteuid() != 0:
        namespace.insert(1, "--map-root-user")
    script = 'mount --bind "$1" "$2" && test ! -e "$2/fonts" && shift 2 && exec "$@"'
    env = {k: v for k, v in os.environ.items() if k != "SHEETLAB_FONTS"}
    return subprocess.run([*namespace, "sh", "-c", script, "sh", empty, RESOURCES, *args],
                          capture_output=True, text=True, timeout=120, env=env)


def last_frame(directory):
    names = sorted(os.listdir(directory))
    check(names, f"no frames in {directory}")
    with open(os.path.join(directory, names[-1]), "rb") as handle:
        return len(names), handle.read()


def completes(script, *words):
    """What the installed completion offers for the command line `words` (the last is the word
    being completed)."""
    line = " ".join(f"'{word}'" for word in words)
    program = (f'source "{script}"; COMP_WORDS=({line}); COMP_CWORD=$(({len(words)} - 1)); '
               '_sheetlab; printf "%s\\n" "${COMPREPLY[@]}"')
    result = subprocess.run(["bash", "-c", program], capture_output=True, text=True, timeout=30)
    check(result.returncode == 0 and result.stderr == "", f"completion ran: {result.stderr!r}")
    return result.stdout.split()


def test_the_installed_copy_runs_without_the_clone(display):
    for tool in ("make", "unshare", "desktop-file-validate", "man"):
        check(shutil.which(tool), f"{tool} is missing (make test installs it)")
    with tempfile.TemporaryDirectory() as work:
        destdir, empty = os.path.join(work, "root"), os.path.join(work, "empty")
        os.mkdir(empty)
        make("install", destdir)
        usr = os.path.join(destdir, "usr")
        share = os.path.join(usr, "share")
        installed = os.path.join(usr, "bin", "sheetlab")
        icons = [os.path.join(share, "icons", "hicolor", f"{size}x{size}", "apps", "sheetlab.png")
                 for size in ICON_SIZES]
        icons.append(os.path.join(share, "icons", "hicolor", "scalable", "apps", "sheetlab.svg"))
        desktop = os.path.join(share, "applications", "sheetlab.desktop")
        man = os.path.join(share, "man", "man1", "sheetlab.1.gz")
        completion = os.path.join(share, "bash-completion", "completions", "sheetlab")
        fonts = [os.path.join(share, "sheetlab", "fonts", name)
                 for name in ("NotoSansSC-Regular.otf", "NotoSansSC-Bold.otf", "LICENSE-OFL.txt")]
        web = [os.path.join(share, "sheetlab", "web", name) for name in ("sheet.html", "sheet-engine.js")]
        for path in [installed, desktop, man, completion, *icons, *fonts, *web]:
            check(os.path.isfile(path), f"make install put no {os.path.relpath(path, destdir)}")
        check(os.access(installed, os.X_OK), "the binary is executable")

        # The clone's own binary finds no fonts there: the clone is out of reach indeed.
        result = out_of_reach([e2e.BIN, "--replay", "gesture:tap", "--headless"], empty)
        check(result.returncode == 66 and "fonts" in result.stderr,
              f"the clone's binary, its Resources hidden: {result.returncode} {result.stderr!r}")
        # Its page export finds the installed template and engine (and fonts) beside it.
        pages = os.path.join(work, "pages")
        os.mkdir(pages)
        result = out_of_reach([installed, "--export", "html", "--export-dir", pages], empty)
        check(result.returncode == 0 and result.stdout == os.path.join(pages, "sheet.html") + "\n",
              f"installed --export html: {result.returncode} {result.stdout!r} {result.stderr!r}")
        with open(os.path.join(pages, "sheet.html"), encoding="utf-8") as handle:
            page = handle.read()
        with open(os.path.join(RESOURCES, "web", "sheet-engine.js"), encoding="utf-8") as handle:
            check(handle.read() in page, "the page holds the installed engine, unchanged")
        result = out_of_reach([installed, "--version"], empty)
        check(result.returncode == 0 and result.stdout.startswith("SheetLab "),
              f"installed --version: {result.returncode} {result.stdout!r} {result.stderr!r}")
        frames = os.path.join(work, "frames")
        result = out_of_reach([installed, "--replay", "gesture:tap", "--headless", "--events",
                               "--frames", frames], empty)
        check(result.returncode == 0 and result.stderr == "",
              f"installed headless replay: {result.returncode} {result.stderr!r}")
        check('"event":"quit"' in result.stdout, f"the replay ran to its end: {result.stdout[-300:]!r}")
        # Its screenshots are the clone's, pixel for pixel: the fonts it found are the bundled ones.
        ours = os.path.join(work, "clone-frames")
        clone = subprocess.run([e2e.BIN, "--replay", "gesture:tap", "--headless", "--frames", ours],
                               capture_output=True, text=True, timeout=120)
        check(clone.returncode == 0, f"the clone's replay: {clone.stderr!r}")
        count, frame = last_frame(frames)
        check(frame.startswith(b"\x89PNG"), "the frames are PNG images")
        check((count, frame) == last_frame(ours),
              f"the installed copy's {count} frames end as the clone's do")

        result = subprocess.run(["desktop-file-validate", desktop], capture_output=True, text=True)
        check(result.returncode == 0 and result.stdout + result.stderr == "",
              f"desktop-file-validate: {result.stdout!r} {result.stderr!r}")
        with open(desktop) as handle:
            entry = handle.read()
        check("\nExec=sheetlab\n" in entry and "\nIcon=sheetlab\n" in entry, f"entry: {entry!r}")

        env = dict(os.environ, MANWIDTH="80", LC_ALL="C.UTF-8")
        result = subprocess.run(["man", "--warnings", "-E", "UTF-8", "-l", man], capture_output=True,
                                text=True, env=env, timeout=60)
        check(result.returncode == 0 and result.stderr == "", f"man -l: {result.stderr!r}")
        page = result.stdout
        check("sheetlab - feel and tune an iOS-style bottom sheet" in page, f"NAME: {page[:300]!r}")
        for expected in ("--default-height PT", "sheetlab matrix", "KEYS", "EXIT STATUS"):
            check(expected in page, f"the page has {expected!r}")
        with gzip.open(man, "rt") as handle:
            check(handle.read().startswith('.\\" Generated by'), "the page is the generated one")

        result = subprocess.run(["bash", "-n", completion], capture_output=True, text=True)
        check(result.returncode == 0, f"bash -n: {result.stderr!r}")
        check(completes(completion, "sheetlab", "--sty") == ["--style"], "completes a flag")
        check(completes(completion, "sheetlab", "--style", "") == ["sheet", "fixed", "modal", "half",
                                                                    "card", "peek"], "a flag's values")
        check("list" in completes(completion, "sheetlab", "--device", ""), "--device list")
        check(completes(completion, "sheetlab", "ma") == ["matrix"], "a command")
        check("seed,fluid" in completes(completion, "sheetlab", "matrix", "--presets", "seed,f"),
              "a command's list of presets")

        make("uninstall", destdir)
        left = [os.path.join(root, name) for root, _, names in os.walk(destdir) for name in names]
        check(left == [], f"make uninstall left {left}")


def test_a_replays_fit_detent_is_measured_with_the_fonts_given(display):
    """With no bundled fonts in reach, a replayed trace whose `fit` detent needs its content
    measured uses the --font and --bold-font given on the command line (it once asked for
    them even when they were given)."""
    with tempfile.TemporaryDirectory() as work:
        empty = os.path.join(work, "empty")
        os.mkdir(empty)
        fonts = os.path.join(work, "fonts")
        shutil.copytree(os.path.join(RESOURCES, "fonts"), fonts)
        trace = e2e.write(work, "fit.jsonl",
                          '{"sheetlab-trace":1,"config":{"detents":"150,fit,max","dismiss-height":100}}\n'
                          '{"t":0.5,"input":"key","key":"enter"}\n')
        body = e2e.write(work, "body.txt", "a body of text. " * 40)
        args = [e2e.BIN, "--replay", trace, "--headless", "--content", body, "--events"]
        result = out_of_reach(args, empty)
        check(result.returncode == 66 and "fonts" in result.stderr,
              f"without fonts it says so: {result.returncode} {result.stderr!r}")
        result = out_of_reach(args + ["--font", os.path.join(fonts, "NotoSansSC-Regular.otf"),
                                      "--bold-font", os.path.join(fonts, "NotoSansSC-Bold.otf")], empty)
        check(result.returncode == 0 and result.stderr == "",
              f"with --font and --bold-font it runs: {result.returncode} {result.stderr!r}")
        check('"event":"quit"' in result.stdout, f"to its end: {result.stdout[-300:]!r}")
