/// A club's league matches summed the way `teams/statistics` (and a prediction's `league` block)
/// reports them: results, goals and cards by minute, streaks, biggest scores, penalties and
/// formations. Built by adding the club's matches in kickoff order.
package struct TeamSeasonStatistics: Sendable {
    /// A count at home, away and in total.
    package struct Split: Sendable, Equatable {
        package var home = 0
        package var away = 0
        package var total: Int { home + away }

        /// The count for one side (0 home, 1 away).
        package subscript(side: Int) -> Int {
            get { side == 0 ? home : away }
            set { if side == 0 { home = newValue } else { away = newValue } }
        }
    }

    /// `W`, `D` or `L` for each match, in match order.
    package private(set) var form = ""
    package private(set) var played = Split(), wins = Split(), draws = Split(), loses = Split()
    package private(set) var goalsFor = Split(), goalsAgainst = Split()
    package private(set) var goalsForByMinute = MinuteBuckets(), goalsAgainstByMinute = MinuteBuckets()
    /// Goals scored and conceded in each match, in match order (for the under/over lines).
    package private(set) var scoredPerMatch: [Int] = [], concededPerMatch: [Int] = []
    package private(set) var yellowByMinute = MinuteBuckets(), redByMinute = MinuteBuckets()
    /// Longest runs of wins, draws and losses.
    package private(set) var longestRun: (wins: Int, draws: Int, loses: Int) = (0, 0, 0)
    /// The widest win (then the most goals) at home and away, as the match's final score.
    package private(set) var biggestWin: [Score?] = [nil, nil]
    package private(set) var biggestLoss: [Score?] = [nil, nil]
    /// Most goals scored and conceded in one match, at home and away.
    package private(set) var mostScored = Split(), mostConceded = Split()
    package private(set) var cleanSheets = Split(), failedToScore = Split()
    package private(set) var penaltiesScored = 0, penaltiesMissed = 0
    /// Formations and how often the club started in each, first use first.
    package private(set) var formations: [(formation: Formation, played: Int)] = []

    let clubID: Int
    private var currentRun: (result: Character, length: Int) = (" ", 0)

    /// Nothing played yet.
    package init(clubID: Int) {
        self.clubID = clubID
    }

    /// Adds one of the club's matches.
    package mutating func add(_ record: MatchRecord) {
        let side = record.side(of: clubID)
        let scored = record.fulltime[side]
        let conceded = record.fulltime[1 - side]
        let result: Character = scored > conceded ? "W" : scored == conceded ? "D" : "L"
        form.append(result)
        played[side] += 1
        switch result {
        case "W": wins[side] += 1
        case "D": draws[side] += 1
        default: loses[side] += 1
        }
        currentRun = currentRun.result == result ? (result, currentRun.length + 1) : (result, 1)
        switch result {
        case "W": longestRun.wins = max(longestRun.wins, currentRun.length)
        case "D": longestRun.draws = max(longestRun.draws, currentRun.length)
        default: longestRun.loses = max(longestRun.loses, currentRun.length)
        }
        goalsFor[side] += scored
        goalsAgainst[side] += conceded
        scoredPerMatch.append(scored)
        concededPerMatch.append(conceded)
        mostScored[side] = max(mostScored[side], scored)
        mostConceded[side] = max(mostConceded[side], conceded)
        if conceded == 0 { cleanSheets[side] += 1 }
        if scored == 0 { failedToScore[side] += 1 }
        if result == "W", Self.wider(scored - conceded, scored, than: biggestWin[side], side: side) {
            biggestWin[side] = record.fulltime
        }
        if result == "L", Self.wider(conceded - scored, conceded, than: biggestLoss[side], side: 1 - side) {
            biggestLoss[side] = record.fulltime
        }
        addEvents(record, side: side)
        let formation = record.lineups[side].formation
        if let index = formations.firstIndex(where: { $0.formation == formation }) {
            formations[index].played += 1
        } else {
            formations.append((formation, 1))
        }
    }

    private mutating func addEvents(_ record: MatchRecord, side: Int) {
        for event in record.events {
            let ours = event.side == side
            switch (event.kind, event.detail) {
            case (.goal, _) where event.countsAsGoal:
                if ours {
                    goalsForByMinute.add(elapsed: event.elapsed, extra: event.extra)
                } else {
                    goalsAgainstByMinute.add(elapsed: event.elapsed, extra: event.extra)
                }
                if ours, event.detail == "Penalty" { penaltiesScored += 1 }
            case (.goal, "Missed Penalty") where ours: penaltiesMissed += 1
            case (.card, "Yellow Card") where ours: yellowByMinute.add(elapsed: event.elapsed, extra: event.extra)
            case (.card, "Red Card") where ours: redByMinute.add(elapsed: event.elapsed, extra: event.extra)
            default: break
            }
        }
    }

    /// Whether a result by `margin` with `goals` beats the recorded one (whose winner's goals are on `side`).
    private static func wider(_ margin: Int, _ goals: Int, than recorded: Score?, side: Int) -> Bool {
        guard let recorded else { return true }
        let recordedMargin = abs(recorded.home - recorded.away)
        return (margin, goals) > (recordedMargin, recorded[side])
    }
}
