/* fopencookie is a GNU extension. _GNU_SOURCE is defined here, in a file of its own, and never in
 * a module header: a header that defines it changes glibc's struct layouts (fd_set) under Swift's
 * Glibc module, and a fresh build then fails on the mismatch. */
#if defined(__linux__) && !defined(_GNU_SOURCE)
#define _GNU_SOURCE
#endif
#include "fe_write_stream.h"

#include <sys/types.h>

#ifdef __linux__
static ssize_t fe_cookie_write(void *cookie, const char *buffer, size_t size) {
    return (ssize_t)((fe_stream_write)cookie)(buffer, (long)size);
}

FILE *fe_open_write_stream(fe_stream_write write) {
    cookie_io_functions_t functions = { NULL, fe_cookie_write, NULL, NULL };
    return fopencookie((void *)write, "w", functions);
}
#else
static int fe_funopen_write(void *cookie, const char *buffer, int size) {
    return (int)((fe_stream_write)cookie)(buffer, (long)size);
}

FILE *fe_open_write_stream(fe_stream_write write) {
    return funopen((void *)write, NULL, fe_funopen_write, NULL, NULL);
}
#endif
