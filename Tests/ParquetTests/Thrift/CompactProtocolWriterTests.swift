import Testing

@testable import Parquet

/// The compact protocol against byte sequences worked out by hand from its specification.
@Suite struct CompactProtocolWriterTests {
    private func bytes(_ body: (inout CompactProtocolWriter) -> Void) -> [UInt8] {
        var writer = CompactProtocolWriter()
        body(&writer)
        return writer.bytes
    }

    @Test func varints() {
        let cases: [(UInt64, [UInt8])] = [
            (0, [0x00]), (1, [0x01]), (127, [0x7F]), (128, [0x80, 0x01]), (300, [0xAC, 0x02]),
            (16_384, [0x80, 0x80, 0x01]),
            (UInt64.max, [0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01])
        ]
        for (value, expected) in cases {
            #expect(bytes { $0.writeVarint(value) } == expected, "varint \(value)")
        }
    }

    @Test func zigzag() {
        let cases: [(Int64, [UInt8])] = [
            (0, [0x00]), (-1, [0x01]), (1, [0x02]), (-2, [0x03]), (63, [0x7E]), (-64, [0x7F]), (64, [0x80, 0x01]),
            (Int64(Int32.max), [0xFE, 0xFF, 0xFF, 0xFF, 0x0F]), (Int64(Int32.min), [0xFF, 0xFF, 0xFF, 0xFF, 0x0F]),
            (Int64.min, [0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01])
        ]
        for (value, expected) in cases {
            #expect(bytes { $0.writeZigzag(value) } == expected, "zigzag \(value)")
        }
    }

    @Test func fieldHeadersUseDeltasUpToFifteenAndLongFormOtherwise() {
        let encoded = bytes { w in
            w.writeField(1, i32: 5) // delta 1, type i32 (5); zigzag 5 = 10
            w.writeField(3, i64: -1) // delta 2, type i64 (6); zigzag -1 = 1
            w.writeField(18, i32: 0) // delta 15 still fits the nibble
            w.writeField(40, i32: 0) // delta 22: type byte, then zigzag id 40 = 80
            w.writeField(2, bool: true) // going back: long form; the value is the type (1)
            w.writeField(3, bool: false) // delta 1, false is type 2
        }
        #expect(encoded == [0x15, 0x0A, 0x26, 0x01, 0xF5, 0x00, 0x05, 0x50, 0x00, 0x01, 0x04, 0x12])
    }

    @Test func binaryAndStringsAreLengthPrefixed() {
        #expect(bytes { $0.writeField(4, string: "hé") } == [0x48, 0x03, 0x68, 0xC3, 0xA9])
        #expect(bytes { $0.writeField(1, binary: []) } == [0x18, 0x00])
    }

    @Test func nestedStructsCountFieldIDsAfreshAndRestoreTheOuterOnes() {
        let encoded = bytes { w in
            w.writeStruct { outer in
                outer.writeField(1, i32: 1)
                outer.writeField(
                    2,
                    struct: { inner in
                        inner.writeField(1, i32: 2)
                        inner.writeField(7, struct: { _ in })
                    })
                outer.writeField(3, i32: 3)
            }
        }
        #expect(encoded == [0x15, 0x02, 0x1C, 0x15, 0x04, 0x6C, 0x00, 0x00, 0x15, 0x06, 0x00])
    }

    @Test func listsUseTheShortHeaderUnderFifteenElements() {
        let short = bytes { w in
            w.writeField(1, listOf: .i32, count: 3) { list in for v in [1, 2, -3] as [Int64] { list.writeZigzag(v) } }
        }
        #expect(short == [0x19, 0x35, 0x02, 0x04, 0x05])
        let strings = bytes { w in w.writeField(3, listOf: .binary, count: 1) { $0.writeBinary([0x61, 0x62]) } }
        #expect(strings == [0x39, 0x18, 0x02, 0x61, 0x62])
        let long = bytes { w in w.writeListHeader(elementType: .structure, count: 15) }
        #expect(long == [0xFC, 0x0F])
        let longer = bytes { w in w.writeListHeader(elementType: .i64, count: 300) }
        #expect(longer == [0xF6, 0xAC, 0x02])
    }

    @Test func fieldsAfterAListContinueFromTheListsID() {
        let encoded = bytes { w in
            w.writeField(2, listOf: .structure, count: 1) { list in list.writeStruct { $0.writeField(5, i32: 0) } }
            w.writeField(3, i64: 1)
        }
        #expect(encoded == [0x29, 0x1C, 0x55, 0x00, 0x00, 0x16, 0x02])
    }
}
