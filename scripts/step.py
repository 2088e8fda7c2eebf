"""Times one step of `make test` and keeps the figure and the outcome, so the run ends with a
table of what each step took and which failed (`step.py --table`).

Usage: step.py NAME [--first] -- COMMAND...; step.py --table.

A step that fails is said at once and kept: the run goes on with the steps that do not need it,
so one failure shows every other, and the table at the end names it and exits 1. The first step
(the build every other step needs) stops the run when it fails, after printing the table."""
import os
import subprocess
import sys
import time

FIGURES = os.path.join(".build", "test-steps.tsv")
STARTED = os.path.join(".build", "test-started")


def table():
    """Prints the table; returns the names of the steps that failed."""
    with open(FIGURES, encoding="utf-8") as handle:
        rows = [line.rstrip("\n").split("\t") for line in handle if line.strip()]
    rows = [(row[0], float(row[1]), int(row[2]) if len(row) > 2 else 0) for row in rows]
    width = max([len("wall clock")] + [len(name) for name, _, _ in rows])
    total = sum(seconds for _, seconds, _ in rows)
    print("make test, step by step:")
    for name, seconds, status in rows:
        outcome = "" if status == 0 else f"  FAILED (exit {status})"
        print(f"  {name.ljust(width)}  {seconds:7.1f} s{outcome}")
    print(f"  {'total'.ljust(width)}  {total:7.1f} s of steps ({total / 60:.1f} min)")
    if os.path.exists(STARTED):
        with open(STARTED, encoding="utf-8") as handle:
            wall = time.time() - float(handle.read())
        # Some steps run side by side, so the run takes less than its steps add up to.
        print(f"  {'wall clock'.ljust(width)}  {wall:7.1f} s ({wall / 60:.1f} min)")
    failed = [name for name, _, status in rows if status != 0]
    passed = len(rows) - len(failed)
    if failed:
        print(f"make test failed: {len(failed)} of {len(rows)} steps failed: {', '.join(failed)}")
    print(f"steps: {passed} passed, {len(failed)} failed")
    return failed


def main(arguments):
    if arguments == ["--table"]:
        return 1 if table() else 0
    if "--" not in arguments or arguments.index("--") == 0:
        sys.exit("usage: step.py NAME [--first] -- COMMAND... | step.py --table")
    split = arguments.index("--")
    name, options, command = arguments[0], arguments[1:split], arguments[split + 1:]
    first = "--first" in options
    os.makedirs(".build", exist_ok=True)
    if first:
        if os.path.exists(FIGURES):
            os.remove(FIGURES)
        with open(STARTED, "w", encoding="utf-8") as handle:
            handle.write(str(time.time()))
    started = time.monotonic()
    status = subprocess.call(command)
    with open(FIGURES, "a", encoding="utf-8") as handle:
        handle.write(f"{name}\t{time.monotonic() - started:.1f}\t{status}\n")
    if status == 0:
        return 0
    if first:
        table()
        print(f"make test stopped: the first step, {name}, failed (exit {status})", flush=True)
        return status
    print(f"step failed: {name} (exit {status}); the other steps go on, and make test ends "
          "failing", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
