package import Parquet
package import PipelineSpec
package import Staging
package import Tabular

/// Writes a table as one Parquet file: typed optional columns, zstd-compressed (or plain) pages, row
/// groups of 65,536 rows (see `ParquetFileWriter` in the Parquet target).
package struct ParquetTableWriter: TableWriter {
    package var options: ParquetWriterOptions

    package init(options: ParquetWriterOptions = ParquetWriterOptions()) {
        self.options = options
    }

    /// The default options with the pipeline's choice of compression.
    package init(compression: ParquetCompressionChoice) {
        switch compression {
        case .zstd: self.init(options: ParquetWriterOptions(compression: .zstd))
        case .uncompressed: self.init(options: ParquetWriterOptions(compression: .uncompressed))
        }
    }

    package var format: OutputFormat { .parquet }

    package func encoder(for header: Table) -> any TableFileEncoder {
        Encoder(header: header, options: options)
    }

    /// Table writers cannot throw; the Parquet writer fails only on a cell that contradicts its
    /// column's type, a time beyond ±292 million years, or zstd running out of memory, which are
    /// defects upstream rather than bad input, so they stop the run with the writer's message.
    private struct Encoder: TableFileEncoder {
        let name: String
        var stream: ParquetStreamWriter

        init(header: Table, options: ParquetWriterOptions) {
            name = header.name
            stream = ParquetStreamWriter(tableName: header.name, columns: header.columns, options: options)
        }

        mutating func append(_ rows: [[CellValue]], into buffer: inout [UInt8]) {
            do { try stream.append(rows, into: &buffer) } catch { preconditionFailure("cannot write \(name).parquet: \(error)") }
        }

        mutating func finish(into buffer: inout [UInt8]) {
            do { try stream.finish(into: &buffer) } catch { preconditionFailure("cannot write \(name).parquet: \(error)") }
        }
    }
}
