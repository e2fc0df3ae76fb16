#ifndef MATCHERS_BENCH_SUPPORT_H
#define MATCHERS_BENCH_SUPPORT_H

/// Pretends to read the memory behind `pointer`: whatever was stored there must really exist.
void bench_consume(const void *pointer);

/// Pretends to read and overwrite the memory behind `pointer`: the value there becomes unknown.
void bench_clobber(void *pointer);

#endif
