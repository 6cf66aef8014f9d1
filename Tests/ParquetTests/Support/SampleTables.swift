import CivilTime
import Tabular

/// Tables that between them use every column type, nulls in every type, unicode, negative and
/// extreme numbers, several row groups, and text columns that do and do not get a dictionary.
enum SampleTables {
    /// Three rows of every type; the last row is all nulls. Small enough to pin as a golden file.
    static let small = Table(
        name: "small",
        columns: [
            Column("id", .integer), Column("rating", .decimal), Column("name", .text),
            Column("home", .boolean), Column("kickoff", .timestamp), Column("born", .date)
        ],
        key: ["id"],
        rows: [
            [
                .integer(1), .decimal(7.5), .text("Saka"), .boolean(true), .timestamp(1_691_780_400),
                .date(CalendarDate(year: 2001, month: 9, day: 5))
            ],
            [
                .integer(-2), .decimal(-0.25), .text("Ødegaard"), .boolean(false), .timestamp(-86_400),
                .date(CalendarDate(year: 1969, month: 12, day: 31))
            ],
            [.null, .null, .null, .null, .null, .null]
        ]
    )

    /// Every type with nulls scattered through every column, extremes, unicode and a column
    /// that is null throughout.
    static let everyType = Table(
        name: "every_type",
        columns: [
            Column("id", .integer), Column("big", .integer), Column("ratio", .decimal), Column("label", .text),
            Column("flag", .boolean), Column("at", .timestamp), Column("day", .date), Column("nothing", .text)
        ],
        key: ["id"],
        rows: (0..<40).map(everyTypeRow)
    )

    /// Row `i` of `everyType`: each column null on its own rhythm.
    private static func everyTypeRow(_ i: Int) -> [CellValue] {
        let texts = ["", "Müller", "東京 ⚽️", "a\"b,c\nd", "Zoë"]
        var ratio = Double(i - 20) / 8
        if i == 3 { ratio = 1e300 }
        if i == 7 { ratio = -Double.leastNonzeroMagnitude }
        let big: CellValue = i % 5 == 0 ? .null : .integer(bigs[i % bigs.count])
        let at: CellValue = i % 8 == 5 ? .null : .timestamp(1_700_000_000 - i * 86_399 * 400)
        let day: CellValue = i % 9 == 4 ? .null : .date(CalendarDate(year: 1890 + i * 7, month: i % 12 + 1, day: i % 28 + 1))
        return [
            .integer(i), big,
            i % 6 == 1 ? .null : .decimal(ratio),
            i % 4 == 2 ? .null : .text(texts[i % texts.count] + String(i)),
            i % 7 == 3 ? .null : .boolean(i % 3 == 0),
            at, day, .null
        ]
    }

    private static let bigs = [Int.max, Int.min, 0, -1, 4_294_967_296, -9_007_199_254_740_993, 1 << 53]

    /// No rows at all.
    static let empty = Table(
        name: "empty",
        columns: [Column("id", .integer), Column("name", .text), Column("when", .timestamp), Column("on", .date)],
        key: ["id"]
    )

    /// `count` rows of match events: a repetitive `team` column (dictionary), a unique `note`
    /// column (PLAIN), and numbers; enough rows for several row groups and pages.
    static func events(count: Int) -> Table {
        let teams = ["Arsenal", "Chelsea", "Everton", "Fulham", "Brentford", "Wolves", nil]
        return Table(
            name: "events",
            columns: [
                Column("seq", .integer), Column("team", .text), Column("note", .text),
                Column("minute", .integer), Column("xg", .decimal), Column("goal", .boolean)
            ],
            key: ["seq"],
            rows: (0..<count).map { i in
                [
                    .integer(i), .string(teams[i % teams.count]), .text("event \(i) ✓"),
                    i % 11 == 0 ? .null : .integer(i % 97), .decimal(Double(i % 100) / 100), .boolean(i % 13 == 0)
                ]
            }
        )
    }
}
