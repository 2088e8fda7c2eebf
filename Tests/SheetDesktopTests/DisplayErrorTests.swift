import CSDL2
import CSDL2.X11
import Foundation
import Testing

@testable import SheetDesktop

/// The X server's refusals while the app quits (found in a fifth fresh-clone `make test` under
/// load: Ctrl+Q's clean quit exited 1 with Xlib's five lines). SDL keeps the error handler it
/// finds at SDL_Init as "the original", puts it back while it quits, and only then closes its
/// second connection, where a wake-up it had sent to the window just destroyed is refused
/// (BadWindow, X_SendEvent). SheetLab's handler must be the one SDL finds, so that the refusal
/// is ignored there too. Each case runs in a child process (an exit test) on a private Xvfb.
struct DisplayErrorTests {
    /// A private X server, its display name (":N") as Xvfb's `-displayfd` writes it (into a
    /// file the shell opens as descriptor 3). Started with posix_spawn and waited for by its
    /// pid, not with Foundation's Process, whose wait never ends when the exit tests' monitor
    /// thread, which waits on any child, sees the server end first.
    final class PrivateXServer {
        let pid: pid_t
        let name: String

        init() throws {
            guard FileManager.default.isExecutableFile(atPath: "/usr/bin/Xvfb") else {
                throw ServerError(reason: "no /usr/bin/Xvfb (make test installs the xvfb package)")
            }
            let file = NSTemporaryDirectory() + "sheetlab-display-" + UUID().uuidString
            defer { try? FileManager.default.removeItem(atPath: file) }
            let words = [
                "/bin/sh", "-c",
                "exec /usr/bin/Xvfb -displayfd 3 -screen 0 320x240x24 -nolisten tcp 3>\"$0\" "
                    + ">/dev/null 2>&1 </dev/null",
                file,
            ]
            var arguments = words.map { strdup($0) } + [nil]
            defer { arguments.forEach { free($0) } }
            // The test runner's threads block signals, and a child inherits the mask: Xvfb
            // would then never see SIGTERM. It starts with none blocked, each at its default.
            var attributes = posix_spawnattr_t()
            posix_spawnattr_init(&attributes)
            defer { posix_spawnattr_destroy(&attributes) }
            var none = sigset_t()
            sigemptyset(&none)
            var all = sigset_t()
            sigfillset(&all)
            posix_spawnattr_setsigmask(&attributes, &none)
            posix_spawnattr_setsigdefault(&attributes, &all)
            posix_spawnattr_setflags(
                &attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
            var child: pid_t = 0
            let spawned = posix_spawn(&child, "/bin/sh", nil, &attributes, &arguments, environ)
            guard spawned == 0 else {
                throw ServerError(
                    reason: "cannot start Xvfb: \(String(cString: strerror(spawned)))")
            }
            pid = child
            // Xvfb writes the number, then a newline, once it takes connections.
            var said = ""
            for _ in 0..<600 {
                said = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
                if said.hasSuffix("\n") { break }
                usleep(50_000)
            }
            let number = said.trimmingCharacters(in: .whitespacesAndNewlines)
            guard said.hasSuffix("\n"), !number.isEmpty, number.allSatisfy(\.isNumber) else {
                kill(child, SIGKILL)
                var status: Int32 = 0
                waitpid(child, &status, 0)
                throw ServerError(
                    reason: "Xvfb gave no display number in 30 s (said \(said.debugDescription))")
            }
            name = ":" + number
        }

        func stop() {
            kill(pid, SIGTERM)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
    }

    struct ServerError: Error, CustomStringConvertible {
        let reason: String
        var description: String { reason }
    }

    /// In the child: opens the display as the app does, a window, and a second connection of
    /// the test's own; returns the window, its X id and SDL's connection.
    @MainActor
    static func openWindow(display name: String) throws -> (OpaquePointer, Window, OpaquePointer) {
        setenv("DISPLAY", name, 1)
        unsetenv("SDL_VIDEODRIVER")
        unsetenv("WAYLAND_DISPLAY")
        try AppWindow.openDisplay()
        guard let window = SDL_CreateWindow("t", 0, 0, 64, 48, SDL_WINDOW_SHOWN.rawValue) else {
            throw ServerError(reason: "no window: \(String(cString: SDL_GetError()))")
        }
        var info = SDL_SysWMinfo()
        info.version.major = UInt8(SDL_MAJOR_VERSION)
        info.version.minor = UInt8(SDL_MINOR_VERSION)
        info.version.patch = UInt8(SDL_PATCHLEVEL)
        guard SDL_GetWindowWMInfo(window, &info) == SDL_TRUE, info.subsystem == SDL_SYSWM_X11,
            let display = info.info.x11.display
        else { throw ServerError(reason: "not an X11 window") }
        return (window, info.info.x11.window, display)
    }

    /// Sends `window` an event from `connection` without waiting for the answer: a refusal
    /// comes back when the connection is next read (at the latest when it closes).
    static func sendEvent(on connection: OpaquePointer, to window: Window) {
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = window
        event.xclient.format = 8
        XSendEvent(connection, window, 0, 0, &event)
        XFlush(connection)
    }

    @Test func aWakeUpRefusedAfterTheWindowClosedDoesNotFailTheQuit() async throws {
        let server = try PrivateXServer()
        defer { server.stop() }
        let name = server.name
        await #expect(processExitsWith: .success) { [name = name as String] in
            try await MainActor.run {
                let (window, id, sdlConnection) = try DisplayErrorTests.openWindow(display: name)
                guard let mine = XOpenDisplay(name) else { exit(3) }
                SDL_DestroyWindow(window)
                XSync(sdlConnection, 0)  // the window is gone at the server
                // What SDL's second connection does: an event to the window, now refused.
                DisplayErrorTests.sendEvent(on: mine, to: id)
                SDL_Quit()  // SDL puts back the handler it found at SDL_Init
                XCloseDisplay(mine)  // the refusal is read here, and must be ignored
            }
        }
    }

    @Test func aRefusalThatMattersIsOneLineAndExit69() async throws {
        let server = try PrivateXServer()
        defer { server.stop() }
        let name = server.name
        let result = await #expect(
            processExitsWith: .exitCode(69), observing: [\.standardErrorContent]
        ) { [name = name as String] in
            try await MainActor.run {
                _ = try DisplayErrorTests.openWindow(display: name)
                guard let mine = XOpenDisplay(name) else { exit(3) }
                // A window that never was: destroying it is refused (BadWindow, request 4).
                XDestroyWindow(mine, 0x7FF_FFFF)
                XSync(mine, 0)
            }
            exit(0)
        }
        let said = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(said.hasPrefix("SheetDesktop: the X server refused a request (BadWindow"))
        #expect(said.filter { $0 == "\n" }.count == 1, "one line: \(said)")
        #expect(!said.contains("X Error of failed request"))
    }
}
