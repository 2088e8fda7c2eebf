#!/usr/bin/env python3
"""Ties Resources/web/sheet-engine.js, the page's hand port of SheetCore, to the Swift it ports.

Each section of the engine starts with one or more header lines, each naming a Swift file the
section ports and the first 12 hex digits of the sha256 of that file's bytes as the port was
last checked against it, or saying that the section ports nothing:

    // port-of: Sources/SheetCore/Motion/Spring.swift sha256:1a2b3c4d5e6f
    // port-of: none (page glue: ...)

A run of consecutive header lines opens a section, which runs to the line before the next run;
the file's first line is a header, so every line belongs to a section. Paths are relative to
the repository's root.

usage: port_hashes.py [check]              every hash current (the default; `make test` runs it)
       port_hashes.py ack PATH [PATH...]   the hash on every line naming PATH set to the file's
                                           current one: the port was updated for the change, or
                                           the change does not touch what it ports
       port_hashes.py ack --all            every hash set to its file's current one
       port_hashes.py move OLD NEW         every line naming OLD names NEW instead (a Swift file
                                           moved; OLD and NEW may be folders: every file under
                                           OLD); the hashes stay, so a file changed as it moved
                                           is still stale
       port_hashes.py list                 the sections: their lines and the files each ports
Options (before or after the command): --root DIR (the repository; default: this script's
parent folder's parent), --js FILE (default: ROOT/Resources/web/sheet-engine.js). PATH, OLD
and NEW are relative to the root, as the headers write them (or absolute, inside it).

`check` fails (1) on a section whose file changed since its hash was written (one line each:
the port's line, the file, both hashes and the `ack` to run once the port is right), on a file
named that does not exist (moved or removed), on lines before the first header, on a header
that does not parse, and on a Swift file named in the text of a section whose header does not
name it (a section that ports a file its header does not say, or one added without a header).
`ack` and `move` write the engine atomically (a temporary file renamed over it) and change
nothing but the hashes or paths they rewrite.

Exit codes: 0 ok, 1 stale (or a check failed), 64 usage, 66 a file cannot be opened."""
import hashlib
import os
import re
import sys
import tempfile

OK, STALE, USAGE, NO_INPUT = 0, 1, 64, 66
HERE = os.path.dirname(os.path.realpath(__file__))
ENGINE = os.path.join("Resources", "web", "sheet-engine.js")
DIGITS = 12
SCRIPT = "python3 scripts/port_hashes.py"

# A header line, and a line that means to be one (to say when it does not parse).
HEADER = re.compile(
    r"^(?P<indent>[ \t]*)// port-of: (?:none \((?P<why>.+)\)"
    r"|(?P<path>[^\s]+\.swift) sha256:(?P<hash>\S+))[ \t]*$")
MEANT = re.compile(r"^[ \t]*//\s*port-of\b")
HEX = re.compile(r"^[0-9a-f]{%d}$" % DIGITS)
# A Swift file named in the text (`Motion/Spring.swift`, `SheetMachine+Keys.swift`); a
# wildcard (`Styles/*.swift`) names none.
MENTION = re.compile(r"(?<![\w+./*-])([\w+-][\w+./-]*\.swift)\b")


class Failure(Exception):
    """A run that cannot go on: its message and exit code."""

    def __init__(self, message, code):
        super().__init__(message)
        self.code = code


def digest(root, path):
    """The first 12 hex digits of the sha256 of the file's bytes."""
    with open(os.path.join(root, path), "rb") as handle:
        return hashlib.sha256(handle.read()).hexdigest()[:DIGITS]


class Engine:
    """The engine's lines and its headers: (index, match) for each line that is one."""

    def __init__(self, path):
        self.path = path
        try:
            with open(path, "rb") as handle:
                data = handle.read()
        except OSError as error:
            raise Failure(f"port_hashes: cannot open {path}: {error.strerror}", NO_INPUT)
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError as error:
            raise Failure(f"port_hashes: {path} is not UTF-8: {error}", NO_INPUT)
        # Lines as editors number them: split at "\n" only, each keeping its ending.
        self.lines = [line + "\n" for line in text.split("\n")]
        self.lines[-1] = self.lines[-1][:-1]
        if not self.lines[-1]:
            self.lines.pop()
        self.headers = {}
        for index, line in enumerate(self.lines):
            match = HEADER.match(line.rstrip("\r\n"))
            if match:
                self.headers[index] = match

    def sections(self):
        """(first line index, last line index, [(index, match) of its headers])."""
        starts = [i for i in sorted(self.headers) if i - 1 not in self.headers]
        result = []
        for n, start in enumerate(starts):
            end = starts[n + 1] - 1 if n + 1 < len(starts) else len(self.lines) - 1
            block = []
            i = start
            while i in self.headers:
                block.append((i, self.headers[i]))
                i += 1
            result.append((start, end, block))
        return result

    def named(self):
        """(index, path, hash, match) for every header that names a file."""
        return [(i, m["path"], m["hash"], m) for i, m in sorted(self.headers.items())
                if m["path"]]

    def rewrite(self, changes):
        """Writes the engine with `changes` ({line index: new line}) applied, atomically: a
        temporary file beside it, renamed over it; its mode kept."""
        lines = list(self.lines)
        for index, line in changes.items():
            lines[index] = line
        target = os.path.realpath(self.path)
        folder = os.path.dirname(target)
        mode = os.stat(target).st_mode & 0o7777
        handle, temporary = tempfile.mkstemp(prefix=".port-hashes-", dir=folder)
        try:
            with os.fdopen(handle, "wb") as out:
                out.write("".join(lines).encode("utf-8"))
                out.flush()
                os.fsync(out.fileno())
            os.chmod(temporary, mode)
            os.replace(temporary, target)
        except BaseException:
            if os.path.exists(temporary):
                os.unlink(temporary)
            raise
        self.lines = lines


