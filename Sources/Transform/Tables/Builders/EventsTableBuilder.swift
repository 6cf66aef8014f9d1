import APIModel
import Tabular

/// `events`: every event of every detailed fixture in match order (`seq`), with period, kind,
/// running score, shootout score and substitutions resolved from the lineups.
enum EventsTableBuilder {
    /// One timeline entry with the event exactly as the API sent it.
    final class Row: Sendable {
        let fixtureID: Int
        /// The fixture's league and season (`FixtureRecord`), nil when unknown.
        let leagueID: Int?
        let season: Int?
        /// The event in match order, with what the timeline decided.
        let entry: TimelineEntry
        /// The same event as decoded (raw type, detail, names, null minutes).
        let event: FixtureEvent

        /// A row from its parts.
        init(fixtureID: Int, leagueID: Int?, season: Int?, entry: TimelineEntry, event: FixtureEvent) {
            self.fixtureID = fixtureID
            self.leagueID = leagueID
            self.season = season
            self.entry = entry
            self.event = event
        }
    }

    /// The columns, in output order.
    static let layout = TableLayout<Row>(
        .events, key: ["fixture_id", "seq"], references: [.fixture],
        columns: [
            .int(SharedColumn.fixtureID, label: "Fixture ID", "API-Football fixture id.") { $0.fixtureID }
        ] + MatchSideColumns.leagueSeason(league: { $0.leagueID }, season: { $0.season }) + [
            .int("seq", label: "#", "Position of the event in match order within the fixture, from 1.") { $0.entry.seq },
            .text("period", label: "Period", "Match period: first_half, second_half, extra_time or penalty_shootout.") {
                $0.entry.period.rawValue
            },
            .int("minute", label: "Min", "Match minute of the event (the API's `elapsed`).", unit: "minutes") { $0.event.elapsed },
            .int(
                "extra_minute", label: "Added Min",
                "Stoppage-time minutes after `minute` (in a shootout: the kick number); empty when none."
            ) { $0.event.extra },
            .text("clock", label: "Clock", "Match clock as written in reports (`45+2'`); empty for shootout kicks.") { $0.entry.clock },
            .id("team_id", label: "Team ID", "API-Football id of the team the event is credited to.") { $0.event.team.id },
            .text("team_name", label: "Team", "Name of the team the event is credited to.") { $0.event.team.name },
            .text("side", label: "Home/Away", "Whether that team is the `home` or `away` team.") { $0.entry.side?.rawValue },
            .text("type", label: "Type", "Event type as the API sends it (Goal, Card, subst, Var).") { $0.event.type },
            .text("detail", label: "Detail", "Event detail as the API sends it (Normal Goal, Yellow Card, Substitution 1…).") {
                $0.event.detail
            },
            .text(
                "kind", label: "Kind",
                "Normalised kind: goal, own_goal, penalty_goal, missed_penalty, yellow_card, second_yellow, red_card, substitution, var "
                    + "or other."
            ) { $0.entry.kind.rawValue },
            .text("comments", label: "Comments", "The API's comment on the event (e.g. \"Foul\"), if any.") { $0.event.comments },
            .id("player_id", label: "Player ID", "API-Football id of the event's player (for an own goal, the scorer from the other side).")
            { $0.event.player.id },
            .text("player_name", label: "Player", "Name of the event's player.") { $0.event.player.name },
            .id("assist_id", label: "Assist ID", "API-Football id of the assisting player (in substitutions, the API's second player).") {
                $0.event.assist.id
            },
            .text("assist_name", label: "Assist", "Name of the assisting player (in substitutions, the API's second player).") {
                $0.event.assist.name
            },
            .id("player_off_id", label: "Player Off ID", "For a substitution: API-Football id of the player who went off.") {
                $0.entry.substitution?.playerOff.id
            },
            .text("player_off_name", label: "Player Off", "For a substitution: name of the player who went off.") {
                $0.entry.substitution?.playerOff.name
            },
            .id("player_on_id", label: "Player On ID", "For a substitution: API-Football id of the player who came on.") {
                $0.entry.substitution?.playerOn.id
            },
            .text("player_on_name", label: "Player On", "For a substitution: name of the player who came on.") {
                $0.entry.substitution?.playerOn.name
            },
            .text(
                "substitution_rule", label: "Sub Rule",
                "How the substitution's direction was decided: `lineups` (from the lineups) or `documented_order` (the API's order, "
                    + "player off then assist on)."
            ) { $0.entry.substitution?.rule.rawValue },
            .int("score_home", label: "Score Home", "Home team's goals after this event; empty when the fixture's sides are unknown.") {
                $0.entry.scoreKnown ? $0.entry.score.home : nil
            },
            .int("score_away", label: "Score Away", "Away team's goals after this event; empty when the fixture's sides are unknown.") {
                $0.entry.scoreKnown ? $0.entry.score.away : nil
            },
            .int(
                "shootout_home", label: "Shootout Home",
                "Home team's shootout penalties scored after this event; empty outside the shootout."
            ) { $0.entry.shootoutScore?.home },
            .int(
                "shootout_away", label: "Shootout Away",
                "Away team's shootout penalties scored after this event; empty outside the shootout."
            ) { $0.entry.shootoutScore?.away }
        ])

    /// The table of the detailed fixtures' timelines, by fixture id then `seq`.
    static func build(_ join: FixtureJoin) -> Table {
        var rows: [Row] = []
        for record in join.detailed {
            guard let timeline = record.timeline, let events = record.fixture.events else { continue }
            for entry in timeline.entries {
                rows.append(
                    Row(
                        fixtureID: record.fixture.id, leagueID: record.leagueID, season: record.season, entry: entry,
                        event: events[entry.event.position]))
            }
        }
        return layout.table(rows)
    }
}
