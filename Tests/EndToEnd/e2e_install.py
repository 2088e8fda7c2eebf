"""End-to-end test of `make install` and `make uninstall` (issue 26 §6): the app installed into a
temporary DESTDIR runs with the clone's Resources out of its reach, and what it installs beside
itself (desktop entry, icons, man page, bash completion) is well formed. Collected by e2e.py.

`make install` and `make uninstall` touch only their own files: into a DESTDIR with a space
(or quotes, `$`, `;`, a leading `-`) beside a folder its first word names, with a user's files
among the installed ones, uninstall removes what install wrote and the folders it made once
empty, twice over; a path with a control character, a relative PREFIX, a `.` or `..` part or
PREFIX=/ is refused before anything is written or removed (64); a link on the way to a listed
file, or a folder or FIFO where one goes, is refused (73) and nothing is touched; uninstall
without a manifest removes nothing, and from a manifest only its own files and folders; a
binary that is not SheetLab, or fails to print its page, installs nothing.

The clone's Resources is put out of reach in a private mount namespace (`unshare`, with an
empty directory bind-mounted over it) that only the commands run there see: the other tests,
running beside this one, still read the clone's fonts."""
import gzip
import os
import shutil
import signal
import subprocess
import tempfile

import e2e
from e2e import check

CLONE = os.path.abspath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
RESOURCES = os.path.join(CLONE, "Resources")
SOURCES = os.path.join(CLONE, "Sources")
ICON_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)


def run_make(target, destdir, prefix="/usr", binary=None):
    """`make TARGET` in the clone, into DESTDIR with PREFIX, installing the binary under test
    (the one `make test` built) rather than building one; its result, whatever it is."""
    # A make run by `make test` passes its job server down in MAKEFLAGS; this make is its own.
    env = {k: v for k, v in os.environ.items() if k not in ("MAKEFLAGS", "MFLAGS", "MAKELEVEL")}
    return subprocess.run(["make", "--no-print-directory", "-C", CLONE, target, f"DESTDIR={destdir}",
                           f"PREFIX={prefix}", f"INSTALL_BIN={binary or e2e.BIN}"],
                          capture_output=True, text=True, timeout=120, env=env)


def make(target, destdir):
    """`make TARGET` into DESTDIR with PREFIX=/usr, which must succeed."""
    result = run_make(target, destdir)
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
        # Its Swift package copies the installed engine, the clone's SheetCore unchanged.
        result = out_of_reach([installed, "--export", "swift-package", "--export-dir", pages], empty)
        package = os.path.join(pages, "TunedSheet")
        check(result.returncode == 0 and result.stdout == package + "\n",
              f"installed --export swift-package: {result.returncode} {result.stdout!r} {result.stderr!r}")
        for rel in ("Sheet/SheetMachine.swift", "Release/UIKitReleasePolicy.swift"):
            with open(os.path.join(package, "Sources", "SheetEngine", rel), encoding="utf-8") as ours, \
                    open(os.path.join(SOURCES, "SheetCore", rel), encoding="utf-8") as clone:
                check(ours.read() == clone.read(), f"the package's {rel} is the clone's")
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
        check(tree(destdir) == {"usr/"}, f"make uninstall left folders: {sorted(tree(destdir))}")


# What `make install` writes below PREFIX (the list scripts/install.sh installs and removes).
INSTALLED = {"bin/sheetlab", "share/sheetlab/install-manifest",
             *(f"share/sheetlab/fonts/{name}" for name in
               ("NotoSansSC-Regular.otf", "NotoSansSC-Bold.otf", "LICENSE-OFL.txt")),
             "share/sheetlab/web/sheet.html", "share/sheetlab/web/sheet-engine.js",
             *(f"share/sheetlab/engine/{os.path.relpath(os.path.join(top, name), os.path.join(SOURCES, 'SheetCore'))}"
               for top, _, names in os.walk(os.path.join(SOURCES, "SheetCore")) for name in names
               if name.endswith(".swift")),
             *(f"share/sheetlab/swift-package/{os.path.relpath(os.path.join(top, name), os.path.join(RESOURCES, 'swift-package'))}"
               for top, _, names in os.walk(os.path.join(RESOURCES, "swift-package")) for name in names),
             "share/applications/sheetlab.desktop", "share/icons/hicolor/scalable/apps/sheetlab.svg",
             *(f"share/icons/hicolor/{size}x{size}/apps/sheetlab.png" for size in ICON_SIZES),
             "share/man/man1/sheetlab.1.gz", "share/bash-completion/completions/sheetlab"}


