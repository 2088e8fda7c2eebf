#!/usr/bin/env python3
"""Rewrites the flag table in README.md from `SheetDesktop --help-markdown`, which prints
the same table (SheetCore's Flag.table) that --help, parsing and validation use."""
import subprocess
import sys

BEGIN, END = "<!-- flags:begin -->", "<!-- flags:end -->"
binary = sys.argv[1] if len(sys.argv) > 1 else ".build/debug/SheetDesktop"
table = subprocess.run([binary, "--help-markdown"], check=True, capture_output=True, text=True).stdout.strip()
readme = open("README.md", encoding="utf-8").read()
head, rest = readme.split(BEGIN, 1)
_, tail = rest.split(END, 1)
open("README.md", "w", encoding="utf-8").write(f"{head}{BEGIN}\n{table}\n{END}{tail}")
print("README.md: flag table updated")
