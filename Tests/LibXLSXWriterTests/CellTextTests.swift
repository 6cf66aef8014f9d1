import TestSupport
import Testing

@testable import LibXLSXWriter

/// What a cell stores: `_xHHHH_` escaped, and the length cut to 32,767 UTF-16 code units of the
/// stored text, on whole characters.
@Suite struct CellTextTests {
    @Test func escapesTheUnderscoreOfEachLiteralSequence() {
        #expect(CellText.escaped("Lit_x0041_eral") == "Lit_x005F_x0041_eral")
        #expect(CellText.escaped("_x00e9_ and _x00E9_") == "_x005F_x00e9_ and _x005F_x00E9_")
        // An escape already in the data is itself escaped, so it too reads back as written.
        #expect(CellText.escaped("_x005F_x0041_") == "_x005F_x005F_x005F_x0041_")
        for plain in ["_x004G_", "_x0041", "x0041_", "__", "plain"] { #expect(CellText.escaped(plain) == plain) }
    }

    /// Reader: Swift's own UTF-16 view of the result.
    @Test func cutsToTheLimitInUTF16UnitsOnWholeCharacters() throws {
        #expect(CellText.cut(String(repeating: "A", count: 32_767)) == nil)
        #expect(CellText.cut(String(repeating: "A", count: 32_768))?.utf16.count == 32_767)
        // Each emoji is two UTF-16 units, as Excel counts; libxlsxwriter would have let 32,767 of them through.
        let emoji = try #require(CellText.cut(String(repeating: "😀", count: 20_000)))
        #expect(emoji.utf16.count == 32_766 && emoji.allSatisfy { $0 == "😀" })
        // A letter and its combining accent stay together.
        let accented = try #require(CellText.cut(String(repeating: "e\u{301}", count: 20_000)))
        #expect(accented.utf16.count == 32_766 && accented.allSatisfy { $0 == "e\u{301}" })
    }

    @Test func countsTheEscapesInTheStoredLength() throws {
        let text = String(repeating: "A", count: 32_760) + "_x0041_"
        #expect(text.utf16.count == 32_767)
        let cut = try #require(CellText.cut(text))
        #expect(CellText.escaped(cut).utf16.count <= CellText.maxLength)
        #expect(cut.hasPrefix(String(repeating: "A", count: 32_760)))
    }
}
