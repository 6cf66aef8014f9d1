import APIModel
import CivilTime
import JSON
import PipelineSpec
import Tabular
import Testing

@testable import Transform

@Suite struct PlayersTableBuilderTests {
    private func players(nulls: NullPolicy = .zero, edit: (inout ExtractedData) -> Void = { _ in }) throws -> Table {
        var data = ExtractedData()
        try SampleRun.addPeople(to: &data)
        edit(&data)
        return try #require(OutputTablesBuilder.build(from: data, transform: TransformSpec(nulls: nulls)).table(.players))
    }

    @Test func byPlayerNewestSeasonFirstTwoClubsAsListed() throws {
        let table = try players()
        #expect(table.values(of: "player_id") == [186, 186, 306, 306, 25391, 25391].map { .integer($0) })
        #expect(table.values(of: "season") == [2023, 2020, 2023, 2020, 2023, 2023].map { .integer($0) })
        #expect(table.values(of: "team_id").suffix(2) == [.integer(165), .integer(162)])
        #expect(table.values(of: "appearances").suffix(2) == [.integer(26), .integer(2)])
    }

    @Test func profileMeasuresAreNumbersAndDates() throws {
        let table = try players()
        let fuellkrug = try #require(table.records(where: "player_id", is: .integer(25391)).first)
        #expect(fuellkrug["height_cm"] == .integer(189))
        #expect(fuellkrug["weight_kg"] == .integer(83))
        #expect(fuellkrug["birth_date"] == .date(CalendarDate(year: 1993, month: 2, day: 9)))
        #expect(fuellkrug["rating"] == .decimal(7.173076))
        #expect(fuellkrug["league_name"] == .text("Bundesliga"))
    }

    @Test func nullCountsFollowThePolicyOtherFieldsStayEmpty() throws {
        let salah2023 = CellValue.integer(306)
        let zero = try #require(try players(nulls: .zero).records(where: "player_id", is: salah2023).first)
        let empty = try #require(try players(nulls: .empty).records(where: "player_id", is: salah2023).first)
        #expect(zero["saves"] == .integer(0))
        #expect(empty["saves"] == .null)
        #expect(zero["passes_accuracy"] == empty["passes_accuracy"])
    }

    @Test func aProfileWithoutStatisticsKeepsOneRow() throws {
        let bare = try SampleResponse.list("players_topscorers/epl-2023-midseason.json", of: PlayerSeasonEntry.self) { json in
            json.edit(["response", 0, "statistics"]) { $0 = .array([]) }
        }[0]
        let table = try players { $0.playerSeasons[PlayerSeasonKey(player: 1100, season: 2023)] = [bare] }
        let haaland = table.records(where: "player_id", is: .integer(1100))
        #expect(haaland.count == 1)
        #expect(haaland.first?["season"] == .integer(2023))
        #expect(haaland.first?["team_id"] == .null)
        #expect(haaland.first?["name"] == .text("E. Haaland"))
    }
}
