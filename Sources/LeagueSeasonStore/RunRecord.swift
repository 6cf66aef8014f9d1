package import FileIO

/// What the last committed run into one manifest wrote, kept in the store: the digest of
/// everything its outputs were made from, each output's stamp as committed, and the run's report
/// (in the runner's encoding). A rerun whose digest and stamps all match has nothing to write.
package struct RunRecord: Sendable, Equatable {
    /// An output file and its stamp once committed.
    package struct Output: Sendable, Equatable {
        package let path: String
        package let stamp: FileStamp
    }

    package let digest: String
    package let outputs: [Output]
    package let report: [UInt8]

    package init(digest: String, outputs: [Output], report: [UInt8]) {
        self.digest = digest
        self.outputs = outputs
        self.report = report
    }

    /// The stamps of the files at `paths` now; nil when one is not a regular file.
    package static func stamps(of paths: [String]) -> [Output]? {
        var outputs: [Output] = []
        for path in paths {
            guard let stamp = FileStamp(path: path) else { return nil }
            outputs.append(Output(path: path, stamp: stamp))
        }
        return outputs
    }

    /// Whether every output still has the stamp it was committed with: nobody changed, removed
    /// or replaced it since.
    package var outputsUnchanged: Bool {
        outputs.allSatisfy { FileStamp(path: $0.path) == $0.stamp }
    }

    /// The record's file in the store `directory` for the manifest at `manifestPath` (absolute).
    package static func path(in directory: String, manifestPath: String) -> String {
        FilePath.joined(directory, "run-\(ContentDigest.sha256(Array(manifestPath.utf8)).prefix(16)).record")
    }

    /// The record at `path`; nil when there is none or it is damaged.
    package static func read(_ path: String, maxBytes: Int) -> RunRecord? {
        guard case .found(let payload) = LeagueSeasonStore(directory: "", maxBytes: maxBytes).read(path) else { return nil }
        var reader = StoreReader(payload)
        do throws(StoreReader.Malformed) {
            let digest = try reader.text()
            var outputs: [Output] = []
            for _ in 0..<(try reader.count()) {
                let path = try reader.text()
                let stamp = FileStamp(
                    device: UInt64(bitPattern: Int64(try reader.integer())), inode: UInt64(bitPattern: Int64(try reader.integer())),
                    size: try reader.integer(), modifiedSeconds: try reader.integer(), modifiedNanoseconds: try reader.integer())
                outputs.append(Output(path: path, stamp: stamp))
            }
            let report = try reader.raw()
            guard reader.isAtEnd else { return nil }
            return RunRecord(digest: digest, outputs: outputs, report: report)
        } catch {
            return nil
        }
    }

    /// Writes the record to `path`, atomically.
    package func write(to path: String) throws(FileError) {
        var writer = StoreWriter()
        writer.text(digest)
        writer.integer(outputs.count)
        for output in outputs {
            writer.text(output.path)
            writer.integer(Int(Int64(bitPattern: output.stamp.device)))
            writer.integer(Int(Int64(bitPattern: output.stamp.inode)))
            writer.integer(output.stamp.size)
            writer.integer(output.stamp.modifiedSeconds)
            writer.integer(output.stamp.modifiedNanoseconds)
        }
        writer.raw(report)
        try LeagueSeasonStore(directory: "", maxBytes: .max).write(writer.bytes, to: path)
    }
}
