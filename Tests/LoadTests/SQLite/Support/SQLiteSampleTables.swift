import CivilTime
import Tabular

/// Related tables for the database writer: keys, composite keys, foreign keys that hold and
/// one that does not, a key the rows repeat, and a table without a key.
enum SQLiteSampleTables {
    static let teams = Table(
        name: "teams",
        columns: [Column("team_id", .integer, description: "API-Football team id."), Column("name", .text, description: "Team name.")],
        key: ["team_id"],
        rows: [[.integer(42), .text("Arsenal")], [.integer(33), .text("Manchester United")]]
    )

    static let fixtures = Table(
        name: TableName.fixtures.rawValue,
        columns: [
            Column(PlacementColumn.fixtureID, .integer), Column("kickoff_utc", .timestamp, description: "Kick-off, UTC."),
            Column("home_team_id", .integer), Column("home_goals", .integer), Column("expected_goals", .decimal, unit: "goals"),
            Column("played_on", .date)
        ],
        key: ["fixture_id"],
        foreignKeys: [ForeignKey(["home_team_id"], references: "teams", ["team_id"])],
        rows: [
            [
                .integer(1_035_038), .timestamp(1_691_780_400), .integer(42), .integer(2), .decimal(1.34),
                .date(CalendarDate(year: 2023, month: 8, day: 11))
            ],
            [.integer(1_035_037), .timestamp(0), .integer(33), .null, .decimal(0.5), .null]
        ]
    )

    static let lineups = Table(
        name: "lineups",
        columns: [
            Column(PlacementColumn.fixtureID, .integer), Column("player_id", .integer), Column("team_id", .integer),
            Column("starter", .boolean), Column("minutes", .integer, unit: "minutes")
        ],
        key: ["fixture_id", "player_id"],
        foreignKeys: [
            ForeignKey(["fixture_id"], references: "fixtures", ["fixture_id"]),
            ForeignKey(["team_id"], references: "teams", ["team_id"]),
            ForeignKey(["player_id"], references: "players", ["player_id"])
        ],
        rows: [
            [.integer(1_035_038), .integer(7), .integer(42), .boolean(true), .integer(90)],
            [.integer(1_035_038), .integer(9), .integer(42), .boolean(false), .null],
            [.integer(1_035_037), .integer(7), .null, .boolean(true), .integer(45)]
        ]
    )

    /// Its second row names a fixture the database does not hold.
    static let events = Table(
        name: "events",
        columns: [
            Column(PlacementColumn.fixtureID, .integer), Column("seq", .integer), Column("player_id", .integer), Column("type", .text)
        ],
        key: ["fixture_id", "seq"],
        foreignKeys: [ForeignKey(["fixture_id"], references: "fixtures", ["fixture_id"])],
        rows: [
            [.integer(1_035_038), .integer(1), .integer(7), .text("Goal")],
            [.integer(99), .integer(1), .integer(9), .text("Card")]
        ]
    )

    /// Two rows share a key.
    static let standings = Table(
        name: "standings",
        columns: [Column("team_id", .integer), Column("group_name", .text), Column("points", .integer)],
        key: ["team_id"],
        rows: [
            [.integer(42), .text("A"), .integer(3)], [.integer(42), .text("B"), .integer(1)], [.integer(33), .text("A"), .integer(0)]
        ]
    )

    /// No key: rows keep their order.
    static let log = Table(
        name: "log",
        columns: [Column("message", .text)],
        key: [],
        rows: [[.text("b")], [.text("a")], [.text("c")], [.text("a")]]
    )

    static let all = [teams, fixtures, lineups, events, standings, log]
}
