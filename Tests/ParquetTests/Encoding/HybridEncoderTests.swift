import Testing

@testable import Parquet

/// The RLE/bit-packed hybrid and PLAIN encodings against bytes worked out by hand.
@Suite struct HybridEncoderTests {
    @Test func aRepeatedValueBecomesOneRun() {
        // header 10 << 1 = 20, then the value in one byte
        #expect(HybridEncoder.encode(Array(repeating: 1, count: 10), bitWidth: 1) == [0x14, 0x01])
        #expect(HybridEncoder.encode(Array(repeating: 0, count: 8), bitWidth: 1) == [0x10, 0x00])
        // 300 needs 9 bits: the run value takes two bytes, little-endian
        #expect(HybridEncoder.encode(Array(repeating: 300, count: 9), bitWidth: 9) == [0x12, 0x2C, 0x01])
    }

    @Test func shortRepeatsAreBitPackedLowBitFirst() {
        // one group: header 1 << 1 | 1 = 3; bits 0, 2, 3, 7 set = 0x8D
        #expect(HybridEncoder.encode([1, 0, 1, 1, 0, 0, 0, 1], bitWidth: 1) == [0x03, 0x8D])
        // fewer than eight values: padded with zeros to a whole group
        #expect(HybridEncoder.encode([1, 1, 0], bitWidth: 1) == [0x03, 0x03])
        // 0…7 at three bits: 000 001 010 011 100 101 110 111 packed from the low bit
        #expect(HybridEncoder.encode([0, 1, 2, 3, 4, 5, 6, 7], bitWidth: 3) == [0x03, 0x88, 0xC6, 0xFA])
        // two groups in one literal run: header 2 << 1 | 1 = 5
        #expect(HybridEncoder.encode([1, 0, 1, 0, 1, 0, 1, 0, 0, 1, 0, 1], bitWidth: 1) == [0x05, 0x55, 0x0A])
    }

    @Test func literalsThenARunThenLiterals() {
        let values: [UInt32] = [0, 1, 0, 1, 0, 1, 0, 1] + Array(repeating: 1, count: 10) + [0, 1]
        #expect(HybridEncoder.encode(values, bitWidth: 1) == [0x03, 0xAA, 0x14, 0x01, 0x03, 0x02])
    }

    @Test func emptyInputEncodesToNothing() {
        #expect(HybridEncoder.encode([], bitWidth: 1) == [])
    }

    @Test(arguments: [(0, 1), (1, 1), (2, 2), (3, 2), (4, 3), (255, 8), (256, 9)])
    func bitWidths(maximum: Int, width: Int) {
        #expect(HybridEncoder.bitWidth(forMaximum: maximum) == width)
    }

    @Test func levelsAreLengthPrefixedInDataPages() {
        #expect(ColumnChunkWriter.levelsSection([1, 1, 0]) == [0x02, 0x00, 0x00, 0x00, 0x03, 0x03])
    }

    @Test func plainValues() {
        var booleans: [UInt8] = []
        PlainEncoder.append(.boolean([true, false, true, true, false, false, false, false, true]), 0..<9, to: &booleans)
        #expect(booleans == [0x0D, 0x01])
        var numbers: [UInt8] = []
        PlainEncoder.append(.int64([-2, 1]), 0..<2, to: &numbers)
        PlainEncoder.append(.int32([258]), 0..<1, to: &numbers)
        PlainEncoder.append(.double([1.0]), 0..<1, to: &numbers)
        #expect(
            numbers == [0xFE, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 1, 0, 0, 0, 0, 0, 0, 0, 2, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0xF0, 0x3F])
        var text: [UInt8] = []
        PlainEncoder.append(.byteArray([[0x61], []]), 0..<2, to: &text)
        #expect(text == [1, 0, 0, 0, 0x61, 0, 0, 0, 0])
    }
}
