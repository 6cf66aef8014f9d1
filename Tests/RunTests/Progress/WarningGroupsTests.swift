import Run
import Testing

@testable import Staging

/// The summary prints at most five warnings of a kind and counts the rest. Judged against
/// warnings made here: the count line must say how many more and how many in all.
@Suite struct WarningGroupsTests {
    @Test func aKindRepeatedMoreThanFiveTimesShowsFiveAndACount() {
        let many = (1...7).map { ManifestWarning(code: "score_mismatch", message: "fixture \($0)") }
        let other = ManifestWarning(code: "unknown_statistic", message: "Goal Attempts")
        let lines = WarningGroups(many.prefix(3) + [other] + many.dropFirst(3)).lines

        #expect(
            lines.map(\.message) == [
                "fixture 1", "fixture 2", "fixture 3", "fixture 4", "fixture 5",
                "score_mismatch: 2 more like these (7 in all; manifest.json lists every one)",
                "Goal Attempts"
            ])
    }

    @Test func fiveOfAKindAreAllShown() {
        let five = (1...5).map { ManifestWarning(code: "score_mismatch", message: "fixture \($0)") }
        #expect(WarningGroups(five).lines.count == 5)
    }
}
