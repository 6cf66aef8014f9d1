import Tabular

/// Goals of a league-season by 15-minute interval of play, from the events table, with each
/// half's stoppage time a period of its own (45+, 90+) and extra time one more: unlike the API's
/// `team_goals_by_minute`, whose 31–45 and 76–90 buckets also hold the goals of the next
/// stoppage time. Missed penalties and shootout kicks are not goals.
struct GoalMinutes: Sendable {
    /// The columns it reads from `events`.
    static let columnsRead = [kind, period, minute, extraMinute]
    static let kind = ColumnName("kind")
    static let period = ColumnName("period")
    static let minute = ColumnName("minute")
    static let extraMinute = ColumnName("extra_minute")

    /// Event kinds that put the ball in a net and count.
    static let goalKinds: Set<String> = ["goal", "own_goal", "penalty_goal"]
    /// The periods in order; extra time only shows when a match went there.
    static let periods = ["1–15", "16–30", "31–45", "45+", "46–60", "61–75", "76–90", "90+", "Extra time"]

    /// Goals per entry of `periods`.
    private(set) var counts = Array(repeating: 0, count: periods.count)

    /// Counts the goals of `events`.
    init(_ events: RecordTable) {
        for event in events.records {
            guard Self.isGoal(event), let slot = Self.slot(event) else { continue }
            counts[slot] += 1
        }
    }

    /// Every goal counted.
    var total: Int { counts.reduce(0, +) }

    /// Whether `event` puts the ball in a net (a shootout kick too: `slot` leaves those out).
    static func isGoal(_ event: Record) -> Bool {
        event.text(kind).map(goalKinds.contains) ?? false
    }

    /// The position in `periods` of a goal event; nil for a shootout kick or an event without a minute.
    static func slot(_ event: Record) -> Int? {
        guard let minute = event.int(minute) else { return nil }
        return slot(period: event.text(period), minute: minute, extra: event.int(extraMinute) ?? 0)
    }

    /// The position in `periods` of a goal; nil for a shootout kick.
    static func slot(period: String?, minute: Int, extra: Int) -> Int? {
        let played = period.flatMap(MatchPeriod.init(rawValue:)) ?? MatchPeriod.of(elapsed: minute, isShootoutKick: false)
        switch played {
        case .firstHalf: return extra > 0 ? 3 : min(2, max(0, (minute - 1) / 15))
        case .secondHalf: return extra > 0 ? 7 : 4 + min(2, max(0, (minute - 46) / 15))
        case .extraTime: return 8
        case .penaltyShootout: return nil
        }
    }

    /// Rows of `Period | Goals`, leaving out extra time when no goal came in it.
    var rows: [[CellValue]] {
        zip(Self.periods, counts).enumerated().compactMap { index, entry in
            index == Self.periods.count - 1 && entry.1 == 0 ? nil : [.text(entry.0), .integer(entry.1)]
        }
    }
}
