#include <xlsxwriter.h>
#include <stdio.h>

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
