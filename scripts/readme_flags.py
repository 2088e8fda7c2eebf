#!/usr/bin/env python3
"""Rewrites the generated parts of docs/flags.md (the page the README links for flags):
the flag table from `SheetDesktop --help-markdown`, which prints the same table (SheetCore's
Flag.table) that --help, parsing and validation use, and the exit codes from `--help`'s
"Exit codes:" section (SheetCore's ExitCode). Running it twice changes nothing."""
import re
import subprocess
import sys

PAGE = "docs/flags.md"
binary = sys.argv[1] if len(sys.argv) > 1 else ".build/debug/SheetDesktop"


def run(flag):
    return subprocess.run([binary, flag], check=True, capture_output=True, text=True).stdout


def exit_codes(help_text):
    """`--help`'s exit codes as a Markdown table: its lines `  NN  meaning`, up to a blank."""
    lines = help_text.split("\n")
    start = lines.index("Exit codes:") + 1
    rows = ["| code | meaning |", "|---|---|"]
    for line in lines[start:]:
        if not line.strip():
            break
        code, meaning = re.match(r"^\s*(\d+)  (.*)$", line).groups()
        rows.append(f"| {code} | {meaning} |")
    return "\n".join(rows)


def replace(text, name, block):
    begin, end = f"<!-- {name}:begin -->", f"<!-- {name}:end -->"
    head, rest = text.split(begin, 1)
    _, tail = rest.split(end, 1)
    return f"{head}{begin}\n{block}\n{end}{tail}"


page = open(PAGE, encoding="utf-8").read()
page = replace(page, "flags", run("--help-markdown").strip())
page = replace(page, "exit-codes", exit_codes(run("--help")))
open(PAGE, "w", encoding="utf-8").write(page)
print(f"{PAGE}: flag table and exit codes updated")
