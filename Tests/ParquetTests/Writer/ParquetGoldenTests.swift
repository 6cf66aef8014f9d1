import Foundation
import LibZstd
import Parquet
import Tabular
import TestSupport
import Testing

/// The exact bytes of a small table, pinned, and the same bytes from every render.
@Suite struct ParquetGoldenTests {
    /// `Tests/ParquetTests/Golden`.
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Golden").path

    @Test func uncompressedBytesArePinned() throws {
        let bytes = try ParquetFileWriter(options: ParquetWriterOptions(compression: .uncompressed)).render(SampleTables.small)
        GoldenFile.expectMatches(bytes, named: "small_uncompressed.parquet", in: Self.golden)
    }

    /// Pinned against libzstd's level-3 output; another libzstd release may compress differently.
    @Test func zstdBytesArePinned() throws {
        let bytes = try ParquetFileWriter().render(SampleTables.small)
        GoldenFile.expectMatches(bytes, named: "small_zstd.parquet", in: Self.golden)
    }

    /// Groups of 16 rows and pages of 128 bytes, uncompressed, for the multi-group goldens.
    static let smallGroups = ParquetWriterOptions(compression: .uncompressed, rowsPerGroup: 16, pageByteLimit: 128)

    /// Several row groups and pages, so every offset in the footer is pinned; `team` is
    /// dictionary-encoded in the full groups and PLAIN in the last one of two rows.
    @Test func multiGroupBytesArePinned() throws {
        let writer = ParquetFileWriter(options: Self.smallGroups)
        GoldenFile.expectMatches(
            try writer.render(SampleTables.events(count: 50)), named: "events_groups_uncompressed.parquet", in: Self.golden)
        GoldenFile.expectMatches(
            try writer.render(SampleTables.everyType), named: "every_type_groups_uncompressed.parquet", in: Self.golden)
    }

    @Test func everyRenderGivesTheSameBytes() throws {
        for options in [ParquetWriterOptions(), ParquetWriterOptions(compression: .uncompressed, rowsPerGroup: 700, pageByteLimit: 1_000)] {
            let table = SampleTables.events(count: 2_000)
            let first = try ParquetFileWriter(options: options).render(table)
            let second = try ParquetFileWriter(options: options).render(table)
            #expect(first == second)
            #expect(Array(first.prefix(4)) == Array("PAR1".utf8) && Array(first.suffix(4)) == Array("PAR1".utf8))
        }
    }

    @Test func writeAppendsTheSameFileAsRender() throws {
        var buffer: [UInt8] = [0xAB]
        try ParquetFileWriter().write(SampleTables.small, into: &buffer)
        #expect(Array(buffer.dropFirst()) == (try ParquetFileWriter().render(SampleTables.small)))
    }

    @Test func zstdPagesAreSmallerThanPlainOnesForRepetitiveData() throws {
        let table = SampleTables.events(count: 5_000)
        let zstd = try ParquetFileWriter().render(table)
        let none = try ParquetFileWriter(options: ParquetWriterOptions(compression: .uncompressed)).render(table)
        #expect(zstd.count * 2 < none.count, "zstd \(zstd.count) bytes, uncompressed \(none.count)")
    }

    @Test func zstdFramesRoundTrip() throws {
        let input = Array((0..<10_000).map { UInt8(truncatingIfNeeded: $0 % 251) })
        let frame = try Zstd.compress(input)
        #expect(frame.count < input.count)
        #expect(try Zstd.decompress(frame, originalSize: input.count) == input)
        #expect(throws: ZstdError.self) { try Zstd.decompress(frame, originalSize: input.count - 1) }
        #expect(throws: ZstdError.self) { try Zstd.decompress([1, 2, 3, 4], originalSize: 4) }
    }
}
