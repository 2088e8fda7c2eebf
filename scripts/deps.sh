#!/usr/bin/env bash
# Installs the Debian packages given as arguments that are not installed yet.
# Uses sudo when not root. Prints nothing when everything is already there.
set -euo pipefail
missing=()
for package in "$@"; do
    if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
        missing+=("$package")
    fi
done
if ((${#missing[@]})); then
    echo "deps: installing ${missing[*]}"
    if [ "$(id -u)" -eq 0 ]; then sudo=(env); else sudo=(sudo env); fi
    "${sudo[@]}" DEBIAN_FRONTEND=noninteractive apt-get update -qq
    "${sudo[@]}" DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
if ! command -v swift >/dev/null 2>&1; then
    echo "deps: no Swift toolchain on PATH; SheetLab needs Swift 6 (https://www.swift.org/install/linux/)" >&2
    exit 69
fi
