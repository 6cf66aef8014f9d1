import Testing

@testable import PipelineSpec

/// Numbers beyond Double's range (`1e999`, hundreds of digits) are refused at their place;
/// before, they became infinity and trapped in `JSONNumberFormat.literal` (exit 132).
@Suite struct OutOfRangeNumberTests {
    private static let apiSource = "  api:\n    key: ${API_FOOTBALL_KEY}"
    private static let huge = String(repeating: "9", count: 400)

    @Test(arguments: [
        (
            [1: "name: 1e999"], "pipelines/test.yml:1:7: name: expected ",
            "found a number 1e999 beyond what a 64-bit float can hold (quote it to make it text)"
        ),
        ([5: "  leagues: [1e999]"], "pipelines/test.yml:5:13: scope.leagues[0]: 1e999 is out of range; expected ", ""),
        ([6: "  seasons: [1e999]"], "pipelines/test.yml:6:13: scope.seasons[0]: 1e999 is out of range; expected a year", ""),
        ([6: "  seasons: [-1e999]"], "pipelines/test.yml:6:13: scope.seasons[0]: -1e999 is out of range; expected a year", ""),
        ([6: "  seasons: [\(huge)]"], "pipelines/test.yml:6:13: scope.seasons[0]: \(huge) is out of range; expected a year", ""),
        ([7: "extract: [{fixtures: {ttl: 1e999}}]"], "pipelines/test.yml:7:28: extract[0].fixtures.ttl: ", "1e999"),
        (
            [7: "extract: [fixtures, {head_to_head: {last: 1e999}}]"],
            "pipelines/test.yml:7:43: extract[1].head_to_head.last: 1e999 is out of range; expected ", ""
        ),
        (
            [3: apiSource + "\n    daily_budget: 1e999"],
            "pipelines/test.yml:5:19: source.api.daily_budget: 1e999 is out of range; expected ", ""
        ),
        (
            [3: apiSource + "\n    timeouts: {connect: 1e999}"],
            "pipelines/test.yml:5:25: source.api.timeouts.connect: 1e999 is out of range; expected a number of seconds > 0", ""
        )
    ])
    func isReportedAtItsPlace(replacements: [Int: String], prefix: String, fragment: String) {
        let yaml = PipelineText.minimal(replacing: replacements)
        let message = PipelineText.message(yaml, environment: ["API_FOOTBALL_KEY": "k"])
        #expect(message.hasPrefix(prefix), "\(message)")
        #expect(fragment.isEmpty || message.contains(fragment), "\(message)")
    }

    /// The largest finite Double is still read as a number, and refused by the timeout's bound.
    @Test func theLargestFiniteNumbersAreStillNumbers() {
        let yaml = PipelineText.minimal(replacing: [3: Self.apiSource + "\n    timeouts: {connect: 1.7976931348623157e308}"])
        #expect(
            PipelineText.message(yaml, environment: ["API_FOOTBALL_KEY": "k"]) == "pipelines/test.yml:5:25: source.api.timeouts.connect: "
                + "1.7976931348623157e+308 is out of range; expected a number of seconds > 0 and <= 86400")
    }
}
