#ifndef SHEETLAB_CSDL2_SHIM_H
#define SHEETLAB_CSDL2_SHIM_H

#include <SDL.h>
#include <SDL_ttf.h>
#include <SDL_image.h>
#include <signal.h>
#include <sys/wait.h>
#include <limits.h>
#include <malloc.h>
#include <fcntl.h>
#include <errno.h>
#include <unistd.h>
#include <sys/eventfd.h>
#include <stdint.h>
#include <string.h>
#include <sys/syscall.h>

// Swift cannot import function-like macros; these are their exact equivalents.

static inline int sheetlab_windowpos_centered(void) { return (int)SDL_WINDOWPOS_CENTERED; }

static inline int sheetlab_save_bmp(SDL_Surface *surface, const char *file) {
    return SDL_SaveBMP(surface, file);
}

static inline Uint32 sheetlab_button_left_mask(void) { return SDL_BUTTON_LMASK; }
/// The `which` of SDL's mouse events made of a finger (SDL_TOUCH_MOUSEID).
static inline Uint32 sheetlab_touch_mouse_id(void) { return SDL_TOUCH_MOUSEID; }
/// The touch device id of SDL's touch events made of the mouse (SDL_MOUSE_TOUCHID).
static inline SDL_TouchID sheetlab_mouse_touch_id(void) { return SDL_MOUSE_TOUCHID; }

#define SHEETLAB_TEMPORARIES 8

/// What the signal handlers and the app share, for the whole process. A header's `static`
/// storage has one copy in every object file that uses it, and an optimised build inlines
/// Swift code across files, so each copy would see only its own writes (the release build lost
/// its temporary files that way). The one accessor below is a weak definition instead: the
/// linker keeps one of its copies, every caller reaches the same storage, and a weak function
/// is never inlined.
struct sheetlab_state {
    /// Set by SIGUSR1: `--stats` prints the figures so far and starts a new window.
    volatile sig_atomic_t stats_requested;
    /// The first signal that asked the window to quit (0: none).
    volatile sig_atomic_t window_signal;
    /// SDL's own handlers for SIGINT and SIGTERM, which it turns into SDL_QUIT.
    void (*sdl_handlers[2])(int);
    /// The first SIGINT, SIGTERM, SIGHUP or SIGQUIT of a run without a window (0: none).
    volatile sig_atomic_t stop_signal;
    /// Whether such a signal ends the run at once (it has written nothing yet).
    volatile sig_atomic_t stop_at_once;
    /// The temporary files to remove on any way out, and which slots hold one.
    char temporary_paths[SHEETLAB_TEMPORARIES][PATH_MAX];
    volatile sig_atomic_t temporary_used[SHEETLAB_TEMPORARIES];
    /// The child to stop on any way out (0: none).
    volatile pid_t child_pid;
    /// One more than the eventfd the window's signal handlers write to, so that its wait
    /// wakes for them (0: none).
    volatile sig_atomic_t signal_wake_fd;
    /// The stack the fault handler runs on (a stack overflow is a fault too).
    char alternate_stack[65536];
};
__attribute__((weak)) struct sheetlab_state *sheetlab_state(void) {
    static struct sheetlab_state state;
    return &state;
}

/// The first signal that asked the window to quit (0: none; not its close button).
static inline int sheetlab_window_signal(void) { return sheetlab_state()->window_signal; }

/// Wakes the window's wait for a signal just noted: a window at rest waits without a timeout
/// (no wake-up a second), so a signal handler writes to an eventfd a thread watches
/// (watch.h's `sheetlab_wake`). write() is async-signal-safe.
static inline void sheetlab_signal_wake(void) {
    int fd = sheetlab_state()->signal_wake_fd - 1;
    if (fd < 0) return;
    int saved = errno;
    uint64_t one = 1;
    (void)!write(fd, &one, sizeof one);
    errno = saved;
}

/// The eventfd the signal handlers wake the window's wait through; -1 when none was made.
static inline int sheetlab_signal_wake_open(void) {
    int fd = eventfd(0, EFD_CLOEXEC | EFD_NONBLOCK);
    if (fd >= 0) sheetlab_state()->signal_wake_fd = fd + 1;
    return fd;
}

