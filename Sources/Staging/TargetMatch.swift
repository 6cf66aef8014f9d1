import FileIO

/// Compares a file's new bytes, as they are staged, with the file already at its target, so
/// a file that comes out the same is neither written to a temp file nor read twice at commit:
/// on a rerun most outputs do. Bytes are compared as they come; the first piece that differs
/// ends the match, and the caller writes the matched prefix and the rest to a temp file.
struct TargetMatch {
    let path: String
    let stamp: FileStamp
    private let descriptor: Int32
    /// How many leading bytes of the target the staged pieces have matched so far.
    private(set) var matched = 0

    /// A match against the regular file at `path`; nil when there is none to compare with.
    init?(path: String) {
        guard let descriptor = try? FileSystem.openExisting(path) else { return nil }
        guard let stamp = FileStamp(descriptor: descriptor) else {
            FileSystem.release(descriptor)
            return nil
        }
        self.path = path
        self.descriptor = descriptor
        self.stamp = stamp
    }

    /// Whether `piece` is the target's next bytes; if so, they count as matched.
    mutating func continues(with piece: [UInt8]) throws(LoadError) -> Bool {
        guard matched + piece.count <= stamp.size else { return false }
        let target = try LoadError.file(FileSystem.read(piece.count, at: matched, from: descriptor, path: path))
        guard target == piece else { return false }
        matched += piece.count
        return true
    }

    /// Whether every byte of the target was matched: the staged file is the target.
    var isWhole: Bool { matched == stamp.size }

    /// Copies the matched bytes to the start of the file open at `destination`.
    func copyMatched(to destination: Int32, path destinationPath: String) throws(LoadError) {
        var offset = 0
        while offset < matched {
            let count = min(Self.blockSize, matched - offset)
            let bytes = try LoadError.file(FileSystem.read(count, at: offset, from: descriptor, path: path))
            try LoadError.file(FileSystem.writeAll(bytes, to: destination, path: destinationPath))
            offset += count
        }
    }

    /// Closes the target; call once the match is over.
    func end() {
        FileSystem.release(descriptor)
    }

    private static let blockSize = RegularFileReader.blockSize
}
