import Crypto

/// SHA-256 fingerprints of output, pipeline and request bytes, as lowercase hex.
package enum ContentDigest {
    /// The lowercase hex SHA-256 of `bytes`.
    package static func sha256(_ bytes: [UInt8]) -> String {
        hex(SHA256.hash(data: bytes))
    }

    /// A SHA-256 fed a piece at a time, for files written in pieces.
    package struct Running {
        private var hasher = SHA256()

        package init() {}

        package mutating func update(_ bytes: [UInt8]) {
            hasher.update(data: bytes)
        }

        /// The lowercase hex SHA-256 of every byte fed so far.
        package func finalize() -> String {
            hex(hasher.finalize())
        }
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
