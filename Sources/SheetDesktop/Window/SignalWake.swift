import CSDL2

#if canImport(Glibc)
    import Glibc
#endif

/// Wakes the window's wait for a signal (SIGUSR1's figures, SIGINT, SIGTERM, SIGHUP, SIGQUIT):
/// their handlers write to an eventfd, and a thread watching it pushes an SDL event. So a
/// window at rest waits with no timeout at all: no wake-up a second, no CPU at rest.
@MainActor
final class SignalWake {
    /// The SDL event type the thread pushes.
    let type: UInt32
    private let descriptor: Int32
    private var wake: UnsafeMutablePointer<sheetlab_wake>?

    /// After SDL_Init; nil when no eventfd, event type or thread could be had (the window
    /// then wakes once a second to look for signals, as before).
    init?() {
        let type = SDL_RegisterEvents(1)
        guard type != UInt32.max else { return nil }
        let descriptor = sheetlab_signal_wake_open()
        guard descriptor >= 0 else { return nil }
        guard let wake = sheetlab_wake_start(descriptor, type) else {
            sheetlab_state().pointee.signal_wake_fd = 0
            close(descriptor)
            return nil
        }
        self.type = type
        self.descriptor = descriptor
        self.wake = wake
    }

    /// Whether `event` is this wake-up (taken: the loop looks at the signals' flags each turn).
    func takes(_ event: SDL_Event) -> Bool {
        guard event.type == type, let wake else { return false }
        sheetlab_signal_wake_drain(descriptor)
        sheetlab_wake_rearm(wake)
        return true
    }

    /// Stops the thread (before SDL quits: it pushes SDL events); signals no longer wake.
    func stop() {
        guard let wake else { return }
        sheetlab_state().pointee.signal_wake_fd = 0
        sheetlab_wake_stop(wake)
        self.wake = nil
        close(descriptor)
    }
}
