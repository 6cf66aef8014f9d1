import APIModel
import PipelineSpec
import Tabular
import Testing

@testable import Transform

@Suite struct HeadToHeadTableBuilderTests {
    @Test func pairLowIDFirstNewestKickoffFirst() throws {
        let fixtures = try SampleResponse.list("fixtures_headtohead/manutd-mancity-2021-2023.json", of: Fixture.self)
        var data = ExtractedData()
        // Asked as City-United, with one fixture listed twice.
        data.headToHead[TeamPair(50, 33)] = fixtures + [fixtures[0]]
        let table = try #require(OutputTablesBuilder.build(from: data, transform: TransformSpec()).table(.headToHead))
        #expect(table.rows.count == 8)
        #expect(table.values(of: "team_a_id").allSatisfy { $0 == .integer(33) })
        #expect(table.values(of: "team_b_id").allSatisfy { $0 == .integer(50) })
        #expect(table.values(of: "fixture_id").first == .integer(1_035_134))
        #expect(table.values(of: "fixture_id").last == .integer(653_808))
        let kickoffs = table.values(of: "kickoff_utc").compactMap { if case .timestamp(let t) = $0 { t } else { nil } }
        #expect(kickoffs == kickoffs.sorted(by: >))
        #expect(table.cell(1, "league_name") == .text("FA Cup"))
        #expect(table.cell(1, "winner") == .text("home"))
        #expect(table.cell(0, "winner") == .text("away"))
    }
}
