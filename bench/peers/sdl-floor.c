/* The bench's floor: what any SDL2 program pays for a full-window frame on this machine.
 * The same hints and renderer as SheetLab's default (software, presented straight to the X
 * server, no GL loaded), one cached full-window texture copied, one rectangle (the "sheet",
 * following the pointer while the button is held), one present per motion event.
 * Prints {"ready":true} on stdout once the first frame is up, and the frames drawn so far
 * ({"frames":N}) on SIGUSR1 and on quit.
 * Built by bench/bench.py: cc sdl-floor.c $(pkg-config --cflags --libs sdl2)
 * usage: sdl-floor [--scale N]   (N window pixels a point, like SheetLab's --scale) */
#include <SDL.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static volatile sig_atomic_t frames_asked = 0;

static void ask_frames(int signal_number) {
    (void)signal_number;
    frames_asked = 1;
}

int main(int argc, char **argv) {
    signal(SIGUSR1, ask_frames);
    int scale = (argc > 2 && strcmp(argv[1], "--scale") == 0) ? atoi(argv[2]) : 1;
    if (scale < 1) scale = 1;
    int width = 390 * scale, height = 844 * scale;
    SDL_SetHint(SDL_HINT_MOUSE_FOCUS_CLICKTHROUGH, "1");
    SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0");
    SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0");
    if (SDL_Init(SDL_INIT_VIDEO) != 0) {
        fprintf(stderr, "sdl-floor: %s\n", SDL_GetError());
        return 69;
    }
    SDL_Window *window = SDL_CreateWindow("SDL floor", SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED,
                                          width, height, SDL_WINDOW_SHOWN);
    SDL_Renderer *renderer = window ? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE) : NULL;
    if (!renderer) {
        fprintf(stderr, "sdl-floor: %s\n", SDL_GetError());
        return 69;
    }
    /* The cached page: a full-window texture drawn once (a grey band every 40 rows), in the
     * window's own pixel format, so copying it is a copy of rows, not a conversion of every
     * pixel (an X11 window is XRGB8888): the cheapest full-window frame SDL can draw. */
    SDL_Texture *page = SDL_CreateTexture(renderer, SDL_GetWindowPixelFormat(window), SDL_TEXTUREACCESS_TARGET,
                                          width, height);
    SDL_SetTextureBlendMode(page, SDL_BLENDMODE_NONE);
    SDL_SetRenderTarget(renderer, page);
    SDL_SetRenderDrawColor(renderer, 255, 255, 255, 255);
    SDL_RenderClear(renderer);
    SDL_SetRenderDrawColor(renderer, 200, 200, 200, 255);
    for (int y = 0; y < height; y += 40 * scale) {
        SDL_Rect line = {20 * scale, y, width - 40 * scale, 2 * scale};
        SDL_RenderFillRect(renderer, &line);
    }
    SDL_SetRenderTarget(renderer, NULL);
    int top = 64 * scale, held = 0, grab = 0, frames = 0;
    SDL_Event event;
    int dirty = 1;
    for (;;) {
        if (dirty) {
            SDL_RenderCopy(renderer, page, NULL, NULL);
            SDL_Rect sheet = {0, top, width, height - top};
            SDL_SetRenderDrawColor(renderer, 255, 255, 255, 255);
            SDL_RenderFillRect(renderer, &sheet);
            SDL_RenderPresent(renderer);
            if (frames++ == 0) {
                printf("{\"ready\":true}\n");
                fflush(stdout);
            }
            dirty = 0;
        }
        if (frames_asked) {
            frames_asked = 0;
            printf("{\"frames\":%d}\n", frames);
            fflush(stdout);
        }
        /* Woken at least once a second to answer SIGUSR1, as SheetLab is. */
        if (!SDL_WaitEventTimeout(&event, 1000)) continue;
        if (event.type == SDL_QUIT) break;
        if (event.type == SDL_MOUSEBUTTONDOWN) {
            held = 1;
            grab = event.button.y - top;
        } else if (event.type == SDL_MOUSEBUTTONUP) {
            held = 0;
        } else if (event.type == SDL_MOUSEMOTION && held) {
            top = event.motion.y - grab;
            if (top < 0) top = 0;
            if (top > height) top = height;
            dirty = 1;
        } else if (event.type == SDL_WINDOWEVENT) {
            dirty = 1;
        }
    }
    printf("{\"frames\":%d}\n", frames);
    SDL_DestroyRenderer(renderer);
    SDL_DestroyWindow(window);
    SDL_Quit();
    return 0;
}
