import CSDL2
import SheetCore
import SheetRender

#if canImport(Glibc)
    import Glibc
#endif

/// The window and its SDL renderer: opened on a display that shows it, kept within the
/// drawable limit, and asked for its size and density in points.
@MainActor
final class AppWindow {
    let window: OpaquePointer
    let sdlRenderer: OpaquePointer
    /// Window units per point: `--scale` (else 1), lowered when the window would exceed the
    /// drawable limit.
    let unitsPerPoint: Double
    /// Whether `--scale` forced the density (else the system's is followed).
    let forcedScale: Bool
    /// Whether SDL draws in software (the renderer then scales the page fast in motion).
    let isSoftware: Bool
    /// Pixels per point the window offers; drawing uses it unless a scene is too large for it.
    var nativeDensity: Double
    /// The one note about the drawable limit has been given.
    var warnedLimit = false
    /// The window sizes said larger than the display once chosen (each is said once).
    var notedLarger: [Size] = []

    /// One line when the window is larger than the display's usable area (an iPad mini's
    /// 1133 pt on a 1080 px screen): its edge is off screen, and `--window` or `--scale` say
    /// how to see it all.
    private static func noteWhenLargerThanTheDisplay(
        _ window: OpaquePointer, opening: Size, options: Configuration
    ) {
        if let note = largerThanTheDisplay(
            window, opening: opening, device: options.constants.device)
        {
            Output.error(note)
        }
    }

    /// The line saying the window (of `opening` points, for `device`) is larger than the
    /// display's usable area, or nil when it fits (or the display is not known).
    private static func largerThanTheDisplay(
        _ window: OpaquePointer, opening: Size, device: DeviceKind
    ) -> String? {
        var bounds = SDL_Rect()
        let display = SDL_GetWindowDisplayIndex(window)
        guard display >= 0, SDL_GetDisplayUsableBounds(display, &bounds) == 0 else { return nil }
        var width: Int32 = 0
        var height: Int32 = 0
        SDL_GetWindowSize(window, &width, &height)
        guard width > bounds.w || height > bounds.h else { return nil }
        let named =
            device == .none ? "the window" : "\(FlagName.device.option) \(device.rawValue)"
        return "\(named) (\(opening) pt) is larger than the display's \(bounds.w)x\(bounds.h) "
            + "usable pixels: part of it is off screen (\(flag: .window) WxH sets a smaller "
            + "one)"
    }

    /// Resizes the window to `size` points for a phone running `device` (chosen in the
    /// panel): one line, as at launch (the whole window's size), when it is then larger than
    /// the display; once a size (a key held on the device row says it once, not each lap).
    func resize(to size: Size, device: DeviceKind) {
        resize(to: size)
        guard !notedLarger.contains(size),
            let note = Self.largerThanTheDisplay(window, opening: size, device: device)
        else { return }
        notedLarger.append(size)
        Output.error(note)
    }

