import APIModel
import Tabular

/// `events`: every event of every detailed fixture in match order (`seq`), with period, kind,
/// running score, shootout score and substitutions resolved from the lineups.
enum EventsTableBuilder {
    /// One timeline entry with the event exactly as the API sent it.
    final class Row: Sendable {
        let fixtureID: Int
        /// The event in match order, with what the timeline decided.
        let entry: TimelineEntry
        /// The same event as decoded (raw type, detail, names, null minutes).
        let event: FixtureEvent

        /// A row from its parts.
        init(fixtureID: Int, entry: TimelineEntry, event: FixtureEvent) {
            self.fixtureID = fixtureID
            self.entry = entry
            self.event = event
        }
    }

    /// The columns, in output order.
    static let layout = TableLayout<Row>(.events, key: ["fixture_id", "seq"], references: [.fixture], columns: [
        .int("fixture_id") { $0.fixtureID },
        .int("seq") { $0.entry.seq },
        .text("period") { $0.entry.period.rawValue },
        .int("minute") { $0.event.elapsed },
        .int("extra_minute") { $0.event.extra },
        .text("clock") { $0.entry.clock },
        .id("team_id") { $0.event.team.id },
        .text("team_name") { $0.event.team.name },
        .text("side") { $0.entry.side?.rawValue },
        .text("type") { $0.event.type },
        .text("detail") { $0.event.detail },
        .text("kind") { $0.entry.kind.rawValue },
        .text("comments") { $0.event.comments },
        .id("player_id") { $0.event.player.id },
        .text("player_name") { $0.event.player.name },
        .id("assist_id") { $0.event.assist.id },
        .text("assist_name") { $0.event.assist.name },
        .id("player_off_id") { $0.entry.substitution?.playerOff.id },
        .text("player_off_name") { $0.entry.substitution?.playerOff.name },
        .id("player_on_id") { $0.entry.substitution?.playerOn.id },
        .text("player_on_name") { $0.entry.substitution?.playerOn.name },
        .text("substitution_rule") { $0.entry.substitution?.rule.rawValue },
        .int("score_home") { $0.entry.score.home },
        .int("score_away") { $0.entry.score.away },
        .int("shootout_home") { $0.entry.shootoutScore?.home },
        .int("shootout_away") { $0.entry.shootoutScore?.away },
    ])

    /// The table of the detailed fixtures' timelines, by fixture id then `seq`.
    static func build(_ join: FixtureJoin) -> Table {
        var rows: [Row] = []
        for record in join.detailed {
            guard let timeline = record.timeline, let events = record.fixture.events else { continue }
            for entry in timeline.entries {
                rows.append(Row(fixtureID: record.fixture.id, entry: entry, event: events[entry.event.position]))
            }
        }
        return layout.table(rows)
    }
}
