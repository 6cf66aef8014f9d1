#if defined(__linux__) && !defined(_GNU_SOURCE)
#define _GNU_SOURCE /* fopencookie */
#endif
#include <xlsxwriter.h>
#include <stdio.h>
#include <sys/types.h>
#include <errno.h>

/* Closes a constant_memory worksheet's row buffer file. workbook_close does this itself
 * while packaging; lxw_workbook_free (the path for a workbook that is never closed) does
 * not, so a discarded workbook would leak one open file per worksheet without it. */
static inline void fe_worksheet_release_tmpfile(lxw_worksheet *worksheet) {
    if (worksheet && worksheet->optimize_tmpfile) {
        fclose(worksheet->optimize_tmpfile);
        worksheet->optimize_tmpfile = NULL;
        worksheet->file = NULL;
    }
}

/* Flushes a constant_memory worksheet's row buffer file and returns the errno of a write that
 * failed on it (0 when none did). libxlsxwriter never checks these writes: a full temp folder
 * would otherwise end in a truncated, unreadable sheet inside a file that closes without error. */
static inline int fe_worksheet_tmpfile_error(lxw_worksheet *worksheet) {
    if (!worksheet || !worksheet->optimize_tmpfile) return 0;
    errno = 0;
    int flushed = fflush(worksheet->optimize_tmpfile);
    if (flushed == 0 && !ferror(worksheet->optimize_tmpfile)) return 0;
    return errno != 0 ? errno : EIO;
}

/* Replaces C's stderr stream (a macro on some platforms, so Swift cannot assign it directly). */
static inline void fe_set_stderr(FILE *stream) {
    stderr = stream;
}

/* Writes `size` bytes for the stream made by fe_open_write_stream; returns how many it took. */
typedef long (*fe_stream_write)(const char *buffer, long size);

#ifdef __linux__
static inline ssize_t fe_cookie_write(void *cookie, const char *buffer, size_t size) {
    return (ssize_t)((fe_stream_write)cookie)(buffer, (long)size);
}

/* A write-only stream that hands every write to `write`. */
static inline FILE *fe_open_write_stream(fe_stream_write write) {
    cookie_io_functions_t functions = { NULL, fe_cookie_write, NULL, NULL };
    return fopencookie((void *)write, "w", functions);
}
#else
static inline int fe_funopen_write(void *cookie, const char *buffer, int size) {
    return (int)((fe_stream_write)cookie)(buffer, (long)size);
}

/* A write-only stream that hands every write to `write`. */
static inline FILE *fe_open_write_stream(fe_stream_write write) {
    return funopen((void *)write, NULL, fe_funopen_write, NULL, NULL);
}
#endif
