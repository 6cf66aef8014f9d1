import Testing

@testable import JSON

/// RFC 8259's corners: what the parser refuses, where it says the problem is, and what it keeps.
@Suite struct JSONParserStrictnessTests {
    private func failure(_ bytes: [UInt8]) -> JSONSyntaxError? {
        do {
            _ = try JSONParser.parse(bytes)
            return nil
        } catch {
            return error
        }
    }

    @Test func invalidUTF8InAStringIsRefusedWithItsByteOffset() throws {
        // 0xFF at offset 12; before the fix it became U+FFFD.
        let document: [UInt8] = Array(#"{"name": "ab"#.utf8) + [0xFF] + Array(#"c"}"#.utf8)
        let error = try #require(failure(document))
        #expect(error.offset == 12)
        #expect(error.line == 1 && error.column == 13)
        #expect(error.reason == "invalid UTF-8 (0xFF) at byte offset 12 inside a string; the data is not UTF-8 text (at name)")
    }

    @Test(
        arguments: [
            ([0x22, 0xC3, 0x22], 1, "0xC3"), // a lead byte without its continuation
            ([0x22, 0xC0, 0xAF, 0x22], 1, "0xC0"), // overlong '/'
            ([0x22, 0xED, 0xA0, 0x80, 0x22], 1, "0xED"), // a UTF-16 surrogate encoded in UTF-8
            ([0x22, 0x61, 0x5C, 0x6E, 0x80, 0x22], 4, "0x80"), // a stray continuation after an escape
            ([0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], 1, "0xF4") // beyond U+10FFFF
        ] as [([UInt8], Int, String)])
    func everyIllFormedSequenceIsRefused(bytes: [UInt8], offset: Int, first: String) throws {
        let error = try #require(failure(bytes))
        #expect(error.offset == offset)
        #expect(error.problem.hasPrefix("invalid UTF-8 (\(first)"), "\(error.problem)")
    }

    @Test func validMultibyteTextIsKeptWithAndWithoutEscapes() throws {
        #expect(
            try JSONParser.parse(#"["Köln 😀", "K\u00f6ln \ud83d\ude00 \"x\" Köln"]"#)
                == .array([.string("Köln 😀"), .string("Köln 😀 \"x\" Köln")]))
    }

    @Test func aDuplicateKeyIsRefusedNamingItsPath() throws {
        let document = #"{"response": [{}, {}, {}, {"goals": {"home": 1, "away": 0, "home": 2}}]}"#
        let error = try #require(failure(Array(document.utf8)))
        #expect(error.path == "response[3].goals.home")
        #expect(error.reason == #"duplicate key "home" in one object; each key may appear once (at response[3].goals.home)"#)
        #expect(error.offset == 59)
        #expect(error.description.hasPrefix("line 1, column 60: "))
    }

    @Test func aDuplicateKeyInALargeObjectIsFoundToo() throws {
        let members = (0..<40).map { #""k\#($0)": \#($0)"# } + [#""k7": 0"#]
        let error = try #require(failure(Array(("{" + members.joined(separator: ", ") + "}").utf8)))
        #expect(error.path == "k7")
        #expect(error.problem.hasPrefix(#"duplicate key "k7""#))
        let distinct = (0..<40).map { #""k\#($0)": \#($0)"# }.joined(separator: ",")
        guard case .object(let object) = try JSONParser.parse("{" + distinct + "}") else {
            Issue.record("not an object")
            return
        }
        #expect(object.entries.count == 40)
    }

    @Test func theSameKeyInSiblingObjectsIsFine() throws {
        #expect(
            try JSONParser.parse(#"[{"a": 1}, {"a": 2, "b": {"a": 3}}]"#)
                == .array([
                    .object(["a": .number("1")]), .object(["a": .number("2"), "b": .object(["a": .number("3")])])
                ]))
    }

    @Test func pathsQuoteKeysThatAreNotPlain() throws {
        let error = try #require(failure(Array(#"{"0-15": {"x y": [1, 2, 01]}}"#.utf8)))
        #expect(error.path == #"["0-15"]["x y"][2]"#)
        #expect(error.problem == "a number cannot start with 0 unless it is 0 (leading zeros are not JSON)")
    }

    @Test(arguments: [
        ("01", "a number cannot start with 0 unless it is 0 (leading zeros are not JSON)"),
        ("-012", "a number cannot start with 0 unless it is 0 (leading zeros are not JSON)"),
        ("1.", "a number needs digits after '.'"),
        (".5", "unexpected character '.' where a value was expected"),
        ("1e", "a number needs digits in its exponent"),
        ("1e+", "a number needs digits in its exponent"),
        ("-", "a number needs digits"),
        ("-a", "a number needs digits"),
        ("+1", "unexpected character '+' where a value was expected"),
        ("1 2", "unexpected text after the JSON value"),
        ("{}}", "unexpected text after the JSON value"),
        ("", "the document ends where a value was expected (truncated?)"),
        ("   \n ", "the document ends where a value was expected (truncated?)"),
        ("\"a\tb\"", "control character U+0009 inside a string; it must be escaped"),
        ("\"a\u{0}b\"", "control character U+0000 inside a string; it must be escaped"),
        (#""\ud83d""#, "unpaired UTF-16 surrogate in a \\u escape: a high surrogate needs a low one after it"),
        (#""\ud83dx""#, "unpaired UTF-16 surrogate in a \\u escape: a high surrogate needs a low one after it"),
        (#""\ud83d\u0041""#, "unpaired UTF-16 surrogate in a \\u escape: a high surrogate needs a low one after it"),
        (#""\ude00\ud83d""#, "unpaired UTF-16 surrogate in a \\u escape: a low surrogate without a high one"),
        (#""\u12G4""#, "invalid hex digit in a \\u escape"),
        (#""\x""#, "invalid escape '\\x'"),
        ("NaN", "unexpected character 'N' where a value was expected"),
        ("Infinity", "unexpected character 'I' where a value was expected"),
        ("[1,]", "unexpected character ']' where a value was expected"),
        (#"{"a":1,}"#, "expected a quoted key"),
        ("{'a':1}", "expected a quoted key"),
        ("\u{FEFF}\u{FEFF}1", "unexpected byte 0xEF where a value was expected")
    ])
    func refusesWhatRFC8259Refuses(text: String, problem: String) throws {
        let error = try #require(failure(Array(text.utf8)))
        #expect(error.problem == problem)
    }

    @Test func oneLeadingByteOrderMarkIsSkipped() throws {
        #expect(try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("[1]".utf8)) == .array([.number("1")]))
    }

    @Test(arguments: [
        "0", "-0", "0.5", "-0.0e-0", "9223372036854775807", "-9223372036854775808", "9223372036854775808",
        "-9223372036854775809", "1.7976931348623157e308", "1e309", "-1e999", "4.9e-324", "1e-400", "2E+3",
        "123456789012345678901234567890"
    ])
    func numbersKeepTheirLiteralWhateverTheirRange(literal: String) throws {
        #expect(try JSONParser.parse(literal) == .number(literal))
        #expect(try JSONParser.parse("[\(literal)]") == .array([.number(literal)]))
    }

    @Test func nestingIsLimitedBeforeTheStackIs() throws {
        let deepest = String(repeating: "[", count: JSONParser.maximumDepth) + String(repeating: "]", count: JSONParser.maximumDepth)
        #expect(try JSONParser.parse(deepest) != .null)
        let tooDeep = Array(repeating: UInt8(ascii: "["), count: JSONParser.maximumDepth + 1)
        let error = try #require(failure(tooDeep))
        #expect(error.problem == "arrays and objects nested more than 512 levels deep")
        #expect(error.offset == JSONParser.maximumDepth)
        let hostile = Array(repeating: UInt8(ascii: "["), count: 1_000_000) + Array(#"{"a":"#.utf8)
        #expect(failure(hostile)?.offset == JSONParser.maximumDepth)
    }

    @Test func truncationDoesNotRepeatThePathInTheMessage() throws {
        let error = try #require(failure(Array(#"{"response": [{"a": 1"#.utf8)))
        #expect(error.path == "response[0]")
        #expect(error.reason == "the document ends inside an object (truncated?)")
    }

    @Test func nonFiniteDoublesBecomeNullInsteadOfTrapping() {
        #expect(JSONNumberFormat.literal(.infinity) == "null")
        #expect(JSONNumberFormat.literal(-.infinity) == "null")
        #expect(JSONNumberFormat.literal(.nan) == "null")
        #expect(JSONValue.double(.infinity) == .null)
        #expect(JSONValue.double(1.5) == .number("1.5"))
        #expect(JSONNumberFormat.literal(1e300) == "1e+300")
    }
}
