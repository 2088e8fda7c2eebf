#!/usr/bin/env bash
# scripts/install.sh install|uninstall: what `make install` and `make uninstall` run.
#
# Reads DESTDIR, PREFIX (default /usr/local) and INSTALL_BIN (the binary to install) from the
# environment, where the Makefile exports them as typed, so no shell or make word splitting
# ever touches them: every path is quoted, spaces, quotes, `$`, `;` and a leading `-` work. A
# control character (a newline) in any of them, a PREFIX that is not absolute or is / itself,
# or a `.` or `..` in PREFIX or DESTDIR, is refused with one line (exit 64) before anything is
# written or removed.
#
# FILES below is the one list of what install writes (relative to BASE = DESTDIR+PREFIX);
# install also writes it, with the folders it made, into share/sheetlab/install-manifest.
# Uninstall removes only what that manifest names and the list holds (none with rm -r; one
# already gone is fine), then the folders that install made (the manifest's, among those the
# listed files live in) or that are SheetLab's own (share/sheetlab and below) if they are
# empty: never a folder holding anything else, never BASE or a folder above it. Without a
# manifest it removes nothing. Both refuse (73, nothing written or removed) when anything
# between BASE and a listed file, or the file itself, is a symbolic link (BASE and what is
# above it may be links) or the file is there as something other than a file: they never
# write or delete through a link. Install checks INSTALL_BIN is SheetLab (`--version`) and
# makes its man page, completion and manifest in a private temporary folder before it
# writes anything; it writes every file with install(1), which replaces, never opens, what
# is there.
#
# Exit codes (sysexits): 64 usage, a refused path or an INSTALL_BIN that is not SheetLab,
# 66 a file to install cannot be read, 70 the binary failed to print its man page or
# completion, 73 a file or folder cannot be written or removed, or is refused (a link).
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
for name in DESTDIR PREFIX; do
    if [[ /${!name}/ == */./* || /${!name}/ == */../* ]]; then
        fail 64 "$name=${!name@Q} has a . or .. part (it could lead out of where it names: paths are taken as written); refused, nothing written or removed"
    fi
done
[[ $PREFIX == *[!/]* ]] || fail 64 "PREFIX=${PREFIX@Q} is the root: SheetLab would go to /bin and /share, which no system reads (PREFIX=/usr or /usr/local is meant); refused, nothing written or removed"
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
# --export swift-package copies SheetCore's engine files (SwiftPackageExport.engineFiles, a
# subset of these) and the package's own files.
while IFS= read -r -d '' source; do
    add "share/sheetlab/engine/${source#"$ROOT/Sources/SheetCore/"}" "$source" 644
done < <(find "$ROOT/Sources/SheetCore" -type f -name '*.swift' -print0 | sort -z)
while IFS= read -r -d '' source; do
    add "share/sheetlab/swift-package/${source#"$ROOT/Resources/swift-package/"}" "$source" 644
done < <(find "$ROOT/Resources/swift-package" -type f -print0 | sort -z)
add share/applications/sheetlab.desktop "$ROOT/packaging/sheetlab.desktop" 644
add share/icons/hicolor/scalable/apps/sheetlab.svg "$ROOT/packaging/icons/sheetlab.svg" 644
for size in "${ICON_SIZES[@]}"; do
    add "share/icons/hicolor/${size}x$size/apps/sheetlab.png" "$ROOT/packaging/icons/sheetlab-$size.png" 644
done
add share/man/man1/sheetlab.1.gz --help-man 644
add share/bash-completion/completions/sheetlab --help-completion 644

# The folders the listed files live in, below BASE (a file's parents, not BASE itself).
declare -A KNOWN=() LISTED=()
for file in "${FILES[@]}"; do
    LISTED[$file]=1
    dir=$file
    while [[ $dir == */* ]]; do dir=${dir%/*}; KNOWN[$dir]=1; done
done

# Refuses (73, nothing written or removed: every check comes first) when anything between
# BASE and the listed file REL, or REL itself, is a symbolic link, or REL is there as something
# other than a regular file; with `install`, also when one of its folders is there as a file.
nothing="nothing $([[ $ACTION == install ]] && echo written || echo removed)"
check_path() {
    local rel=$1 path=$BASE part parts
    IFS=/ read -ra parts <<< "$rel"
    for part in "${parts[@]}"; do
        path+=/$part
        if [[ -L $path ]]; then
            fail 73 "${path@Q} is a symbolic link; refused, $nothing (SheetLab's files are written and removed only in real folders below ${BASE@Q})"
        fi
        [[ -e $path ]] || return 0
        if [[ $path != "$BASE/$rel" && ! -d $path ]]; then
            [[ $ACTION == install ]] || return 0
            fail 73 "${path@Q} is not a folder, so ${BASE@Q}/$rel cannot be written; refused, $nothing"
        fi
    done
    if [[ -d $path ]]; then
        fail 73 "${path@Q} is a folder, not a file SheetLab installs; refused, $nothing"
    elif [[ ! -f $path ]]; then
        fail 73 "${path@Q} is not a regular file (a FIFO, socket or device); refused, $nothing"
    fi
}

# The manifest an earlier install wrote (checked by check_path first): of its lines, only the
# files on the list (`file PATH`) and the folders they live in (`dir PATH`) count; any other
# line is ignored, and counted.
RECORDED_FILES=() RECORDED_DIRS=() IGNORED=0
read_record() {
    local kind path
    [[ -f $BASE/$RECORD ]] || return 0
    while IFS=' ' read -r kind path; do
        case $kind in
            '' | '#'*) ;;
            file) if [[ -n $path && -n ${LISTED[$path]+set} ]]; then RECORDED_FILES+=("$path"); else IGNORED=$((IGNORED + 1)); fi ;;
            dir) if [[ -n $path && -n ${KNOWN[$path]+set} ]]; then RECORDED_DIRS+=("$path"); else IGNORED=$((IGNORED + 1)); fi ;;
            *) IGNORED=$((IGNORED + 1)) ;;
        esac
    done < "$BASE/$RECORD" || fail 73 "cannot read ${BASE@Q}/$RECORD; $nothing"
}

# The reason in a tool's own error message (`install: cannot create …: Permission denied`).
reason() { local text=${1%$'\n'}; text=${text##*$'\n'}; echo "${text##*: }"; }

install_all() {
    local i file source dir version err
    [[ -f $BIN && -x $BIN ]] || fail 66 "INSTALL_BIN=${INSTALL_BIN@Q} is not an executable file; nothing written"
    for i in "${!FILES[@]}"; do
        source=${SOURCES[i]}
        case $source in
            --help-man | --help-completion | record) ;;
            *) [[ -f $source && -r $source ]] || fail 66 "cannot read ${source@Q}; nothing written" ;;
        esac
    done
    version=$("$BIN" --version < /dev/null 2> /dev/null | head -n 1) || true
    if [[ $version != "SheetLab "* ]]; then
        fail 64 "INSTALL_BIN=${INSTALL_BIN@Q} is not SheetLab (its --version said ${version@Q}, not \"SheetLab …\"); nothing written"
    fi
    for file in "${FILES[@]}"; do check_path "$file"; done

    # The folders this install makes, and those an earlier install into BASE made.
    read_record
    declare -A made=()
    for dir in "${!KNOWN[@]}"; do
        [[ -e $BASE/$dir || -L $BASE/$dir ]] || made[$dir]=1
    done
    for dir in "${RECORDED_DIRS[@]}"; do made[$dir]=1; done

    # What the binary prints, and the manifest, made first in a private temporary folder (gone
    # on every exit): a binary that fails leaves nothing installed.
    TEMP=$(mktemp -d -- "${TMPDIR:-/tmp}/sheetlab-install.XXXXXX" 2>&1) \
        || fail 73 "cannot make a temporary folder: $(reason "$TEMP"); nothing written"
    trap 'rm -rf -- "$TEMP"' EXIT
    for i in "${!FILES[@]}"; do
        source=${SOURCES[i]}
        case $source in
            --help-man) "$BIN" --help-man < /dev/null | gzip -9n > "$TEMP/$i" ;;
            --help-completion) "$BIN" --help-completion < /dev/null > "$TEMP/$i" ;;
            record) {
                echo "# SheetLab's install manifest: what make install wrote below ${PREFIX@Q}"
                echo "# (file: a file it wrote; dir: a folder it made). make uninstall reads it."
                printf 'file %s\n' "${FILES[@]}"
                if ((${#made[@]})); then printf 'dir %s\n' "${!made[@]}" | LC_ALL=C sort; fi
            } > "$TEMP/$i" ;;
            *) continue ;;
        esac || fail 70 "${BIN@Q} $source failed; nothing written"
        SOURCES[i]=$TEMP/$i
    done

    # The manifest first: an install that fails halfway can still be uninstalled.
    for i in "${!FILES[@]}"; do
        file=$BASE/${FILES[i]}
        if ! err=$(install -D -T -m "${MODES[i]}" -- "${SOURCES[i]}" "$file" 2>&1); then
            ((i == 0)) || fail 73 "cannot write ${file@Q}: $(reason "$err"); $i of ${#FILES[@]} files written (make uninstall removes them)"
            fail 73 "cannot write ${file@Q}: $(reason "$err"); nothing written"
        fi
    done
    echo "install: ${#FILES[@]} files below ${BASE@Q} (listed in $RECORD)"
}

uninstall_all() {
    local file dir err status=0 files=0 dirs=0
    check_path "$RECORD"
    if [[ ! -e $BASE/$RECORD ]]; then
        echo "uninstall: no install manifest at ${BASE@Q}/$RECORD: nothing removed"
        return 0
    fi
    for file in "${FILES[@]}"; do check_path "$file"; done
    read_record
    declare -A candidates=()
    # The files the manifest names; the manifest itself last, and only if all went well (so
    # uninstall can be run again).
    remove() {
        local file=$BASE/$1
        [[ -e $file ]] || return 0
        if err=$(rm -f -- "$file" 2>&1); then
            files=$((files + 1))
        else
            echo "uninstall: cannot remove ${file@Q}: $(reason "$err")" >&2
            status=73
        fi
    }
    for file in "${RECORDED_FILES[@]}"; do [[ $file == "$RECORD" ]] || remove "$file"; done
    ((status != 0)) || remove "$RECORD"
    # Folders: those install made, and SheetLab's own; removed only when empty, deepest first.
    for dir in "${RECORDED_DIRS[@]}"; do candidates[$dir]=1; done
    for dir in "${!KNOWN[@]}"; do
        [[ $dir == share/sheetlab || $dir == share/sheetlab/* ]] && candidates[$dir]=1
    done
    while IFS= read -r dir; do
        dir=$BASE/$dir
        [[ -d $dir && ! -L $dir ]] || continue
        [[ -z $(ls -A -- "$dir") ]] || continue
        if err=$(rmdir -- "$dir" 2>&1); then
            dirs=$((dirs + 1))
        else
            echo "uninstall: cannot remove the empty folder ${dir@Q}: $(reason "$err")" >&2
            status=73
        fi
    done < <(printf '%s\n' "${!candidates[@]}" | LC_ALL=C sort -r)
    local ignored=""
    ((IGNORED == 0)) || ignored="; $IGNORED manifest lines not SheetLab's own files or folders ignored"
    echo "uninstall: removed $files files and $dirs empty folders below ${BASE@Q}$ignored"
    return "$status"
}

if [[ $ACTION == install ]]; then install_all; else uninstall_all; fi
