import CSDL2
import SheetCore

#if canImport(Glibc)
    import Glibc
#endif

/// What a run is writing that must not outlive it (a frame's or a clip's `.partial-` file, and
/// ffmpeg): kept where any way out finds it, a signal that ends the run at once or a fault
/// (`sheetlab_catch_fatal_signals`) included, which removes the files and stops the child.
enum Leftovers {
    /// Keeps `path` for removal on any way out; the slot to forget it by (-1: not kept, when
    /// every slot is taken: then only the run's own clean-up removes it).
    static func keep(_ path: String) -> Int32 { Int32(sheetlab_keep_temporary(path)) }

    /// The run removed (or kept) the file of `slot` itself.
    static func forget(_ slot: Int32) { sheetlab_forget_temporary(slot) }

    /// The child to stop on any way out; 0 for none.
    static func stopOnExit(_ pid: pid_t) { sheetlab_set_child(pid) }

    /// What the run's outputs leave if it stops now ("no clip written; 12 frames kept in DIR
    /// (…)"), for a way out that does not pass through them (memory run out); set by the
    /// outputs while they are written.
    nonisolated(unsafe) static var stopSummary: (() -> String)?

    /// Removes every kept file and stops the child: for a way out that is not a signal (the
    /// display gone, memory run out).
    static func removeAll() { sheetlab_remove_temporaries() }

    /// From here on a fault or an abort removes the kept files, stops the child, says one
    /// line and exits 70. Called here, as every use of the C side is: each object file that
    /// calls a header's static function holds its own copy of it and of its storage.
    static func catchFaults() { sheetlab_catch_fatal_signals() }
}
