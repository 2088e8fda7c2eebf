import CSDL2

#if canImport(Glibc)
    import Glibc
#endif

/// `--renderer auto`: the accelerated renderer where a GPU draws it, the software one
/// otherwise. OpenGL through a software rasteriser (llvmpipe, as under Xvfb) costs more CPU
/// and five times the memory of SDL's software renderer (bench/results.md), so it never wins.
enum RendererChoice {
    /// Whether the machine has a GPU device node (DRM). Without one, OpenGL could only be a
    /// software rasteriser: it is not even loaded.
    static var hasGPUDevice: Bool {
        guard let directory = opendir("/dev/dri") else { return false }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name.hasPrefix("renderD") || name.hasPrefix("card") { return true }
        }
        return false
    }

    /// Whether the current OpenGL context draws on hardware: its GL_RENDERER names no
    /// software rasteriser.
    static func contextIsHardware() -> Bool {
        guard let address = SDL_GL_GetProcAddress("glGetString") else { return false }
        typealias GetString = @convention(c) (UInt32) -> UnsafePointer<UInt8>?
        let glRenderer: UInt32 = 0x1F01
        guard let name = unsafeBitCast(address, to: GetString.self)(glRenderer) else {
            return false
        }
        let renderer = String(cString: name).lowercased()
        return !["llvmpipe", "softpipe", "swrast", "software"].contains { renderer.contains($0) }
    }
}
