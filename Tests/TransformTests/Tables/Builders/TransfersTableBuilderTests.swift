import APIModel
import CivilTime
import PipelineSpec
import Tabular
import Testing

@testable import Transform

@Suite struct TransfersTableBuilderTests {
    private func transfers(_ file: String) throws -> Table {
        var data = ExtractedData()
        data.transfers[35845] = try SampleResponse.list(file, of: TransferHistory.self).first
        return try #require(OutputTablesBuilder.build(from: data, transform: TransformSpec()).table(.transfers))
    }

    @Test func oldestFirstNumberedInResponseOrder() throws {
        let table = try transfers("transfers/player-35845-burbano.json")
        #expect(table.values(of: "transfer_seq") == (1...9).reversed().map { .integer($0) })
        #expect(table.cell(0, "date") == .date(CalendarDate(year: 2011, month: 1, day: 1)))
        #expect(table.cell(8, "team_in_name") == .text("Cortulua"))
        #expect(table.cell(6, "type") == .text("Free"))
    }

    @Test func twoSpellingsOfOnePlayerJoinOnTheID() throws {
        let recent = try transfers("transfers/player-35845-burbano.json")
        let earlier = try transfers("transfers/player-35845-burbano-2021-fetch.json")
        #expect(recent.values(of: "player_name").allSatisfy { $0 == .text("H. Burbano") })
        #expect(earlier.values(of: "player_name").allSatisfy { $0 == .text("Hernán Darío Burbano") })
        let nameIndex = try #require(recent.columnIndex("player_name"))
        let withoutNames = { (table: Table) in table.rows.map { row in row.enumerated().filter { $0.offset != nameIndex }.map(\.element) } }
        #expect(withoutNames(recent) == withoutNames(earlier))
        #expect(recent.values(of: "player_id").allSatisfy { $0 == .integer(35845) })
    }
}
