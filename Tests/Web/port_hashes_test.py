#!/usr/bin/env python3
"""The self-test of scripts/port_hashes.py, which ties Resources/web/sheet-engine.js to the
Swift it ports (`make test`, its step "JS port hashes, the checker's self-test"; alone:
`python3 Tests/Web/port_hashes_test.py`).

In a copy of the engine and of the Swift files it names (a temporary folder, the checker's
`--root`), it changes a Swift file and expects `check` to fail with one stale line for each
port-of line naming it, `ack` to make it pass again touching only those hashes, a moved file to
be said moved or removed and `move` (of a file, and of a folder) to fix it; lines before the
first section, a header that does not parse, a Swift file the text names but its section's
header does not, and the usage and missing-file exits. Exit 0 when all hold, 1 otherwise."""
import os
import re
import shutil
import stat
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.realpath(__file__))))
SCRIPT = os.path.join(ROOT, "scripts", "port_hashes.py")
ENGINE = os.path.join("Resources", "web", "sheet-engine.js")
HEADER = re.compile(r"^\s*// port-of: (\S+\.swift) sha256:([0-9a-f]{12})\s*$")
failures = []


def check(condition, what):
    if not condition:
        failures.append(what)
        print(f"FAILED: {what}")


def run(root, *arguments):
    """The checker on the copy at `root`: (exit code, stdout, stderr)."""
    result = subprocess.run([sys.executable, SCRIPT, "--root", root, *arguments],
                            capture_output=True, text=True, timeout=60)
    return result.returncode, result.stdout, result.stderr


def read(path):
    with open(path, "rb") as handle:
        return handle.read()


def write(path, data):
    with open(path, "wb") as handle:
        handle.write(data)


def named(engine_bytes):
    """(line number, path, hash) of each port-of line naming a file."""
    rows = []
    for number, line in enumerate(engine_bytes.decode("utf-8").split("\n"), start=1):
        match = HEADER.match(line)
        if match:
            rows.append((number, match[1], match[2]))
    return rows


def copy_tree(work):
    """The engine and every Swift file it names, copied to `work`; their port-of rows."""
    engine = read(os.path.join(ROOT, ENGINE))
    rows = named(engine)
    os.makedirs(os.path.join(work, os.path.dirname(ENGINE)))
    write(os.path.join(work, ENGINE), engine)
    for path in {path for _, path, _ in rows}:
        os.makedirs(os.path.join(work, os.path.dirname(path)), exist_ok=True)
        shutil.copyfile(os.path.join(ROOT, path), os.path.join(work, path))
    return rows