def tree(top):
    """Every file and folder below `top`, relative to it (a folder ends with /)."""
    found = set()
    for root, dirs, names in os.walk(top):
        relative = os.path.relpath(root, top)
        for name in dirs:
            found.add(os.path.normpath(os.path.join(relative, name)) + "/")
        for name in names:
            found.add(os.path.normpath(os.path.join(relative, name)))
    return found


def held(folder):
    """What a test says of a folder that should still be there."""
    return sorted(tree(folder)) if os.path.isdir(folder) else "nothing: it is gone"


def contents(top):
    """`tree(top)` with each file's bytes: what a test compares before and after."""
    return {path: (None if path.endswith("/") else open(os.path.join(top, path), "rb").read())
            for path in tree(top)}


def test_install_and_uninstall_touch_only_their_own_files(display):
    """DESTDIR `.../My Stage` beside a folder `.../My`: `rm -rf $(INSTALLED)` once split the
    path at its space and deleted `.../My`; and `rm -rf share/sheetlab`, in any DESTDIR, took
    a user's notes there with it."""
    with tempfile.TemporaryDirectory() as work:
        sibling = os.path.join(work, "My")
        os.mkdir(sibling)
        e2e.write(sibling, "keep.txt", "the sibling's own file\n")
        for name in ("My Stage", "stage"):
            destdir = os.path.join(work, name)
            usr = os.path.join(destdir, "usr")
            # Folders there before install (one empty, one holding a user's file) are not its own.
            os.makedirs(os.path.join(usr, "bin"))
            os.makedirs(os.path.join(usr, "share", "applications"))
            e2e.write(os.path.join(usr, "share", "applications"), "mine.desktop", "[Desktop Entry]\n")
            before = tree(destdir)
            # Nothing installed yet: uninstall removes nothing.
            make("uninstall", destdir)
            check(contents(sibling) == {"keep.txt": b"the sibling's own file\n"},
                  f"uninstall from {name!r}: the sibling folder My holds {held(sibling)}")
            check(tree(destdir) == before, f"uninstall from {name!r}, nothing installed, "
                                           f"changed {sorted(tree(destdir) ^ before)}")

            make("install", destdir)
            written = {path for path in tree(usr) if not path.endswith("/")} - {"share/applications/mine.desktop"}
            check(os.access(os.path.join(usr, "bin", "sheetlab"), os.X_OK), "the binary is executable")
            # A user's notes, put later in a folder install made.
            e2e.write(os.path.join(usr, "share", "sheetlab"), "notes.txt", "my notes\n")

            make("uninstall", destdir)
            check(contents(sibling) == {"keep.txt": b"the sibling's own file\n"},
                  f"uninstall from {name!r}: the sibling folder My holds {held(sibling)}")
            left = tree(destdir)
            expected = before | {"usr/share/sheetlab/", "usr/share/sheetlab/notes.txt"}
            check(left == expected, f"uninstall from {name!r} left {sorted(left - expected)}, "
                                    f"took {sorted(expected - left)}")
            with open(os.path.join(usr, "share", "sheetlab", "notes.txt")) as handle:
                check(handle.read() == "my notes\n", "the user's notes are intact")
            with open(os.path.join(usr, "share", "applications", "mine.desktop")) as handle:
                check(handle.read() == "[Desktop Entry]\n", "the user's desktop entry is intact")

            again = run_make("uninstall", destdir)
            check(again.returncode == 0, f"uninstall twice: {again.returncode} {again.stderr!r}")
            check(tree(destdir) == expected, f"uninstall twice changed {sorted(tree(destdir) ^ expected)}")
            check(written == INSTALLED, f"make install wrote {sorted(written ^ INSTALLED)} beside the list")


def test_install_and_uninstall_take_quotes_dollars_and_a_leading_dash(display):
    """Each character a shell or make would read is part of the path, not code."""
    with tempfile.TemporaryDirectory() as work:
        destdir = os.path.join(work, "-it's \"odd\" $HOME $(X) $$y; z", "stage")
        make("install", destdir)
        written = {path for path in tree(os.path.join(destdir, "usr")) if not path.endswith("/")}
        check(written == INSTALLED, f"make install wrote {sorted(written ^ INSTALLED)} beside the list")
        check(sorted(os.listdir(work)) == ["-it's \"odd\" $HOME $(X) $$y; z"],
              f"make install wrote beside its DESTDIR: {sorted(os.listdir(work))}")
        for turn in ("once", "twice"):
            result = run_make("uninstall", destdir)
            check(result.returncode == 0, f"uninstall {turn}: {result.returncode} {result.stderr!r}")
            check(tree(destdir) == {"usr/"}, f"uninstall {turn} left {sorted(tree(destdir))}")


