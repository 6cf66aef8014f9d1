import Testing

@testable import Tabular

@Suite struct SheetNameRulesTests {
    @Test(arguments: [
        ("", "the name is empty"),
        (String(repeating: "a", count: 32), "longer than 31 characters"),
        (String(repeating: "😀", count: 16), "longer than 31 characters"),
        ("a:b", "contains \":\""),
        ("a\\b", "contains \"\\\""),
        ("tab\there", "contains a control character"),
        ("'x", "starts or ends with an apostrophe"),
        ("x'", "starts or ends with an apostrophe"),
        ("HISTORY", "\"HISTORY\" is reserved by Excel")
    ])
    func rejects(name: String, reason: String) {
        #expect(SheetNameRules.violation(of: name) == reason)
    }

    @Test func acceptsTheLongestAndInnerApostrophes() {
        #expect(SheetNameRules.violation(of: String(repeating: "a", count: 31)) == nil)
        #expect(SheetNameRules.violation(of: "N'Golo Kanté") == nil)
        #expect(SheetNameRules.violation(of: "← Index") == nil)
    }

    @Test func caseKeyFoldsBeyondASCII() {
        #expect(SheetNameRules.caseKey("ÉQUIPE") == SheetNameRules.caseKey("équipe"))
        #expect(SheetNameRules.caseKey("Straße") == SheetNameRules.caseKey("STRASSE"))
        #expect(SheetNameRules.caseKey("Arsenal") != SheetNameRules.caseKey("Arsenal II"))
    }
}
