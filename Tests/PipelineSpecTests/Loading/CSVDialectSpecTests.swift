import Testing

@testable import PipelineSpec

/// `csv:` as a folder or as `{path, delimiter, decimal, bom}`: what each spelling decodes to,
/// and the one combination that cannot be read back (a comma both between fields and in numbers).
@Suite struct CSVDialectSpecTests {
    private func load(_ csv: String) throws(PipelineSpecError) -> LoadSpec {
        try PipelineText.decode(PipelineText.minimal(replacing: [9: csv])).load
    }

    @Test func aFolderKeepsTheStandardDialect() throws {
        let load = try load("  csv: out/csv")
        #expect(load.csv == "out/csv")
        #expect(load.csvDialect == .standard)
    }

    @Test func aMappingSetsDelimiterDecimalMarkAndByteOrderMark() throws {
        let load = try load(#"  csv: {path: out/csv, delimiter: ";", decimal: ",", bom: true}"#)
        #expect(load.csv == "out/csv")
        #expect(load.csvDialect == CSVDialect(delimiter: .semicolon, decimalMark: .comma, byteOrderMark: true))
        let tab = try self.load(#"  csv: {path: out/csv, delimiter: "\t"}"#)
        #expect(tab.csvDialect == CSVDialect(delimiter: .tab))
    }

    @Test func csvBOMBesideAFolderStillAddsTheMark() throws {
        let load = try load("  csv: out/csv\n  csv_bom: true")
        #expect(load.csvDialect == CSVDialect(byteOrderMark: true))
    }

    @Test func aCommaDecimalMarkWithACommaDelimiterIsRefusedAtTheDecimal() {
        #expect(
            PipelineText.message(PipelineText.minimal(replacing: [9: #"  csv: {path: out, decimal: ","}"#]))
                == #"pipelines/test.yml:9:29: load.csv.decimal: ',' is not valid; expected '.' while the delimiter is ','; a comma "#
                + #"decimal mark needs delimiter: ";""#
        )
    }

    @Test func anUnknownDelimiterNamesTheChoices() {
        #expect(
            PipelineText.message(PipelineText.minimal(replacing: [9: #"  csv: {path: out, delimiter: ":"}"#]))
                == #"pipelines/test.yml:9:31: load.csv.delimiter: ':' is not valid; expected one of ",", ";", "\t" (a tab) or "|""#)
    }
}
