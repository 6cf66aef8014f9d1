import Tabular
import Testing

/// The naming rule of data-named columns. Digests computed by Python's hashlib.
@Suite struct DataColumnNameTests {
    @Test func aNameOf63BytesIsKeptAndALongerOneIs54BytesAndADigest() {
        let exact = String(repeating: "x", count: 63)
        #expect(DataColumnName.fitted(exact) == exact)
        let long = "expected_goals_on_target_faced_by_the_goalkeeper_after_all_deflections"
        #expect(DataColumnName.fitted(long) == "expected_goals_on_target_faced_by_the_goalkeeper_after_974fd9b8")
        #expect(DataColumnName.fitted(long).utf8.count == 63)
    }

    @Test func aShortenedNameEndsOnAWholeCharacter() {
        let name = "a" + String(repeating: "é", count: 40)
        let fitted = DataColumnName.fitted(name)
        #expect(fitted == "a" + String(repeating: "é", count: 26) + "_4831141c")
        #expect(fitted.utf8.count == 62)
    }

    @Test func aTakenNameGetsTheStatPrefixThenANumber() {
        #expect(DataColumnName.assigned(["season", "fouls"], avoiding: ["season", "team_id"]) == ["stat_season", "fouls"])
        #expect(
            DataColumnName.assigned(["passes_pct", "passes_pct", "passes_pct"], avoiding: ["passes_pct"])
                == ["stat_passes_pct", "stat_passes_pct_2", "stat_passes_pct_3"])
        let long = String(repeating: "x", count: 60)
        #expect(DataColumnName.assigned([long], avoiding: [long]) == ["stat_" + String(repeating: "x", count: 49) + "_9318b337"])
    }
}

/// What PostgreSQL kept of a long name 0.2.0 gave it: 63 bytes, whole characters.
@Suite struct TruncatedByPostgresTests {
    @Test func keeps63BytesOnAWholeCharacter() {
        #expect(DataColumnName.truncatedByPostgres(String(repeating: "x", count: 70)) == String(repeating: "x", count: 63))
        #expect(DataColumnName.truncatedByPostgres("a" + String(repeating: "é", count: 40)) == "a" + String(repeating: "é", count: 31))
        #expect(DataColumnName.truncatedByPostgres("short") == "short")
    }
}