def refused(result, action, code, needle):
    """`make ACTION` refused: the script's one line naming `needle`, make's line with `code`."""
    lines = [line for line in result.stderr.splitlines() if not line.startswith("make: ")]
    check(result.returncode != 0 and len(lines) == 1 and lines[0].startswith(f"{action}: ")
          and needle in lines[0] and f"Error {code}" in result.stderr,
          f"make {action} refused with one line and {code}: {result.returncode} {result.stderr!r}")


def test_install_and_uninstall_refuse_a_control_character_or_a_relative_prefix(display):
    with tempfile.TemporaryDirectory() as work:
        staged = os.path.join(work, "stage")
        make("install", staged)
        before = contents(work)
        for action in ("install", "uninstall"):
            result = run_make(action, os.path.join(work, "new\nline"))
            refused(result, action, 64, "control character")
            result = run_make(action, staged + "\n")
            refused(result, action, 64, "control character")
            result = run_make(action, staged, prefix="usr")
            refused(result, action, 64, "not an absolute path")
            check(contents(work) == before, f"refused make {action} changed "
                                            f"{sorted(set(contents(work).items()) ^ set(before.items()))}")
        # The script alone: its exit code, one line.
        env = dict(os.environ, DESTDIR=staged, PREFIX="/usr\t", INSTALL_BIN=e2e.BIN)
        result = subprocess.run([os.path.join(CLONE, "scripts", "install.sh"), "uninstall"],
                                capture_output=True, text=True, timeout=60, env=env)
        check(result.returncode == 64 and result.stdout == "" and result.stderr.count("\n") == 1,
              f"scripts/install.sh uninstall, a tab in PREFIX: {result.returncode} {result.stderr!r}")
        check(contents(work) == before, "the refused script changed nothing")


def test_install_fails_when_the_binary_cannot_print_its_man_page(display):
    """A binary that says it is SheetLab but fails its `--help-man` (or `--help-completion`):
    the page is made in a temporary folder first, so nothing at all is installed."""
    with tempfile.TemporaryDirectory() as work:
        for flag in ("--help-man", "--help-completion"):
            binary = e2e.write(work, "broken", '#!/bin/sh\n[ "$1" = --version ] && { echo "SheetLab 9"; exit 0; }\n'
                                               f'[ "$1" = {flag} ] && {{ echo partial; exit 3; }}\necho fine\n')
            os.chmod(binary, 0o755)
            destdir = os.path.join(work, "stage")
            result = run_make("install", destdir, binary=binary)
            refused(result, "install", 70, f"{flag} failed")
            check(not os.path.exists(destdir), f"install with a binary failing {flag} wrote {held(destdir)}")
            result = run_make("uninstall", destdir)
            check(result.returncode == 0 and not os.path.exists(destdir),
                  f"uninstall after the failed install: {result.returncode} {held(destdir)}")


def test_install_refuses_a_binary_that_is_not_sheetlab(display):
    """INSTALL_BIN=/bin/true installed an empty man page (exit 0); /bin/false wrote 18 files
    and then failed (70). Now `BIN --version` must say `SheetLab …` before anything is written."""
    with tempfile.TemporaryDirectory() as work:
        destdir = os.path.join(work, "stage")
        for binary in ("/bin/true", "/bin/false", shutil.which("ls")):
            result = run_make("install", destdir, binary=binary)
            refused(result, "install", 64, "is not SheetLab")
            check(not os.path.exists(destdir), f"install of {binary} wrote {held(destdir)}")


def run_script(action, destdir, prefix="/usr", binary=None, timeout=60):
    """scripts/install.sh ACTION itself, in its own process group (all of it is stopped if it
    hangs past `timeout`): (exit code or None when it hung, stdout, stderr)."""
    env = dict(os.environ, DESTDIR=destdir, PREFIX=prefix, INSTALL_BIN=binary or e2e.BIN)
    process = subprocess.Popen([os.path.join(CLONE, "scripts", "install.sh"), action], env=env,
                               stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               text=True, start_new_session=True)
    try:
        out, err = process.communicate(timeout=timeout)
        return process.returncode, out, err
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        out, err = process.communicate()
        return None, out, err


def one_line(result, action, code, needle):
    """run_script's result: exit `code`, nothing on stdout, one line on stderr naming `needle`."""
    returncode, out, err = result
    check(returncode == code and out == "" and err.count("\n") == 1 and err.startswith(f"{action}: ")
          and needle in err, f"scripts/install.sh {action}: {returncode} {out!r} {err!r} (want {code}, {needle!r})")


