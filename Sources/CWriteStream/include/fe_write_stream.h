#ifndef FE_WRITE_STREAM_H
#define FE_WRITE_STREAM_H

#include <stdio.h>

/* Writes `size` bytes for the stream made by fe_open_write_stream; returns how many it took. */
typedef long (*fe_stream_write)(const char *buffer, long size);

/* A write-only stream that hands every write to `write` (NULL when the C library cannot make one). */
FILE *fe_open_write_stream(fe_stream_write write);

#endif
