import APIModel
import PipelineSpec
import Tabular
import Testing

@testable import Transform

@Suite struct RoundsTableBuilderTests {
    private func rounds(_ data: ExtractedData) throws -> Table {
        try #require(OutputTablesBuilder.build(from: data, transform: TransformSpec()).table(.rounds))
    }

    @Test func withoutFixturesTheListGivesTheOrder() throws {
        var data = ExtractedData()
        var lists = SeasonLists()
        lists.rounds = try SampleResponse.list("fixtures_rounds/ucl-2021-rounds.json", of: String.self)
        lists.currentRounds = ["Round of 16"]
        data.seasons[SampleRun.championsLeague2021] = lists
        let table = try rounds(data)
        #expect(table.values(of: "round_order") == (1...15).map { .integer($0) })
        #expect(table.cell(0, "round") == .text("Preliminary round"))
        #expect(table.cell(5, "stage") == .text("Group Stage"))
        #expect(table.cell(5, "number") == .integer(1))
        // Digits inside a name are no round number.
        #expect(table.cell(11, "stage") == .text("Round of 16"))
        #expect(table.cell(11, "number") == .null)
        #expect(table.values(of: "is_current").filter { $0 == .boolean(true) }.count == 1)
        #expect(table.cell(11, "is_current") == .boolean(true))
        #expect(table.values(of: "first_kickoff_utc").allSatisfy { $0.isNull })
    }

    @Test func withFixturesTheOrderAndKickoffsMatchTheFixturesTable() throws {
        var data = ExtractedData()
        try SampleRun.addFixtures(to: &data)
        data.seasons[SampleRun.premierLeague2024]?.rounds = ["Regular Season - 38", "Regular Season - 12", "Regular Season - 1"]
        let table = try rounds(data)
        #expect(table.values(of: "round") == [.text("Regular Season - 1"), .text("Regular Season - 12"), .text("Regular Season - 38")])
        #expect(table.values(of: "round_order") == [.integer(1), .integer(2), .null])
        #expect(table.values(of: "first_kickoff_utc") == [.timestamp(1_723_834_800), .timestamp(1_732_383_000), .null])
        #expect(table.values(of: "last_kickoff_utc") == table.values(of: "first_kickoff_utc"))
        #expect(table.values(of: "is_current") == [.boolean(false), .boolean(true), .boolean(false)])
    }
}
