/// Where a shard (`run --shard I/N`) puts the files every shard would otherwise write to the
/// same path, so N jobs' outputs can be copied into one folder: the shared tables go to a
/// `shard=I-of-N` folder beside the partitions, and the manifest, data package and database
/// take a `.shard-I-of-N` infix (`manifest.shard-2-of-3.json`). Without a shard, nothing changes.
package struct ShardFiles: Sendable, Equatable {
    /// Shard I of N, 1-based; nil without a shard.
    private let index: Int?
    private let count: Int

    /// No shard: every path as it is.
    package static let none = ShardFiles(index: nil, count: 1)

    /// Shard `index` (1-based) of `count`.
    package init(index: Int?, count: Int) {
        self.index = index
        self.count = count
    }

    /// The folder of the shared tables below a format's folder: "" without a shard.
    package var sharedFolder: String {
        index.map { "shard=\($0)-of-\(count)" } ?? ""
    }

    /// `path` with the shard before its extension: `out/manifest.shard-2-of-3.json`.
    package func named(_ path: String) -> String {
        guard let index else { return path }
        let infix = ".shard-\(index)-of-\(count)"
        let nameStart = path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex
        guard let dot = path[nameStart...].lastIndex(of: "."), dot > nameStart else { return path + infix }
        return String(path[..<dot]) + infix + String(path[dot...])
    }
}
