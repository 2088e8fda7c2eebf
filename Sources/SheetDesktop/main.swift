import CSDL2
import SheetCore
import SheetRender

#if canImport(Glibc)
    import Glibc
#endif

// Before anything opens a file or socket: a closed stdout or stderr (`--events >&-`) would
// otherwise be the next descriptor opened, the X connection, and events would go into it.
Output.standardOutputClosed = fcntl(1, F_GETFD) == -1 && errno == EBADF
_ = sheetlab_reopen_standard_descriptors()
// A file-size limit reached while writing is an error to report (EFBIG), not a reason to die.
signal(SIGXFSZ, SIG_IGN)
// A closed events pipe (`--events | head -1`) ends the event output (EPIPE), not the app.
signal(SIGPIPE, SIG_IGN)
// SIGUSR1 means something only with --stats (App installs its handler then); otherwise a stray
// one must not kill the app.
signal(SIGUSR1, SIG_IGN)
// Page layers are megabytes and change size with the window: keep them in their own mappings
// (glibc would otherwise raise its threshold after the first free and keep freed layers in the
// heap, so a resizing session's resident memory would only ever grow).
sheetlab_map_large_allocations()
// A fault or an abort (the Swift runtime's, when an allocation fails) removes what the run was
// writing, stops ffmpeg, says one line and exits 70, instead of dying of the signal.
Leftovers.catchFaults()
// A window-sized buffer memory cannot hold is said as such, before Swift would abort on it.
Memory.shortage = { what, bytes in
    // What the run leaves (frames written so far; no clip, no film strip), said before the
    // temporary files go: every way out says what it left.
    let left = Leftovers.stopSummary?() ?? ""
    Leftovers.removeAll()
    Output.error(
        "out of memory: cannot hold \(what) (\(Format.bytes(bytes))); a smaller \(flag: .scale) or "
            + "window needs less" + (left.isEmpty ? "" : "; " + left))
    exit(.software)
}

exit(Commands.run(Array(CommandLine.arguments.dropFirst())))
