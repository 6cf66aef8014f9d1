import Catalog
import Testing

@testable import PipelineSpec

@Suite struct NameSuggestionTests {
    @Test func suggestsTheClosestNameWithinTwoEdits() {
        #expect(NameSuggestion.closest(to: "sesons", among: ["leagues", "seasons"]) == "seasons")
        #expect(NameSuggestion.closest(to: "dailyBudget", among: ["daily_budget", "concurrency"]) == "daily_budget")
        #expect(NameSuggestion.closest(to: "fixture_detail", among: Dataset.allCases.map(\.rawValue)) == "fixture_details")
    }

    @Test func suggestsNothingForAFarOrTinyWord() {
        #expect(NameSuggestion.closest(to: "parquet", among: ["csv", "ndjson", "xlsx"]) == nil)
        #expect(NameSuggestion.closest(to: "x", among: ["csv", "xlsx"]) == nil)
    }

    @Test func breaksTiesByTheOrderOfTheCandidates() {
        #expect(NameSuggestion.closest(to: "tap", among: ["top", "tip"]) == "top")
        #expect(NameSuggestion.closest(to: "tap", among: ["tip", "top"]) == "tip")
    }

    @Test func measuresEditDistance() {
        #expect(NameSuggestion.editDistance(Array("kitten"), Array("sitting")) == 3)
        #expect(NameSuggestion.editDistance(Array(""), Array("abc")) == 3)
        #expect(NameSuggestion.editDistance(Array("same"), Array("same")) == 0)
    }
}
