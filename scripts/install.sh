#!/usr/bin/env bash
# scripts/install.sh install|uninstall: what `make install` and `make uninstall` run.
#
# Reads DESTDIR, PREFIX (default /usr/local) and INSTALL_BIN (the binary to install) from the
# environment, where the Makefile exports them as typed, so no shell or make word splitting
# ever touches them: every path is quoted, spaces, quotes, `$`, `;` and a leading `-` work. A
# control character (a newline) in any of them, or a PREFIX that is not absolute, is refused
# with one line (exit 64) before anything is written or removed.
#
# FILES below is the one list of what install writes (relative to DESTDIR+PREFIX); install also
# writes it, with the folders it made, into share/sheetlab/install-manifest. Uninstall removes
# the listed files (none with rm -r; one already gone is fine), then the folders that install
# made or that are SheetLab's own (share/sheetlab and below) if they are empty: never a folder
# holding anything else, never PREFIX itself or a folder above it.
#
# Exit codes (sysexits): 64 usage or a refused path, 66 a file to install cannot be read,
# 70 the binary failed to print its man page or completion, 73 a file or folder cannot be
# written or removed.
set -euo pipefail

ROOT=$(cd -- "$(dirname -- "${BASH_SOURCE[0]}")/.." && pwd)
ICON_SIZES=(16 22 24 32 48 64 128 256 512)
RECORD=share/sheetlab/install-manifest

