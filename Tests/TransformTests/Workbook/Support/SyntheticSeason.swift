import Tabular

/// Test-only: league 39 ("Premier League") in 2023 as a 4-team double round-robin, all matches
/// finished, with standings, statistics, squads, players, transfers, head-to-head and coaches,
/// plus rows of another league and of 2022 that the workbook must leave out.
enum SyntheticSeason {
    static let leagueID = 39
    static let season = 2023
    static let leagueName = "Premier League"

    /// A club and its four players; the first three play 90 minutes a match, the fourth 15.
    struct Club {
        let id: Int
        let name: String
        let venue: String
        let city: String
        let players: [(id: Int, name: String, position: String)]
    }

    static let liverpool = Club(
        id: 40, name: "Liverpool", venue: "Anfield", city: "Liverpool",
        players: [
            (4001, "M. Salah", "F"), (4002, "Trent Alexander-Arnold Bartholomew Smith", "D"), (4003, "Alisson", "G"),
            (4004, "D. Núñez", "F")
        ])
    static let arsenal = Club(
        id: 42, name: "Arsenal", venue: "Emirates Stadium", city: "London",
        players: [
            (4201, "J. Silva", "M"), (4202, "B. Saka", "F"), (4203, "D. Raya", "G"), (4204, "E. Nketiah", "F")
        ])
    static let city = Club(
        id: 50, name: "Manchester City", venue: "Etihad Stadium", city: "Manchester",
        players: [
            (5001, "E. Haaland", "F"), (5002, "K. De Bruyne", "M"), (5003, "J. Silva", "M"), (5004, "Ederson", "G")
        ])
    static let united = Club(
        id: 33, name: "Manchester United", venue: "Old Trafford", city: "Manchester",
        players: [
            (3301, "B. Fernandes", "M"), (3302, "M. Rashford", "F"), (3303, "A. Onana", "G"), (3304, "A. Garnacho", "F")
        ])
    static let clubs = [liverpool, arsenal, city, united]

    /// One match of the season.
    struct Match {
        let id: Int
        let round: Int
        let home: Club
        let away: Club
        let homeGoals: Int
        let awayGoals: Int
        let kickoff: Int
    }

    /// 2023-08-11T19:00:00Z, the first kickoff; a round a week, the second match a day later.
    static let firstKickoff = 1_691_780_400
    static let week = 604_800

    /// In fixture-id order. Arsenal–Liverpool of round 3 was postponed until after round 5.
    static let matches: [Match] = {
        let schedule: [(Int, Club, Club, Int, Int)] = [
            (1, arsenal, city, 2, 1), (1, liverpool, united, 0, 0),
            (2, city, liverpool, 3, 0), (2, united, arsenal, 1, 2),
            (3, arsenal, liverpool, 1, 1), (3, city, united, 2, 2),
            (4, city, arsenal, 1, 0), (4, united, liverpool, 0, 3),
            (5, liverpool, city, 2, 1), (5, arsenal, united, 4, 0),
            (6, liverpool, arsenal, 1, 0), (6, united, city, 2, 1)
        ]
        return schedule.enumerated().map { index, entry in
            let (round, home, away, homeGoals, awayGoals) = entry
            let postponed = round == 3 && home.id == arsenal.id
            let kickoff = postponed ? firstKickoff + 4 * week + 3 * 86_400 : firstKickoff + (round - 1) * week + (index % 2) * 86_400
            return Match(
                id: 1001 + index, round: round, home: home, away: away, homeGoals: homeGoals, awayGoals: awayGoals, kickoff: kickoff)
        }
    }()

    /// Points after the last round, as the API's standings give them (worked out by hand).
    static let standingsPoints = [liverpool.id: 11, arsenal.id: 10, city.id: 7, united.id: 5]

    /// Every table of the run.
    static func tables() -> TableSet {
        TableSet([
            fixtures(), events(), teamMatchStats(), playerMatchStats(), standings(), topList(Schemas.topScorers),
            topList(Schemas.topAssists), squads(), players(), transfers(), headToHead(), coaches()
        ])
    }

    static func fixtures() -> Table {
        var rows = matches.map { match -> [String: CellValue] in
            [
                "fixture_id": .integer(match.id), "league_id": .integer(leagueID), "league_name": .text(leagueName),
                "season": .integer(season), "round": .text("Regular Season - \(match.round)"), "round_stage": .text("Regular Season"),
                "round_number": .integer(match.round), "round_order": .integer(match.round), "kickoff_utc": .timestamp(match.kickoff),
                "status": .text("FT"), "venue_name": .text(match.home.venue), "venue_city": .text(match.home.city),
                "home_team_id": .integer(match.home.id), "home_team_name": .text(match.home.name),
                "away_team_id": .integer(match.away.id), "away_team_name": .text(match.away.name),
                "home_goals": .integer(match.homeGoals), "away_goals": .integer(match.awayGoals),
                "winner": .text(match.homeGoals > match.awayGoals ? "home" : match.homeGoals < match.awayGoals ? "away" : "draw")
            ]
        }
        rows.append([
            "fixture_id": .integer(2001), "league_id": .integer(140), "season": .integer(2023), "round": .text("Regular Season - 1"),
            "round_order": .integer(1), "kickoff_utc": .timestamp(firstKickoff), "status": .text("FT"),
            "home_team_id": .integer(529), "home_team_name": .text("Barcelona"), "away_team_id": .integer(541),
            "away_team_name": .text("Real Madrid"), "home_goals": .integer(2), "away_goals": .integer(1)
        ])
        rows.append([
            "fixture_id": .integer(3001), "league_id": .integer(leagueID), "season": .integer(2022), "round": .text("Regular Season - 1"),
            "round_order": .integer(1), "kickoff_utc": .timestamp(firstKickoff - 52 * week), "status": .text("FT"),
            "home_team_id": .integer(arsenal.id), "home_team_name": .text(arsenal.name), "away_team_id": .integer(liverpool.id),
            "away_team_name": .text(liverpool.name), "home_goals": .integer(3), "away_goals": .integer(2)
        ])
        return Schemas.fixtures.table(rows)
    }

