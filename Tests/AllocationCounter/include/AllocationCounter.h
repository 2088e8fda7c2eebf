#ifndef SHEETLAB_ALLOCATION_COUNTER_H
#define SHEETLAB_ALLOCATION_COUNTER_H

/// Heap allocations (malloc, calloc, realloc) made by the calling thread so far.
unsigned long sheetlab_thread_allocations(void);

#endif