    /// Opens a window of `opening` points. `traceWindow`: the size is a replayed trace's
    /// (the note about the drawable limit says so).
    init(opening: Size, options: Configuration, traceWindow: Bool) throws(StartError) {
        let forced = options.run.scale.map(Double.init)
        forcedScale = forced != nil
        // A window (or a trace's) too large for the drawable limit at this scale opens at a
        // lower one, showing all of it, rather than failing to open or taking gigabytes.
        let unitsPerPoint = DrawableLimit.density(for: opening, at: forced ?? 1)
        if unitsPerPoint < forced ?? 1 {
            warnedLimit = true
            Output.error(
                "\(traceWindow ? "the trace's window" : "the window") (\(opening) pt) at "
                    + (forced.map { "\(FlagName.scale.option) \(Format.number($0))" }
                        ?? "1 pixel a point")
                    + " is beyond the drawable limit (\(DrawableLimit.summary)): drawn at "
                    + "\(Format.number(unitsPerPoint)) pixels a point")
        }
        self.unitsPerPoint = unitsPerPoint
        var flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_SHOWN.rawValue
        if forced == nil { flags |= SDL_WINDOW_ALLOW_HIGHDPI.rawValue }
        let centered = Int32(sheetlab_windowpos_centered())
        guard
            let window = SDL_CreateWindow(
                "SheetLab", centered, centered, Int32(pixel: opening.width * unitsPerPoint),
                Int32(pixel: opening.height * unitsPerPoint), flags)
        else {
            throw StartError(
                message: "cannot open a window (\(String(cString: SDL_GetError()))); "
                    + "check DISPLAY or SDL_VIDEODRIVER",
                exitCode: .unavailable)
        }
        // (Past the drawable limit, that note said enough.)
        if unitsPerPoint >= forced ?? 1 {
            Self.noteWhenLargerThanTheDisplay(window, opening: opening, options: options)
        }
        let software = Self.prefersSoftware(options.run.renderer)
        var accelerated =
            !software
            ? SDL_CreateRenderer(
                window, -1,
                SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_TARGETTEXTURE.rawValue) : nil
        if options.run.renderer == .auto, let made = accelerated,
            !RendererChoice.contextIsHardware()
        {
            // OpenGL by a software rasteriser: SDL's software renderer does better.
            SDL_DestroyRenderer(made)
            accelerated = nil
            SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
        }
        guard
            let renderer = accelerated
                ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue)
        else {
            throw StartError(
                message: "cannot create a renderer (\(String(cString: SDL_GetError())))",
                exitCode: .unavailable)
        }
        self.window = window
        self.sdlRenderer = renderer
        self.isSoftware = accelerated == nil
        self.nativeDensity = 1
        nativeDensity = unitsPerPoint * (forced == nil ? reportedDensity : 1)
    }

    /// `auto` on a machine without a GPU device is the software renderer from the start.
    static func prefersSoftware(_ kind: RendererKind) -> Bool {
        kind == .software || (kind == .auto && !RendererChoice.hasGPUDevice)
    }

    /// The hints and signals set before SDL's video starts.
    static func prepare(_ options: Configuration) {
        SDL_SetHint(SDL_HINT_MOUSE_FOCUS_CLICKTHROUGH, "1")
        if prefersSoftware(options.run.renderer) {
            // Present the software renderer's pixels straight to the X server (XShm): no GL
            // driver is loaded (tens of megabytes of it on a software GL stack).
            SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
        }
        SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
        // SIGHUP (the terminal closed) and SIGQUIT end the app as SIGTERM does: with a quit
        // event and a complete trace.
        Interrupt.forwardHangUpAndQuit()
    }

    /// The window's size in points.
    var points: Size {
        var width: Int32 = 0
        var height: Int32 = 0
        SDL_GetWindowSize(window, &width, &height)
        return Size(width: Double(width) / unitsPerPoint, height: Double(height) / unitsPerPoint)
    }

    /// Resizes the window to `size` points.
    func resize(to size: Size) {
        SDL_SetWindowSize(
            window, Int32(pixel: size.width * unitsPerPoint),
            Int32(pixel: size.height * unitsPerPoint))
    }

    /// Pixels per point as the system reports it (drawable size ÷ window size).
    var reportedDensity: Double {
        var windowWidth: Int32 = 0
        var windowHeight: Int32 = 0
        var outputWidth: Int32 = 0
        var outputHeight: Int32 = 0
        SDL_GetWindowSize(window, &windowWidth, &windowHeight)
        SDL_GetRendererOutputSize(sdlRenderer, &outputWidth, &outputHeight)
        guard windowWidth > 0, outputWidth > 0 else { return 1 }
        return Double(outputWidth) / Double(windowWidth)
    }

    /// The SDL renderer's name ("software", "opengl").
    var rendererName: String {
        var info = SDL_RendererInfo()
        guard SDL_GetRendererInfo(sdlRenderer, &info) == 0, let name = info.name else {
            return "unknown"
        }
        return String(cString: name)
    }

    /// A window manager is asked not to make the window larger than the limit; without one
    /// (or when it ignores that) a larger window is shrunk back as soon as it is seen.
    func limitSize(density: Double) {
        let side = Int32(pixel: Double(DrawableLimit.maximumSide) / max(1, density / unitsPerPoint))
        SDL_SetWindowMaximumSize(window, side, side)
        _ = keepWithinLimit()
    }

    /// Shrinks a window grown beyond the drawable limit back within it, keeping its shape,
    /// and says so once; true when it did (the size SDL reported is then not the window's).
    func keepWithinLimit() -> Bool {
        var pixelWidth: Int32 = 0
        var pixelHeight: Int32 = 0
        SDL_GetWindowSizeInPixels(window, &pixelWidth, &pixelHeight)
        let pixels = (width: Double(pixelWidth), height: Double(pixelHeight))
        guard !DrawableLimit.fits(width: pixels.width, height: pixels.height) else { return false }
        // One pixel of room a side for the rounding of the window's size.
        let factor = DrawableLimit.factor(width: pixels.width + 1, height: pixels.height + 1)
        var width: Int32 = 0
        var height: Int32 = 0
        SDL_GetWindowSize(window, &width, &height)
        let keptWidth = max(1, Int32(pixel: (Double(width) * factor).rounded(.down)))
        let keptHeight = max(1, Int32(pixel: (Double(height) * factor).rounded(.down)))
        SDL_SetWindowSize(window, keptWidth, keptHeight)
        if !warnedLimit {
            warnedLimit = true
            var keptPixelWidth: Int32 = 0
            var keptPixelHeight: Int32 = 0
            SDL_GetWindowSizeInPixels(window, &keptPixelWidth, &keptPixelHeight)
            Output.error(
                "the window (\(pixelWidth)x\(pixelHeight) px) is beyond the drawable limit "
                    + "(\(DrawableLimit.summary)): "
                    + "shrunk to \(keptPixelWidth)x\(keptPixelHeight) px")
        }
        return true
    }

    /// After a release the window never saw (it was unmapped mid-drag), SDL still holds the
    /// left button and would drop the next press as a repeat of it: the next click is lost.
    /// When the X server says the button is up, SDL is sent the release it missed.
    func releaseStaleButton() {
        let left = sheetlab_button_left_mask()
        guard SDL_GetMouseState(nil, nil) & left != 0,
            SDL_GetGlobalMouseState(nil, nil) & left == 0
        else { return }
        X11Pointer.sendLostRelease(to: window)
    }

    /// Whether the left button is up at the X server with no release on its way to the app.
    /// Events read late (a busy machine, a long frame) are older than the server's state: the
    /// release may simply not have been read yet, so what is still queued is read first.
    func releaseWasLost() -> Bool {
        guard SDL_GetGlobalMouseState(nil, nil) & sheetlab_button_left_mask() == 0 else {
            return false
        }
        SDL_PumpEvents()
        let up = UInt32(SDL_MOUSEBUTTONUP.rawValue)
        return SDL_PeepEvents(nil, 0, SDL_PEEKEVENT, up, up) == 0
    }

    /// How long a display that refuses to open is tried again: an X server under load refuses
    /// a connection now and then, and that is not a missing display.
    static let displayRetrySeconds = 1.5

    /// Starts SDL's video on a driver that shows a window. SDL alone falls back to one that
    /// shows nothing (offscreen, KMS) when X11 fails to open, and the app then runs invisibly;
    /// so unless SDL_VIDEODRIVER names a driver, only X11 and Wayland are tried, each only
    /// with its display set, for `displayRetrySeconds`, then the app exits 69 naming them.
    static func openDisplay() throws(StartError) {
        func variable(_ name: String) -> String? {
            guard let value = getenv(name), value.pointee != 0 else { return nil }
            return String(cString: value)
        }
        let chosen = variable("SDL_VIDEODRIVER")
        let display = variable("DISPLAY")
        let wayland = variable("WAYLAND_DISPLAY")
        // nil: the driver SDL_VIDEODRIVER names, which SDL reads itself. X11 first, as SDL does.
        let windowed: [String?] =
            (display != nil ? ["x11"] : []) + (wayland != nil ? ["wayland"] : [])
        let drivers: [String?] = chosen != nil ? [nil] : windowed
        guard !drivers.isEmpty else {
            throw StartError(
                message: "no display: DISPLAY and WAYLAND_DISPLAY are not set "
                    + "(set one, or SDL_VIDEODRIVER to choose a driver)",
                exitCode: .unavailable)
        }
        // SDL opens an X input method, which parses the locale's whole Compose table (a third
        // of a launch's instructions): the app takes keys, never composed text, so unless the
        // user names a Compose file, an empty one is read.
        setenv("XCOMPOSEFILE", "/dev/null", 0)
        DisplayLoss.catchErrors()
        let start = SDL_GetTicks64()
        var reasons: [String] = []
        while true {
            reasons = []
            for driver in drivers {
                if let driver { SDL_SetHint(SDL_HINT_VIDEODRIVER, driver) }
                if SDL_Init(SDL_INIT_VIDEO) == 0 {
                    Interrupt.noteWindowSignals()
                    let current = SDL_GetCurrentVideoDriver().map { String(cString: $0) }
                    if driver == nil || current == driver { return }
                    SDL_QuitSubSystem(SDL_INIT_VIDEO)
                    reasons.append("\(driver ?? ""): SDL chose \(current ?? "no driver")")
                } else {
                    reasons.append("\(driver ?? chosen ?? ""): \(String(cString: SDL_GetError()))")
                }
            }
            guard Double(SDL_GetTicks64() - start) / 1000 < displayRetrySeconds else { break }
            SDL_Delay(100)
        }
        func shown(_ value: String?) -> String { value.map { "'\($0)'" } ?? "unset" }
        let settings =
            "DISPLAY \(shown(display)), WAYLAND_DISPLAY \(shown(wayland)), "
            + "SDL_VIDEODRIVER \(shown(chosen))"
        let tried =
            "\(reasons.joined(separator: "; ")); tried for \(Format.number(displayRetrySeconds)) s"
        throw StartError(
            message: "cannot open a display (\(settings); \(tried)): start the display server "
                + "or set DISPLAY, or set SDL_VIDEODRIVER to choose a driver",
            exitCode: .unavailable)
    }

    /// Closes the window and quits SDL, keeping a second request to quit from killing the app.
    func close() {
        DisplayLoss.stopWatching()
        SDL_DestroyWindow(window)
        // Quitting already: SDL_Quit gives SIGINT and SIGTERM back to their default (death), and
        // a second request to quit (a window manager asking again, a second Ctrl-C) must not
        // kill the app while it finishes its files. It only asks the run to stop
        // (`Interrupt.signal`), which a clip still waiting on ffmpeg heeds; the files being
        // written are finished. Set before SDL_Quit, which then leaves them be; a signal
        // ignored at launch stays ignored.
        Interrupt.catchStopSignals(atOnce: false)
        SDL_Quit()
    }
}