/// Drains the eventfd after a wake (the main thread).
static inline void sheetlab_signal_wake_drain(int fd) {
    uint64_t count;
    while (read(fd, &count, sizeof count) > 0) {}
}

/// SIGUSR1: `--stats` prints the figures so far and starts a new window (soak runs compare the
/// start of a run with its end).
static inline void sheetlab_request_stats(int signal) {
    (void)signal;
    sheetlab_state()->stats_requested = 1;
    sheetlab_signal_wake();
}
static inline int sheetlab_take_stats_request(void) {
    if (!sheetlab_state()->stats_requested) return 0;
    sheetlab_state()->stats_requested = 0;
    return 1;
}

/// Notes `signal` as the one that asked the window to quit, then lets SDL's handler quit.
static inline void sheetlab_note_window_signal(int signal) {
    if (!sheetlab_state()->window_signal) sheetlab_state()->window_signal = signal;
    void (*next)(int) = sheetlab_state()->sdl_handlers[signal == SIGINT ? 0 : 1];
    if (next) next(signal);
    sheetlab_signal_wake();  // after SDL noted its quit: the woken loop pumps it
}

/// Puts `sheetlab_note_window_signal` in front of SDL's handlers for SIGINT and SIGTERM (after
/// SDL_Init installed them; one left at its default or ignored is left so).
static inline void sheetlab_note_window_signals(void) {
    int signals[] = { SIGINT, SIGTERM };
    for (unsigned index = 0; index < 2; index++) {
        struct sigaction current;
        if (sigaction(signals[index], NULL, &current) != 0) continue;
        if (current.sa_handler == SIG_IGN || current.sa_handler == SIG_DFL) continue;
        if (current.sa_handler == sheetlab_note_window_signal) continue;
        sheetlab_state()->sdl_handlers[index] = current.sa_handler;
        current.sa_handler = sheetlab_note_window_signal;
        sigaction(signals[index], &current, NULL);
    }
}

/// For SIGHUP and SIGQUIT: noted, then raises SIGTERM, which SDL's own handler turns into
/// SDL_QUIT (SDL handles SIGTERM and SIGINT, and leaves these two at their defaults: death, or
/// a crash report). raise() is async-signal-safe; the quit is the very path of SIGTERM.
static inline void sheetlab_forward_to_sigterm(int signal) {
    if (!sheetlab_state()->window_signal) sheetlab_state()->window_signal = signal;
    raise(SIGTERM);
}

/// A run without a window (a headless replay, plot) notes the first SIGINT, SIGTERM, SIGHUP or
/// SIGQUIT and stops between two frames, so no file is left half written, and says so. The
/// window has SDL's event loop for this; these runs do not. While a run has only read (files, a
/// trace: a 64 MiB one takes a while) and written nothing, it can end at once: the handler says
/// so in one line and exits 128 + the signal.
static inline void sheetlab_set_stop_at_once(int atOnce) {
    sheetlab_state()->stop_at_once = atOnce;
}

/// Temporary files a run is writing (a frame's or a clip's `.partial-` file) and the child it
/// runs (ffmpeg): what any way out of the process removes and stops, a signal's or a fault's
/// included. Kept in static storage, so a signal handler reads them without allocating.

/// Keeps `path` to be removed on any way out; its slot, or -1 when none is free (or the path
/// is too long), and then only the run's own clean-up removes it.
static inline int sheetlab_keep_temporary(const char *path) {
    size_t length = strlen(path);
    if (length >= PATH_MAX) return -1;
    for (int slot = 0; slot < SHEETLAB_TEMPORARIES; slot++) {
        if (sheetlab_state()->temporary_used[slot]) continue;
        memcpy(sheetlab_state()->temporary_paths[slot], path, length + 1);
        sheetlab_state()->temporary_used[slot] = 1;
        return slot;
    }
    return -1;
}

/// The file of `slot` was removed or kept by the run itself.
static inline void sheetlab_forget_temporary(int slot) {
    if (slot >= 0 && slot < SHEETLAB_TEMPORARIES) sheetlab_state()->temporary_used[slot] = 0;
}

/// The child to stop on any way out (0: none).
static inline void sheetlab_set_child(pid_t pid) { sheetlab_state()->child_pid = pid; }

