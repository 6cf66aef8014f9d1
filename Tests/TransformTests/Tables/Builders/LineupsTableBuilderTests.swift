import APIModel
import PipelineSpec
import Tabular
import Testing

@testable import Transform

@Suite struct LineupsTableBuilderTests {
    private func lineups() throws -> Table {
        var data = ExtractedData()
        let fixture = try SampleResponse.fixture(SampleRun.manCityTottenham)
        data.fixtureDetails[fixture.id] = fixture
        return try #require(OutputTablesBuilder.build(from: data, transform: TransformSpec()).table(.lineups))
    }

    @Test func startersThenSubstitutesPerTeamByTeamID() throws {
        let table = try lineups()
        #expect(table.rows.count == 40)
        // Tottenham (47) sorts before Manchester City (50) although City played at home.
        #expect(table.values(of: "team_id").prefix(20).allSatisfy { $0 == .integer(47) })
        #expect(table.cell(0, "side") == .text("away"))
        #expect(table.cell(20, "side") == .text("home"))
        #expect(Array(table.values(of: "lineup_order").prefix(20)) == (1...20).map { .integer($0) })
        #expect(
            Array(table.values(of: "starter").prefix(20)) == Array(repeating: .boolean(true), count: 11)
                + Array(repeating: .boolean(false), count: 9))
        #expect(table.cell(20, "coach_name") == .text("Pep Guardiola"))
        #expect(table.cell(20, "formation") == .text("4-3-3"))
    }

    @Test func gridIsSplitAndMissingIdsStayEmpty() throws {
        let table = try lineups()
        let porro = try #require(table.records(where: "player_id", is: .integer(47519)).first)
        #expect(porro["grid"] == .text("2:4"))
        #expect(porro["grid_row"] == .integer(2))
        #expect(porro["grid_col"] == .integer(4))
        // The substitute the API lists with id null (id 0 in `players` of the same fixture).
        let unknown = table.records(where: "player_id", is: .null)
        #expect(unknown.count == 1)
        #expect(unknown.first?["lineup_order"] == .integer(17))
        #expect(unknown.first?["grid_row"] == .null)
        #expect(unknown.first?["starter"] == .boolean(false))
    }
}
