/// A `key=value` connection string split as libpq 15 splits it (fe-connect.c, `conninfo_parse`):
/// settings separated by white space, spaces allowed around `=`, a value bare (a `\` escapes the
/// next byte) or in single quotes. Places are byte offsets into the text, so a value can be
/// replaced or a setting named without reading its value.
struct ConnectionKeywordSyntax {
    /// One `keyword = value`, numbered from 1 as written.
    struct Setting {
        let number: Int
        let keyword: String
        /// The value as written, quotes included.
        let valueRange: Range<Int>
    }

    /// Where libpq stops reading.
    enum Stop: Equatable {
        /// Word `word` (counting settings and stray words from 1) is followed by no `=`.
        case missingEquals(word: Int)
        /// The quoted value of setting `setting` has no closing quote.
        case unterminatedQuote(setting: Int)
    }

    let bytes: [UInt8]
    private(set) var settings: [Setting] = []
    private(set) var stop: Stop?

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var p = 0
        while p < bytes.count {
            if Self.isSpace(bytes[p]) {
                p += 1
                continue
            }
            let nameStart = p
            while p < bytes.count, bytes[p] != UInt8(ascii: "="), !Self.isSpace(bytes[p]) { p += 1 }
            let name = String(decoding: bytes[nameStart..<p], as: UTF8.self)
            while p < bytes.count, Self.isSpace(bytes[p]) { p += 1 }
            guard p < bytes.count, bytes[p] == UInt8(ascii: "=") else {
                stop = .missingEquals(word: settings.count + 1)
                return
            }
            p += 1
            while p < bytes.count, Self.isSpace(bytes[p]) { p += 1 }
            let valueStart = p
            if p < bytes.count, bytes[p] == UInt8(ascii: "'") {
                p += 1
                while true {
                    guard p < bytes.count else {
                        settings.append(Setting(number: settings.count + 1, keyword: name, valueRange: valueStart..<p))
                        stop = .unterminatedQuote(setting: settings.count)
                        return
                    }
                    if bytes[p] == UInt8(ascii: "\\") {
                        p = min(p + 2, bytes.count)
                        continue
                    }
                    p += 1
                    if bytes[p - 1] == UInt8(ascii: "'") { break }
                }
            } else {
                while p < bytes.count, !Self.isSpace(bytes[p]) {
                    p = bytes[p] == UInt8(ascii: "\\") ? min(p + 2, bytes.count) : p + 1
                }
            }
            settings.append(Setting(number: settings.count + 1, keyword: name, valueRange: valueStart..<p))
        }
    }

    /// C's `isspace` in the C locale, which libpq uses.
    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }
}
