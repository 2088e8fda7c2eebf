#if canImport(Glibc)
    import Glibc
#endif

/// Window-sized buffers (a frame read back, a page kept for motion, a film strip) are asked of
/// the system before Swift allocates them: Swift cannot fail an allocation, it aborts. A
/// buffer memory cannot hold goes to `shortage`, which the app sets to say so in one line,
/// remove what it was writing and exit 70.
package enum Memory {
    /// What happens when memory for `what` (`bytes` of it) cannot be had. Set once, at
    /// start-up, before any buffer is asked for.
    nonisolated(unsafe) package static var shortage: (_ what: String, _ bytes: Int) -> Never = {
        what, bytes in
        fatalError("out of memory: cannot hold \(what) (\(bytes) bytes)")
    }

    /// Returns when `bytes` can be allocated now with `headroom` to spare (the small
    /// allocations drawing the frame makes after it); otherwise calls `shortage`. Buffers under
    /// a megabyte are not asked about.
    package static func require(_ bytes: Int, for what: @autoclosure () -> String) {
        guard bytes >= 1 << 20 else { return }
        // A mapping, not malloc and free: an optimiser may drop a malloc whose memory is never
        // used (the release build did, and Swift then aborted on the buffer itself). A buffer
        // this large is a mapping of its own anyway (glibc maps allocations over 256 KiB here,
        // `sheetlab_map_large_allocations`), so the probe asks what the buffer will ask.
        let size = bytes + headroom
        let probe = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
        guard let probe, probe != UnsafeMutableRawPointer(bitPattern: -1) else {
            shortage(what(), bytes)
        }
        munmap(probe, size)
    }

    /// What is kept free beside a large buffer: without it the buffer fitted and the next
    /// half-megabyte allocation did not, and Swift aborted on that one.
    static let headroom = 32 << 20

    /// `require` for a `width` × `height` buffer of 32-bit pixels.
    package static func requirePixels(_ width: Int, _ height: Int, for what: String) {
        require(max(0, width) * max(0, height) * 4, for: "\(what) of \(width)x\(height) pixels")
    }
}
