"""`parquet: {path, compression: none}`: the demo exported again with uncompressed pages, read
with pyarrow: every column chunk says UNCOMPRESSED, and every table holds the same values as
the default (zstd) export."""
import os
import subprocess

import pyarrow.parquet as pq

from conftest import ROOT, tool


def uncompressed_export(demo, base):
    """The demo pipeline with only its Parquet output, asked for uncompressed, into `base`."""
    with open(os.path.join(ROOT, "pipelines", "demo.yml"), encoding="utf-8") as f:
        text = f.read()
    head, _ = text.split("\nload:\n")
    pipeline = base / "uncompressed.yml"
    pipeline.write_text(head + "\nload:\n  parquet: {path: ${OUTPUT_DIR}/parquet, compression: none}\n", encoding="utf-8")
    env = dict(demo["env"], OUTPUT_DIR=str(base / "output"))
    run = subprocess.run([tool("football-etl"), "run", str(pipeline)], env=env, cwd=ROOT, capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    return base / "output" / "parquet"


def test_compression_none_writes_uncompressed_pages_with_the_same_values(demo, tmp_path):
    plain = uncompressed_export(demo, tmp_path)
    zstd = demo["out"] / "parquet"
    names = sorted(n for n in os.listdir(zstd) if n.endswith(".parquet"))
    assert names and sorted(n for n in os.listdir(plain) if n.endswith(".parquet")) == names
    for name in names:
        metadata = pq.ParquetFile(plain / name).metadata
        codecs = {metadata.row_group(g).column(c).compression
                  for g in range(metadata.num_row_groups) for c in range(metadata.num_columns)}
        assert codecs <= {"UNCOMPRESSED"}, (name, codecs)
        zstd_metadata = pq.ParquetFile(zstd / name).metadata
        if zstd_metadata.num_row_groups:
            assert zstd_metadata.row_group(0).column(0).compression == "ZSTD", name
        assert pq.read_table(plain / name).equals(pq.read_table(zstd / name)), name
    assert sum(os.path.getsize(plain / n) for n in names) > sum(os.path.getsize(zstd / n) for n in names)
