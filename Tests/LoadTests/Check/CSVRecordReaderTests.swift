import Testing

@testable import Load

@Suite struct CSVRecordReaderTests {
    private func parse(_ text: String) throws -> [[String]] {
        try CSVRecordReader().parse(Array(text.utf8))
    }

    @Test func readsQuotedFieldsWithSeparatorsQuotesAndLineBreaks() throws {
        #expect(try parse("a,\"b,c\",\"say \"\"hi\"\"\"\r\n\"x\r\ny\",,z\r\n") == [["a", "b,c", #"say "hi""#], ["x\r\ny", "", "z"]])
    }

    @Test func acceptsLFLineEndsAMissingFinalLineEndAndAByteOrderMark() throws {
        #expect(try parse("\u{FEFF}a,b\n1,2") == [["a", "b"], ["1", "2"]])
        #expect(try parse("a,\n") == [["a", ""]])
        #expect(try parse("") == [])
    }

    @Test func rejectsMalformedFilesWithTheLine() {
        #expect(throws: RecordReadError(line: 2, reason: "a quote inside an unquoted field")) { try parse("a\r\nb\"c\r\n") }
        #expect(throws: RecordReadError(line: 1, reason: "the file ends inside a quoted field (truncated?)")) { try parse("\"abc") }
        #expect(throws: RecordReadError(line: 3, reason: "1 field where the header has 2")) {
            try CSVRecordReader().records(from: Array("a,b\r\n1,2\r\n3\r\n".utf8))
        }
    }
}
