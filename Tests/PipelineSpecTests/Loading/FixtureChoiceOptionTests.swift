import Catalog
import Testing

@testable import PipelineSpec

/// `predictions: {for: upcoming|all}`: which fixtures a per-fixture dataset about coming
/// matches asks about.
@Suite struct FixtureChoiceOptionTests {
    private func extract(_ item: String) throws(PipelineSpecError) -> ExtractSpec {
        try PipelineText.decode(PipelineText.minimal(replacing: [7: "extract: [fixtures, \(item)]"])).extract
    }

    @Test func upcomingIsTheDescriptorsOwnChoiceAndAllOverridesIt() throws {
        #expect(try extract("predictions").fixtureChoices.isEmpty)
        #expect(try extract("{predictions: {for: upcoming}}").fixtureChoices == [.predictions: .upcoming])
        #expect(try extract("{predictions: {for: all, ttl: 1d}}").fixtureChoices == [.predictions: .all])
    }

    @Test func anotherWordNamesTheChoices() {
        let message = PipelineText.message(PipelineText.minimal(replacing: [7: "extract: [fixtures, {predictions: {for: played}}]"]))
        #expect(message.contains("'played'") && message.contains("upcoming") && message.contains("all"), "\(message)")
    }
}
