#ifndef SHEETLAB_CSDL2_X11_H
#define SHEETLAB_CSDL2_X11_H

// An explicit submodule (`import CSDL2.X11`): Xlib's names (Font, Window, Display, ...) reach
// only the one Swift file that imports it, where they cannot clash with SheetLab's own.

#include <SDL.h>
#include <SDL_syswm.h>
#include <X11/Xlib.h>

/// Sends the window a ButtonRelease of the left button through the X server, so SDL's own
/// button state is released the way a real release would (SDL offers no call to reset it).
/// Returns 1 when sent, 0 when the window is not an X11 one.
static inline int sheetlab_x11_release_left_button(SDL_Window *window) {
    SDL_SysWMinfo info;
    SDL_VERSION(&info.version);
    if (!SDL_GetWindowWMInfo(window, &info) || info.subsystem != SDL_SYSWM_X11) return 0;
    Display *display = info.info.x11.display;
    Window handle = info.info.x11.window;
    Window root = 0, child = 0;
    int rootX = 0, rootY = 0, x = 0, y = 0;
    unsigned int mask = 0;
    XQueryPointer(display, handle, &root, &child, &rootX, &rootY, &x, &y, &mask);
    XEvent event = {0};
    event.xbutton.type = ButtonRelease;
    event.xbutton.display = display;
    event.xbutton.window = handle;
    event.xbutton.root = root;
    event.xbutton.time = CurrentTime;
    event.xbutton.x = x;
    event.xbutton.y = y;
    event.xbutton.x_root = rootX;
    event.xbutton.y_root = rootY;
    event.xbutton.state = Button1Mask;
    event.xbutton.button = Button1;
    event.xbutton.same_screen = True;
    Status sent = XSendEvent(display, handle, False, ButtonReleaseMask, &event);
    XFlush(display);
    return sent != 0;
}

/// The X server's time (milliseconds, its monotonic clock, wrapping at 2^32) of the pointer
/// input behind an SDL_SYSWMEVENT, or 0 when it is no button press, release or motion. SDL
/// sends a window-manager event just before the mouse event it turns the same X event into.
static inline Uint32 sheetlab_x11_pointer_time(const SDL_Event *event) {
    if (event->type != SDL_SYSWMEVENT || event->syswm.msg == NULL) return 0;
    if (event->syswm.msg->subsystem != SDL_SYSWM_X11) return 0;
    const XEvent *x = &event->syswm.msg->msg.x11.event;
    switch (x->type) {
    case ButtonPress:
    case ButtonRelease: return (Uint32)x->xbutton.time;
    case MotionNotify: return (Uint32)x->xmotion.time;
    default: return 0;
    }
}

/// What the app does when the X connection breaks (the server killed, the display closed),
/// before the process exits 69: Xlib's own handler would say its line and exit 1. Behind a
/// weak accessor, as `sheetlab_state` in shim.h is: one copy for the whole process.
__attribute__((weak)) void (**sheetlab_x11_lost_handler(void))(void) {
    static void (*handler)(void) = 0;
    return &handler;
}

/// Xlib's I/O error handler: the app's handler, then exit 69 (it must not return).
static inline int sheetlab_x11_connection_lost(Display *display) {
    (void)display;
    void (*handler)(void) = *sheetlab_x11_lost_handler();
    if (handler) handler();
    _exit(69);
}

/// From here on a lost X connection runs `handler` (which should end the process) instead
/// of Xlib's exit(1).
static inline void sheetlab_x11_catch_connection_loss(void (*handler)(void)) {
    *sheetlab_x11_lost_handler() = handler;
    XSetIOErrorHandler(sheetlab_x11_connection_lost);
}

#endif
