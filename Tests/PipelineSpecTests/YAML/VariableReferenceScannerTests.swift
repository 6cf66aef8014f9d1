import Testing

@testable import PipelineSpec

@Suite struct VariableReferenceScannerTests {
    @Test func replacesEachTokenWithAPlaceholderOfTheSameWidth() throws {
        let text = "a: [${SEASON}, $${x}, ${D:-1, 2}]\nb: é${X}\r\nc: ${"
        let result = try VariableReferenceScanner.scan(text).get()
        #expect(
            result.tokens == [
                VariableToken(
                    kind: .reference(name: "SEASON", fallback: nil), text: "${SEASON}", position: SourcePosition(line: 1, column: 5)),
                VariableToken(kind: .escape, text: "$${", position: SourcePosition(line: 1, column: 16)),
                VariableToken(
                    kind: .reference(name: "D", fallback: "1, 2"), text: "${D:-1, 2}", position: SourcePosition(line: 1, column: 23)),
                VariableToken(kind: .reference(name: "X", fallback: nil), text: "${X}", position: SourcePosition(line: 2, column: 5)),
                VariableToken(kind: .malformed, text: "${", position: SourcePosition(line: 3, column: 4))
            ])
        let widths = { (s: String) in s.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(\.unicodeScalars.count) }
        #expect(widths(result.text) == widths(text))
        #expect(!result.text.contains("$"))
        #expect(!result.text.contains("{"))
    }

    @Test func refusesPrivateUseCharactersItCouldConfuseWithPlaceholders() {
        #expect(
            throws: ScanProblem(
                position: SourcePosition(line: 2, column: 7), problem: "private-use characters (U+E000...U+F8FF) are not supported")
        ) {
            try VariableReferenceScanner.scan("a: 1\nname: \u{E000}").get()
        }
    }
}
