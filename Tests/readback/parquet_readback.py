"""Reads Parquet files with pyarrow and with DuckDB and prints, per file, one JSON object:
the schema each reader sees, every row, and the footer facts (row groups, codecs, encodings,
statistics) that pyarrow reports. Timestamps are printed as epoch milliseconds and dates as
ISO days, so the caller can compare them with its own cells exactly.

Usage: python3 parquet_readback.py FILE.parquet [...]
Run by Tests/ParquetTests/Support/ParquetReadback.swift.
"""
import datetime
import json
import sys

import duckdb
import pyarrow as pa
import pyarrow.parquet as pq

EPOCH = datetime.datetime(1970, 1, 1, tzinfo=datetime.timezone.utc)


def plain(value):
    """A statistics bound or cell as JSON: times in epoch ms, days in ISO, bytes as UTF-8."""
    if isinstance(value, datetime.datetime):
        if value.tzinfo is None:
            value = value.replace(tzinfo=datetime.timezone.utc)
        return (value - EPOCH) // datetime.timedelta(milliseconds=1)
    if isinstance(value, datetime.date):
        return value.isoformat()
    if isinstance(value, bytes):
        return value.decode("utf-8")
    return value


def arrow_rows(table):
    columns = []
    for column in table.columns:
        if pa.types.is_timestamp(column.type):
            column = column.cast(pa.int64())
        columns.append([plain(v) for v in column.to_pylist()])
    return [list(row) for row in zip(*columns)] if columns else []


def arrow_facts(path):
    parquet = pq.ParquetFile(path)
    metadata = parquet.metadata
    table = parquet.read()
    schema = [
        {
            "name": column.name,
            "physical": column.physical_type,
            "logical": str(column.logical_type.type),
            "converted": str(column.converted_type),
            "arrow": str(table.schema.field(column.name).type),
        }
        for column in parquet.schema
    ]
    groups = []
    for g in range(metadata.num_row_groups):
        group = metadata.row_group(g)
        chunks = []
        for c in range(group.num_columns):
            chunk = group.column(c)
            stats = chunk.statistics
            chunks.append({
                "compression": chunk.compression,
                "encodings": sorted(chunk.encodings),
                "has_dictionary_page": chunk.has_dictionary_page,
                "null_count": stats.null_count if stats is not None and stats.has_null_count else None,
                "has_min_max": bool(stats is not None and stats.has_min_max),
                "min": plain(stats.min) if stats is not None and stats.has_min_max else None,
                "max": plain(stats.max) if stats is not None and stats.has_min_max else None,
            })
        groups.append({"num_rows": group.num_rows, "columns": chunks})
    return {
        "created_by": metadata.created_by,
        "num_rows": metadata.num_rows,
        "schema": schema,
        "row_groups": groups,
        "rows": arrow_rows(table),
    }


def duckdb_facts(path):
    connection = duckdb.connect()
    described = connection.execute("DESCRIBE SELECT * FROM read_parquet(?)", [path]).fetchall()
    schema = [{"name": name, "type": kind} for name, kind, *_ in described]
    selects = []
    for name, kind, *_ in described:
        quoted = '"' + name.replace('"', '""') + '"'
        if kind.startswith("TIMESTAMP"):
            selects.append(f"epoch_ms({quoted})")
        elif kind == "DATE":
            selects.append(f"CAST({quoted} AS VARCHAR)")
        else:
            selects.append(quoted)
    rows = []
    if selects:
        query = f"SELECT {', '.join(selects)} FROM read_parquet(?)"
        rows = [list(row) for row in connection.execute(query, [path]).fetchall()]
    return {"schema": schema, "rows": rows}


def main(paths):
    facts = [{"path": path, "pyarrow": arrow_facts(path), "duckdb": duckdb_facts(path)} for path in paths]
    json.dump(facts, sys.stdout)


if __name__ == "__main__":
    main(sys.argv[1:])
