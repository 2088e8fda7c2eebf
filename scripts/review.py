#!/usr/bin/env python3
"""Notes for a reviewer, never a gate: the Swift files over 450 lines (a file that long often
holds more than one role or topic: is it still one?), and the files that break "one main type
per file, named after it": a file `Name.swift` (or `Name+Topic.swift`) declares `Name`, and any
other type it declares is Name's own (its name starts or ends with Name, a style's `Style`
left off: `CardStyle.swift` holds `CardAppearance`). Prints one `warning:` line each; always
exits 0.

usage: python3 scripts/review.py [ROOT]"""
import os, re, sys

LIMIT = 450
root = sys.argv[1] if len(sys.argv) > 1 else os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
declaration = re.compile(r'^(?:package |public |internal )?(?:final |indirect )?'
                         r'(?:struct|enum|class|protocol|actor) (\w+)', re.M)
warnings = 0
for folder in ('Sources', 'Tests'):
    for dirpath, dirnames, filenames in os.walk(os.path.join(root, folder)):
        dirnames[:] = sorted(d for d in dirnames if d != 'Golden')
        for name in sorted(filenames):
            if not name.endswith('.swift'):
                continue
            path = os.path.join(dirpath, name)
            text = open(path, encoding='utf-8').read()
            lines = text.count('\n') + (0 if text.endswith('\n') or not text else 1)
            shown = os.path.relpath(path, root)
            if lines > LIMIT:
                print(f'warning: {shown} is {lines} lines (over {LIMIT}): one role still?')
                warnings += 1
            types = [t for t in declaration.findall(text)]
            base = name[:-len('.swift')].split('+')[0]
            if folder == 'Sources' and types:
                stem = base[:-len('Style')] if base.endswith('Style') else base
                others = [t for t in types if t != base and not t.startswith(stem)
                          and not t.endswith(stem)]
                if base not in types and '+' not in name:
                    print(f'warning: {shown} declares no type {base} ({", ".join(types)}): '
                          f'name the file after its main type')
                    warnings += 1
                elif others:
                    print(f'warning: {shown} declares {", ".join(others)} beside {base}: '
                          f'one main type per file?')
                    warnings += 1
print(f'review: {warnings} warning{"" if warnings == 1 else "s"} (notes for a reviewer, not a gate)')