def replaced(line, match, group, text):
    """`line` with the span of `group` in `match` replaced by `text` (its ending kept)."""
    return line[:match.start(group)] + text + line[match.end(group):]


def relative(root, path):
    """A path as the headers write it: relative to the root. One given relative is taken as
    relative to the root already, wherever the script runs; one given absolute is made so."""
    full = os.path.normpath(os.path.join(root, path))
    return os.path.relpath(full, root).replace(os.sep, "/")


def same_name(root, path):
    """Files under the root's Sources with the missing file's name (where it may have moved)."""
    name = os.path.basename(path)
    found = []
    for folder, _, files in os.walk(os.path.join(root, "Sources")):
        if name in files:
            found.append(relative(root, os.path.join(folder, name)))
    return sorted(found)


def check(root, engine):
    """Prints each problem, one line each; returns the exit code."""
    shown = relative(root, engine.path) if engine.path.startswith(root + os.sep) else engine.path
    problems = []

    def say(index, text):
        problems.append(f"{shown}:{index + 1}: {text}")

    for index, line in enumerate(engine.lines):
        if index not in engine.headers and MEANT.match(line):
            say(index, "a port-of line that does not parse: write `// port-of: PATH.swift "
                       f"sha256:{'0' * DIGITS}` (then `ack PATH`) or `// port-of: none (why)`")
    sections = engine.sections()
    if not sections:
        say(0, "no port-of line: every section of the engine starts with one")
    elif sections[0][0] != 0:
        say(0, f"lines 1-{sections[0][0]} belong to no section: the file starts with a "
               "port-of line")
    files = 0
    hashed = {}
    for start, end, block in sections:
        nones = [i for i, m in block if m["why"] is not None]
        paths = [m["path"] for _, m in block if m["path"]]
        if nones and paths:
            say(nones[0], "a section that ports nothing (none) and names Swift files too")
        for path in sorted({p for p in paths if paths.count(p) > 1}):
            say(start, f"the section names {path} twice")
        for index, match in block:
            path = match["path"]
            if not path:
                continue
            files += 1
            if os.path.isabs(path) or ".." in path.split("/") or "\\" in path:
                say(index, f"{path}: a path relative to the repository, without `..`")
                continue
            if path not in hashed:
                try:
                    hashed[path] = digest(root, path)
                except FileNotFoundError:
                    hashed[path] = None
                except OSError as error:
                    hashed[path] = error
            now = hashed[path]
            if now is None:
                moved = [p for p in same_name(root, path) if p != path]
                hint = (f" ({', '.join(moved)} has its name)" if moved else "")
                say(index, f"{path} does not exist: moved or removed?{hint} If moved: {SCRIPT} "
                           f"move {path} {moved[0] if len(moved) == 1 else 'NEW_PATH'}; if "
                           "removed, port what replaced it and drop this line")
            elif isinstance(now, OSError):
                say(index, f"{path} cannot be read: {now.strerror}")
            elif not HEX.match(match["hash"]):
                say(index, f"{path} has no hash yet (sha256:{match['hash']}); once the port is "
                           f"checked against it: {SCRIPT} ack {path}")
            elif match["hash"] != now:
                say(index, f"{path} changed since the port was checked (port sha256:"
                           f"{match['hash']}, now sha256:{now}); update the port, then: "
                           f"{SCRIPT} ack {path}")
        # The text names only files its header names.
        for index in range(start, end + 1):
            if index in engine.headers:
                continue
            for name in MENTION.findall(engine.lines[index]):
                if any(p == name or p.endswith("/" + name) for p in paths):
                    continue
                whose = ("its section ports nothing (port-of: none, line "
                         f"{start + 1})" if not paths else
                         f"its section's port-of lines (from line {start + 1}) do not")
                say(index, f"names {name}, but {whose}: name it there (then `ack` it) or "
                           "start a section for it")
    for problem in problems:
        print(problem)
    if problems:
        print(f"port hashes: {len(problems)} problem{'s' if len(problems) != 1 else ''} in "
              f"{shown}")
        return STALE
    glue = sum(1 for _, _, block in sections if block[0][1]["why"] is not None)
    print(f"port hashes: {shown}: {len(sections)} sections ({glue} page glue), {len(hashed)} "
          f"Swift files named {files} times, every hash current")
    return OK