def test_install_and_uninstall_never_go_through_a_symbolic_link(display):
    """`usr/share/sheetlab` a link to a user's folder: install wrote six files there (over the
    user's font) and uninstall deleted them and the user's `fonts`; a manifest, man page or
    completion planted as a link to a user's file was written through. Both exited 0. Now any
    link between BASE and a listed file, or at the file, is refused (73) before anything is
    touched; BASE itself may be a link."""
    with tempfile.TemporaryDirectory() as work:
        user = os.path.join(work, "userA")
        os.makedirs(os.path.join(user, "fonts"))
        e2e.write(os.path.join(user, "fonts"), "NotoSansSC-Regular.otf", "the user's own font\n")
        e2e.write(user, "install-manifest", "file share/sheetlab/fonts/NotoSansSC-Regular.otf\n")
        destdir = os.path.join(work, "stage")
        os.makedirs(os.path.join(destdir, "usr", "share"))
        os.symlink(user, os.path.join(destdir, "usr", "share", "sheetlab"))
        before = contents(work)
        for action in ("install", "uninstall", "install"):
            one_line(run_script(action, destdir), action, 73, "usr/share/sheetlab' is a symbolic link")
            check(contents(work) == before, f"{action} through a linked folder changed "
                                            f"{sorted(set(contents(work).items()) ^ set(before.items()))}")

    for planted in ("share/sheetlab/install-manifest", "share/man/man1/sheetlab.1.gz",
                    "share/bash-completion/completions/sheetlab", "bin/sheetlab"):
        with tempfile.TemporaryDirectory() as work:
            mine = e2e.write(work, "mine.txt", "the user's own file\n")
            destdir = os.path.join(work, "stage")
            make("install", destdir)
            link = os.path.join(destdir, "usr", planted)
            os.remove(link)
            os.symlink(mine, link)
            os.chmod(mine, 0o600)
            before = contents(work)
            for action in ("install", "uninstall"):
                one_line(run_script(action, destdir), action, 73, f"{planted}' is a symbolic link")
                check(contents(work) == before and os.stat(mine).st_mode & 0o777 == 0o600,
                      f"{action} with {planted} a link changed "
                      f"{sorted(set(contents(work).items()) ^ set(before.items()))}")

    with tempfile.TemporaryDirectory() as work:
        # BASE itself a link (a user's /usr/local may be one): installed and removed through it.
        os.makedirs(os.path.join(work, "real"))
        os.makedirs(os.path.join(work, "stage"))
        os.symlink(os.path.join(work, "real"), os.path.join(work, "stage", "usr"))
        make("install", os.path.join(work, "stage"))
        written = {path for path in tree(os.path.join(work, "real")) if not path.endswith("/")}
        check(written == INSTALLED, f"install through a linked BASE wrote {sorted(written ^ INSTALLED)}")
        make("uninstall", os.path.join(work, "stage"))
        check(tree(os.path.join(work, "real")) == set(), f"uninstall left {held(os.path.join(work, 'real'))}")


def test_install_and_uninstall_refuse_a_folder_or_fifo_where_a_listed_file_goes(display):
    """A folder at the manifest's path made install exit 1 with bash's own errors; a FIFO there
    made it hang. Now one line, 73, nothing written or removed, at once."""
    for kind in ("folder", "fifo"):
        with tempfile.TemporaryDirectory() as work:
            destdir = os.path.join(work, "stage")
            make("install", destdir)
            record = os.path.join(destdir, "usr", "share", "sheetlab", "install-manifest")
            os.remove(record)
            if kind == "folder":
                os.mkdir(record)
                e2e.write(record, "note.txt", "a user's note\n")
            else:
                os.mkfifo(record)
            before = tree(work)
            for action in ("install", "uninstall"):
                one_line(run_script(action, destdir, timeout=30), action, 73, "install-manifest' is ")
                check(tree(work) == before, f"{action} with a {kind} manifest changed {sorted(tree(work) ^ before)}")


def test_uninstall_without_a_manifest_removes_nothing(display):
    """With nothing installed, uninstall deleted a user's own `bin/sheetlab` and
    `sheetlab.desktop` (every listed path). Now without a manifest it removes nothing."""
    with tempfile.TemporaryDirectory() as work:
        destdir = os.path.join(work, "stage")
        usr = os.path.join(destdir, "usr")
        os.makedirs(os.path.join(usr, "bin"))
        os.makedirs(os.path.join(usr, "share", "applications"))
        e2e.write(os.path.join(usr, "bin"), "sheetlab", "#!/bin/sh\necho my own sheetlab\n")
        e2e.write(os.path.join(usr, "share", "applications"), "sheetlab.desktop", "[Desktop Entry]\n")
        before = contents(work)
        for turn in ("once", "twice"):
            result = run_script("uninstall", destdir)
            check(result[0] == 0 and result[1].startswith("uninstall: no install manifest at ")
                  and "nothing removed" in result[1] and result[2] == "",
                  f"uninstall {turn} without a manifest: {result}")
            check(contents(work) == before, f"uninstall {turn} without a manifest changed "
                                            f"{sorted(set(contents(work).items()) ^ set(before.items()))}")


