import Extract

/// Where a shard (`run --shard I/N`) puts the files every shard would otherwise write to the
/// same path, so N jobs' outputs can be copied into one folder: the shared tables go to a
/// `shard=I-of-N` folder beside the partitions, and the manifest, data package and database
/// take a `.shard-I-of-N` infix (`manifest.shard-2-of-3.json`). Without a shard, nothing changes.
struct ShardFiles {
    let shard: UnitShard?

    init(_ shard: UnitShard?) {
        self.shard = shard
    }

    /// The folder of the shared tables below a format's folder: "" without a shard.
    var sharedFolder: String {
        shard.map { "shard=\($0.index)-of-\($0.count)" } ?? ""
    }

    /// `path` with the shard before its extension: `out/manifest.shard-2-of-3.json`.
    func named(_ path: String) -> String {
        guard let shard else { return path }
        let infix = ".shard-\(shard.index)-of-\(shard.count)"
        let nameStart = path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex
        guard let dot = path[nameStart...].lastIndex(of: "."), dot > nameStart else { return path + infix }
        return String(path[..<dot]) + infix + String(path[dot...])
    }
}
