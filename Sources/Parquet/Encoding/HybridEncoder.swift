/// The RLE/bit-packed hybrid encoding of small unsigned integers (definition levels,
/// dictionary indices). A value repeated at least eight times becomes a run (`count << 1`,
/// then the value in whole bytes); anything else is bit-packed in groups of eight
/// (`groups << 1 | 1`, then the values packed low bit first), the last group padded with zeros.
enum HybridEncoder {
    /// The shortest repetition written as a run rather than packed.
    static let minimumRun = 8

    /// The encoded `values`, each of which must fit in `bitWidth` bits (1–32), with no length prefix.
    static func encode(_ values: [UInt32], bitWidth: Int) -> [UInt8] {
        precondition((1...32).contains(bitWidth), "hybrid encoding: bit width \(bitWidth) out of range")
        var output: [UInt8] = []
        var index = 0
        while index < values.count {
            let run = runLength(in: values, at: index)
            if run >= minimumRun {
                appendRun(value: values[index], count: run, bitWidth: bitWidth, to: &output)
                index += run
                continue
            }
            let start = index
            while index < values.count, runLength(in: values, at: index) < minimumRun {
                index = Swift.min(index + 8, values.count)
            }
            appendPacked(values[start..<index], bitWidth: bitWidth, to: &output)
        }
        return output
    }

    /// How many times `values[index]` repeats from `index` on.
    private static func runLength(in values: [UInt32], at index: Int) -> Int {
        var end = index + 1
        while end < values.count, values[end] == values[index] { end += 1 }
        return end - index
    }

    private static func appendRun(value: UInt32, count: Int, bitWidth: Int, to output: inout [UInt8]) {
        output.appendVarint(UInt64(count) << 1)
        for byte in 0..<(bitWidth + 7) / 8 {
            output.append(UInt8(truncatingIfNeeded: value >> (8 * byte)))
        }
    }

    private static func appendPacked(_ values: ArraySlice<UInt32>, bitWidth: Int, to output: inout [UInt8]) {
        let groups = (values.count + 7) / 8
        output.appendVarint(UInt64(groups) << 1 | 1)
        var buffer: UInt64 = 0
        var bufferedBits = 0
        for position in 0..<groups * 8 {
            let index = values.startIndex + position
            let value = index < values.endIndex ? UInt64(values[index]) : 0
            buffer |= value << bufferedBits
            bufferedBits += bitWidth
            while bufferedBits >= 8 {
                output.append(UInt8(truncatingIfNeeded: buffer))
                buffer >>= 8
                bufferedBits -= 8
            }
        }
    }

    /// The number of bits needed for values up to `maximum` (at least 1).
    static func bitWidth(forMaximum maximum: Int) -> Int {
        Swift.max(1, Int.bitWidth - maximum.leadingZeroBitCount)
    }
}
