import APIModel
package import Tabular

/// `fixtures`: one row per fixture the run knows, ordered by kickoff then id. Rounds are parsed
/// and ordered per league-season; `events_score`/`score_check` show the event timeline's
/// running score against the fixture's own (never corrected).
enum FixturesTableBuilder {
    /// The columns; `kickoff_local`, `kickoff_local_time` and `utc_offset_minutes` only when the
    /// pipeline sets a timezone.
    static func layout(localZone: LocalKickoffZone) -> TableLayout<FixtureRecord> {
        var columns: [ColumnSpec<FixtureRecord>] = [
            .int(SharedColumn.fixtureID, label: "Fixture ID", "API-Football fixture id.") { $0.fixture.id },
            .id(SharedColumn.leagueID, label: "League ID", "API-Football league id.") { $0.leagueID },
            .int(SharedColumn.season, label: "Season", "Season, as the year it starts (2024 is 2024-25).") { $0.season },
            .text("league_name", label: "League", "League name as the API spells it.") { $0.fixture.league.name },
            .text(FixturesColumn.round, label: "Round", "Round name as the API sends it (e.g. \"Regular Season - 12\").") {
                $0.round?.name
            },
            .text("round_stage", label: "Stage", "Stage part of the round name (e.g. \"Regular Season\", \"Round of 16\").") {
                $0.round?.stage
            },
            .int(
                "round_number", label: "Round No.", "Number part of the round name (12 in \"Regular Season - 12\"); empty when it has none."
            ) { $0.round?.number },
            .int(
                FixturesColumn.roundOrder, label: "Round Order",
                "Order of the round within the league-season, from 1 (stages by first kickoff, then number)."
            ) { $0.roundOrder },
            .bool(
                "is_current_round", label: "Current Round",
                "Whether the API names this round as current (`fixtures/rounds?current=true`); empty when that was not extracted."
            ) { $0.isCurrentRound },
            .timestamp(FixturesColumn.kickoffUTC, label: "Kick-off (UTC)", "Kickoff time, UTC, ISO 8601.") { $0.kickoff?.unixSeconds }
        ]
        if localZone.hasColumn {
            columns.append(
                .text(
                    "kickoff_local", label: "Kick-off",
                    "Kickoff as local wall-clock time with UTC offset, ISO 8601, in the pipeline's `timezone`."
                ) { localZone.text($0.kickoff) })
            columns += [
                .localDateTime(
                    "kickoff_local_time", label: "Kick-off (Local)",
                    "Kickoff as local wall-clock date-time without zone, in the pipeline's `timezone` "
                        + "(`kickoff_local` without its offset, typed: a timestamp without time zone)."
                ) { localZone.localTime($0.kickoff) },
                .int(
                    "utc_offset_minutes", label: "UTC Offset",
                    "The pipeline's `timezone` offset from UTC at kickoff, in minutes east (60 for `+01:00`).", unit: "minutes"
                ) { localZone.offsetMinutes($0.kickoff) }
            ]
        }
        columns += [
            .text(FixturesColumn.status, label: "Status", "Match status, the API's short code (NS, 1H, HT, FT, AET, PEN, PST, CANC…).") {
                $0.fixture.status.short
            },
            .text("status_long", label: "Status Text", "Match status in words (e.g. \"Match Finished\").") { $0.fixture.status.long },
            .int(
                "elapsed", label: "Elapsed",
                "Minutes played when the fixture was extracted (90, or 120 after extra time, once finished; empty before kickoff).",
                unit: "minutes"
            ) { $0.fixture.status.elapsed },
            .text("referee", label: "Referee", "Referee's name, as the API sends it (often with a country).") { $0.fixture.referee },
            .id("venue_id", label: "Venue ID", "API-Football venue id.") { $0.fixture.venue.id },
            .text(FixturesColumn.venueName, label: "Venue", "Venue name.") { $0.fixture.venue.name },
            .text(FixturesColumn.venueCity, label: "City", "Venue city.") { $0.fixture.venue.city }
        ]
        columns += MatchSideColumns.teamsAndGoals()
        columns += [
            .int("halftime_home", label: "HT Home", "Home goals at half time.") { $0.fixture.score.halftime.home },
            .int("halftime_away", label: "HT Away", "Away goals at half time.") { $0.fixture.score.halftime.away },
            .int("fulltime_home", label: "FT Home", "Home goals at full time (the API's `score.fulltime`).") {
                $0.fixture.score.fulltime.home
            },
            .int("fulltime_away", label: "FT Away", "Away goals at full time (the API's `score.fulltime`).") {
                $0.fixture.score.fulltime.away
            },
            .int("extratime_home", label: "ET Home", "Home goals in extra time (the API's `score.extratime`); empty without extra time.") {
                $0.fixture.score.extratime.home
            },
            .int("extratime_away", label: "ET Away", "Away goals in extra time (the API's `score.extratime`); empty without extra time.") {
                $0.fixture.score.extratime.away
            },
            .int("penalty_home", label: "Pens Home", "Home penalties scored in the shootout; empty without one.") {
                $0.fixture.score.penalty.home
            },
            .int("penalty_away", label: "Pens Away", "Away penalties scored in the shootout; empty without one.") {
                $0.fixture.score.penalty.away
            },
            .text(
                "winner", label: "Winner",
                "Who won, once the match is finished: `home`, `away` or `draw` (the shootout winner after penalties); empty before."
            ) { $0.fixture.winnerText },
            .text(
                "events_score", label: "Events Score", "Final score counted from the event timeline, `home-away`; empty without events."
            ) {
                $0.timeline.flatMap { $0.sidesKnown ? $0.finalScore.description : nil }
            },
            .text(
                "score_check", label: "Score Check",
                "Whether the score fields agree with each other and with the events, never corrected: `ok`, "
                    + "or the first reason they do not (`events_mismatch`, `periods_mismatch`, `penalties_without_pen`, "
                    + "`halftime_above_fulltime`); empty when there is nothing to compare."
            ) { ScoreCheck.of($0.fixture, timeline: $0.timeline)?.rawValue }
        ]
        return TableLayout(.fixtures, key: ["fixture_id"], columns: columns)
    }

    /// The table of the joined fixtures (already in kickoff, id order).
    static func build(_ join: FixtureJoin, localZone: LocalKickoffZone) -> Table {
        layout(localZone: localZone).table(join.records)
    }
}

/// The `fixtures` columns other code reads by name, declared once (docs/ARCHITECTURE.md §5);
/// the teams and goals are `MatchSideColumns`'.
package enum FixturesColumn {
    static let round = ColumnName("round")
    static let roundOrder = ColumnName("round_order")
    static let kickoffUTC = ColumnName("kickoff_utc")
    package static let status = ColumnName("status")
    static let venueName = ColumnName("venue_name")
    static let venueCity = ColumnName("venue_city")
}
