import CivilTime
import Tabular

extension SyntheticSeason {
    /// Both teams of every match: shots from the goals, 55% possession at home, xG in hundredths.
    static func teamMatchStats() -> Table {
        var rows: [[String: CellValue]] = []
        for match in matches {
            for (club, goals, side) in [(match.home, match.homeGoals, "home"), (match.away, match.awayGoals, "away")] {
                rows.append([
                    "fixture_id": .integer(match.id), "team_id": .integer(club.id), "team_name": .text(club.name), "side": .text(side),
                    "shots_on_goal": .integer(goals + 2), "total_shots": .integer(goals * 4 + 5),
                    "ball_possession_pct": .integer(side == "home" ? 55 : 45), "expected_goals": .decimal(Double(goals * 90 + 35) / 100),
                    "big_chances": .integer(goals + 1)
                ])
            }
        }
        rows.append(["fixture_id": .integer(2001), "team_id": .integer(529), "side": .text("home"), "total_shots": .integer(11)])
        return Schemas.teamMatchStats.table(rows)
    }

    /// Four players a team a match: the first scores all its goals, the second assists once.
    static func playerMatchStats() -> Table {
        var rows: [[String: CellValue]] = []
        for match in matches {
            for (club, goals, side) in [(match.home, match.homeGoals, "home"), (match.away, match.awayGoals, "away")] {
                for (slot, player) in club.players.enumerated() {
                    let scored = slot == 0 ? goals : 0
                    rows.append([
                        "fixture_id": .integer(match.id), "team_id": .integer(club.id), "team_name": .text(club.name), "side": .text(side),
                        "player_id": .integer(player.id), "player_name": .text(player.name), "number": .integer(slot + 7),
                        "position": .text(player.position), "minutes": .integer(slot == 3 ? 15 : 90),
                        "rating": .decimal(6.5 + Double(slot) / 10 + Double(scored) / 2), "captain": .boolean(slot == 0),
                        "substitute": .boolean(slot == 3), "goals": .integer(scored), "assists": .integer(slot == 1 ? min(goals, 1) : 0),
                        "passes_total": .integer(30 + slot + match.round), "yellow_cards": .integer(match.round == 2 && slot == 1 ? 1 : 0)
                    ])
                }
            }
        }
        rows.append([
            "fixture_id": .integer(2001), "team_id": .integer(529), "player_id": .integer(9001), "player_name": .text("Pedri"),
            "minutes": .integer(90)
        ])
        rows.append([
            "fixture_id": .integer(3001), "team_id": .integer(arsenal.id), "player_id": .integer(4201), "player_name": .text("J. Silva"),
            "minutes": .integer(90)
        ])
        return Schemas.playerMatchStats.table(rows)
    }

    /// Top scorers: J. Silva, E. Haaland, M. Salah; top assists: E. Nketiah (a 15-minute sub), K. De Bruyne.
    static func topList(_ schema: TableSchema) -> Table {
        let entries: [(Int, String, Club)] =
            schema.name == "top_scorers"
            ? [(4201, "J. Silva", arsenal), (5001, "E. Haaland", city), (4001, "M. Salah", liverpool)]
            : [(4204, "E. Nketiah", arsenal), (5002, "K. De Bruyne", city)]
        var rows = entries.enumerated().map { rank, entry -> [String: CellValue] in
            [
                "league_id": .integer(leagueID), "season": .integer(season), "rank": .integer(rank + 1), "player_id": .integer(entry.0),
                "player_name": .text(entry.1), "team_id": .integer(entry.2.id), "team_name": .text(entry.2.name), "rating": .decimal(7.45)
            ]
        }
        rows.append([
            "league_id": .integer(140), "season": .integer(2023), "rank": .integer(1), "player_id": .integer(9001),
            "player_name": .text("Pedri")
        ])
        return schema.table(rows)
    }