/// Stops the child and waits for it, and removes every temporary file: async-signal-safe
/// (kill, waitpid, unlink).
static inline void sheetlab_remove_temporaries(void) {
    pid_t child = sheetlab_state()->child_pid;
    if (child > 0) {
        kill(child, SIGKILL);
        int status;
        while (waitpid(child, &status, 0) < 0 && errno == EINTR) {}
        sheetlab_state()->child_pid = 0;
    }
    for (int slot = 0; slot < SHEETLAB_TEMPORARIES; slot++) {
        if (!sheetlab_state()->temporary_used[slot]) continue;
        unlink(sheetlab_state()->temporary_paths[slot]);
        sheetlab_state()->temporary_used[slot] = 0;
    }
}

/// Writes `parts` (NULL-terminated) as one line on stderr with one write(2).
static inline void sheetlab_write_line(const char *const *parts) {
    char line[256];
    size_t length = 0;
    for (unsigned part = 0; parts[part]; part++) {
        for (const char *c = parts[part]; *c && length < sizeof line - 1; c++) line[length++] = *c;
    }
    line[length++] = '\n';
    ssize_t written = write(2, line, length);
    (void)written;
}

/// The name of a signal the handlers below say in their line (async-signal-safe: a constant).
static inline const char *sheetlab_signal_name(int signal) {
    switch (signal) {
    case SIGINT: return "SIGINT";
    case SIGTERM: return "SIGTERM";
    case SIGHUP: return "SIGHUP";
    case SIGQUIT: return "SIGQUIT";
    case SIGSEGV: return "SIGSEGV";
    case SIGBUS: return "SIGBUS";
    case SIGILL: return "SIGILL";
    case SIGFPE: return "SIGFPE";
    case SIGTRAP: return "SIGTRAP";
    case SIGSYS: return "SIGSYS";
    case SIGABRT: return "SIGABRT";
    case SIGXCPU: return "SIGXCPU";
    case SIGALRM: return "SIGALRM";
    case SIGUSR2: return "SIGUSR2";
    case SIGVTALRM: return "SIGVTALRM";
    case SIGPROF: return "SIGPROF";
    default: return "a signal";
    }
}

static inline void sheetlab_request_stop(int signal) {
    if (sheetlab_state()->stop_at_once) {
        // Only async-signal-safe calls: one write(2) of a line built here, then _exit(2).
        const char *name = sheetlab_signal_name(signal);
        sheetlab_remove_temporaries();
        const char *parts[] = {
            "SheetDesktop: interrupted by ", name, " before anything was written", NULL };
        sheetlab_write_line(parts);
        _exit(128 + signal);
    }
    if (!sheetlab_state()->stop_signal) sheetlab_state()->stop_signal = signal;
}
static inline int sheetlab_stop_requested(void) { return sheetlab_state()->stop_signal; }

/// Sends SIGINT, SIGTERM, SIGHUP and SIGQUIT to `sheetlab_request_stop`, except one that the
/// process started with ignored (`nohup`, a background job's SIGINT and SIGQUIT), which stays
/// ignored, as SDL does for the window. SA_RESTART: a write under way is resumed, not failed.
/// SIGQUIT first: the Swift runtime's backtracer already catches it, so only the others show
/// (in /proc's SigCgt) that SheetLab's own handlers are set, all of them once SIGINT's is.
static inline void sheetlab_catch_stop_signals(void) {
    int signals[] = { SIGQUIT, SIGHUP, SIGTERM, SIGINT };
    for (unsigned index = 0; index < sizeof signals / sizeof signals[0]; index++) {
        struct sigaction current;
        if (sigaction(signals[index], NULL, &current) != 0) continue;
        if (current.sa_handler == SIG_IGN) continue;
        struct sigaction action;
        memset(&action, 0, sizeof action);
        action.sa_handler = sheetlab_request_stop;
        action.sa_flags = SA_RESTART;
        sigemptyset(&action.sa_mask);
        sigaction(signals[index], &action, NULL);
    }
}

