#ifndef SHEETLAB_CSDL2_WATCH_H
#define SHEETLAB_CSDL2_WATCH_H

#include <SDL.h>
#include <errno.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdint.h>
#include <stdlib.h>
#include <sys/eventfd.h>
#include <sys/inotify.h>
#include <unistd.h>

/// A descriptor inotify reports into, without blocking and not inherited by children.
static inline int sheetlab_inotify_open(void) { return inotify_init1(IN_NONBLOCK | IN_CLOEXEC); }

/// Wakes SDL's event wait when a descriptor the main thread reads becomes readable, so that a
/// window at rest waits on both without polling: a thread blocks in poll() on it and pushes
/// one SDL event of `type`, then waits to be re-armed (the main thread has read what there
/// was), or stopped. Each wake-up's state is its own allocation: no static storage.
struct sheetlab_wake {
    /// The descriptor watched (the main thread reads it).
    int fd;
    /// An eventfd: the main thread re-arms the thread or stops it through it.
    int control;
    /// The SDL event type pushed.
    Uint32 type;
    /// Whether the thread waits on `fd` (else only on `control`); atomic.
    int armed;
    /// Whether the thread is to end; atomic.
    int stop;
    pthread_t thread;
};

static inline void *sheetlab_wake_run(void *argument) {
    struct sheetlab_wake *wake = argument;
    // Signals stay the main thread's: their handlers note them there.
    sigset_t all;
    sigfillset(&all);
    pthread_sigmask(SIG_BLOCK, &all, NULL);
    while (!__atomic_load_n(&wake->stop, __ATOMIC_ACQUIRE)) {
        int armed = __atomic_load_n(&wake->armed, __ATOMIC_ACQUIRE);
        struct pollfd fds[2] = {{wake->control, POLLIN, 0}, {armed ? wake->fd : -1, POLLIN, 0}};
        if (poll(fds, 2, -1) < 0) {
            if (errno == EINTR) continue;
            break;
        }
        if (fds[0].revents & POLLIN) {
            uint64_t count;
            (void)!read(wake->control, &count, sizeof count);
            __atomic_store_n(&wake->armed, 1, __ATOMIC_RELEASE);
            continue;  // poll again: the descriptor may have been read meanwhile
        }
        if (armed && (fds[1].revents & (POLLIN | POLLERR | POLLHUP))) {
            __atomic_store_n(&wake->armed, 0, __ATOMIC_RELEASE);
            SDL_Event event;
            SDL_zero(event);
            event.type = wake->type;
            SDL_PushEvent(&event);
        }
    }
    return NULL;
}

/// Starts waking SDL's wait with an event of `type` whenever `fd` is readable; NULL (errno set)
/// when no thread could be made.
static inline struct sheetlab_wake *sheetlab_wake_start(int fd, Uint32 type) {
    struct sheetlab_wake *wake = calloc(1, sizeof *wake);
    if (!wake) return NULL;
    wake->fd = fd;
    wake->type = type;
    wake->armed = 1;
    wake->control = eventfd(0, EFD_CLOEXEC | EFD_NONBLOCK);
    if (wake->control < 0) {
        free(wake);
        return NULL;
    }
    int failure = pthread_create(&wake->thread, NULL, sheetlab_wake_run, wake);
    if (failure) {
        close(wake->control);
        free(wake);
        errno = failure;
        return NULL;
    }
    return wake;
}

/// The main thread has read the descriptor: the thread waits on it again (if it stopped to).
static inline void sheetlab_wake_rearm(struct sheetlab_wake *wake) {
    if (__atomic_load_n(&wake->armed, __ATOMIC_ACQUIRE)) return;
    uint64_t one = 1;
    (void)!write(wake->control, &one, sizeof one);
}

/// Ends the thread and frees what it used (the watched descriptor stays the caller's).
static inline void sheetlab_wake_stop(struct sheetlab_wake *wake) {
    __atomic_store_n(&wake->stop, 1, __ATOMIC_RELEASE);
    uint64_t one = 1;
    (void)!write(wake->control, &one, sizeof one);
    pthread_join(wake->thread, NULL);
    close(wake->control);
    free(wake);
}

#endif
