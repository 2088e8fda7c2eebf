"""End-to-end tests of `--export swiftui|compose|android|vaul|gorhom|flutter`: the file lands, and an unknown
format names the allowed list. Collected by e2e.py."""
import os
import tempfile

import e2e
from e2e import check

FILES = {"swiftui": "SheetView.swift", "compose": "Sheet.kt",
         "vaul": "SheetDrawer.tsx", "gorhom": "SheetBottomSheet.tsx", "flutter": "sheet.dart"}
CODE = {"swiftui": ".presentationDetents(", "compose": "ModalBottomSheet(",
        "vaul": "<Drawer.Root", "gorhom": "<BottomSheet", "flutter": "DraggableScrollableSheet("}


def test_platform_exports_write_their_files(display):
    with tempfile.TemporaryDirectory() as target:
        for format, name in FILES.items():
            args = ["--export", format, "--export-dir", target,
                    "--detents", "peek=120,half=50%,full=max", "--undimmed-detent", "half", "--dismiss-height", "100"]
            result = e2e.run_cli(args)
            path = os.path.join(target, name)
            check(result.returncode == 0 and result.stdout == path + "\n",
                  f"{format}: exit 0 and the path: {result.returncode} {result.stdout!r} {result.stderr!r}")
            with open(path) as handle:
                text = handle.read()
            check(CODE[format] in text and "//   dismissHeight = 100 pt" in text,
                  f"{format}: the code and the unmapped constants: {text[:200]!r}")
            again = e2e.run_cli(args)
            stem, ext = os.path.splitext(name)
            check(again.returncode == 0 and again.stdout == os.path.join(target, f"{stem}-2{ext}") + "\n",
                  f"{format}: a second export gets a new name: {again.stdout!r}")


def test_unknown_export_format_names_the_list(display):
    result = e2e.run_cli(["--export", "xamarin"])
    check(result.returncode == 64 and result.stderr.count("\n") == 1
          and "allowed: json, swift, swiftui, compose, android, vaul, gorhom, flutter, floatingpanel, html, swift-package" in result.stderr,
          f"exit 64 and the list: {result.returncode} {result.stderr!r}")


def test_android_export_writes_its_two_files_under_one_suffix(display):
    with tempfile.TemporaryDirectory() as target:
        args = ["--export", "android", "--export-dir", target,
                "--detents", "peek=120,half=50%,full=max", "--undimmed-detent", "half", "--dismiss-height", "100"]
        result = e2e.run_cli(args)
        layout, kotlin = os.path.join(target, "bottom_sheet.xml"), os.path.join(target, "BottomSheet.kt")
        check(result.returncode == 0 and result.stdout == f"{layout}\n{kotlin}\n",
              f"exit 0 and both paths: {result.returncode} {result.stdout!r} {result.stderr!r}")
        with open(layout) as handle:
            xml = handle.read()
        with open(kotlin) as handle:
            code = handle.read()
        check('app:behavior_peekHeight="120dp"' in xml and "behavior.state = BottomSheetBehavior.STATE_" in code
              and "//   dismissHeight = 100 pt" in code, f"the attributes and the Kotlin: {xml[:300]!r}")
        # Only the Kotlin name is taken: both move on together (Android names take no '-').
        os.remove(layout)
        again = e2e.run_cli(args)
        check(again.returncode == 0 and again.stdout == (
            os.path.join(target, "bottom_sheet_2.xml") + "\n" + os.path.join(target, "BottomSheet_2.kt") + "\n"),
            f"a second export gets one new suffix for both: {again.stdout!r}")
        check(not os.path.exists(layout), "the free first name was not left half-used")
        # The Kotlin names its own XML half, not the file the first export left there.
        with open(os.path.join(target, "BottomSheet_2.kt")) as handle:
            second = handle.read()
        check("The XML half is bottom_sheet_2.xml" in second
              and "bottom_sheet.xml" not in second, "the second Kotlin names bottom_sheet_2.xml")
