/// A libzstd call that failed, with what was being done and libzstd's own message.
package enum ZstdError: Error, Sendable, Equatable, CustomStringConvertible {
    /// `ZSTD_compress` failed on `inputSize` bytes at `level`.
    case compressionFailed(inputSize: Int, level: Int32, reason: String)
    /// `ZSTD_decompress` failed on `inputSize` bytes that should have held `expectedSize`.
    case decompressionFailed(inputSize: Int, expectedSize: Int, reason: String)
    /// The frame decompressed to `actualSize` bytes instead of `expectedSize`.
    case sizeMismatch(expectedSize: Int, actualSize: Int)

    package var description: String {
        switch self {
        case .compressionFailed(let inputSize, let level, let reason):
            "zstd could not compress \(inputSize) bytes at level \(level): \(reason)"
        case .decompressionFailed(let inputSize, let expectedSize, let reason):
            "zstd could not decompress \(inputSize) bytes into \(expectedSize): \(reason)"
        case .sizeMismatch(let expectedSize, let actualSize):
            "zstd frame held \(actualSize) bytes, expected \(expectedSize)"
        }
    }
}