    static func events() -> Table {
        Schemas.events.table([
            [
                "fixture_id": .integer(1001), "seq": .integer(1), "minute": .integer(12), "team_id": .integer(arsenal.id),
                "kind": .text("goal"), "player_id": .integer(4201), "player_name": .text("J. Silva"), "score_home": .integer(1),
                "score_away": .integer(0)
            ],
            [
                "fixture_id": .integer(1001), "seq": .integer(2), "minute": .integer(50), "team_id": .integer(city.id),
                "kind": .text("yellow_card"), "player_id": .integer(5002), "player_name": .text("K. De Bruyne"), "score_home": .integer(1),
                "score_away": .integer(0)
            ],
            ["fixture_id": .integer(2001), "seq": .integer(1), "minute": .integer(5), "team_id": .integer(529), "kind": .text("goal")]
        ])
    }

    /// The league's four clubs in one group, or in the group `group` names by rank (0-based).
    /// The API's `form`, newest first, worked out by hand from `matches` (Arsenal–Liverpool of
    /// round 3 played after round 5): Liverpool D L W W D W, Arsenal W W L W D L in the order played.
    static let form = [liverpool.id: "WDWWL", arsenal.id: "LDWLW"]

    static func standings(group: (Int) -> String = { _ in leagueName }) -> Table {
        let order: [(Club, Int, Int, Int, Int, Int)] = [ // club, won, drawn, lost, for, against
            (liverpool, 3, 2, 1, 7, 5), (arsenal, 3, 1, 2, 9, 5), (city, 2, 1, 3, 9, 8), (united, 1, 2, 3, 5, 12)
        ]
        var rows = order.enumerated().map { rank, entry -> [String: CellValue] in
            let (club, won, drawn, lost, goalsFor, goalsAgainst) = entry
            return [
                "league_id": .integer(leagueID), "season": .integer(season), "group_name": .text(group(rank)), "rank": .integer(rank + 1),
                "team_id": .integer(club.id), "team_name": .text(club.name), "points": .integer(standingsPoints[club.id]!),
                "played": .integer(6), "win": .integer(won), "draw": .integer(drawn), "lose": .integer(lost),
                "goals_for": .integer(goalsFor), "goals_against": .integer(goalsAgainst), "goal_diff": .integer(goalsFor - goalsAgainst),
                "form": form[club.id].map(CellValue.text) ?? .null
            ]
        }
        rows.append([
            "league_id": .integer(140), "season": .integer(2023), "group_name": .text("La Liga"), "rank": .integer(1),
            "team_id": .integer(529), "team_name": .text("Barcelona"), "points": .integer(3)
        ])
        return Schemas.standings.table(rows)
    }

    static func headToHead() -> Table {
        func row(_ a: Int, _ b: Int, fixture: Int, season: Int, kickoff: Int, status: String, home: Club, away: Club, goals: (Int, Int)?)
            -> [String: CellValue]
        {
            [
                "team_a_id": .integer(a), "team_b_id": .integer(b), "fixture_id": .integer(fixture), "league_id": .integer(leagueID),
                "season": .integer(season), "kickoff_utc": .timestamp(kickoff), "status": .text(status),
                "home_team_id": .integer(home.id), "home_team_name": .text(home.name), "away_team_id": .integer(away.id),
                "away_team_name": .text(away.name), "home_goals": .int(goals?.0), "away_goals": .int(goals?.1)
            ]
        }
        let m = matches
        return Schemas.headToHead.table([
            row(
                33, 42, fixture: 5001, season: 2024, kickoff: firstKickoff + 60 * week, status: "NS", home: arsenal, away: united,
                goals: nil),
            row(33, 42, fixture: m[3].id, season: season, kickoff: m[3].kickoff, status: "FT", home: united, away: arsenal, goals: (1, 2)),
            row(
                40, 42, fixture: m[10].id, season: season, kickoff: m[10].kickoff, status: "FT", home: liverpool, away: arsenal,
                goals: (1, 0)),
            row(
                40, 42, fixture: m[4].id, season: season, kickoff: m[4].kickoff, status: "FT", home: arsenal, away: liverpool, goals: (1, 1)
            ),
            row(
                40, 42, fixture: 3001, season: 2022, kickoff: firstKickoff - 52 * week, status: "FT", home: arsenal, away: liverpool,
                goals: (3, 2))
        ])
    }
}
