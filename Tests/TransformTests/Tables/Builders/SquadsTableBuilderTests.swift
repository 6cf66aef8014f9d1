import APIModel
import PipelineSpec
import Tabular
import Testing

@testable import Transform

@Suite struct SquadsTableBuilderTests {
    @Test func nationalTeamNumbersStayEmptyTeamsByID() throws {
        var data = ExtractedData()
        try SampleRun.addPeople(to: &data)
        let table = try #require(OutputTablesBuilder.build(from: data, transform: TransformSpec()).table(.squads))
        let netherlands = table.records(where: "team_id", is: .integer(1118))
        #expect(netherlands.count == 29)
        #expect(netherlands.allSatisfy { $0["number"] == .null })
        #expect(netherlands.first?["player_name"] == .text("J. Bijlow"))
        let leipzig = table.records(where: "team_id", is: .integer(173))
        #expect(leipzig.count == 26)
        #expect(leipzig.first?["number"] == .integer(1))
        #expect(table.cell(0, "team_id") == .integer(173))
        #expect(table.cell(0, "team_name") == .text("RB Leipzig"))
    }
}
