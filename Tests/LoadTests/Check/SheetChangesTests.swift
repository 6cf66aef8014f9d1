import Tabular
import Testing

@testable import Load
@testable import Staging
@testable import XLSXOutput

@Suite struct SheetChangesTests {
    func sheet(_ name: String, _ rows: [[CellValue]]) -> Sheet {
        Sheet(
            name: name,
            blocks: [
                .caption(CaptionBlock(name)),
                .table(TableBlock(id: "t", columns: [.init("points", .integer)], rows: rows))
            ])
    }

    @Test func digestsFollowContentNotIdentity() {
        let a = WorkbookDocument(sheets: [sheet("Standings", [[.integer(3)]]), sheet("Arsenal", [[.integer(1)]])])
        let same = WorkbookDocument(sheets: [sheet("Standings", [[.integer(3)]]), sheet("Arsenal", [[.integer(1)]])])
        let other = WorkbookDocument(sheets: [sheet("Standings", [[.integer(4)]]), sheet("Arsenal", [[.integer(1)]])])
        #expect(a.sheetDigests == same.sheetDigests)
        #expect(a.sheetDigests[0] != other.sheetDigests[0])
        #expect(a.sheetDigests[1] == other.sheetDigests[1])
    }

    @Test func namesChangedAddedAndRemovedSheets() {
        let old = [
            SheetDigest(name: "Index", sha256: "1"), SheetDigest(name: "Standings", sha256: "2"), SheetDigest(name: "J. Silva", sha256: "3")
        ]
        let new = [
            SheetDigest(name: "Index", sha256: "1"), SheetDigest(name: "Standings", sha256: "9"), SheetDigest(name: "K. Sá", sha256: "4")
        ]
        #expect(SheetChanges(old: old, new: new).summary == "sheets changed: Standings; added: K. Sá; removed: J. Silva")
        #expect(SheetChanges(old: old, new: old).summary == "same sheet contents; only the bytes differ")
    }

    @Test func longListsAreCut() {
        let old = (1...8).map { SheetDigest(name: "S\($0)", sha256: "a") }
        let new = (1...8).map { SheetDigest(name: "S\($0)", sha256: "b") }
        #expect(SheetChanges(old: old, new: new).summary == "sheets changed: S1, S2, S3, S4, S5 (+3 more)")
    }
}
