import APIModel
import JSON
import PipelineSpec
import Tabular
import Testing

@testable import Transform

@Suite struct TopPlayersTableBuilderTests {
    private let bundesliga = LeagueSeason(league: 78, season: 2023)

    private func topScorers(_ entries: [PlayerSeasonEntry], list: LeagueSeason) throws -> Table {
        var data = ExtractedData()
        data.seasons[list, default: SeasonLists()].topScorers = entries
        return try #require(OutputTablesBuilder.build(from: data, transform: TransformSpec()).table(.topScorers))
    }

    @Test func rankIsThePositionInTheList() throws {
        let entries = try SampleResponse.list("players_topscorers/epl-2023-midseason.json", of: PlayerSeasonEntry.self)
        let table = try topScorers(entries, list: LeagueSeason(league: 39, season: 2023))
        #expect(table.values(of: "rank") == (1...20).map { .integer($0) })
        #expect(table.cell(0, "player_name") == .text("E. Haaland"))
        #expect(table.cell(0, "goals") == .integer(14))
        #expect(table.cell(0, "rating") == .decimal(7.493333))
        #expect(table.values(of: "league_id").allSatisfy { $0 == .integer(39) })
    }

    @Test func twoStatisticsEntriesTakeTheListsLeagueElseTheFirst() throws {
        let entries = try SampleResponse.list("players_topassists/bundesliga-2023.json", of: PlayerSeasonEntry.self)
        let fuellkrug = try #require(entries.first { $0.player.id == 25391 })
        #expect(fuellkrug.statistics.map(\.team.id) == [165, 162])
        // Both entries are Bundesliga ones: the first (Dortmund) is read.
        let both = try topScorers(entries, list: bundesliga).records(where: "player_id", is: .integer(25391))
        #expect(both.map { $0["team_id"] } == [.integer(165)])
        #expect(both.first?["rank"] == .integer(9))

        // With Dortmund's entry in another competition, the Bundesliga one (Werder) is read.
        let moved = try SampleResponse.list("players_topassists/bundesliga-2023.json", of: PlayerSeasonEntry.self) { json in
            json.edit(["response", 8, "statistics", 0, "league", "id"]) { $0 = .int(81) }
        }
        let chosen = try topScorers(moved, list: bundesliga).records(where: "player_id", is: .integer(25391))
        #expect(chosen.map { $0["team_id"] } == [.integer(162)])
        #expect(chosen.first?["appearances"] == .integer(2))
        // A list of a league neither entry belongs to reads the first.
        let other = try topScorers(entries, list: LeagueSeason(league: 81, season: 2023)).records(where: "player_id", is: .integer(25391))
        #expect(other.map { $0["team_id"] } == [.integer(165)])
    }

    @Test func assistsAreTheirOwnTable() throws {
        var data = ExtractedData()
        data.seasons[bundesliga, default: SeasonLists()].topAssists =
            try SampleResponse.list("players_topassists/bundesliga-2023.json", of: PlayerSeasonEntry.self)
        let output = OutputTablesBuilder.build(from: data, transform: TransformSpec())
        #expect(output.tables.map(\.name) == ["top_assists"])
        #expect(output.table(.topAssists)?.rows.count == 19)
    }
}
