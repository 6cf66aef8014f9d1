import JSON
import Tabular
import TestSupport
import Testing

@testable import TableFiles

@Suite struct NDJSONTableWriterTests {
    private func lines(_ table: Table) -> [String] {
        let text = String(decoding: NDJSONTableWriter().render(table), as: UTF8.self)
        return text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test func writesEveryAwkwardCellAsInTheGoldenFile() {
        GoldenFile.expectMatches(NDJSONTableWriter().render(SampleTables.cells), named: "cells.ndjson")
    }

    @Test func writesOneObjectPerRowWithKeysInColumnOrderAndTypedValues() throws {
        let written = lines(SampleTables.cells)
        #expect(written.count == SampleTables.cells.rows.count + 1)
        #expect(written.last == "")
        guard case .object(let first) = try JSONParser.parse(written[0]) else {
            Issue.record("not an object")
            return
        }
        #expect(first.keys == SampleTables.cells.columns.map(\.name))
        #expect(first["id"] == .number("1"))
        #expect(first["label"] == .string("plain"))
        #expect(first["kickoff_utc"] == .string("2023-08-11T19:00:00Z"))
        #expect(first["rating"] == .number("7.3"))
        #expect(first["finished"] == .bool(true))
        #expect(first["birth_date"] == .string("1990-05-02"))
        guard case .object(let second) = try JSONParser.parse(written[1]) else {
            Issue.record("not an object")
            return
        }
        #expect(second["id"] == .number("-2"))
        #expect(second["rating"] == .number("7.0"))
        #expect(second["birth_date"] == .null)
    }

    @Test func writesNonFiniteDecimalsAsNull() throws {
        let written = lines(SampleTables.cells)
        #expect(written[6] == #"{"id":7,"label":"-5","kickoff_utc":null,"rating":null,"finished":null,"birth_date":null}"#)
        #expect(written[7].contains(#""rating":null"#))
    }

    @Test(arguments: [
        ("İlkay Gündoğan 😀", #""İlkay Gündoğan 😀""#),
        (#"say "hi" \ bye"#, #""say \"hi\" \\ bye""#),
        ("a\nb\rc\td", #""a\nb\rc\td""#),
        ("bell\u{07} nul\u{00} esc\u{1B} del\u{7F}", "\"bell\\u0007 nul\\u0000 esc\\u001b del\u{7F}\""),
        ("=SUM(A1)", #""=SUM(A1)""#)
    ])
    func escapesStringsAsJSONAndKeepsNonASCIIRaw(text: String, expected: String) throws {
        let table = Table(name: "t", columns: [Column("s", .text)], key: [], rows: [[.text(text)]])
        let line = lines(table)[0]
        #expect(line == #"{"s":"# + expected + "}")
        #expect(try JSONParser.parse(line) == .object(["s": .string(text)]))
    }

    @Test func escapesColumnNamesToo() {
        let table = Table(name: "t", columns: [Column(#"odd "name""#, .integer)], key: [], rows: [[.integer(1)]])
        #expect(lines(table)[0] == #"{"odd \"name\"":1}"#)
    }

    @Test func writesNothingForATableWithoutRows() {
        #expect(NDJSONTableWriter().render(SampleTables.fixtures([])).isEmpty)
    }

    @Test func rendersALargeTableLineForLine() throws {
        var table = Table(
            name: "player_match_stats",
            columns: [Column("fixture_id", .integer), Column("player", .text), Column("rating", .decimal), Column("kickoff", .timestamp)],
            key: ["fixture_id", "player"]
        )
        for index in 0..<76_000 {
            table.append([
                .integer(1_000_000 + index), .text("Player \(index % 500)"), .decimal(Double(index % 100) / 10),
                .timestamp(SampleTables.kickoff + index)
            ])
        }
        let ndjson = NDJSONTableWriter().render(table)
        let csv = CSVTableWriter().render(table)
        #expect(ndjson.filter { $0 == UInt8(ascii: "\n") }.count == 76_000)
        #expect(csv.filter { $0 == UInt8(ascii: "\n") }.count == 76_001)
        let last = try JSONParser.parse(Array(ndjson.split(separator: UInt8(ascii: "\n")).last!))
        #expect(
            last
                == .object([
                    "fixture_id": .number("1075999"), "player": .string("Player 499"), "rating": .number("9.9"),
                    "kickoff": .string("2023-08-12T16:06:39Z")
                ]))
    }
}
