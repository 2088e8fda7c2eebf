#ifndef SHEETLAB_CSDL2_X11_H
#define SHEETLAB_CSDL2_X11_H

// An explicit submodule (`import CSDL2.X11`): Xlib's names (Font, Window, Display, ...) reach
// only the one Swift file that imports it, where they cannot clash with SheetLab's own.

#include <SDL.h>
#include <SDL_syswm.h>
#include <X11/Xlib.h>
#include <stdio.h>
#include <unistd.h>

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

/// Reads `width` × `height` pixels of the window back from the X server (what it holds and
/// shows), as 0x00RRGGBB row by row into `out`: the tests compare them with a full redraw.
/// Returns 1 when read, 0 when the window is not an X11 one, not all on the screen (the server
/// refuses to read beyond it) or its pixels are not 32-bit.
static inline int sheetlab_x11_read_window(SDL_Window *window, Uint32 *out, int width, int height) {
    SDL_SysWMinfo info;
    SDL_VERSION(&info.version);
    if (!SDL_GetWindowWMInfo(window, &info) || info.subsystem != SDL_SYSWM_X11) return 0;
    XWindowAttributes attributes;
    if (!XGetWindowAttributes(info.info.x11.display, info.info.x11.window, &attributes)) return 0;
    int x = 0, y = 0;
    Window child = 0;
    XTranslateCoordinates(info.info.x11.display, info.info.x11.window, attributes.root, 0, 0,
                          &x, &y, &child);
    if (attributes.map_state != IsViewable || x < 0 || y < 0 || width > attributes.width
        || height > attributes.height || x + width > WidthOfScreen(attributes.screen)
        || y + height > HeightOfScreen(attributes.screen))
        return 0;
    XImage *image = XGetImage(info.info.x11.display, info.info.x11.window, 0, 0,
                              (unsigned)width, (unsigned)height, AllPlanes, ZPixmap);
    if (image == NULL) return 0;
    int read = image->bits_per_pixel == 32;
    for (int y = 0; read && y < height; y++) {
        const Uint32 *row = (const Uint32 *)(image->data + (size_t)y * image->bytes_per_line);
        for (int x = 0; x < width; x++) out[(size_t)y * width + x] = row[x] & 0x00FFFFFF;
    }
    XDestroyImage(image);
    return read;
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

/// What the app does when the X connection breaks (the server killed, the display closed) or
/// the server refuses one of its requests (its window destroyed by another program), before
/// the process exits 69: Xlib's own handlers would say several lines and exit 1. `reason` is
/// NULL for a broken connection, else the refusal in words. Behind a weak accessor, as
/// `sheetlab_state` in shim.h is: one copy for the whole process.
__attribute__((weak)) void (**sheetlab_x11_lost_handler(void))(const char *reason) {
    static void (*handler)(const char *) = 0;
    return &handler;
}

/// Says `line` on stderr as the app's own messages are (one line, "SheetDesktop: "), for a
/// loss or refusal met while no app handler is set (before the window, or while it closes).
static inline void sheetlab_x11_say(const char *line) {
    char text[240] = {0};
    int length = snprintf(text, sizeof text, "SheetDesktop: %s\n", line);
    if (length > 0) {
        ssize_t written = write(2, text, (size_t)length < sizeof text ? (size_t)length : sizeof text - 1);
        (void)written;
    }
}

/// Xlib's I/O error handler: the app's handler (or one line of its own), then exit 69 (it must
/// not return).
static inline int sheetlab_x11_connection_lost(Display *display) {
    (void)display;
    void (*handler)(const char *) = *sheetlab_x11_lost_handler();
    if (handler) handler(NULL);
    else sheetlab_x11_say("the display went away under the app (its X connection broke)");
    _exit(69);
}

/// Whether the X server's refusal of a request is harmless: an event sent to a window that is
/// gone (SDL's wake-up message, sent from its second connection while the window closes, or
/// the release the app sends its own window) had nowhere to go, and nothing else depends on it.
static inline int sheetlab_x11_error_is_harmless(int errorCode, int requestCode) {
    return errorCode == BadWindow && requestCode == 25;  // X_SendEvent, in X11/Xproto.h
}

/// Xlib's error handler: a harmless refusal is ignored; any other is said in one line by the
/// app's handler, then the process exits 69 (Xlib's default would print five lines, exit 1).
static inline int sheetlab_x11_request_refused(Display *display, XErrorEvent *error) {
    if (sheetlab_x11_error_is_harmless(error->error_code, error->request_code)) return 0;
    char text[160] = {0};
    XGetErrorText(display, error->error_code, text, (int)sizeof text - 40);
    char line[200] = {0};
    snprintf(line, sizeof line, "%s, request %d", text, (int)error->request_code);
    void (*handler)(const char *) = *sheetlab_x11_lost_handler();
    if (handler) {
        handler(line);
    } else {
        char said[240] = {0};
        snprintf(said, sizeof said, "the X server refused a request (%s)", line);
        sheetlab_x11_say(said);
    }
    _exit(69);
}

/// Puts SheetLab's handlers in Xlib's place for the whole process: before SDL_Init, so that
/// SDL keeps them as "the original" it calls after its own safety net and gives back while it
/// quits. Installed after SDL_Init, they were swapped back for Xlib's default (five lines,
/// exit 1) by SDL_Quit before it closes its second connection, and a wake-up SDL had sent from
/// there to the window just destroyed killed a clean quit.
static inline void sheetlab_x11_catch_errors(void) {
    XSetIOErrorHandler(sheetlab_x11_connection_lost);
    XSetErrorHandler(sheetlab_x11_request_refused);
}

/// From here on a lost X connection or a refused request runs `handler` (which should end the
/// process), or, with NULL, says one line of its own; the process then exits 69.
static inline void sheetlab_x11_catch_connection_loss(void (*handler)(const char *)) {
    *sheetlab_x11_lost_handler() = handler;
    sheetlab_x11_catch_errors();
}

#endif
