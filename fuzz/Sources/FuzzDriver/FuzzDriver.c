#include "FuzzDriver.h"

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

int fuzz_driver_run(int argc, char **argv, fuzz_target target) {
    return LLVMFuzzerRunDriver(&argc, &argv, target);
}

// libFuzzer's own `main` (linked with it but never run: the executable's `main` comes first)
// names this entry; the harness is the target given to `fuzz_driver_run` instead.
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    (void)data;
    (void)size;
    return 0;
}
