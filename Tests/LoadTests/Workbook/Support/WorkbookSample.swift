import CivilTime
import Tabular

/// A small document using every block kind, shared by the readback and determinism tests.
enum WorkbookSample {
    static let kickoff = 1_691_843_400 // 2023-08-12T12:30:00Z

    static func document() -> WorkbookDocument {
        var namer = SheetNamer(reserving: ["Index", "Standings"])
        let team = namer.claim("Arsenal")
        let players = namer.assign([
            SheetNameRequest(title: "J. Silva", disambiguator: "1234"),
            SheetNameRequest(title: "J. Silva", disambiguator: "5678"),
            SheetNameRequest(title: "N'Golo Kanté", disambiguator: "116")
        ])
        let back = SheetLink(text: "← Index", targetSheet: "Index")
        let index = Sheet(
            name: "Index",
            blocks: [
                .caption(CaptionBlock("Sample League 2023")),
                .spacer(rows: 1),
                .links(
                    LinkListBlock(
                        header: ["Sheet", "Contents"],
                        entries: [
                            .init(SheetLink(text: "Standings", targetSheet: "Standings"), description: "League table"),
                            .init(SheetLink(text: team, targetSheet: team), description: "Arsenal")
                        ] + players.map { .init(SheetLink(text: $0.sheetName, targetSheet: $0.sheetName), description: $0.title) }))
            ])
        let standings = Sheet(
            name: "Standings",
            blocks: [
                .caption(CaptionBlock("Standings", link: back)),
                .spacer(rows: 1),
                .table(
                    TableBlock(
                        id: "standings",
                        columns: [
                            .init("rank", .integer), .init("team", .text), .init("points", .integer),
                            .init("goal_diff", .integer), .init("form", .text), .init("points_per_game", .decimal),
                            .init(
                                key: "possession", header: "Possession %", type: .integer, kind: .percentage,
                                note: "Share of the ball, 0–100."),
                            .init(key: "home_rank", header: "RANK", type: .integer, kind: .count)
                        ],
                        rows: [
                            [
                                .integer(1), .text("Arsenal"), .integer(7), .integer(4), .text("WWD"), .decimal(2.333), .integer(55),
                                .integer(1)
                            ],
                            [
                                .integer(2), .text("A club with a very long name that goes on and on and on beyond fifty"), .integer(4),
                                .integer(-1), .text("WLD"), .decimal(1.333), .integer(45), .integer(3)
                            ]
                        ]))
            ])
        let teamSheet = Sheet(
            name: team,
            blocks: [
                .caption(CaptionBlock("Arsenal", link: back)),
                .keyValues(
                    KeyValueBlock([
                        .init("Founded", .integer(1886)), .init("Venue", .text("Emirates Stadium")), .init("Coach", .text("M. Arteta"))
                    ])),
                .spacer(rows: 1),
                .table(
                    TableBlock(
                        id: "fixtures",
                        columns: [
                            .init("round", .integer), .init("kickoff_utc", .timestamp), .init("opponent", .text), .init("result", .text),
                            .init("goals_for", .integer), .init("cumulative_points", .integer), .init("expected_goals", .decimal),
                            .init("home", .boolean)
                        ],
                        rows: [
                            [
                                .integer(1), .timestamp(kickoff), .text("Nottingham Forest"), .text("W 2-1"), .integer(2), .integer(3),
                                .decimal(1.84), .boolean(true)
                            ],
                            [
                                .integer(2), .timestamp(kickoff + 604_800), .text("Crystal Palace"), .text("=1+1"), .integer(1),
                                .integer(6), .decimal(0.95), .boolean(false)
                            ],
                            [
                                .integer(3), .timestamp(kickoff + 1_209_600), .text("Fulham"), .text("D 2-2"), .integer(2), .integer(7),
                                .null, .boolean(true)
                            ]
                        ])),
                .spacer(rows: 1),
                .lineChart(
                    LineChartBlock(
                        title: "Points by round", tableID: "fixtures", categoryColumn: "round",
                        valueColumns: ["cumulative_points", "goals_for"], xAxisTitle: "Round", yAxisTitle: "Points")),
                .spacer(rows: 1),
                .table(
                    TableBlock(
                        id: "squad",
                        columns: [
                            .init("player_id", .integer), .init("name", .text), .init("birth_date", .date), .init("height_cm", .integer)
                        ],
                        rows: [[.integer(1460), .text("B. Saka"), .date(CalendarDate(year: 2001, month: 9, day: 5)), .integer(178)]]))
            ], freezePanes: .belowFirstTableHeader(columns: 1))
        let playerSheets = players.map { player in
            Sheet(
                name: player.sheetName,
                blocks: [
                    .caption(CaptionBlock(player.title, link: back)),
                    .keyValues(
                        KeyValueBlock([
                            .init("Born", .date(CalendarDate(year: 1991, month: 3, day: 29))),
                            .init("Height (cm)", .integer(168)),
                            .init("Rating", .decimal(7.25), numberFormat: .decimal(places: 1))
                        ])),
                    .spacer(rows: 1),
                    .table(
                        TableBlock(
                            id: "matches",
                            columns: [
                                .init("fixture_id", .integer), .init("minutes", .integer),
                                .init("rating", .decimal, numberFormat: .decimal(places: 1))
                            ],
                            rows: [[.integer(1_035_037), .integer(90), .decimal(7.3)]])),
                    .spacer(rows: 1),
                    .table(TableBlock(id: "transfers", columns: [.init("date", .date), .init("to", .text)], rows: []))
                ])
        }
        return WorkbookDocument(
            properties: WorkbookProperties(title: "Sample League 2023", author: "football-etl"),
            sheets: [index, standings, teamSheet] + playerSheets)
    }
}