def main():
    with tempfile.TemporaryDirectory() as work:
        rows = copy_tree(work)
        engine_path = os.path.join(work, ENGINE)
        original = read(engine_path)
        check(len(rows) >= 20, f"the engine names {len(rows)} Swift files: expected its port-of lines")
        code, out, err = run(work)
        check(code == 0 and "every hash current" in out and err == "",
              f"the faithful copy checks: {code} {out!r} {err!r}")

        # A Swift file changes: one stale line for each port-of line naming it, with both hashes.
        path = "Sources/SheetCore/Styles/DraggableSheetStyle.swift"
        lines = [(n, h) for n, p, h in rows if p == path]
        check(len(lines) >= 2, f"{path} is named {len(lines)} times (the test wants two or more)")
        swift = os.path.join(work, path)
        with open(swift, "ab") as handle:
            handle.write(b"// a change\n")
        now = __import__("hashlib").sha256(read(swift)).hexdigest()[:12]
        code, out, err = run(work, "check")
        stale = [line for line in out.splitlines() if "changed since the port was checked" in line]
        want = [f"{ENGINE}:{n}: {path} changed since the port was checked (port sha256:{h}, now "
                f"sha256:{now}); update the port, then: python3 scripts/port_hashes.py ack {path}"
                for n, h in lines]
        check(code == 1 and stale == want, f"a changed file is stale on each line: {code} {out!r}")

        # ack: passes again, and the engine differs only in those hashes.
        mode = os.stat(engine_path).st_mode
        os.chmod(engine_path, 0o640)
        code, out, err = run(work, "ack", path)
        check(code == 0 and out.count("->") == len(lines), f"ack: {code} {out!r} {err!r}")
        acked = read(engine_path)
        expected = original.decode("utf-8").split("\n")
        for n, h in lines:
            expected[n - 1] = expected[n - 1].replace(f"sha256:{h}", f"sha256:{now}")
        check(acked == "\n".join(expected).encode("utf-8"),
              "ack changed the engine only in the acknowledged hashes")
        check(stat.S_IMODE(os.stat(engine_path).st_mode) == 0o640, "ack kept the engine's mode")
        os.chmod(engine_path, stat.S_IMODE(mode))
        check(not [n for n in os.listdir(os.path.dirname(engine_path)) if n.startswith(".port")],
              "ack left no temporary file")
        code, out, err = run(work)
        check(code == 0, f"after ack the copy checks: {code} {out!r}")
        code, out, err = run(work, "ack", path)
        check(code == 0 and "already current" in out and read(engine_path) == acked,
              f"a second ack changes nothing: {code} {out!r}")

        # A file moved without `move`: said moved or removed, with where its name is now.
        old, new = "Sources/SheetCore/Motion/Spring.swift", "Sources/SheetCore/Animation/Spring.swift"
        os.makedirs(os.path.join(work, os.path.dirname(new)))
        os.rename(os.path.join(work, old), os.path.join(work, new))
        code, out, err = run(work)
        gone = [line for line in out.splitlines() if f"{old} does not exist" in line]
        check(code == 1 and gone and all("moved or removed" in line and new in line and
                                         f"move {old} {new}" in line for line in gone),
              f"a moved file is said moved or removed: {code} {out!r}")
        code, out, err = run(work, "move", old, new)
        check(code == 0 and out.strip(), f"move: {code} {out!r} {err!r}")
        code, out, err = run(work)
        check(code == 0, f"after move the copy checks: {code} {out!r}")
        check(old.encode() not in read(engine_path) and new.encode() in read(engine_path),
              "move rewrote the path")

        # A folder moved (the coming reorganisation of Configuration): `move` of the folder.
        folder, renamed = "Sources/SheetCore/Configuration", "Sources/SheetCore/Settings"
        os.rename(os.path.join(work, folder), os.path.join(work, renamed))
        code, out, err = run(work)
        named = sorted(set(re.findall(rf"port-of: ({re.escape(folder)}/\S+\.swift)",
                                      read(engine_path).decode())))
        check(named and code == 1 and all(f"{path} does not exist" in out for path in named),
              f"a moved folder: {named} {code} {out!r}")
        code, out, err = run(work, "move", folder, renamed)
        check(code == 0, f"move of a folder: {code} {out!r} {err!r}")
        code, out, err = run(work)
        check(code == 0, f"after the folder's move the copy checks: {code} {out!r}")

        # move before the file is there: refused, nothing written.
        before = read(engine_path)
        code, out, err = run(work, "move", "Sources/SheetCore/Sheet/Detent.swift",
                             "Sources/SheetCore/Sheet/Detents.swift")
        check(code == 66 and "does not exist" in err and read(engine_path) == before,
              f"move to a file not there: {code} {err!r}")
        # A removed file: an error, and ack cannot hash it (66).
        os.remove(os.path.join(work, "Sources/SheetCore/Support/Format.swift"))
        code, out, err = run(work)
        check(code == 1 and "Format.swift does not exist: moved or removed?" in out,
              f"a removed file: {code} {out!r}")
        code, out, err = run(work, "ack", "--all")
        check(code == 66 and read(engine_path) == before, f"ack --all of a removed file: {code} {err!r}")
        shutil.copyfile(os.path.join(ROOT, "Sources/SheetCore/Support/Format.swift"),
                        os.path.join(work, "Sources/SheetCore/Support/Format.swift"))

        # ack --all after several changes.
        for changed in ("Sources/SheetCore/Sheet/Detent.swift", "Sources/SheetCore/Scene/HUDState.swift"):
            with open(os.path.join(work, changed), "ab") as handle:
                handle.write(b"\n")
        code, out, err = run(work)
        check(code == 1 and "Detent.swift changed" in out and "HUDState.swift changed" in out,
              f"two changed files: {code} {out!r}")
        code, out, err = run(work, "ack", "--all")
        check(code == 0 and run(work)[0] == 0, f"ack --all: {code} {out!r} {err!r}")

        # Every line in a section: a line above the first header fails.
        good = read(engine_path)
        write(engine_path, b"// a line before any section\n" + good)
        code, out, err = run(work)
        check(code == 1 and f"{ENGINE}:1: lines 1-1 belong to no section" in out,
              f"a line before the first section: {code} {out!r}")
        # A header that does not parse.
        text = good.decode("utf-8")
        write(engine_path, text.replace("  function fmt(", "  // port-of: Support/Format.swift\n"
                                        "  function fmt(", 1).encode("utf-8"))
        code, out, err = run(work)
        check(code == 1 and "does not parse" in out, f"a malformed header: {code} {out!r}")
        # A Swift file the text names but its section's header does not (a section added
        # without its header): named nowhere it should be.
        write(engine_path, text.replace("  function fmt(", "  // A port of Sheet/Input.swift.\n"
                                        "  function fmt(", 1).encode("utf-8"))
        code, out, err = run(work)
        check(code == 1 and "names Sheet/Input.swift, but its section's port-of lines" in out,
              f"a Swift file named outside its section's header: {code} {out!r}")
        # A new line with no hash yet: said so, and ack fills it in.
        write(engine_path, text.replace(
            "  function fmt(", "  // port-of: Sources/SheetCore/Sheet/Detent.swift sha256:new\n"
            "  function fmt(", 1).encode("utf-8"))
        code, out, err = run(work)
        check(code == 1 and "Detent.swift has no hash yet" in out, f"a line with no hash: {code} {out!r}")
        code, out, err = run(work, "ack", "Sources/SheetCore/Sheet/Detent.swift")
        check(code == 0 and run(work)[0] == 0, f"ack fills a new line's hash: {code} {out!r}")
        write(engine_path, good)

        # Usage (64) and a missing engine (66).
        for arguments in (["ack"], ["move", "a"], ["frobnicate"], ["check", "x"],
                          ["ack", "Sources/SheetCore/Sheet/Input.swift"], ["--root"]):
            code, out, err = run(work, *arguments)
            check(code == 64 and err.strip(), f"usage {arguments}: {code} {err!r}")
        code, out, err = run(work, "--js", os.path.join(work, "none.js"))
        check(code == 66 and "cannot open" in err, f"no engine: {code} {err!r}")
        check(read(engine_path) == good, "the usage errors wrote nothing")

    # The real engine: every hash current (the step before this one says the same).
    code, out, err = run(ROOT)
    check(code == 0, f"the repository's engine: {code} {out!r} {err!r}")
    print(f"port_hashes_test: {'all held' if not failures else f'{len(failures)} failed'}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
