import Testing

@testable import JSON

/// Documents whose values would take far more memory than their bytes are refused before a value
/// is built; answers as dense as the API's real ones are read. Judged by the parser's own result
/// and error: a refused document has nothing else to read back (the peak memory of a whole run
/// over such a recording is measured in Tests/readback/test_answer_memory.py).
@Suite struct JSONSizeScanTests {
    /// `{"response":[unit unit … 0]}` of about `size` bytes.
    private static func answer(repeating unit: String, size: Int) -> [UInt8] {
        let head = Array(#"{"response":["#.utf8)
        let tail = Array("0]}".utf8)
        let count = (size - head.count - tail.count) / unit.utf8.count
        return head + Array(String(repeating: unit, count: count).utf8) + tail
    }

    @Test(arguments: ["0,", "[0],", "{},", #"{"a":0},"#, #"[[""]],"#])
    func documentsOfTinyValuesAreRefused(unit: String) throws {
        let bytes = Self.answer(repeating: unit, size: 6 << 20)
        let error = try #require(throws: JSONSyntaxError.self) { try JSONParser.parse(bytes) }
        #expect(error.problem.hasPrefix("the document holds too many small values for its size"))
        #expect(error.problem.contains("more than 3 times its \(bytes.count) bytes plus 8 MiB"))
    }

    @Test func answersAsDenseAsTheAPIsAreRead() throws {
        // Compact odds values and season lists, the densest shapes real answers have, in a 2 MiB
        // answer (a real odds page is a few hundred KB).
        let bytes = Self.answer(repeating: #"{"value":"Home","odd":"1.50"},[2019,2020,2021],"#, size: 2 << 20)
        let value = try JSONParser.parse(bytes)
        guard case .object(let envelope) = value, case .array(let items)? = envelope["response"] else {
            Issue.record("not an envelope")
            return
        }
        #expect(items.count == (bytes.count - 16) / 47 * 2 + 1)
        #expect(items[0] == .object(["value": .string("Home"), "odd": .string("1.50")]))
        #expect(items[1] == .array([.number("2019"), .number("2020"), .number("2021")]))
    }

    @Test func smallDocumentsAreNeverRefused() throws {
        #expect(try JSONParser.parse(String(repeating: "[", count: 300) + String(repeating: "]", count: 300)) != .null)
        #expect(try JSONParser.parse("[" + Array(repeating: "0", count: 30_000).joined(separator: ",") + "]") != .null)
    }

    @Test func nestedContainersGetTheirOwnItems() throws {
        let value = try JSONParser.parse(#"{"a":[1,[2,3],{"b":[]}],"c":{"d":[4,5,6]},"e":"[not, a, container]"}"#)
        #expect(
            value
                == .object([
                    "a": .array([.number("1"), .array([.number("2"), .number("3")]), .object(["b": .array([])])]),
                    "c": .object(["d": .array([.number("4"), .number("5"), .number("6")])]),
                    "e": .string("[not, a, container]")
                ]))
    }
}
