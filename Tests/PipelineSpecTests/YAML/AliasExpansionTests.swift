import Catalog
import Testing

@testable import PipelineSpec

/// Aliases may repeat a block, but a file whose aliases expand without bound is refused at the
/// alias that crosses the limit, before its copies are built.
@Suite(.timeLimit(.minutes(1))) struct AliasExpansionTests {
    /// Billion laughs: `a0` is ten values, each `a<n>` ten aliases of `a<n-1>`; `a9` stands for 10^10.
    static let billionLaughs =
        (["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
        + (1...9).map { level in
            "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]"
        }).joined(separator: "\n") + "\n"

    @Test func aBillionLaughsFileIsRefusedAtTheAliasThatCrossesTheLimit() {
        #expect(Self.billionLaughs.utf8.count < 1024)
        let messages = PipelineText.messages(Self.billionLaughs)
        // a1 copies a0 (110 values), a2 copies a1 (1,110); a3's ten copies of a2 (defined on line 3) cross 10,000.
        #expect(
            messages == [
                "pipelines/test.yml:4:5: an alias here copies the block at line 3, column 5, and the file's aliases copy "
                    + "more than 10000 values in all; write the values out, or use fewer nested aliases"
            ])
    }

    @Test func aFileOfMoreValuesThanAnyPipelineNeedsIsRefusedWithoutBuildingThemAll() {
        let yaml = "x: [" + Array(repeating: "1", count: YAMLTreeBuilder.maximumValues + 1).joined(separator: ", ") + "]\n"
        #expect(
            PipelineText.messages(yaml) == [
                "pipelines/test.yml:1:4: the file holds more than 100000 values once its aliases are expanded; a pipeline "
                    + "needs far fewer: check that this is the right file, and write out or remove the repeated blocks"
            ])
    }

    @Test func aBombInsideAValidPipelineIsRefusedToo() {
        let yaml = PipelineText.minimal(replacing: [
            9: "  csv: out\n"
                + Self.billionLaughs
                .split(separator: "\n").map { "x-" + $0 }.joined(separator: "\n")
        ])
        let messages = PipelineText.messages(yaml)
        #expect(messages.count == 1 && messages[0].hasPrefix("pipelines/test.yml:13:"), "\(messages)")
        #expect(messages.first?.contains("more than 10000 values") == true)
    }

    @Test func anAliasThatRepeatsABlockIsFine() throws {
        let yaml = PipelineText.minimal(replacing: [7: "extract:\n  - {fixtures: &daily {ttl: 1d}}\n  - {standings: *daily}"])
        let pipeline = try PipelineText.decode(yaml)
        #expect(pipeline.extract.datasets == [.fixtures, .standings])
        #expect(pipeline.extract.cacheLifetimes.count == 2)
    }
}
