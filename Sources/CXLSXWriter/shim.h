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

#if defined(__GLIBC__)
#include <malloc.h>
#endif

/* Hands freed heap memory back to the system (glibc keeps it per malloc arena otherwise); a
 * no-op elsewhere. Called once a workbook closes, so its cells stop counting in the RSS. */
static inline void fe_release_free_memory(void) {
#if defined(__GLIBC__)
    malloc_trim(0);
#endif
}