def test_uninstall_takes_from_a_manifest_only_its_own_files_and_folders(display):
    """A manifest with lines added (a user's notes, a path through a linked folder, a user's
    folder) had them deleted. Now only lines naming a listed file or a folder one lives in
    count; the rest are ignored, and said."""
    with tempfile.TemporaryDirectory() as work:
        destdir = os.path.join(work, "stage")
        usr = os.path.join(destdir, "usr")
        make("install", destdir)
        os.makedirs(os.path.join(usr, "share", "doc"))
        e2e.write(os.path.join(usr, "share", "doc"), "my-sheetlab-notes.txt", "my notes\n")
        other = os.path.join(work, "userB")
        os.mkdir(other)
        e2e.write(other, "sheetlab", "a user's own file\n")
        os.symlink(other, os.path.join(usr, "share", "link"))
        with open(os.path.join(usr, "share", "sheetlab", "install-manifest"), "a") as handle:
            handle.write("file share/doc/my-sheetlab-notes.txt\nfile share/link/sheetlab\n"
                         "dir share/doc\ndir share/link\ndir .\ndir share/sheetlab/..\nfile\ndir\n")
        result = run_script("uninstall", destdir)
        check(result[0] == 0 and "8 manifest lines not SheetLab's own files or folders ignored" in result[1],
              f"uninstall of a tampered manifest: {result}")
        check(tree(destdir) == {"usr/", "usr/share/", "usr/share/doc/", "usr/share/doc/my-sheetlab-notes.txt",
                                "usr/share/link/"},
              f"uninstall of a tampered manifest left {sorted(tree(destdir))}")
        check(contents(other) == {"sheetlab": b"a user's own file\n"}, f"userB holds {held(other)}")


def test_install_and_uninstall_refuse_a_dot_or_dot_dot_or_the_root_as_prefix(display):
    """PREFIX=/../escaped wrote beside DESTDIR; PREFIX=/ was taken. Both are refused (64)."""
    with tempfile.TemporaryDirectory() as work:
        staged = os.path.join(work, "stage")
        make("install", staged)
        before = contents(work)
        for action in ("install", "uninstall"):
            for destdir, prefix, needle in ((staged, "/../escaped", "has a . or .. part"),
                                            (staged, "/usr/./local", "has a . or .. part"),
                                            (staged, "/usr/..", "has a . or .. part"),
                                            (os.path.join(staged, "..", "other"), "/usr", "has a . or .. part"),
                                            (staged, "/", "is the root"), (staged, "//", "is the root")):
                refused(run_make(action, destdir, prefix=prefix), action, 64, needle)
                check(contents(work) == before, f"refused make {action} DESTDIR={destdir} PREFIX={prefix} changed "
                                                f"{sorted(set(contents(work).items()) ^ set(before.items()))}")


def test_install_into_a_read_only_folder_says_one_line(display):
    """install(1)'s own error came before the script's line; now its reason is in that line."""
    with tempfile.TemporaryDirectory() as work:
        destdir = os.path.join(work, "stage")
        os.mkdir(destdir)
        args = ["make", "--no-print-directory", "-C", CLONE, "install", f"DESTDIR={destdir}", "PREFIX=/usr",
                f"INSTALL_BIN={e2e.BIN}"]
        env = {k: v for k, v in os.environ.items() if k not in ("MAKEFLAGS", "MFLAGS", "MAKELEVEL")}
        if os.geteuid() == 0:  # root writes anywhere: a read-only mount, seen only by this make
            script = 'mount --bind "$1" "$1" && mount -o remount,bind,ro "$1" && shift && exec "$@"'
            args = ["unshare", "--mount", "--propagation", "private", "sh", "-c", script, "sh", destdir, *args]
        else:
            os.chmod(destdir, 0o555)
        result = subprocess.run(args, capture_output=True, text=True, timeout=120, env=env)
        os.chmod(destdir, 0o755)
        refused(result, "install", 73, "Read-only file system" if os.geteuid() == 0 else "Permission denied")
        check("cannot write" in result.stderr and os.listdir(destdir) == [], f"{result.stderr!r} {held(destdir)}")


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