/// A fault (SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP) or an abort (SIGABRT: the Swift runtime's
/// own when an allocation fails): the temporary files are removed, the child stopped, one
/// line said, and the process exits 70, as any internal failure does, instead of dying of
/// the signal with files left behind. Runs on its own stack: a stack overflow is a fault too.
static inline void sheetlab_fatal_signal(int signal) {
    sheetlab_remove_temporaries();
    const char *name = sheetlab_signal_name(signal);
    const char *parts[] = { "SheetDesktop: internal error (", name,
        "): memory ran out or SheetLab failed; temporary files removed, exit 70", NULL };
    sheetlab_write_line(parts);
    _exit(70);
}

/// A signal whose default is to end the process and that SheetLab has no other use for
/// (SIGXCPU from a CPU-time limit, SIGALRM, SIGUSR2, SIGVTALRM, SIGPROF): the temporary files
/// are removed, ffmpeg stopped, one line said, and the process exits 128 + the signal, as a
/// process it killed would, instead of leaving `.partial-` files behind.
static inline void sheetlab_terminating_signal(int signal) {
    sheetlab_remove_temporaries();
    const char *name = sheetlab_signal_name(signal);
    const char *parts[] = { "SheetDesktop: stopped by ", name,
        "; temporary files removed", NULL };
    sheetlab_write_line(parts);
    _exit(128 + signal);
}

/// Sends the fault and abort signals to `sheetlab_fatal_signal`, on an alternate stack, and
/// the other signals that end a process by default to `sheetlab_terminating_signal` (one
/// ignored at launch stays ignored).
static inline void sheetlab_catch_fatal_signals(void) {
    stack_t alternate;
    memset(&alternate, 0, sizeof alternate);
    alternate.ss_sp = sheetlab_state()->alternate_stack;
    alternate.ss_size = sizeof sheetlab_state()->alternate_stack;
    sigaltstack(&alternate, NULL);
    int signals[] = { SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP, SIGABRT, SIGSYS };
    for (unsigned index = 0; index < sizeof signals / sizeof signals[0]; index++) {
        struct sigaction action;
        memset(&action, 0, sizeof action);
        action.sa_handler = sheetlab_fatal_signal;
        action.sa_flags = SA_ONSTACK | SA_RESETHAND;
        sigemptyset(&action.sa_mask);
        sigaction(signals[index], &action, NULL);
    }
    int ending[] = { SIGXCPU, SIGALRM, SIGUSR2, SIGVTALRM, SIGPROF };
    for (unsigned index = 0; index < sizeof ending / sizeof ending[0]; index++) {
        struct sigaction current;
        if (sigaction(ending[index], NULL, &current) != 0 || current.sa_handler == SIG_IGN) {
            continue;
        }
        struct sigaction action;
        memset(&action, 0, sizeof action);
        action.sa_handler = sheetlab_terminating_signal;
        action.sa_flags = SA_ONSTACK | SA_RESTART;
        sigemptyset(&action.sa_mask);
        sigaction(ending[index], &action, NULL);
    }
}

/// Opens /dev/null on each of stdin, stdout and stderr that is closed, so the first file or
/// socket opened later (the X connection) cannot land there and receive what is meant for
/// the terminal. Returns how many were reopened.
static inline int sheetlab_reopen_standard_descriptors(void) {
    int reopened = 0;
    for (int descriptor = 0; descriptor <= 2; descriptor++) {
        if (fcntl(descriptor, F_GETFD) != -1 || errno != EBADF) continue;
        // open() returns the lowest free descriptor: this one.
        int opened = open("/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY);
        if (opened != descriptor && opened >= 0) close(opened);
        if (opened == descriptor) reopened++;
    }
    return reopened;
}

/// A file that lives in memory only (memfd_create, close-on-exec): what a child says on stderr
/// is kept where a full disk cannot lose it. -1 when the kernel has none.
static inline int sheetlab_memory_file(const char *name) {
#ifdef SYS_memfd_create
    return (int)syscall(SYS_memfd_create, name, 1u /* MFD_CLOEXEC */);
#else
    (void)name;
    return -1;
#endif
}

/// Keeps allocations over 256 KiB (page layers, surfaces) in their own mappings (glibc's
/// M_MMAP_THRESHOLD is not importable as a constant from Swift).
static inline void sheetlab_map_large_allocations(void) { mallopt(M_MMAP_THRESHOLD, 256 * 1024); }

#endif
