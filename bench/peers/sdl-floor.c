/* The bench's floor: what any SDL2 program pays for a full-window frame on this machine.
 * The same hints and renderer as SheetLab's default (software, presented straight to the X
 * server, no GL loaded), one cached full-window texture copied, one rectangle (the "sheet",
 * following the pointer while the button is held), one present per motion event.
 * Prints {"ready":true} on stdout once the first frame is up, and the frames drawn so far
 * ({"frames":N}) on SIGUSR1 (at once: a thread waits for the signal and wakes the event loop)
 * and on quit. At rest it sleeps in SDL_WaitEvent: no timer, no wake-up.
 * Built by bench/bench.py: cc -O2 -pthread sdl-floor.c $(pkg-config --cflags --libs sdl2)
 * usage: sdl-floor [--scale N]   (N window pixels a point, like SheetLab's --scale) */
#include <SDL.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static Uint32 frames_asked_event;

/* SIGUSR1 is blocked in every thread (the mask is set before SDL starts any); this one takes it
 * with sigwait and pushes an event, which wakes SDL_WaitEvent in the main thread. */
static void *wait_for_frames_requests(void *signals) {
    for (;;) {
        int received;
        if (sigwait((sigset_t *)signals, &received) == 0) {
            SDL_Event event;
            SDL_zero(event);
            event.type = frames_asked_event;
            SDL_PushEvent(&event);
        }
    }
    return NULL;
}

int main(int argc, char **argv) {
    static sigset_t signals;
    sigemptyset(&signals);
    sigaddset(&signals, SIGUSR1);
    pthread_sigmask(SIG_BLOCK, &signals, NULL);
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
    frames_asked_event = SDL_RegisterEvents(1);
    pthread_t waiter;
    pthread_create(&waiter, NULL, wait_for_frames_requests, &signals);
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
        if (!SDL_WaitEvent(&event)) continue;
        if (event.type == SDL_QUIT) break;
        if (event.type == frames_asked_event) {
            printf("{\"frames\":%d}\n", frames);
            fflush(stdout);
        }
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
