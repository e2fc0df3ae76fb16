// Compiled separately from the Swift code, so the Swift optimizer cannot see what these do.
#include "BenchSupport.h"

void bench_consume(const void *pointer) {
    __asm__ volatile("" : : "r"(pointer) : "memory");
}

void bench_clobber(void *pointer) {
    __asm__ volatile("" : : "r"(pointer) : "memory");
}
