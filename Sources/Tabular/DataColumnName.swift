import Crypto

/// The one naming rule for columns named from data (a statistic type the catalog does not
/// know), decided where a table's columns are, so every format writes the same names: a name
/// another column already has gets a `stat_` prefix, then `_2`, `_3`… while still taken; a name
/// over 63 bytes (PostgreSQL's identifier limit) keeps its first 54 bytes, whole characters, and
/// ends in `_` and 8 hex digits of the SHA-256 of the whole name.
package enum DataColumnName {
    /// The longest name in bytes of UTF-8: PostgreSQL's `NAMEDATALEN` less its terminator.
    package static let byteLimit = 63
    /// What a shortened name keeps of the whole one, in bytes, before `_` and the digest.
    static let keptBytes = 54

    /// `name` when it fits `byteLimit` bytes, else `keptBytes` bytes of it (cut before a character
    /// that would not fit whole), `_` and the first 8 lowercase hex digits of the SHA-256 of its
    /// UTF-8. The PostgreSQL sink calls this too, to find a column 0.2.0 let the server truncate.
    package static func fitted(_ name: String) -> String {
        guard name.utf8.count > byteLimit else { return name }
        let digest = SHA256.hash(data: Array(name.utf8)).prefix(4)
        return prefix(of: name, bytes: keptBytes) + "_" + digest.map { byte in String(byte, radix: 16).leftPadded(to: 2) }.joined()
    }

    /// The longest start of `name` of at most `bytes` bytes that ends on a whole character.
    private static func prefix(of name: String, bytes limit: Int) -> String {
        var kept = ""
        var bytes = 0
        for scalar in name.unicodeScalars {
            let width = UTF8.width(scalar)
            guard bytes + width <= limit else { break }
            kept.unicodeScalars.append(scalar)
            bytes += width
        }
        return kept
    }

    /// What PostgreSQL stored for `name` when 0.2.0 created its column unshortened: its first
    /// `byteLimit` bytes, cut before a character that would not fit whole (`pg_mbcliplen`).
    package static func truncatedByPostgres(_ name: String) -> String {
        prefix(of: name, bytes: byteLimit)
    }

    /// The names `wanted` get, in order, none of them in `taken` nor equal to another: each is
    /// `fitted(wanted)` when free, else `fitted("stat_" + wanted)`, else that with `_2`, `_3`…
    /// The order of `wanted` decides who keeps a name, so callers give a stable one.
    package static func assigned(_ wanted: [String], avoiding taken: some Sequence<String>) -> [String] {
        var used = Set(taken)
        return wanted.map { name in
            var candidate = fitted(name)
            if used.contains(candidate) { candidate = fitted("stat_" + name) }
            var suffix = 2
            while used.contains(candidate) {
                candidate = fitted("stat_\(name)_\(suffix)")
                suffix += 1
            }
            used.insert(candidate)
            return candidate
        }
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
