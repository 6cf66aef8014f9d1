import Testing

@testable import JSON

@Suite struct JSONParserTests {
    @Test func keepsKeyOrderAndNumberLiterals() throws {
        let value = try JSONParser.parse(#"{"b": 1.50, "a": [true, null, -2e3], "c": "x"}"#)
        guard case .object(let object) = value else {
            Issue.record("not an object")
            return
        }
        #expect(object.keys == ["b", "a", "c"])
        #expect(object["b"] == .number("1.50"))
        #expect(object["a"] == .array([.bool(true), .null, .number("-2e3")]))
    }

    @Test func decodesEscapesAndSurrogatePairs() throws {
        let value = try JSONParser.parse(#""fixtures\/statistics \u00fc \ud83d\ude00 \"q\" \n""#)
        #expect(value == .string("fixtures/statistics ü 😀 \"q\" \n"))
    }

    @Test func keepsRawUTF8() throws {
        #expect(try JSONParser.parse("\"İlkay Gündoğan\"") == .string("İlkay Gündoğan"))
    }

    @Test(arguments: [
        (#"{"a": 1"#, "the document ends inside an object (truncated?)"),
        (#"{"a" 1}"#, #"expected ':' after key "a""#),
        ("[1, 2", "the document ends inside an array (truncated?)"),
        (#""abc"#, "the document ends inside a string (truncated?)"),
        ("<html>", "unexpected character '<' where a value was expected"),
        ("{} x", "unexpected text after the JSON value"),
        ("", "the document ends where a value was expected (truncated?)"),
        ("-", "a number needs digits"),
        ("tru", "the document ends inside 'true' (truncated?)")
    ])
    func rejectsBrokenDocuments(text: String, reason: String) {
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(text) }
        do {
            _ = try JSONParser.parse(text)
        } catch {
            #expect(error.reason == reason)
        }
    }

    @Test func reportsLineAndColumn() {
        do {
            _ = try JSONParser.parse("{\n  \"a\": 1,\n  \"b\": ?\n}")
            Issue.record("parsed")
        } catch {
            #expect(error.line == 3)
            #expect(error.column == 8)
        }
    }

    @Test func roundTripsThroughTheWriter() throws {
        let text =
            #"{"get":"fixtures","parameters":{"id":"1"},"errors":[],"results":1,"#
            + #""paging":{"current":1,"total":1},"response":[{"x":1.50,"y":"Köln","z":null}]}"#
        let value = try JSONParser.parse(text)
        #expect(JSONWriter.compact(value) == text)
        #expect(try JSONParser.parse(JSONWriter.pretty(value)) == value)
    }
}
