// Counts heap allocations per thread for the test that a steady frame allocates nothing.
// Linked only into the test executable, where these definitions take the place of glibc's
// malloc family and forward to it.
#include <stddef.h>
#include "AllocationCounter.h"

#ifndef __has_feature
#define __has_feature(x) 0
#endif

static __thread unsigned long allocations;

unsigned long sheetlab_thread_allocations(void) { return allocations; }

// Under a sanitizer the sanitizer owns malloc: nothing is counted (the allocation test only
// runs on the release build).
#if !__has_feature(address_sanitizer) && !__has_feature(thread_sanitizer)

int sheetlab_allocations_counted(void) { return 1; }

extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void __libc_free(void *pointer);

void *malloc(size_t size) {
    allocations++;
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    allocations++;
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    allocations++;
    return __libc_realloc(pointer, size);
}

void free(void *pointer) { __libc_free(pointer); }

#else

int sheetlab_allocations_counted(void) { return 0; }

#endif
