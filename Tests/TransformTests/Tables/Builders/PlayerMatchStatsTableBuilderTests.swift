import APIModel
import PipelineSpec
import Tabular
import Testing

@testable import Transform

@Suite struct PlayerMatchStatsTableBuilderTests {
    private func playerStats(_ file: String, nulls: NullPolicy = .zero) throws -> (Table, [TransformWarning]) {
        var data = ExtractedData()
        let fixture = try SampleResponse.fixture(file)
        data.fixtureDetails[fixture.id] = fixture
        let output = OutputTablesBuilder.build(from: data, transform: TransformSpec(nulls: nulls))
        return (try #require(output.table(.playerMatchStats)), output.warnings)
    }

    @Test func homeTeamFirstPlayersInResponseOrder() throws {
        let (table, _) = try playerStats(SampleRun.manCityTottenham)
        #expect(table.rows.count == 40)
        #expect(table.values(of: "team_id").prefix(20).allSatisfy { $0 == .integer(50) })
        #expect(table.values(of: "player_id").prefix(3) == [.integer(617), .integer(627), .integer(626)])
        #expect(table.cell(0, "side") == .text("home"))
    }

    @Test func ratingAndPassAccuracyAreNumbers() throws {
        let (table, _) = try playerStats(SampleRun.manUnitedFulham)
        let zirkzee = try #require(table.records(where: "player_id", is: .integer(70100)).first)
        #expect(zirkzee["rating"] == .decimal(7.3))
        #expect(zirkzee["passes_accuracy"] == .integer(8))
        #expect(zirkzee["goals"] == .integer(1))
        #expect(zirkzee["minutes"] == .integer(29))
        #expect(zirkzee["substitute"] == .boolean(true))
    }

    @Test func unusedSubstitutesFollowTheNullPolicy() throws {
        let collyer = CellValue.integer(284_400)
        let zero = try #require(try playerStats(SampleRun.manUnitedFulham, nulls: .zero).0.records(where: "player_id", is: collyer).first)
        let empty = try #require(try playerStats(SampleRun.manUnitedFulham, nulls: .empty).0.records(where: "player_id", is: collyer).first)
        #expect(zero["minutes"] == .integer(0))
        #expect(zero["shots_total"] == .integer(0))
        #expect(zero["passes_accuracy"] == .integer(0))
        #expect(empty["minutes"] == .null)
        #expect(empty["shots_total"] == .null)
        #expect(empty["passes_accuracy"] == .null)
        // What the API does send for them stays: conceded 0, not captain; no rating either way.
        #expect(empty["goals_conceded"] == .integer(0))
        #expect(empty["captain"] == .boolean(false))
        #expect(zero["rating"] == .null)
        #expect(empty["rating"] == .null)
    }

    @Test func idZeroIsWrittenEmptyAndReported() throws {
        let (table, warnings) = try playerStats(SampleRun.manCityTottenham)
        let unknown = table.records(where: "player_id", is: .null)
        #expect(unknown.map { $0["player_name"] } == [.text("Malachi Hardy")])
        #expect(unknown.first?["team_id"] == .integer(47))
        #expect(warnings.map(\.code) == [.unknownPlayerID])
        #expect(warnings.first?.fixtureID == 1_208_140)
        #expect(warnings.first?.teamID == 47)
        #expect(warnings.first?.message.contains("\"Malachi Hardy\"") == true)
    }
}
