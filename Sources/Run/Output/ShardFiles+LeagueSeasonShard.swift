import Extract
import TableFiles

extension ShardFiles {
    /// The files of `shard` (`run --shard I/N`); `.none` without one.
    init(_ shard: LeagueSeasonShard?) {
        self.init(index: shard?.index, count: shard?.count ?? 1)
    }
}
