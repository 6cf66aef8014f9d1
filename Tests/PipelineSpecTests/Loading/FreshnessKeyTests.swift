import Catalog
import Testing

@testable import PipelineSpec

/// `max_age:` beside `ttl:`, relative windows, round selectors and `source.api.settle`.
@Suite struct FreshnessKeyTests {
    private func extract(_ items: String) throws(PipelineSpecError) -> ExtractSpec {
        try PipelineText.decode(PipelineText.minimal(replacing: [7: "extract: \(items)"])).extract
    }

    @Test func maxAgeTakesSecondsOrADurationPerDataset() throws {
        let spec = try extract("[{fixtures: {max_age: 6h}}, {standings: {ttl: 1d, max_age: 1800}}]")
        #expect(spec.maxAges == [.fixtures: 21_600, .standings: 1_800])
        #expect(spec.cacheLifetimes == [.standings: 86_400])
        let message = PipelineText.message(PipelineText.minimal(replacing: [7: "extract: [{standings: {max_age: never}}]"]))
        #expect(message.contains("max_age") && message.contains("6h"), "\(message)")
    }

    @Test func windowsCountDaysFromTodayAndRoundsAreSelected() throws {
        #expect(try extract("[{fixtures: {from: -7d, to: +7d}}]").fixtureWindow == .days(from: .offset(days: -7), to: .offset(days: 7)))
        #expect(
            try extract("[{fixtures: {from: 2024-08-01, to: 0d}}]").fixtureWindow == .days(from: .date("2024-08-01"), to: .offset(days: 0)))
        #expect(try extract("[{fixtures: {rounds: current}}]").fixtureWindow == .rounds([.current]))
        #expect(try extract("[{fixtures: {rounds: [previous, current, next]}}]").fixtureWindow == .rounds([.previous, .current, .next]))
        let reversed = PipelineText.message(PipelineText.minimal(replacing: [7: "extract: [{fixtures: {from: +2d, to: -2d}}]"]))
        #expect(reversed.contains("+2d") && reversed.contains("-2d"), "\(reversed)")
        let both = PipelineText.message(PipelineText.minimal(replacing: [7: "extract: [{fixtures: {rounds: current, from: -1d, to: 1d}}]"]))
        #expect(both.contains("rounds") && both.contains("from"), "\(both)")
    }
}
