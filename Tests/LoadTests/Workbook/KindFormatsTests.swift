import LibXLSXWriter
import Tabular
import Testing

@testable import XLSXOutput

/// The conditional formats an analyst reads: bars that say good or bad, letters whose colours
/// no zone fill hides.
@Suite struct KindFormatsTests {
    @Test func goalsConcededDrawARedBarAndGoalsScoredAGreenOne() {
        #expect(KindFormats.rules(for: .goalsConceded) == [.dataBar(color: 0xF8696B)])
        #expect(KindFormats.rules(for: .goals) == [.dataBar(color: 0x63BE7B)])
    }

    /// A standings row: rank, team, points (bar), GF (bar), GA (bar), five form letters, zone, home P.
    @Test func zoneFillsLeaveOutBarsScalesAndResultLetters() {
        let kinds: [ColumnKind] =
            [.count, .text, .points, .goals, .goalsConceded] + Array(repeating: .form, count: 5)
            + [.zone, .count, .result, .rating, .text]
        #expect(KindFormats.filledSpans(kinds) == [0...1, 10...11, 14...14])
    }
}
