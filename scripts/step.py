"""Times one step of `make test` and keeps the figure, so the run ends with a table of what
each step took (`step.py --table`). Usage: step.py NAME [--first] -- COMMAND... (the command's
exit status is this one's); step.py --table."""
import os
import subprocess
import sys
import time

FIGURES = os.path.join(".build", "test-steps.tsv")
STARTED = os.path.join(".build", "test-started")


def table():
    with open(FIGURES, encoding="utf-8") as handle:
        rows = [line.rstrip("\n").split("\t") for line in handle if line.strip()]
    width = max([len("wall clock")] + [len(name) for name, _ in rows])
    total = sum(float(seconds) for _, seconds in rows)
    print("make test, step by step:")
    for name, seconds in rows:
        print(f"  {name.ljust(width)}  {float(seconds):7.1f} s")
    print(f"  {'total'.ljust(width)}  {total:7.1f} s of steps ({total / 60:.1f} min)")
    if os.path.exists(STARTED):
        with open(STARTED, encoding="utf-8") as handle:
            wall = time.time() - float(handle.read())
        # Some steps run side by side, so the run takes less than its steps add up to.
        print(f"  {'wall clock'.ljust(width)}  {wall:7.1f} s ({wall / 60:.1f} min)")


def main(arguments):
    if arguments == ["--table"]:
        table()
        return 0
    if "--" not in arguments or arguments.index("--") == 0:
        sys.exit("usage: step.py NAME [--first] -- COMMAND... | step.py --table")
    split = arguments.index("--")
    name, options, command = arguments[0], arguments[1:split], arguments[split + 1:]
    os.makedirs(".build", exist_ok=True)
    if "--first" in options:
        if os.path.exists(FIGURES):
            os.remove(FIGURES)
        with open(STARTED, "w", encoding="utf-8") as handle:
            handle.write(str(time.time()))
    started = time.monotonic()
    status = subprocess.call(command)
    with open(FIGURES, "a", encoding="utf-8") as handle:
        handle.write(f"{name}\t{time.monotonic() - started:.1f}\n")
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
