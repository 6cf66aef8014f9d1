import Testing

@testable import JSON

/// A recording is written pretty unless that passes the answer's cap; then compact, which is
/// never longer than the answer as received. Judged by the writer's own two forms.
@Suite struct JSONWriterLimitTests {
    @Test func thePrettyFormGivesWayToTheCompactOneAboveTheLimit() throws {
        // Nesting makes indentation many times the text: 2 bytes a level compact, 2 per level a line pretty.
        let deep = try JSONParser.parse(String(repeating: "[", count: 200) + "0" + String(repeating: "]", count: 200))
        #expect(JSONWriter.pretty(deep).utf8.count > 40_000)
        #expect(JSONWriter.pretty(deep, maximumBytes: 40_000) == JSONWriter.compact(deep))
        let small = try JSONParser.parse(#"{"a":[1,2]}"#)
        #expect(JSONWriter.pretty(small, maximumBytes: 40_000) == JSONWriter.pretty(small))
    }
}
