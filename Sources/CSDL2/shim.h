#ifndef SHEETLAB_CSDL2_SHIM_H
#define SHEETLAB_CSDL2_SHIM_H

#include <SDL.h>
#include <SDL_ttf.h>

// Swift cannot import function-like macros; these are their exact twins.

static inline int sheetlab_windowpos_centered(void) { return (int)SDL_WINDOWPOS_CENTERED; }

static inline int sheetlab_save_bmp(SDL_Surface *surface, const char *file) {
    return SDL_SaveBMP(surface, file);
}

static inline SDL_Surface *sheetlab_load_bmp(const char *file) { return SDL_LoadBMP(file); }

static inline int sheetlab_must_lock(SDL_Surface *surface) { return SDL_MUSTLOCK(surface) ? 1 : 0; }

#endif
