/// A `postgresql://` URI split as libpq 15 splits it (fe-connect.c, `conninfo_uri_parse_options`
/// and `conninfo_uri_parse_params`), with every part's place as byte offsets into the text, so a
/// part can be named or replaced without reading its value. It judges only what libpq judges
/// while splitting; values are checked by `ConnectionStringCheck`.
struct ConnectionURISyntax {
    /// One `key=value` of the query, numbered from 1; `key` percent-decoded (nil: not decodable).
    struct Parameter {
        let number: Int
        let key: String?
        let keyRange: Range<Int>
        /// After the first `=`; nil when the parameter has none.
        let valueRange: Range<Int>?
        /// It has a second `=`.
        let extraSeparator: Bool
    }

    let bytes: [UInt8]
    /// The user name, between the scheme and `:` or `@` (only when an `@` comes before any `/`).
    private(set) var user: Range<Int>?
    /// The password, between the user's `:` and the first `@`.
    private(set) var password: Range<Int>?
    /// Each host of the comma-separated list, and its port when it has a `:`.
    private(set) var hosts: [(host: Range<Int>, port: Range<Int>?)] = []
    private(set) var bracketProblem: BracketedHostProblem?
    /// Between the `/` after the hosts and the `?`.
    private(set) var database: Range<Int>?
    private(set) var parameters: [Parameter] = []

    /// The schemes libpq reads as a URI; anything else is `key=value` text.
    static let schemes = ["postgresql://", "postgres://"]

    /// The length of `text`'s URI scheme, nil when it is no URI.
    static func schemeLength(_ bytes: [UInt8]) -> Int? {
        schemes.first { bytes.starts(with: Array($0.utf8)) }.map(\.utf8.count)
    }

    /// Splits `bytes`, which start with one of `schemes`.
    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        let start = Self.schemeLength(bytes) ?? 0
        var p = start
        while p < bytes.count, bytes[p] != UInt8(ascii: "@"), bytes[p] != UInt8(ascii: "/") { p += 1 }
        if p < bytes.count, bytes[p] == UInt8(ascii: "@") {
            let at = p
            var colon = start
            while colon < at, bytes[colon] != UInt8(ascii: ":") { colon += 1 }
            user = start..<colon
            if colon < at { password = (colon + 1)..<at }
            p = at + 1
        } else {
            p = start
        }
        guard let afterHosts = splitHosts(from: p) else { return }
        p = afterHosts
        if p < bytes.count, bytes[p] != UInt8(ascii: "?") {
            let first = p + 1
            p = first
            while p < bytes.count, bytes[p] != UInt8(ascii: "?") { p += 1 }
            database = first..<p
        }
        if p < bytes.count { splitParameters(from: p + 1) }
    }

    /// Reads `host[:port][,host[:port]…]` from `start`; returns where it ends (at `/`, `?` or the
    /// end), nil when an IPv6 host stops libpq.
    private mutating func splitHosts(from start: Int) -> Int? {
        var p = start
        while true {
            let host: Range<Int>
            if p < bytes.count, bytes[p] == UInt8(ascii: "[") {
                let first = p + 1
                p = first
                while p < bytes.count, bytes[p] != UInt8(ascii: "]") { p += 1 }
                guard p < bytes.count else {
                    bracketProblem = .unclosed
                    return nil
                }
                guard p > first else {
                    bracketProblem = .empty
                    return nil
                }
                host = first..<p
                p += 1
                if p < bytes.count, !":/?,".utf8.contains(bytes[p]) {
                    bracketProblem = .unexpectedCharacter(position: String(decoding: bytes[..<p], as: UTF8.self).count + 1)
                    return nil
                }
            } else {
                let first = p
                while p < bytes.count, !":/?,".utf8.contains(bytes[p]) { p += 1 }
                host = first..<p
            }
            var port: Range<Int>?
            if p < bytes.count, bytes[p] == UInt8(ascii: ":") {
                let first = p + 1
                p = first
                while p < bytes.count, !"/?,".utf8.contains(bytes[p]) { p += 1 }
                port = first..<p
            }
            hosts.append((host, port))
            guard p < bytes.count, bytes[p] == UInt8(ascii: ",") else { return p }
            p += 1
        }
    }

    /// Reads the `&`-separated `key=value` parameters from `start` to the end.
    private mutating func splitParameters(from start: Int) {
        var p = start
        while p < bytes.count {
            let keyStart = p
            var separator: Int?
            var extra = false
            while p < bytes.count, bytes[p] != UInt8(ascii: "&") {
                if bytes[p] == UInt8(ascii: "=") {
                    if separator == nil { separator = p } else { extra = true }
                }
                p += 1
            }
            let keyRange = keyStart..<(separator ?? p)
            parameters.append(
                Parameter(
                    number: parameters.count + 1, key: PercentDecoding.decoded(Array(bytes[keyRange])), keyRange: keyRange,
                    valueRange: separator.map { ($0 + 1)..<p }, extraSeparator: extra))
            if p < bytes.count { p += 1 }
        }
    }
}

/// `%XX` escapes as libpq reads them in a URI: two hex digits, never `%00`.
enum PercentDecoding {
    /// The decoded text, nil when an escape is malformed or encodes a NUL (libpq refuses both).
    static func decoded(_ bytes: some Collection<UInt8>) -> String? {
        var out: [UInt8] = []
        var iterator = bytes.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                out.append(byte)
                continue
            }
            guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else { return nil }
            let value = high << 4 | low
            if value == 0 { return nil }
            out.append(value)
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
