import Tabular
import Testing

@testable import Parquet

/// Bounds bytes for the cases readers treat specially: signed zeros, NaN, all-null chunks.
@Suite struct StatisticsBuilderTests {
    private func statistics(_ type: ColumnType, _ cells: [CellValue]) throws -> ColumnStatistics {
        let slice = try ColumnSlice(table: "t", column: Column("c", type), at: 0, rows: cells.map { [$0] }[...], firstRow: 0)
        return StatisticsBuilder.statistics(of: slice)
    }

    private func double(_ bytes: [UInt8]?) -> Double? {
        guard let bytes, bytes.count == 8 else { return nil }
        return Double(bitPattern: bytes.reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) })
    }

    @Test func zeroBoundsAreWrittenAsMinusZeroAndPlusZero() throws {
        let low = try statistics(.decimal, [.decimal(0.0), .decimal(2)])
        #expect(double(low.bounds?.min)?.sign == .minus && double(low.bounds?.min) == 0)
        let high = try statistics(.decimal, [.decimal(-1), .decimal(-0.0)])
        #expect(double(high.bounds?.max)?.sign == .plus && double(high.bounds?.max) == 0)
    }

    @Test func nanIsCountedAndLeftOutOfTheBounds() throws {
        let mixed = try statistics(.decimal, [.decimal(.nan), .decimal(1.5), .null, .decimal(-3)])
        #expect(mixed.nanCount == 1 && mixed.nullCount == 1)
        #expect(double(mixed.bounds?.min) == -3 && double(mixed.bounds?.max) == 1.5)
        let onlyNaN = try statistics(.decimal, [.decimal(.nan)])
        #expect(onlyNaN.bounds == nil && onlyNaN.nanCount == 1)
    }

    @Test func allNullChunksHaveNoBounds() throws {
        for type in ColumnType.allCases {
            let stats = try statistics(type, [.null, .null])
            #expect(stats.bounds == nil && stats.nullCount == 2, "\(type)")
        }
    }

    @Test func textIsOrderedByItsBytesAndIntegersAreSigned() throws {
        // "Z" (0x5A) < "a" (0x61) < "é" (0xC3 …) byte-wise
        let text = try statistics(.text, [.text("é"), .text("a"), .text("Z")])
        #expect(text.bounds?.min == Array("Z".utf8) && text.bounds?.max == Array("é".utf8))
        let integers = try statistics(.integer, [.integer(-1), .integer(1)])
        #expect(integers.bounds?.min == [0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF])
        #expect(integers.bounds?.max == [1, 0, 0, 0, 0, 0, 0, 0])
        let booleans = try statistics(.boolean, [.boolean(true), .boolean(true)])
        #expect(booleans.bounds?.min == [1] && booleans.bounds?.max == [1])
    }
}
