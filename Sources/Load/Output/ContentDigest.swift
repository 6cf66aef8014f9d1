import Crypto

/// SHA-256 fingerprints of output and pipeline bytes, as lowercase hex.
package enum ContentDigest {
    /// The lowercase hex SHA-256 of `bytes`.
    package static func sha256(_ bytes: [UInt8]) -> String {
        var text = ""
        text.reserveCapacity(64)
        for byte in SHA256.hash(data: bytes) {
            text.append(hexDigits[Int(byte >> 4)])
            text.append(hexDigits[Int(byte & 0x0F)])
        }
        return text
    }

    private static let hexDigits = Array("0123456789abcdef")
}
