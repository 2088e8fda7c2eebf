import CSDL2
import CSDL2.X11

#if canImport(Glibc)
    import Glibc
#endif

/// The window's pixels as the X server holds them, for the tests (`FrameVerifier`).
enum X11Pixels {
    /// The window's pixels as the X server holds them, `width` × `height` from its top left, as
    /// 0x00RRGGBB; nil on a display other than X11.
    @MainActor
    static func read(of window: OpaquePointer, width: Int, height: Int) -> [UInt32]? {
        guard width > 0, height > 0 else { return nil }
        var pixels = [UInt32](repeating: 0, count: width * height)
        let read = pixels.withUnsafeMutableBufferPointer { buffer in
            sheetlab_x11_read_window(window, buffer.baseAddress, Int32(width), Int32(height))
        }
        return read == 1 ? pixels : nil
    }
}
