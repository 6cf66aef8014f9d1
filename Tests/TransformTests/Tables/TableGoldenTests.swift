import PipelineSpec
import Tabular
import TestSupport
import Testing

@testable import Transform

/// Every table built from the recorded samples against its golden file, and every table's
/// columns against `tables.schema.txt`, transcribed from README.md § Tables (the contract).
@Suite struct TableGoldenTests {
    private static let transform = TransformSpec(timezone: "Europe/London", nulls: .zero)

    @Test(arguments: TableName.allCases)
    func tableMatchesItsGolden(_ name: TableName) throws {
        let output = OutputTablesBuilder.build(from: try SampleRun.data(), transform: Self.transform)
        let table = try #require(output.table(name))
        #expect(!table.rows.isEmpty)
        GoldenFile.expectMatches(TableText.render(table), named: "\(name.rawValue).csv")
    }

    @Test func columnsAndKeysMatchTheContract() throws {
        let output = OutputTablesBuilder.build(from: try SampleRun.data(), transform: Self.transform)
        #expect(output.tables.map(\.name) == TableName.allCases.map(\.rawValue))
        let schema = output.tables.map { table in
            "# \(table.name) key=\(table.key.joined(separator: ","))\n\(TableText.schema(table))\n"
        }.joined()
        GoldenFile.expectMatches(schema, named: "tables.schema.txt")
    }
}
