/// A data-named column longer than PostgreSQL's 63 bytes: 0.3.0 writes it shortened (its first
/// 54 bytes, `_`, 8 hex characters of the full name's SHA-256), while 0.2.0 let PostgreSQL cut
/// it to its first 63 bytes, so every later load added it again. A load adopts such a cut
/// column by renaming it to the shortened name.
enum PostgresTruncatedColumn {
    /// PostgreSQL's longest identifier, in bytes (NAMEDATALEN - 1).
    static let limit = 63

    /// The one column of `existing` the run does not write that PostgreSQL cut from the same
    /// long name `shortened` was shortened from: it begins with the shortened name's kept
    /// bytes and is as long as PostgreSQL's cut makes a name (a multi-byte character at the
    /// cut may leave it up to 3 bytes short). Nil when there is none, or more than one.
    static func cut(of shortened: String, among existing: some Sequence<String>, written: Set<String>) -> String? {
        let bytes = Array(shortened.utf8)
        guard bytes.count > 9, bytes.count <= limit, bytes[bytes.count - 9] == UInt8(ascii: "_"),
              bytes.suffix(8).allSatisfy(isLowerHex)
        else { return nil }
        let kept = bytes.dropLast(9)
        let candidates = existing.filter { name in
            let candidate = Array(name.utf8)
            return !written.contains(name) && candidate.count > limit - 4 && candidate.count <= limit && candidate.count > kept.count
                && candidate.starts(with: kept)
        }
        return candidates.count == 1 ? candidates.first : nil
    }

    private static func isLowerHex(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
    }
}
