import APIModel
import JSON
import PipelineSpec
import Tabular
import Testing

@testable import Transform

@Suite struct OutputTablesBuilderTests {
    @Test func nothingExtractedGivesNoTables() {
        let output = OutputTablesBuilder.build(from: ExtractedData(), transform: TransformSpec())
        #expect(output.tables.isEmpty)
        #expect(output.warnings.isEmpty)
    }

    @Test func extractedButEmptyGivesTablesWithoutRows() {
        var data = ExtractedData()
        var lists = SeasonLists()
        lists.fixtures = []
        lists.standings = []
        lists.rounds = []
        data.seasons[SampleRun.premierLeague2024] = lists
        data.countries = []
        let output = OutputTablesBuilder.build(from: data, transform: TransformSpec())
        #expect(output.tables.map(\.name) == ["fixtures", "standings", "countries", "rounds"])
        #expect(output.tables.allSatisfy { $0.rows.isEmpty })
        #expect(output.table(.teamMatchStats) == nil)
    }

    @Test func everyTableInContractOrder() throws {
        let output = OutputTablesBuilder.build(from: try SampleRun.data(), transform: TransformSpec())
        #expect(output.tables.map(\.name) == TableName.allCases.map(\.rawValue))
        #expect(output.warnings.map(\.code) == [.unknownPlayerID])
    }

    @Test func warningsAreSortedByCodeThenFixture() throws {
        let mismatch = try SampleResponse.list(SampleRun.manUnitedFulham, of: Fixture.self) { json in
            json.edit(["response", 0, "goals", "home"]) { $0 = .int(2) }
            json.edit(["response", 0, "lineups"]) { $0 = .array([]) }
        }[0]
        var data = ExtractedData()
        data.fixtureDetails[mismatch.id] = mismatch
        data.fixtureDetails[1_208_140] = try SampleResponse.fixture(SampleRun.manCityTottenham)
        let output = OutputTablesBuilder.build(from: data, transform: TransformSpec(timezone: "Nowhere/Else"))
        #expect(output.warnings.map(\.code) == [.scoreMismatch, .substitutionFallback, .unknownPlayerID, .unknownTimezone])
        // The substitution fallback is one warning for the run (issue 36 item 3): it names no fixture.
        #expect(output.warnings.map(\.fixtureID) == [1_208_021, nil, 1_208_140, nil])
        #expect(output.warnings == output.warnings.sorted())
    }

    @Test func sameInputSameTablesWhateverTheDictionaryOrder() throws {
        let data = try SampleRun.data()
        let first = OutputTablesBuilder.build(from: data, transform: TransformSpec(timezone: "Europe/London"))
        #expect(OutputTablesBuilder.build(from: data, transform: TransformSpec(timezone: "Europe/London")) == first)

        // The same answers inserted in reverse order, into collections grown differently.
        var reversed = ExtractedData()
        reversed.catalog = data.catalog
        reversed.countries = data.countries
        reversed.seasons.reserveCapacity(64)
        for key in data.seasons.keys.sorted().reversed() { reversed.seasons[key] = data.seasons[key] }
        reversed.fixtureDetails.reserveCapacity(256)
        for key in data.fixtureDetails.keys.sorted().reversed() { reversed.fixtureDetails[key] = data.fixtureDetails[key] }
        for key in data.squads.keys.sorted().reversed() { reversed.squads[key] = data.squads[key] }
        reversed.playerSeasons.reserveCapacity(128)
        for key in data.playerSeasons.keys.sorted().reversed() { reversed.playerSeasons[key] = data.playerSeasons[key] }
        for key in data.transfers.keys.sorted().reversed() { reversed.transfers[key] = data.transfers[key] }
        for key in data.headToHead.keys.sorted().reversed() { reversed.headToHead[key] = data.headToHead[key] }
        for key in data.coaches.keys.sorted().reversed() { reversed.coaches[key] = data.coaches[key] }
        reversed.answers = data.answers
        #expect(OutputTablesBuilder.build(from: reversed, transform: TransformSpec(timezone: "Europe/London")) == first)
    }
}