usage() { echo "usage: scripts/install.sh install|uninstall (DESTDIR, PREFIX, INSTALL_BIN from the environment)" >&2; exit 64; }
(($# == 1)) && [[ $1 == install || $1 == uninstall ]] || usage
ACTION=$1

fail() { local code=$1; shift; echo "$ACTION: $*" >&2; exit "$code"; }

has_control() { local LC_ALL=C; [[ $1 == *[[:cntrl:]]* ]]; }

DESTDIR=${DESTDIR-}
PREFIX=${PREFIX-/usr/local}
INSTALL_BIN=${INSTALL_BIN-.build/dist/release/SheetDesktop}
checked=(DESTDIR PREFIX)
[[ $ACTION == install ]] && checked+=(INSTALL_BIN)
for name in "${checked[@]}"; do
    if has_control "${!name}"; then
        fail 64 "$name=${!name@Q} holds a control character; refused, nothing written or removed"
    fi
done
[[ $PREFIX == /* ]] || fail 64 "PREFIX=${PREFIX@Q} is not an absolute path; refused, nothing written or removed"
[[ $ACTION == install && -z $INSTALL_BIN ]] && fail 64 "INSTALL_BIN is empty; refused, nothing written"
while [[ $PREFIX == */ ]]; do PREFIX=${PREFIX%/}; done
BASE=$DESTDIR$PREFIX   # every path is "$BASE/<relative>"; BASE itself is never removed
# The binary is run as a path, never looked up on PATH (`sheet` is ./sheet, `-x` is ./-x).
BIN=$INSTALL_BIN
[[ $BIN == */* ]] || BIN=./$BIN

# FILES[i] is written from SOURCES[i] with mode MODES[i]; a source `--help-man` or
# `--help-completion` is what the binary prints for that flag, `record` is the manifest.
FILES=() SOURCES=() MODES=()
add() { FILES+=("$1"); SOURCES+=("$2"); MODES+=("$3"); }
add "$RECORD" record 644   # first: an install that fails halfway can still be uninstalled
add bin/sheetlab "$INSTALL_BIN" 755
for name in NotoSansSC-Regular.otf NotoSansSC-Bold.otf LICENSE-OFL.txt; do
    add "share/sheetlab/fonts/$name" "$ROOT/Resources/fonts/$name" 644
done
for name in sheet.html sheet-engine.js; do add "share/sheetlab/web/$name" "$ROOT/Resources/web/$name" 644; done
add share/applications/sheetlab.desktop "$ROOT/packaging/sheetlab.desktop" 644
add share/icons/hicolor/scalable/apps/sheetlab.svg "$ROOT/packaging/icons/sheetlab.svg" 644
for size in "${ICON_SIZES[@]}"; do
    add "share/icons/hicolor/${size}x$size/apps/sheetlab.png" "$ROOT/packaging/icons/sheetlab-$size.png" 644
done
add share/man/man1/sheetlab.1.gz --help-man 644
add share/bash-completion/completions/sheetlab --help-completion 644

# The folders the listed files live in, below BASE (a file's parents, not BASE itself).
declare -A KNOWN=()
known_dirs() {
    local file dir
    for file in "$@"; do
        dir=$file
        while [[ $dir == */* ]]; do dir=${dir%/*}; KNOWN[$dir]=1; done
    done
}
known_dirs "${FILES[@]}"

# A manifest written by an earlier install: its files (only relative paths below bin/ or
# share/ naming SheetLab, none with . or .. in it) and the folders it made (only ones the
# files live in).
RECORDED_FILES=() RECORDED_DIRS=()
read_record() {
    local kind path
    [[ -f $BASE/$RECORD ]] || return 0
    while IFS=' ' read -r kind path; do
        case $kind in
            file) if [[ $path =~ ^(bin|share)/ && $path == *sheetlab* && /$path/ != *//* \
                        && /$path/ != */./* && /$path/ != */../* ]] && ! has_control "$path"; then
                      RECORDED_FILES+=("$path")
                  fi ;;
            dir) RECORDED_DIRS+=("$path") ;;
        esac
    done < "$BASE/$RECORD" || fail 73 "cannot read ${BASE@Q}/$RECORD"
}

install_all() {
    local i file source dir
    [[ -f $BIN && -x $BIN ]] || fail 66 "INSTALL_BIN=${INSTALL_BIN@Q} is not an executable file; nothing written"
    for i in "${!FILES[@]}"; do
        source=${SOURCES[i]}
        case $source in
            --help-man | --help-completion | record) ;;
            *) [[ -f $source && -r $source ]] || fail 66 "cannot read ${source@Q}; nothing written" ;;
        esac
    done

    # The folders this install makes, and those an earlier install into BASE made.
    read_record
    declare -A made=()
    for dir in "${!KNOWN[@]}"; do
        [[ -e $BASE/$dir || -L $BASE/$dir ]] || made[$dir]=1
    done
    for dir in "${RECORDED_DIRS[@]}"; do
        [[ -n ${KNOWN[$dir]+set} ]] && made[$dir]=1
    done

    for i in "${!FILES[@]}"; do
        file=$BASE/${FILES[i]} source=${SOURCES[i]}
        case $source in
            --help-man | --help-completion | record)
                install -d -- "${file%/*}" || fail 73 "cannot create the folder of ${file@Q}"
                case $source in
                    --help-man) "$BIN" --help-man | gzip -9n > "$file" ;;
                    --help-completion) "$BIN" --help-completion > "$file" ;;
                    record) {
                        echo "# SheetLab's install manifest: what make install wrote below ${PREFIX@Q}"
                        echo "# (file: a file it wrote; dir: a folder it made). make uninstall reads it."
                        printf 'file %s\n' "${FILES[@]}"
                        if ((${#made[@]})); then printf 'dir %s\n' "${!made[@]}" | LC_ALL=C sort; fi
                    } > "$file" ;;
                esac || { rm -f -- "$file"; fail 70 "${BIN@Q} $source failed; ${file@Q} not written"; }
                chmod "${MODES[i]}" -- "$file" || fail 73 "cannot set the mode of ${file@Q}" ;;
            *) install -D -m "${MODES[i]}" -- "$source" "$file" || fail 73 "cannot install ${file@Q}" ;;
        esac
    done
    echo "install: ${#FILES[@]} files below ${BASE@Q} (listed in $RECORD)"
}

uninstall_all() {
    local file dir status=0 files=0 dirs=0
    read_record
    declare -A listed=() candidates=()
    for file in "${FILES[@]}" "${RECORDED_FILES[@]}"; do listed[$file]=1; done
    known_dirs "${!listed[@]}"
    for file in "${!listed[@]}"; do
        file=$BASE/$file
        if [[ -d $file && ! -L $file ]]; then
            echo "uninstall: ${file@Q} is a folder, not a file install wrote; left" >&2
            status=73
        elif [[ -e $file || -L $file ]]; then
            if rm -f -- "$file"; then files=$((files + 1)); else status=73; fi
        fi
    done
    # Folders: those install made, and SheetLab's own; removed only when empty, deepest first.
    for dir in "${RECORDED_DIRS[@]}"; do
        [[ -n ${KNOWN[$dir]+set} ]] && candidates[$dir]=1
    done
    for dir in "${!KNOWN[@]}"; do
        [[ $dir == share/sheetlab || $dir == share/sheetlab/* ]] && candidates[$dir]=1
    done
    while IFS= read -r dir; do
        dir=$BASE/$dir
        [[ -d $dir && ! -L $dir ]] || continue
        [[ -z $(ls -A -- "$dir") ]] || continue
        if rmdir -- "$dir"; then dirs=$((dirs + 1)); else status=73; fi
    done < <(if ((${#candidates[@]})); then printf '%s\n' "${!candidates[@]}" | LC_ALL=C sort -r; fi)
    echo "uninstall: removed $files files and $dirs empty folders below ${BASE@Q}"
    return "$status"
}

if [[ $ACTION == install ]]; then install_all; else uninstall_all; fi
