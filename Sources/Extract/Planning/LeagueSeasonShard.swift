package import APIModel

/// `run --shard I/N`: the league-seasons whose stable hash falls in shard I of N. The hash is
/// FNV-1a (64 bit) of the text `league-season` (`39-2023`), the same on every machine and
/// run, so N jobs with I = 1…N take disjoint sets of league-seasons that together cover all.
package struct LeagueSeasonShard: Sendable, Equatable, CustomStringConvertible {
    /// 1-based.
    package let index: Int
    package let count: Int

    /// Parses `I/N` with 1 ≤ I ≤ N; nil otherwise.
    package init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1, (1...count).contains(index) else {
            return nil
        }
        self.index = index
        self.count = count
    }

    /// `2/3`.
    package var description: String { "\(index)/\(count)" }

    /// Whether `leagueSeason` belongs to this shard.
    package func contains(_ leagueSeason: LeagueSeason) -> Bool {
        Int(Self.stableHash("\(leagueSeason.league)-\(leagueSeason.season)") % UInt64(count)) == index - 1
    }

    /// FNV-1a, 64 bit, of the UTF-8 bytes of `text`.
    package static func stableHash(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        return hash
    }
}
