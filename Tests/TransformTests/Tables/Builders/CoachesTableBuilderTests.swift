import APIModel
import CivilTime
import JSON
import PipelineSpec
import Tabular
import Testing

@testable import Transform

@Suite struct CoachesTableBuilderTests {
    @Test func oneRowPerCareerEntryNewestFirst() throws {
        var data = ExtractedData()
        data.coaches[157] = try SampleResponse.list("coachs/search-tuche.json", of: Coach.self)
        let table = try #require(OutputTablesBuilder.build(from: data, transform: TransformSpec()).table(.coaches))
        #expect(table.values(of: "career_seq") == (1...5).map { .integer($0) })
        #expect(table.values(of: "team_id").allSatisfy { $0 == .integer(157) })
        #expect(table.values(of: "coach_id").allSatisfy { $0 == .integer(40) })
        #expect(table.values(of: "career_team_name").prefix(2) == [.text("Bayern Munich"), .text("Chelsea")])
        #expect(table.cell(0, "career_end") == .null)
        #expect(table.cell(1, "career_end") == .date(CalendarDate(year: 2022, month: 9, day: 1)))
        #expect(table.cell(0, "age") == .integer(51))
    }

    @Test func aCoachWithoutCareerKeepsOneRow() throws {
        var data = ExtractedData()
        data.coaches[157] = try SampleResponse.list("coachs/search-tuche.json", of: Coach.self) { json in
            json.edit(["response", 0, "career"]) { $0 = .array([]) }
        }
        let table = try #require(OutputTablesBuilder.build(from: data, transform: TransformSpec()).table(.coaches))
        #expect(table.rows.count == 1)
        #expect(table.cell(0, "career_seq") == .null)
        #expect(table.cell(0, "name") == .text("T. Tuchel"))
    }
}
