import Tabular
import Testing

@testable import Transform

/// A form text shown as five cells, oldest left and newest right, judged against the real
/// sample of issue 32: Man City's 2022-23 final standings `form` "LDWWW" is, newest first,
/// Brentford L, Brighton D, Chelsea W, Everton W, Leeds W.
@Suite struct FormCellsTests {
    private func letters(_ cells: [CellValue]) -> String {
        cells.map { if case .text(let letter) = $0 { letter } else { "·" } }.joined()
    }

    @Test func theAPIsNewestFirstFormReadsOldestToNewest() {
        #expect(letters(FormCells.letters(.text("LDWWW"), order: .newestFirst)) == "WWWDL")
        // A longer text keeps its newest five, not its oldest.
        #expect(letters(FormCells.letters(.text("LDWWWLLLL"), order: .newestFirst)) == "WWWDL")
        // A short form fills the newest (rightmost) cells.
        #expect(letters(FormCells.letters(.text("WL"), order: .newestFirst)) == "···LW")
        #expect(letters(FormCells.letters(.null, order: .newestFirst)) == "·····")
    }

    @Test func anOldestFirstFormKeepsItsLastFive() {
        #expect(letters(FormCells.letters(.text("DDLWLWLWDWDWWWW"), order: .oldestFirst)) == "DWWWW")
        #expect(letters(FormCells.letters(.text("WD"), order: .oldestFirst)) == "···WD")
    }

    @Test func theStandingsSheetShowsTheLastFiveMatchesInTheOrderPlayed() throws {
        let standings = try SyntheticSeason.workbook().sheet("Standings").table("standings")
        let cells = (1...5).map { standings.column("form_\($0)") }
        let rows = standings.column("team_name").map { if case .text(let name) = $0 { name } else { "" } }
        let shown = Dictionary(uniqueKeysWithValues: rows.enumerated().map { row, name in (name, letters(cells.map { $0[row] })) })
        // Liverpool's last five as played: L (round 2), W, W, D (round 3, postponed), W (round 6).
        #expect(shown == ["Liverpool": "LWWDW", "Arsenal": "WLWDL", "Manchester City": "·····", "Manchester United": "·····"])
        #expect(standings.columns.map(\.header).filter { $0.hasPrefix("Form") } == ["Form 1", "Form 2", "Form 3", "Form 4", "Form 5"])
    }

    /// The two form columns of the export run in opposite orders; each description says which.
    @Test func eachFormColumnSaysItsOrder() throws {
        let standings = try #require(StandingsTableBuilder.layout.columns.first { $0.column.name == "form" }?.column)
        let season = try #require(TeamSeasonStatsTableBuilder.layout.columns.first { $0.column.name == "form" }?.column)
        #expect(standings.description.contains("newest first") && standings.description.contains("oldest to newest"))
        #expect(season.description.contains("oldest first"))
    }
}
