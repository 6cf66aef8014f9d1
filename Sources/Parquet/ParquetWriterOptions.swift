import LibZstd

/// How a table is laid out in a Parquet file. The defaults suit tables of a few hundred
/// thousand rows; every choice is a pure function of the table, so output stays deterministic.
package struct ParquetWriterOptions: Sendable, Hashable {
    /// How page bodies are compressed.
    package var compression: ParquetCompression
    /// The zstd level when `compression` is `.zstd`.
    package var zstdLevel: Int32
    /// The most rows in one row group.
    package var rowsPerGroup: Int
    /// A data page is closed once its values reach this many bytes (before compression).
    package var pageByteLimit: Int
    /// A text column chunk is dictionary-encoded when its distinct values are at most this
    /// share of its non-null values, and the dictionary fits in one page.
    package var dictionaryMaxDistinctShare: Double

    package init(
        compression: ParquetCompression = .zstd, zstdLevel: Int32 = Zstd.defaultLevel, rowsPerGroup: Int = 65_536,
        pageByteLimit: Int = 1 << 20, dictionaryMaxDistinctShare: Double = 0.5
    ) {
        precondition(rowsPerGroup > 0 && pageByteLimit > 0, "parquet options: limits must be positive")
        self.compression = compression
        self.zstdLevel = zstdLevel
        self.rowsPerGroup = rowsPerGroup
        self.pageByteLimit = pageByteLimit
        self.dictionaryMaxDistinctShare = dictionaryMaxDistinctShare
    }
}