def ack(root, engine, paths):
    """Sets the hash on every line naming one of `paths` (all with `--all`) to its file's."""
    named = engine.named()
    if paths == ["--all"]:
        wanted = sorted({path for _, path, _, _ in named})
    else:
        if "--all" in paths:
            raise Failure("port_hashes: ack takes PATH... or --all, not both", USAGE)
        wanted = []
        for path in paths:
            path = relative(root, path)
            if not any(p == path for _, p, _, _ in named):
                raise Failure(f"port_hashes: no port-of line names {path} (`list` shows the "
                              "files named)", USAGE)
            if path not in wanted:
                wanted.append(path)
    hashes = {}
    for path in wanted:
        try:
            hashes[path] = digest(root, path)
        except OSError as error:
            raise Failure(f"port_hashes: cannot open {path}: {error.strerror} (moved? `move "
                          f"{path} NEW_PATH`)", NO_INPUT)
    changes = {}
    for index, path, old, match in named:
        if path in hashes and old != hashes[path]:
            changes[index] = replaced(engine.lines[index], match, "hash", hashes[path])
            print(f"{path}: line {index + 1}: sha256:{old} -> sha256:{hashes[path]}")
    if changes:
        engine.rewrite(changes)
    else:
        print("port hashes: already current: " + ", ".join(wanted))
    return OK


def move(root, engine, old, new):
    """Renames `old` to `new` on every line naming it (or, for folders, every file under it)."""
    old, new = relative(root, old).rstrip("/"), relative(root, new).rstrip("/")
    named = engine.named()
    changes = {}
    targets = []
    for index, path, _, match in named:
        if path == old:
            moved = new
        elif path.startswith(old + "/"):
            moved = new + path[len(old):]
        else:
            continue
        targets.append(moved)
        changes[index] = replaced(engine.lines[index], match, "path", moved)
    if not changes:
        raise Failure(f"port_hashes: no port-of line names {old} (or a file under it)", USAGE)
    missing = sorted({t for t in targets if not os.path.isfile(os.path.join(root, t))})
    if missing:
        raise Failure("port_hashes: move the files first, then rewrite the lines: "
                      + ", ".join(missing) + " does not exist", NO_INPUT)
    engine.rewrite(changes)
    for index in sorted(changes):
        print(f"line {index + 1}: {engine.headers[index]['path']} -> "
              f"{HEADER.match(changes[index].rstrip(chr(13) + chr(10)))['path']}")
    return OK


def listing(root, engine):
    """The sections, their lines and what each ports."""
    for start, end, block in engine.sections():
        ported = [m["path"] for _, m in block if m["path"]]
        what = ", ".join(ported) if ported else "none (" + block[0][1]["why"] + ")"
        print(f"{start + 1}-{end + 1}: {what}")
    return OK


def main(arguments):
    root, js, rest = os.path.dirname(HERE), None, []
    i = 0
    while i < len(arguments):
        argument = arguments[i]
        if argument in ("--root", "--js"):
            if i + 1 == len(arguments):
                raise Failure(f"port_hashes: {argument} needs a value\n" + usage(), USAGE)
            if argument == "--root":
                root = arguments[i + 1]
            else:
                js = arguments[i + 1]
            i += 2
            continue
        if argument in ("-h", "--help"):
            print(__doc__)
            return OK
        rest.append(argument)
        i += 1
    root = os.path.normpath(os.path.abspath(root))
    js = os.path.abspath(js) if js else os.path.join(root, ENGINE)
    command, operands = (rest[0], rest[1:]) if rest else ("check", [])
    if command == "check" and not operands:
        return check(root, Engine(js))
    if command == "list" and not operands:
        return listing(root, Engine(js))
    if command == "ack" and operands:
        return ack(root, Engine(js), operands)
    if command == "move" and len(operands) == 2:
        return move(root, Engine(js), *operands)
    raise Failure(f"port_hashes: {' '.join(rest)}: not a command as written\n" + usage(), USAGE)


def usage():
    return ("usage: port_hashes.py [--root DIR] [--js FILE] [check | list | ack PATH... | "
            "ack --all | move OLD NEW]")


if __name__ == "__main__":
    try:
        sys.exit(main(sys.argv[1:]))
    except Failure as failure:
        print(failure, file=sys.stderr)
        sys.exit(failure.code)
