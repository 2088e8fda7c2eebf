#ifndef SHEETLAB_ALLOCATION_COUNTER_H
#define SHEETLAB_ALLOCATION_COUNTER_H

/// Heap allocations (malloc, calloc, realloc) made by the calling thread so far.
unsigned long sheetlab_thread_allocations(void);

/// Whether allocations are counted (not under a sanitizer, which owns malloc).
int sheetlab_allocations_counted(void);

#endif
