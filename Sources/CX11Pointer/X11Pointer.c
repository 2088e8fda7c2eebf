#include "CX11Pointer.h"

#include <SDL2/SDL.h>
#include <SDL2/SDL_syswm.h>
#include <X11/Xlib.h>

static int x11_window(SDL_Window *window, Display **display, Window *handle) {
    SDL_SysWMinfo info;
    SDL_VERSION(&info.version);
    if (!SDL_GetWindowWMInfo(window, &info) || info.subsystem != SDL_SYSWM_X11) return 0;
    *display = info.info.x11.display;
    *handle = info.info.x11.window;
    return 1;
}

int sheetlab_x11_release_left_button(struct SDL_Window *window) {
    Display *display;
    Window handle;
    if (!x11_window(window, &display, &handle)) return 0;
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
