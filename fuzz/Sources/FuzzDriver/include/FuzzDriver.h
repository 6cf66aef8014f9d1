#ifndef FUZZ_DRIVER_H
#define FUZZ_DRIVER_H
#include <stddef.h>
#include <stdint.h>

/// One fuzz input; returns 0 (libFuzzer's convention).
typedef int (*fuzz_target)(const uint8_t *data, size_t size);

/// Runs libFuzzer with the process's arguments on `target`. SwiftPM gives every executable its
/// own `main`, so libFuzzer's `main` is never linked; this calls its driver instead.
int fuzz_driver_run(int argc, char **argv, fuzz_target target);

#endif
