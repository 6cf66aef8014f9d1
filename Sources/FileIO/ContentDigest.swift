import Crypto

/// SHA-256 fingerprints of output, pipeline and request bytes, as lowercase hex.
package enum ContentDigest {
    /// The lowercase hex SHA-256 of `bytes`.
    package static func sha256(_ bytes: [UInt8]) -> String {
        hex(SHA256.hash(data: bytes))
    }

    /// Two lowercase hex digits per byte, in order.
    package static func hex(_ bytes: some Sequence<UInt8>) -> String {
        var text = ""
        text.reserveCapacity(64)
        for byte in bytes {
            text.append(hexDigits[Int(byte >> 4)])
            text.append(hexDigits[Int(byte & 0x0F)])
        }
        return text
    }

    private static let hexDigits = Array("0123456789abcdef")
}
