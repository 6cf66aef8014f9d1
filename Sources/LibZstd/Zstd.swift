import CZstd

/// One-shot zstd frames: the same input and level always give the same bytes with the same
/// libzstd version (no dictionary, no threads, no checksum).
package enum Zstd {
    /// The level Parquet pages are compressed at unless told otherwise: zstd's own default.
    package static let defaultLevel: Int32 = 3

    /// One zstd frame holding `input`.
    package static func compress(_ input: [UInt8], level: Int32 = defaultLevel) throws(ZstdError) -> [UInt8] {
        let capacity = ZSTD_compressBound(input.count)
        var output = [UInt8](repeating: 0, count: capacity)
        let written = input.withUnsafeBytes { source in
            output.withUnsafeMutableBytes { destination in
                ZSTD_compress(destination.baseAddress, capacity, source.baseAddress, source.count, level)
            }
        }
        let size = try check(written) { reason in .compressionFailed(inputSize: input.count, level: level, reason: reason) }
        output.removeSubrange(size...)
        return output
    }

    /// The bytes of one zstd frame that holds exactly `originalSize` bytes.
    package static func decompress(_ frame: [UInt8], originalSize: Int) throws(ZstdError) -> [UInt8] {
        var output = [UInt8](repeating: 0, count: originalSize)
        let written = frame.withUnsafeBytes { source in
            output.withUnsafeMutableBytes { destination in
                ZSTD_decompress(destination.baseAddress, originalSize, source.baseAddress, source.count)
            }
        }
        let size = try check(written) { reason in
            .decompressionFailed(inputSize: frame.count, expectedSize: originalSize, reason: reason)
        }
        guard size == originalSize else { throw .sizeMismatch(expectedSize: originalSize, actualSize: size) }
        return output
    }

    /// The one place a libzstd size-or-error result is checked.
    private static func check(_ result: Int, error: (String) -> ZstdError) throws(ZstdError) -> Int {
        guard ZSTD_isError(result) != 0 else { return result }
        throw error(String(cString: ZSTD_getErrorName(result)))
    }
}
