import APIModel
import Extract
import Testing

/// `run --shard I/N`: a fixed hash puts every league-season in exactly one shard.
@Suite struct UnitShardTests {
    @Test func parsesOnlyIndexesFromOneToTheCount() {
        #expect(UnitShard("2/3") == UnitShard("2/3"))
        #expect(UnitShard("2/3")?.index == 2 && UnitShard("2/3")?.count == 3)
        for bad in ["0/3", "4/3", "3", "1/0", "a/b", "1/3/5", "-1/3", "/3"] {
            #expect(UnitShard(bad) == nil, "\(bad)")
        }
    }

    @Test func shardsAreDisjointAndCoverEveryLeagueSeason() throws {
        let units = (1...60).flatMap { league in (2019...2024).map { LeagueSeason(league: league, season: $0) } }
        for count in [1, 2, 3, 7] {
            let shards = try (1...count).map { index in try #require(UnitShard("\(index)/\(count)")) }
            for unit in units {
                #expect(shards.filter { $0.contains(unit) }.count == 1, "\(unit) in \(count) shards")
            }
            if count > 1 {
                // A hash, not a range: every shard gets a share of 360 league-seasons.
                #expect(shards.allSatisfy { shard in units.contains(where: shard.contains) })
            }
        }
    }

    @Test func theHashIsFNV1aOfTheLeagueSeasonText() throws {
        // FNV-1a 64 of "" and "a" (the published test vectors), then the text a unit hashes.
        #expect(UnitShard.stableHash("") == 0xcbf2_9ce4_8422_2325)
        #expect(UnitShard.stableHash("a") == 0xaf63_dc4c_8601_ec8c)
        let shard = try #require(UnitShard("1/2"))
        let unit = LeagueSeason(league: 39, season: 2023)
        #expect(shard.contains(unit) == (UnitShard.stableHash("39-2023") % 2 == 0))
    }
}
