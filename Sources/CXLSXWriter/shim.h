#include <xlsxwriter.h>
#include <stdio.h>
#include <stdlib.h>
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

/* Ends a constant_memory worksheet that will take no more cells: writes its last row to the row
 * file and frees the one-row cell array (LXW_COL_MAX pointers, 128 KiB) that the library
 * otherwise holds for every sheet until the workbook closes (70 MB for a season's workbook with
 * a sheet per player). workbook_close then finds the row written and never reads the array; the
 * worksheet's free accepts a NULL array. Writing a cell to the sheet afterwards would crash, so the caller
 * calls this only once nothing can reach the sheet. */
static inline void fe_worksheet_finish_streamed(lxw_worksheet *worksheet) {
    if (!worksheet || !worksheet->optimize || !worksheet->optimize_row || !worksheet->array) return;
    lxw_worksheet_write_single_row(worksheet);
    free(worksheet->array);
    worksheet->array = NULL;
}

/* Replaces C's stderr stream (a macro on some platforms, so Swift cannot assign it directly). */
static inline void fe_set_stderr(FILE *stream) {
    stderr = stream;
}

/* Shrinks the last table added to `worksheet`. libxlsxwriter (1.1.4, and upstream as of 2025)
 * allocates, in worksheet_add_table, an array of num_cols column structs for each of a table's
 * num_cols columns and reads only its first entry: O(columns^2) bytes held until the workbook is
 * freed (53 MB for a season's 690 tables). realloc keeps each block free()-able as the library
 * expects, so a library without the waste is unaffected. */
static inline void fe_worksheet_shrink_last_table(lxw_worksheet *worksheet) {
    if (!worksheet || !worksheet->table_objs) return;
    lxw_table_obj *last = NULL, *table;
    STAILQ_FOREACH(table, worksheet->table_objs, list_pointers) last = table;
    if (!last || !last->columns) return;
    for (lxw_col_t i = 0; i < last->num_cols; i++) {
        if (!last->columns[i]) continue;
        lxw_table_column *shrunk = realloc(last->columns[i], sizeof(lxw_table_column));
        if (shrunk) last->columns[i] = shrunk;
    }
}

/* Adds an Excel Table in constant-memory mode too. The library refuses worksheet_add_table there
 * because the call writes the header cells (and any formula or total cells) itself, which a
 * streamed sheet can only take in row order. The table's part and the sheet's <tableParts> do not
 * depend on the mode. So the mode is lifted for the call alone; the header cells it writes go to
 * the normal-mode cell tree, which a streamed sheet never writes out, and the caller writes them
 * in row order itself (*writes_headers says when), before any row below the header. Tables with
 * formulas or a total row are not supported this way. */
static inline lxw_error fe_worksheet_add_table(lxw_worksheet *worksheet, lxw_row_t first_row, lxw_col_t first_col,
                                               lxw_row_t last_row, lxw_col_t last_col, lxw_table_options *options,
                                               int *writes_headers) {
    uint8_t optimize = worksheet->optimize;
    worksheet->optimize = 0;
    lxw_error error = worksheet_add_table(worksheet, first_row, first_col, last_row, last_col, options);
    worksheet->optimize = optimize;
    if (error == LXW_NO_ERROR) fe_worksheet_shrink_last_table(worksheet);
    *writes_headers = optimize != 0;
    return error;
}
