import APIModel
import Foundation
import JSON
import PipelineSpec
import Tabular
import Testing

@testable import Transform

/// A season-sized input: the two recorded matches copied under new ids, 200 detailed fixtures
/// by default; `TABLES_SCALE_FIXTURES=1900` gives a 5-league season.
/// The build time is printed, not asserted; measure it in a release build.
@Suite struct OutputTablesBuilderScaleTests {
    private static var fixtureCount: Int {
        ProcessInfo.processInfo.environment["TABLES_SCALE_FIXTURES"].flatMap(Int.init) ?? 200
    }

    @Test func aSeasonOfDetailedFixturesBuildsEveryRow() throws {
        let templates = try [SampleRun.manCityTottenham, SampleRun.manUnitedFulham].map { file in
            var json = try JSONParser.parse(TransformFixtures.bytes(file))
            var fixture = JSONValue.null
            json.edit(["response", 0]) { fixture = $0 }
            return fixture
        }
        var data = ExtractedData()
        var lists = SeasonLists()
        var fixtures: [Fixture] = []
        for index in 0..<Self.fixtureCount {
            var json = templates[index % 2]
            json.edit(["fixture", "id"]) { $0 = .int(10_000_000 + index) }
            json.edit(["fixture", "timestamp"]) { $0 = .int(1_723_834_800 + index * 3600) }
            let fixture = try Fixture(JSONNode(root: json, source: "copy \(index)"))
            fixtures.append(fixture)
            data.fixtureDetails[fixture.id] = fixture
        }
        lists.fixtures = fixtures
        data.seasons[SampleRun.premierLeague2024] = lists

        let wallClock = ContinuousClock()
        var output: TransformOutput?
        let processorStart = clock()
        let elapsed = wallClock.measure {
            output = OutputTablesBuilder.build(from: data, transform: TransformSpec(timezone: "Europe/London"))
        }
        let processorSeconds = Double(clock() - processorStart) / Double(CLOCKS_PER_SEC)
        print("OutputTablesBuilder: \(Self.fixtureCount) detailed fixtures built in \(elapsed) (CPU \(processorSeconds) s)")

        let built = try #require(output)
        let pairs = Self.fixtureCount / 2
        #expect(built.table(.fixtures)?.rows.count == Self.fixtureCount)
        #expect(built.table(.events)?.rows.count == pairs * (17 + 16))
        #expect(built.table(.lineups)?.rows.count == Self.fixtureCount * 40)
        #expect(built.table(.teamMatchStats)?.rows.count == Self.fixtureCount * 2)
        #expect(built.table(.playerMatchStats)?.rows.count == Self.fixtureCount * 40)
        #expect(built.warnings.count == pairs)
        #expect(built.table(.fixtures)?.values(of: "round_order").allSatisfy { $0 == .integer(1) || $0 == .integer(2) } == true)
    }
}
