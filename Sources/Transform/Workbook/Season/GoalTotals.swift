import APIModel

/// The season's goals counted the Dashboard's two ways, and why they differ: from the final
/// scores of finished matches (its Goals) and from the goal events placed by minute (its goals
/// by 15 minutes, `GoalMinutes`). They differ when a match's events miss a goal or hold one too
/// many (the fixtures' `score_check` says `events_mismatch`), when a goal event has no minute, or when
/// events come from a match not finished.
struct GoalTotals: Sendable {
    /// A finished match whose goal events add up to another number than its score.
    struct Mismatch: Sendable, Equatable {
        let fixtureID: Int
        /// `Home 3-2 Away`.
        let match: String
        let scoreGoals: Int
        let eventGoals: Int
    }

    /// Goals of the finished matches' final scores.
    let fromScores: Int
    /// Goal events placed in a period of play.
    let fromEvents: Int
    /// Finished matches that have events whose goals differ from the score, in round order.
    let mismatches: [Mismatch]
    /// Finished matches with goals in their score but no event at all.
    let matchesWithoutEvents: Int
    /// Goal events (shootout kicks aside) without a minute, which no period can hold.
    let goalsWithoutMinute: Int
    /// Goal events placed by minute in matches not finished.
    let goalsOfUnfinishedMatches: Int

    /// Counts `fixtures` (in round order) and `events` both ways.
    init(fixtures: [Record], events: RecordTable) {
        var placed: [Int: Int] = [:]
        var unplaced: [Int: Int] = [:]
        var withEvents: Set<Int> = []
        for event in events.records {
            guard let fixtureID = event.int(SharedColumn.fixtureID) else { continue }
            withEvents.insert(fixtureID)
            let period = event.text(GoalMinutes.period).flatMap(MatchPeriod.init(rawValue:))
            guard GoalMinutes.isGoal(event), period != .penaltyShootout else { continue }
            if GoalMinutes.slot(event) != nil { placed[fixtureID, default: 0] += 1 } else { unplaced[fixtureID, default: 0] += 1 }
        }
        var fromScores = 0
        var mismatches: [Mismatch] = []
        var withoutEvents = 0
        var unfinished = 0
        for fixture in fixtures {
            guard let id = fixture.int(SharedColumn.fixtureID) else { continue }
            guard let home = fixture.int(MatchSideColumns.homeGoals), let away = fixture.int(MatchSideColumns.awayGoals),
                MatchStatus.short(fixture.text(FixturesColumn.status), is: .finished)
            else {
                unfinished += placed[id] ?? 0
                continue
            }
            fromScores += home + away
            let events = (placed[id] ?? 0) + (unplaced[id] ?? 0)
            if !withEvents.contains(id) {
                if home + away > 0 { withoutEvents += 1 }
            } else if events != home + away {
                let names = [MatchSideColumns.homeTeamName, MatchSideColumns.awayTeamName].map { fixture.text($0) ?? "?" }
                let match = "\(names[0]) \(home)-\(away) \(names[1])"
                mismatches.append(Mismatch(fixtureID: id, match: match, scoreGoals: home + away, eventGoals: events))
            }
        }
        self.fromScores = fromScores
        fromEvents = placed.values.reduce(0, +)
        self.mismatches = mismatches
        matchesWithoutEvents = withoutEvents
        goalsWithoutMinute = unplaced.values.reduce(0, +)
        goalsOfUnfinishedMatches = unfinished
    }

    /// How many mismatched matches the note names before it counts the rest.
    static let named = 2

    /// Why the goals by minute count another number than the scores, short enough to print
    /// beside its label on the Dashboard's first page; nil when they agree.
    var note: String? {
        guard fromScores != fromEvents else { return nil }
        var reasons = mismatches.prefix(Self.named).map { mismatch in
            let difference = mismatch.scoreGoals - mismatch.eventGoals
            let goals = abs(difference) == 1 ? "goal" : "goals"
            return "the events of \(mismatch.match) (fixture \(mismatch.fixtureID)) "
                + (difference > 0 ? "miss \(difference) \(goals)" : "hold \(-difference) \(goals) too many")
        }
        if mismatches.count > Self.named {
            reasons.append("\(mismatches.count - Self.named) more matches' events disagree with their score (Score Check)")
        }
        if matchesWithoutEvents > 0 {
            reasons.append(Self.count(matchesWithoutEvents, "match with goals has", "matches with goals have") + " no events")
        }
        if goalsWithoutMinute > 0 { reasons.append(Self.count(goalsWithoutMinute, "goal event has", "goal events have") + " no minute") }
        if goalsOfUnfinishedMatches > 0 {
            reasons.append(Self.count(goalsOfUnfinishedMatches, "goal comes", "goals come") + " from matches not finished")
        }
        return "Goals by 15 minutes below count \(fromEvents), as " + reasons.joined(separator: "; ") + "."
    }

    private static func count(_ n: Int, _ one: String, _ many: String) -> String {
        "\(n) \(n == 1 ? one : many)"
    }
}
