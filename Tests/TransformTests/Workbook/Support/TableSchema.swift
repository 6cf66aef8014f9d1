import Tabular

/// Test-only: an output table's columns as README.md § Tables lists them, and rows built by column name.
struct TableSchema {
    let name: String
    let key: [String]
    let columns: [Column]

    /// `spec` is a column list in the notation `name type`: `fixture_id int, league_id int, round text, …`.
    init(_ name: String, key: [String], _ spec: String) {
        self.name = name
        self.key = key
        columns = spec.split(separator: ",").map { entry in
            let parts = entry.split(separator: " ")
            precondition(parts.count == 2, "bad column spec \(entry)")
            let types: [Substring: ColumnType] = [
                "int": .integer, "dec": .decimal, "text": .text, "bool": .boolean, "ts": .timestamp, "date": .date
            ]
            return Column(String(parts[0]), types[parts[1]]!)
        }
    }

    /// A table of `rows`, each given by column name; unnamed columns are null.
    func table(_ rows: [[String: CellValue]]) -> Table {
        let names = Set(columns.map(\.name))
        return Table(
            name: name, columns: columns, key: key,
            rows: rows.map { row in
                precondition(row.keys.allSatisfy(names.contains), "\(name): unknown column in \(row.keys.sorted())")
                return columns.map { row[$0.name] ?? .null }
            })
    }
}

/// The schemas of the output tables (README.md § Tables) the workbook reads.
enum Schemas {
    static let fixtures = TableSchema(
        "fixtures", key: ["fixture_id"],
        """
        fixture_id int, league_id int, league_name text, season int, round text, round_stage text, \
        round_number int, round_order int, is_current_round bool, kickoff_utc ts, status text, status_long text, \
        elapsed int, referee text, venue_id int, venue_name text, venue_city text, home_team_id int, \
        home_team_name text, away_team_id int, away_team_name text, home_goals int, away_goals int, \
        halftime_home int, halftime_away int, fulltime_home int, fulltime_away int, extratime_home int, \
        extratime_away int, penalty_home int, penalty_away int, winner text, events_score text, score_check text
        """)
    static let events = TableSchema(
        "events", key: ["fixture_id", "seq"],
        """
        fixture_id int, seq int, period text, minute int, extra_minute int, clock text, team_id int, team_name text, \
        side text, type text, detail text, kind text, comments text, player_id int, player_name text, assist_id int, \
        assist_name text, player_off_id int, player_off_name text, player_on_id int, player_on_name text, \
        substitution_rule text, score_home int, score_away int, shootout_home int, shootout_away int
        """)
    static let teamMatchStats = TableSchema(
        "team_match_stats", key: ["fixture_id", "team_id"],
        """
        fixture_id int, team_id int, team_name text, side text, shots_on_goal int, shots_off_goal int, \
        total_shots int, blocked_shots int, shots_insidebox int, shots_outsidebox int, fouls int, corner_kicks int, \
        offsides int, ball_possession_pct int, yellow_cards int, red_cards int, goalkeeper_saves int, \
        total_passes int, passes_accurate int, passes_pct int, expected_goals dec, goals_prevented int, big_chances int
        """)
    static let playerMatchStats = TableSchema(
        "player_match_stats", key: ["fixture_id", "team_id", "player_id"],
        """
        fixture_id int, team_id int, team_name text, side text, player_id int, player_name text, number int, \
        position text, minutes int, rating dec, captain bool, substitute bool, offsides int, shots_total int, \
        shots_on int, goals int, goals_conceded int, assists int, saves int, passes_total int, passes_key int, \
        passes_accuracy int, tackles_total int, tackles_blocks int, tackles_interceptions int, duels_total int, \
        duels_won int, dribbles_attempts int, dribbles_success int, dribbles_past int, fouls_drawn int, \
        fouls_committed int, yellow_cards int, red_cards int, penalty_won int, penalty_committed int, \
        penalty_scored int, penalty_missed int, penalty_saved int
        """)
    static let standings = TableSchema(
        "standings", key: ["league_id", "season", "group_name", "team_id"],
        """
        league_id int, season int, group_name text, table_kind text, rank int, team_id int, team_name text, points int, played int, \
        win int, draw int, lose int, goals_for int, goals_against int, goal_diff int, form text, status text, \
        description text, home_played int, home_win int, home_draw int, home_lose int, home_goals_for int, \
        home_goals_against int, away_played int, away_win int, away_draw int, away_lose int, away_goals_for int, \
        away_goals_against int, updated_utc ts
        """)
    static let topScorers = topList("top_scorers")
    static let topAssists = topList("top_assists")
    static let squads = TableSchema(
        "squads", key: ["team_id", "player_id"],
        """
        team_id int, team_name text, player_id int, player_name text, age int, number int, position text
        """)
    static let players = TableSchema(
        "players", key: ["player_id", "season", "team_id", "league_id"],
        """
        player_id int, name text, firstname text, lastname text, age int, birth_date date, birth_place text, \
        birth_country text, nationality text, height_cm int, weight_kg int, injured bool, season int, team_id int, \
        team_name text, league_id int, league_name text, appearances int, lineups int, minutes int, position text, \
        rating dec, captain bool, substitutes_in int, substitutes_out int, bench int, shots_total int, shots_on int, \
        goals int, goals_conceded int, assists int, saves int, passes_total int, passes_key int, \
        passes_accuracy int, tackles_total int, tackles_blocks int, tackles_interceptions int, duels_total int, \
        duels_won int, dribbles_attempts int, dribbles_success int, dribbles_past int, fouls_drawn int, \
        fouls_committed int, yellow_cards int, yellowred_cards int, red_cards int, penalty_won int, \
        penalty_committed int, penalty_scored int, penalty_missed int, penalty_saved int
        """)
    static let transfers = TableSchema(
        "transfers", key: ["player_id", "transfer_seq"],
        """
        player_id int, player_name text, transfer_seq int, date date, type text, team_out_id int, \
        team_out_name text, team_in_id int, team_in_name text
        """)
    static let headToHead = TableSchema(
        "head_to_head", key: ["team_a_id", "team_b_id", "fixture_id"],
        """
        team_a_id int, team_b_id int, fixture_id int, league_id int, league_name text, season int, round text, \
        kickoff_utc ts, status text, home_team_id int, home_team_name text, away_team_id int, away_team_name text, \
        home_goals int, away_goals int, winner text
        """)
    static let coaches = TableSchema(
        "coaches", key: ["team_id", "coach_id", "career_seq"],
        """
        team_id int, coach_id int, name text, firstname text, lastname text, age int, nationality text, \
        career_seq int, career_team_id int, career_team_name text, career_start date, career_end date
        """)

    private static func topList(_ name: String) -> TableSchema {
        TableSchema(
            name, key: ["league_id", "season", "rank"],
            """
            league_id int, season int, rank int, player_id int, player_name text, team_id int, team_name text, \
            nationality text, appearances int, minutes int, goals int, assists int, penalties_scored int, \
            shots_total int, shots_on int, rating dec, yellow_cards int, red_cards int
            """)
    }
}