    /// Each club's four players, and an Arsenal reserve keeper who never played.
    static func squads() -> Table {
        var rows: [[String: CellValue]] = []
        for club in clubs.sorted(by: { $0.id < $1.id }) {
            for (slot, player) in club.players.enumerated() {
                rows.append([
                    "team_id": .integer(club.id), "team_name": .text(club.name), "player_id": .integer(player.id),
                    "player_name": .text(player.name), "age": .integer(20 + slot), "number": .integer(slot + 7),
                    "position": .text(player.position)
                ])
            }
            if club.id == arsenal.id {
                rows.append([
                    "team_id": .integer(club.id), "team_name": .text(club.name), "player_id": .integer(4299),
                    "player_name": .text("K. Hein"), "age": .integer(21), "number": .integer(31), "position": .text("Goalkeeper")
                ])
            }
        }
        return Schemas.squads.table(rows)
    }

    /// Arsenal's J. Silva in 2023 and at Benfica in 2022; City's J. Silva in 2023.
    static func players() -> Table {
        func row(_ id: Int, season: Int, team: (Int, String), league: (Int, String), goals: Int, nationality: String, born: CalendarDate)
            -> [String: CellValue]
        {
            [
                "player_id": .integer(id), "name": .text("J. Silva"), "firstname": .text("João"), "lastname": .text("Silva"),
                "age": .integer(2023 - born.year), "birth_date": .date(born), "nationality": .text(nationality),
                "height_cm": .integer(178), "weight_kg": .integer(72), "season": .integer(season), "team_id": .integer(team.0),
                "team_name": .text(team.1), "league_id": .integer(league.0), "league_name": .text(league.1),
                "appearances": .integer(6), "minutes": .integer(540), "position": .text("Midfielder"), "rating": .decimal(7.25),
                "goals": .integer(goals)
            ]
        }
        let born = CalendarDate(year: 1995, month: 3, day: 1)
        return Schemas.players.table([
            row(
                4201, season: 2023, team: (arsenal.id, arsenal.name), league: (leagueID, leagueName), goals: 9, nationality: "Portugal",
                born: born),
            row(4201, season: 2022, team: (211, "Benfica"), league: (94, "Primeira Liga"), goals: 14, nationality: "Portugal", born: born),
            row(
                5003, season: 2023, team: (city.id, city.name), league: (leagueID, leagueName), goals: 0, nationality: "Brazil",
                born: CalendarDate(year: 1999, month: 11, day: 20))
        ])
    }

    static func transfers() -> Table {
        Schemas.transfers.table([
            [
                "player_id": .integer(4201), "player_name": .text("J. Silva"), "transfer_seq": .integer(2),
                "date": .date(CalendarDate(year: 2019, month: 7, day: 1)),
                "type": .text("Free"), "team_out_id": .integer(212), "team_out_name": .text("FC Porto"), "team_in_id": .integer(211),
                "team_in_name": .text("Benfica")
            ],
            [
                "player_id": .integer(4201), "player_name": .text("J. Silva"), "transfer_seq": .integer(1),
                "date": .date(CalendarDate(year: 2023, month: 7, day: 1)),
                "type": .text("€ 50M"), "team_out_id": .integer(211), "team_out_name": .text("Benfica"), "team_in_id": .integer(42),
                "team_in_name": .text("Arsenal")
            ]
        ])
    }

    /// Arsenal: M. Arteta in charge since 2019; U. Emery's Arsenal spell ended (his open one is elsewhere).
    static func coaches() -> Table {
        func row(_ coach: Int, _ name: String, seq: Int, team: Int, start: CalendarDate, end: CalendarDate?) -> [String: CellValue] {
            [
                "team_id": .integer(arsenal.id), "coach_id": .integer(coach), "name": .text(name), "career_seq": .integer(seq),
                "career_team_id": .integer(team), "career_start": .date(start), "career_end": end.map(CellValue.date) ?? .null
            ]
        }
        return Schemas.coaches.table([
            row(7, "M. Arteta", seq: 1, team: arsenal.id, start: CalendarDate(year: 2019, month: 12, day: 20), end: nil),
            row(
                7, "M. Arteta", seq: 2, team: city.id, start: CalendarDate(year: 2016, month: 7, day: 1),
                end: CalendarDate(year: 2019, month: 12, day: 19)),
            row(8, "U. Emery", seq: 1, team: 533, start: CalendarDate(year: 2020, month: 7, day: 1), end: nil),
            row(
                8, "U. Emery", seq: 2, team: arsenal.id, start: CalendarDate(year: 2018, month: 5, day: 23),
                end: CalendarDate(year: 2019, month: 11, day: 29))
        ])
    }
}
