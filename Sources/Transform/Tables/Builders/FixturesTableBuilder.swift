import Tabular
import APIModel

/// `fixtures`: one row per fixture the run knows, ordered by kickoff then id. Rounds are parsed
/// and ordered per league-season; `events_score`/`score_check` show the event timeline's
/// running score against the fixture's own (never corrected).
enum FixturesTableBuilder {
    /// The columns; `kickoff_local` only when the pipeline sets a timezone.
    static func layout(localZone: LocalKickoffZone) -> TableLayout<FixtureRecord> {
        var columns: [ColumnSpec<FixtureRecord>] = [
            .int("fixture_id") { $0.fixture.id },
            .id("league_id") { $0.leagueID },
            .text("league_name") { $0.fixture.league.name },
            .int("season") { $0.season },
            .text("round") { $0.round?.name },
            .text("round_stage") { $0.round?.stage },
            .int("round_number") { $0.round?.number },
            .int("round_order") { $0.roundOrder },
            .bool("is_current_round") { $0.isCurrentRound },
            .timestamp("kickoff_utc") { $0.kickoff?.unixSeconds },
        ]
        if localZone.hasColumn {
            columns.append(.text("kickoff_local") { localZone.text($0.kickoff) })
        }
        columns += [
            .text("status") { $0.fixture.status.short },
            .text("status_long") { $0.fixture.status.long },
            .int("elapsed") { $0.fixture.status.elapsed },
            .text("referee") { $0.fixture.referee },
            .id("venue_id") { $0.fixture.venue.id },
            .text("venue_name") { $0.fixture.venue.name },
            .text("venue_city") { $0.fixture.venue.city },
        ]
        columns += FixtureColumns.teamsAndGoals()
        columns += [
            .int("halftime_home") { $0.fixture.score.halftime.home },
            .int("halftime_away") { $0.fixture.score.halftime.away },
            .int("fulltime_home") { $0.fixture.score.fulltime.home },
            .int("fulltime_away") { $0.fixture.score.fulltime.away },
            .int("extratime_home") { $0.fixture.score.extratime.home },
            .int("extratime_away") { $0.fixture.score.extratime.away },
            .int("penalty_home") { $0.fixture.score.penalty.home },
            .int("penalty_away") { $0.fixture.score.penalty.away },
            .text("winner") { $0.fixture.winnerText },
            .text("events_score") { $0.timeline?.finalScore.description },
            .text("score_check") { $0.timeline.flatMap { scoreCheck($0.check) } },
        ]
        return TableLayout(.fixtures, key: ["fixture_id"], columns: columns)
    }

    /// The table of the joined fixtures (already in kickoff, id order).
    static func build(_ join: FixtureJoin, localZone: LocalKickoffZone) -> Table {
        layout(localZone: localZone).table(join.records)
    }

    /// `ok` or `mismatch`; nil when the fixture has no score to check against.
    private static func scoreCheck(_ check: TimelineCheck) -> String? {
        switch check {
        case .matches: "ok"
        case .mismatch: "mismatch"
        case .unchecked: nil
        }
    }
}
