/// Excel's rules for the text stored in a cell (or a link's display text).
///
/// Excel, LibreOffice and calamine decode `_xHHHH_` in stored text as the character U+HHHH, so a
/// literal one is stored with its underscore escaped as `_x005F_`. libxlsxwriter escapes only
/// the control characters it writes that way itself, so `escaped(_:)` does the rest.
///
/// The stored (escaped) text must fit 32,767 UTF-16 code units. That bounds both counts that
/// apply: Excel counts UTF-16 code units of the decoded text, libxlsxwriter counts Unicode
/// scalars of the text it is given; neither can exceed the stored text's UTF-16 length.
package enum CellText {
    /// Longest text a cell holds, in UTF-16 code units of the stored text.
    package static let maxLength = 32_767

    /// `text` as stored: each `_` that starts `_xHHHH_` (hex digits of either case) becomes
    /// `_x005F_`, so a reader decoding from the left gets `text` back.
    package static func escaped(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "_")) else { return text }
        let utf8 = Array(text.utf8)
        guard escapeCount(in: utf8) > 0 else { return text }
        var stored: [UInt8] = []
        stored.reserveCapacity(utf8.count + extraLength * 4)
        for index in utf8.indices {
            if isEscapeSequence(utf8, at: index) { stored.append(contentsOf: underscoreEscape) }
            stored.append(utf8[index])
        }
        return String(decoding: stored, as: UTF8.self)
    }

    /// Length of `escaped(text)` in UTF-16 code units, without building it.
    package static func storedLength(_ text: String) -> Int {
        let escapes = text.utf8.contains(UInt8(ascii: "_")) ? escapeCount(in: Array(text.utf8)) : 0
        return text.utf16.count + escapes * extraLength
    }

    /// The longest prefix of whole characters whose stored form fits `maxLength`, or nil when
    /// `text` fits whole.
    package static func cut(_ text: String) -> String? {
        // Escaping less than doubles a text and UTF-16 never outgrows UTF-8: short texts fit.
        if text.utf8.count <= maxLength / 2 || storedLength(text) <= maxLength { return nil }
        var low = 0
        var high = text.count
        var best = ""
        // Escapes can straddle the cut, so the stored length of a prefix is measured, not summed.
        while low <= high {
            let middle = (low + high) / 2
            let prefix = String(text.prefix(middle))
            if storedLength(prefix) <= maxLength {
                best = prefix
                low = middle + 1
            } else {
                high = middle - 1
            }
        }
        return best
    }

    /// What goes before an underscore that starts a sequence (with it, `_x005F_`).
    private static let underscoreEscape = Array("_x005F".utf8)
    /// Characters `_x005F` adds per escape.
    private static let extraLength = 6

    private static func escapeCount(in utf8: [UInt8]) -> Int {
        var count = 0
        for index in utf8.indices where isEscapeSequence(utf8, at: index) { count += 1 }
        return count
    }

    /// Whether `_xHHHH_` starts at `index`.
    private static func isEscapeSequence(_ utf8: [UInt8], at index: Int) -> Bool {
        guard index + 6 < utf8.count, utf8[index] == UInt8(ascii: "_"), utf8[index + 1] == UInt8(ascii: "x"),
            utf8[index + 6] == UInt8(ascii: "_")
        else { return false }
        return utf8[(index + 2)...(index + 5)].allSatisfy(isHexDigit)
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"), UInt8(ascii: "A")...UInt8(ascii: "F"): true
        default: false
        }
    }
}
