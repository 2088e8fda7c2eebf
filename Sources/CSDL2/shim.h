#ifndef SHEETLAB_CSDL2_SHIM_H
#define SHEETLAB_CSDL2_SHIM_H

#include <SDL.h>
#include <SDL_ttf.h>
#include <SDL_image.h>
#include <signal.h>
#include <malloc.h>
#include <fcntl.h>
#include <errno.h>
#include <unistd.h>

// Swift cannot import function-like macros; these are their exact twins.

static inline int sheetlab_windowpos_centered(void) { return (int)SDL_WINDOWPOS_CENTERED; }

static inline int sheetlab_save_bmp(SDL_Surface *surface, const char *file) {
    return SDL_SaveBMP(surface, file);
}

static inline Uint32 sheetlab_button_left_mask(void) { return SDL_BUTTON_LMASK; }

/// Set by SIGUSR1: `--stats` prints the figures so far and starts a new window (soak runs
/// compare the start of a run with its end).
static volatile sig_atomic_t sheetlab_stats_requested = 0;
static inline void sheetlab_request_stats(int signal) { (void)signal; sheetlab_stats_requested = 1; }
static inline int sheetlab_take_stats_request(void) {
    if (!sheetlab_stats_requested) return 0;
    sheetlab_stats_requested = 0;
    return 1;
}

/// For SIGHUP and SIGQUIT: raises SIGTERM, which SDL's own handler turns into SDL_QUIT (SDL
/// handles SIGTERM and SIGINT, and leaves these two at their defaults: death, or a crash
/// report). raise() is async-signal-safe; the quit is the very path of SIGTERM.
static inline void sheetlab_forward_to_sigterm(int signal) { (void)signal; raise(SIGTERM); }

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

/// Keeps allocations over 256 KiB (page layers, surfaces) in their own mappings (glibc's
/// M_MMAP_THRESHOLD is not importable as a constant from Swift).
static inline void sheetlab_map_large_allocations(void) { mallopt(M_MMAP_THRESHOLD, 256 * 1024); }

#endif
