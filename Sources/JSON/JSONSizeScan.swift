/// The first of the parser's two passes: counts the items of every array and object, so the
/// second pass allocates each at its exact size, and refuses a document whose values would
/// take too much memory for its size before any of them is built.
///
/// A `JSONValue` costs far more than its text: 24 bytes a value, 40 an object member, a heap
/// block per non-empty container and per string or number of more than 15 bytes. Real API
/// answers cost at most about 5 times their compact bytes (odds pages, the densest, 4.9), pretty
/// recordings about 2; an array of zeros costs 12 times, `[[0],[0],…]` 25 times. The bound is 3
/// times the bytes plus 8 MiB, so with the body itself a run holds at most 4 times its largest
/// answer plus its usual footprint; real answers that dense are far smaller than the 8 MiB
/// (an odds page is one of ten fixtures), so none is refused. The scan does
/// not check syntax: it only has to be right for valid JSON, which the second pass checks.
struct JSONSizeScan {
    /// Item counts of the arrays and objects, in the order they open.
    private(set) var counts: [UInt32] = []

    /// The parsed value may take this many times the document's bytes.
    static let memoryPerByte = 3
    /// …plus this much, so small documents are never refused.
    static let memoryAllowance = 8 << 20

    private static let valueBytes = MemoryLayout<JSONValue>.stride
    private static let memberBytes = MemoryLayout<JSONObject.Entry>.stride
    /// A heap block's header and the allocator's own bytes.
    private static let blockBytes = 48
    /// Strings and number literals longer than this (in UTF-8) live in a heap block.
    private static let inlineTextBytes = 15
    private static let countBytes = MemoryLayout<UInt32>.stride

    /// An open array or object: its slot in `counts`, the commas seen at its level, and
    /// whether anything is in it.
    fileprivate struct Open {
        let slot: Int
        let isObject: Bool
        var commas = 0
        var isEmpty = true
    }

    /// Scans `bytes`; throws when the values would take more than `memoryPerByte` times the
    /// document's bytes (plus the allowance), at the byte where the estimate passes it.
    init(_ bytes: UnsafeBufferPointer<UInt8>) throws(JSONSyntaxError) {
        let limit = bytes.count.multipliedReportingOverflow(by: Self.memoryPerByte).partialValue + Self.memoryAllowance
        var cost = Self.valueBytes
        var stack: [Open] = []
        var index = 0
        while index < bytes.count {
            guard cost <= limit else { throw Self.tooDense(bytes, at: index) }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                let start = index
                index = Self.endOfString(bytes, from: index)
                cost += Self.textCost(index - start - 2)
                stack.markNotEmpty()
                continue
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                let start = index
                while index < bytes.count, Self.isNumberByte(bytes[index]) { index += 1 }
                cost += Self.textCost(index - start)
                stack.markNotEmpty()
                continue
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                guard stack.count <= JSONParser.maximumDepth else { return }
                stack.markNotEmpty()
                stack.append(Open(slot: counts.count, isObject: byte == UInt8(ascii: "{")))
                counts.append(0)
                cost += Self.countBytes
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                guard let open = stack.popLast() else { break }
                let items = open.isEmpty ? 0 : open.commas + 1
                counts[open.slot] = UInt32(truncatingIfNeeded: items)
                if items > 0 { cost += Self.blockBytes + items * (open.isObject ? Self.memberBytes : Self.valueBytes) }
            case UInt8(ascii: ","):
                if !stack.isEmpty { stack[stack.count - 1].commas += 1 }
            case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
                stack.markNotEmpty()
            default:
                break
            }
            index += 1
        }
        guard cost <= limit else { throw Self.tooDense(bytes, at: bytes.count) }
    }

    /// The index after the closing quote of the string opening at `start` (or the end).
    private static func endOfString(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start + 1
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\\"): index += 2
            case UInt8(ascii: "\""): return index + 1
            default: index += 1
            }
        }
        return bytes.count
    }

    private static func isNumberByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."),
            UInt8(ascii: "e"), UInt8(ascii: "E"):
            true
        default: false
        }
    }

    /// The heap bytes of a text of `length` UTF-8 bytes (an upper bound: escapes only shrink).
    private static func textCost(_ length: Int) -> Int {
        length > inlineTextBytes ? blockBytes + length : 0
    }

    private static func tooDense(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> JSONSyntaxError {
        JSONCursor(bytes: bytes).error(
            "the document holds too many small values for its size: by this point they would take more than "
                + "\(memoryPerByte) times its \(bytes.count) bytes plus \(memoryAllowance >> 20) MiB in memory, and no API answer is "
                + "that dense",
            at: offset)
    }
}

extension [JSONSizeScan.Open] {
    /// Notes that the innermost open container holds something.
    fileprivate mutating func markNotEmpty() {
        if !isEmpty { self[count - 1].isEmpty = false }
    }
}
