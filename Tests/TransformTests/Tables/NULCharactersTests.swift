import Tabular
import Testing

@testable import Transform

/// NUL characters leave every built table once, counted per column.
@Suite struct NULCharactersTests {
    @Test func cellsLabelsAndDescriptionsLoseTheirNULAndEachColumnIsCounted() {
        let table = Table(
            name: "team_match_stats",
            columns: [
                Column("team_name", .text, description: "Team name."),
                Column("nul_stat", .integer, description: "The API's statistic \"Nul\u{0}stat\".", label: "Nul\u{0}stat")
            ],
            key: ["team_name"],
            rows: [[.text("Manchester\u{0}United"), .integer(2)], [.text("Fulham"), .integer(1)], [.text("\u{0}\u{0}"), .null]])
        var issues = ValueIssues()
        let cleaned = NULCharacters.removed(from: table, issues: &issues)
        #expect(cleaned.rows.map(\.[0]) == [.text("ManchesterUnited"), .text("Fulham"), .text("")])
        #expect(cleaned.columns[1].label == "Nulstat" && cleaned.columns[1].description == "The API's statistic \"Nulstat\".")
        #expect(
            issues.sorted.map { "\($0.kind.rawValue) \($0.location) \($0.count) \($0.example)" } == [
                #"nul_removed team_match_stats.nul_stat 1 Nul\0stat"#, #"nul_removed team_match_stats.team_name 2 Manchester\0United"#
            ])
        #expect(issues.warnings.first?.code == .removedNULCharacters)
    }

    @Test func aTableWithoutNULIsReturnedAsItWas() {
        let table = Table(name: "t", columns: [Column("a", .text)], key: ["a"], rows: [[.text("x")]])
        var issues = ValueIssues()
        #expect(NULCharacters.removed(from: table, issues: &issues) == table)
        #expect(issues.isEmpty)
    }
}
