import APIModel
import JSON
import PipelineSpec
import Tabular
import Testing

@testable import Transform

@Suite struct CountriesTableBuilderTests {
    @Test func oneRowPerNameSortedByName() throws {
        let usa = try SampleResponse.list("countries/code-us.json", of: Country.self)
        let world = try SampleResponse.list("countries/code-us.json", of: Country.self) { json in
            json.edit(["response", 0]) { $0 = .object(["name": .string("World"), "code": .null, "flag": .null]) }
        }
        let england = try SampleResponse.list("countries/code-us.json", of: Country.self) { json in
            json.edit(["response", 0, "name"]) { $0 = .string("England") }
            json.edit(["response", 0, "code"]) { $0 = .string("GB-ENG") }
        }
        var data = ExtractedData()
        data.countries = world + usa + england + usa
        let table = try #require(OutputTablesBuilder.build(from: data, transform: TransformSpec()).table(.countries))
        #expect(table.values(of: "name") == [.text("England"), .text("USA"), .text("World")])
        #expect(table.cell(1, "flag") == .text("https://media.api-sports.io/flags/us.svg"))
        #expect(table.cell(2, "code") == .null)
    }
}
