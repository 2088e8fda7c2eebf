#ifndef SHEETLAB_CX11POINTER_H
#define SHEETLAB_CX11POINTER_H

// Kept apart from CSDL2: Xlib's names (Font, Window, Display, ...) must not reach Swift, where
// they would clash with SheetLab's own.

struct SDL_Window;

/// Sends the window a ButtonRelease of the left button through the X server, so SDL's own
/// button state is released the way a real release would (SDL offers no call to reset it).
/// Returns 1 when sent, 0 when the window is not an X11 one.
int sheetlab_x11_release_left_button(struct SDL_Window *window);

#endif
