import APIModel
import Extract
import Testing

/// `run --shard I/N`: a fixed hash puts every league-season in exactly one shard.
@Suite struct UnitShardTests {
    @Test func parsesOnlyIndexesFromOneToTheCount() {
        #expect(LeagueSeasonShard("2/3") == LeagueSeasonShard("2/3"))
        #expect(LeagueSeasonShard("2/3")?.index == 2 && LeagueSeasonShard("2/3")?.count == 3)
        for bad in ["0/3", "4/3", "3", "1/0", "a/b", "1/3/5", "-1/3", "/3"] {
            #expect(LeagueSeasonShard(bad) == nil, "\(bad)")
        }
    }

    @Test func shardsAreDisjointAndCoverEveryLeagueSeason() throws {
        let leagueSeasons = (1...60).flatMap { league in (2019...2024).map { LeagueSeason(league: league, season: $0) } }
        for count in [1, 2, 3, 7] {
            let shards = try (1...count).map { index in try #require(LeagueSeasonShard("\(index)/\(count)")) }
            for leagueSeason in leagueSeasons {
                #expect(shards.filter { $0.contains(leagueSeason) }.count == 1, "\(leagueSeason) in \(count) shards")
            }
            if count > 1 {
                // A hash, not a range: every shard gets a share of 360 league-seasons.
                #expect(shards.allSatisfy { shard in leagueSeasons.contains(where: shard.contains) })
            }
        }
    }

    @Test func theHashIsFNV1aOfTheLeagueSeasonText() throws {
        // FNV-1a 64 of "" and "a" (the published test vectors), then the text a league-season hashes.
        #expect(LeagueSeasonShard.stableHash("") == 0xcbf2_9ce4_8422_2325)
        #expect(LeagueSeasonShard.stableHash("a") == 0xaf63_dc4c_8601_ec8c)
        let shard = try #require(LeagueSeasonShard("1/2"))
        let leagueSeason = LeagueSeason(league: 39, season: 2023)
        #expect(shard.contains(leagueSeason) == (LeagueSeasonShard.stableHash("39-2023") % 2 == 0))
    }
}
