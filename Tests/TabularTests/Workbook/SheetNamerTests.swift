import Testing

@testable import Tabular

@Suite struct SheetNamerTests {
    @Test func keepsAValidTitleAsItIs() {
        var namer = SheetNamer()
        #expect(namer.claim("Arsenal") == "Arsenal")
        #expect(namer.claim("Brighton & Hove Albion") == "Brighton & Hove Albion")
    }

    @Test func replacesForbiddenCharacters() {
        var namer = SheetNamer()
        #expect(namer.claim("A/B: [C] *D?\\E") == "A-B- (C) D-E")
        #expect(SheetNameRules.violation(of: namer.claim("x[y]z:*?/\\")) == nil)
    }

    @Test func dropsEdgeApostrophesAndCollapsesWhitespace() {
        var namer = SheetNamer()
        #expect(namer.claim("'Quoted'") == "Quoted")
        #expect(namer.claim("  N'Golo \t\n Kanté  ") == "N'Golo Kanté")
    }

    /// An apostrophe or a forbidden character can share a grapheme with a mark (a combining
    /// acute after it, an Arabic prepended mark before it); Excel and libxlsxwriter judge
    /// scalars, so the rules must see through the grapheme. Reader: libxlsxwriter's own check
    /// (`workbook_validate_sheet_name`), pinned in XLSXWorkbookWriterTests.
    @Test func appliesTheRulesToScalarsInsideGraphemes() {
        var namer = SheetNamer()
        let combining = namer.claim("'\u{301}Olympique")
        #expect(combining == "\u{301}Olympique")
        let prepended = namer.claim("Al Ahly\u{600}'")
        #expect(prepended == "Al Ahly\u{600}")
        let bracket = namer.claim("[\u{301}Club]")
        #expect(bracket == "(\u{301}Club)")
        let cut = namer.claim("Wolverhampton Wanderers Football\u{600}' Club")
        for name in [combining, prepended, bracket, cut] {
            #expect(SheetNameRules.violation(of: name) == nil, "\(name.unicodeScalars.map(\.value))")
        }
        #expect(SheetNameRules.violation(of: "'\u{301}x") == "starts or ends with an apostrophe")
        #expect(SheetNameRules.violation(of: "x\u{600}'") == "starts or ends with an apostrophe")
        #expect(SheetNameRules.violation(of: "a[\u{301}b") == "contains \"[\"")
    }

    @Test func neverEmpty() {
        var namer = SheetNamer()
        #expect(namer.claim("") == "Sheet")
        #expect(namer.claim("???") == "Sheet (2)")
        #expect(namer.claim("''") == "Sheet (3)")
    }

    @Test func avoidsTheReservedHistoryName() {
        var namer = SheetNamer()
        #expect(namer.claim("History") == "History (2)")
        #expect(namer.claim("history", disambiguator: "7") == "history (7)")
    }

    @Test func shortensLongTitlesAtAWordBoundaryWithinUTF16Units() {
        var namer = SheetNamer()
        let name = namer.claim("Wolverhampton Wanderers Football Club Reserves")
        #expect(name == "Wolverhampton Wanderers…")
        #expect(name.utf16.count <= 31)
        // Each emoji is two UTF-16 units: Excel's count, not the character count, is the limit.
        let emoji = namer.claim(String(repeating: "⚽️", count: 20))
        #expect(emoji.utf16.count <= 31)
        #expect(SheetNameRules.violation(of: emoji) == nil)
    }

    @Test func keepsTheDisambiguatingSuffixWhenShortening() {
        var namer = SheetNamer()
        let names = namer.assign([
            SheetNameRequest(title: "Alexandre Moreno Lopera Junior Santos", disambiguator: "1001"),
            SheetNameRequest(title: "Alexandre Moreno Lopera Junior Silva", disambiguator: "1002")
        ]).map(\.sheetName)
        #expect(names == ["Alexandre Moreno Lopera… (1001)", "Alexandre Moreno Lopera… (1002)"])
        #expect(names.allSatisfy { $0.utf16.count <= 31 })
    }

    @Test func namesTwoPlayersWithTheSameNameByTheirIds() {
        var namer = SheetNamer(reserving: ["Index"])
        let assignments = namer.assign([
            SheetNameRequest(title: "J. Silva", disambiguator: "1234"),
            SheetNameRequest(title: "B. Saka", disambiguator: "1460"),
            SheetNameRequest(title: "j. silva", disambiguator: "5678")
        ])
        #expect(assignments.map(\.sheetName) == ["J. Silva (1234)", "B. Saka", "j. silva (5678)"])
        #expect(assignments.map(\.title) == ["J. Silva", "B. Saka", "j. silva"])
    }

    @Test func uniqueIgnoringCaseAcrossUnicode() {
        var namer = SheetNamer(reserving: ["Index"])
        #expect(namer.claim("INDEX") == "INDEX (2)")
        #expect(namer.claim("Café") == "Café")
        #expect(namer.claim("CAFÉ") == "CAFÉ (2)")
        #expect(namer.claim("Straße") == "Straße")
        #expect(namer.claim("STRASSE") == "STRASSE (2)")
    }

    @Test func fallsBackToACounterWithoutADisambiguator() {
        var namer = SheetNamer()
        #expect(namer.claim("Fixtures") == "Fixtures")
        #expect(namer.claim("Fixtures") == "Fixtures (2)")
        #expect(namer.claim("fixtures") == "fixtures (3)")
    }

    @Test func theSameOrderedInputGivesTheSameNames() {
        let requests = (0..<200).map { SheetNameRequest(title: "Player \($0 % 7) with a rather long display name", disambiguator: "\($0)") }
        var first = SheetNamer(reserving: ["Index", "Standings"])
        var second = SheetNamer(reserving: ["Index", "Standings"])
        let a = first.assign(requests)
        #expect(a == second.assign(requests))
        #expect(Set(a.map { SheetNameRules.caseKey($0.sheetName) }).count == requests.count)
        #expect(a.allSatisfy { SheetNameRules.violation(of: $0.sheetName) == nil })
    }
}
