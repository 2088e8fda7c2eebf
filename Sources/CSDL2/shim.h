#ifndef SHEETLAB_CSDL2_SHIM_H
#define SHEETLAB_CSDL2_SHIM_H

#include <SDL.h>
#include <SDL_ttf.h>
#include <SDL_image.h>

// Swift cannot import function-like macros; these are their exact twins.

static inline int sheetlab_windowpos_centered(void) { return (int)SDL_WINDOWPOS_CENTERED; }

static inline int sheetlab_save_bmp(SDL_Surface *surface, const char *file) {
    return SDL_SaveBMP(surface, file);
}

static inline Uint32 sheetlab_button_left_mask(void) { return SDL_BUTTON_LMASK; }

#endif
