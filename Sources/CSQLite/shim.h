#include <sqlite3.h>

/* SQLITE_TRANSIENT is a macro casting -1 to a function pointer, which Swift cannot import:
 * these helpers bind text and blobs that SQLite copies before the call returns. */
static inline int fe_sqlite3_bind_text_copy(sqlite3_stmt *statement, int index, const char *text, int byteCount) {
    return sqlite3_bind_text(statement, index, text, byteCount, SQLITE_TRANSIENT);
}

static inline int fe_sqlite3_bind_blob_copy(sqlite3_stmt *statement, int index, const void *bytes, int byteCount) {
    return sqlite3_bind_blob(statement, index, bytes, byteCount, SQLITE_TRANSIENT);
}
