/// Plays a match's planned moments in time order, choosing who scores, assists, is booked or
/// substituted from the players on the pitch at that moment, so events, minutes and tallies
/// agree by construction.
struct MatchTimeline {
    /// Something planned to happen at a moment.
    enum Action {
        case goal
        case penalty(confirmedByVideo: Bool)
        /// Credited to the planned side, put in by a player of the other side.
        case ownGoal
        case missedPenalty
        case cancelledGoal
        case yellow
        /// A booking whose player will be booked again by `.secondBooking` with the same tag.
        case firstBooking(tag: Int)
        case secondBooking(tag: Int)
        case straightRed
        case substitution
    }

    /// A planned moment.
    struct Plan {
        let elapsed: Int
        let extra: Int?
        let side: Int
        let action: Action
    }

    let clubs: [DemoClub]
    let people: [Int: DemoPlayer]
    let secondHalfExtra: Int
    var rng: SplitMix64
    var lines: [[PlayerMatchLine]]
    var onPitch: [[Int]]
    var bench: [[Int]]
    var booked: Set<Int> = []
    /// Players a directive still needs on the pitch (not substituted).
    var protected: Set<Int> = []
    var tagged: [Int: Int] = [:]
    var cameOnAt: [Int: Int] = [:]
    var leftAt: [Int: Int] = [:]
    var substitutions = [0, 0]
    var redCards = [0, 0]
    var events: [MatchEvent] = []
    var score = Score.zero

    /// A match about to kick off with these lineups.
    init(clubs: [DemoClub], lineups: [MatchLineup], secondHalfExtra: Int, rng: SplitMix64) {
        self.clubs = clubs
        self.secondHalfExtra = secondHalfExtra
        self.rng = rng
        var people: [Int: DemoPlayer] = [:]
        for club in clubs { for player in club.squad { people[player.id] = player } }
        self.people = people
        onPitch = lineups.map { $0.starters.map(\.playerID) }
        bench = lineups.map(\.bench)
        lines = lineups.map { lineup in
            lineup.starters.map { starter in
                let player = people[starter.playerID]!
                var line = PlayerMatchLine(
                    playerID: player.id, position: player.position, number: player.number,
                    starter: true)
                line.captain = player.id == lineup.captainID
                return line
            }
                + lineup.bench.map { id in
                    let player = people[id]!
                    return PlayerMatchLine(playerID: id, position: player.position, number: player.number, starter: false)
                }
        }
    }

    /// Plays the plans in time order (ties keep plan order) and sets everyone's minutes.
    mutating func play(_ plans: [Plan]) {
        let ordered = plans.enumerated().sorted {
            ($0.element.elapsed, $0.element.extra ?? 0, $0.offset) < ($1.element.elapsed, $1.element.extra ?? 0, $1.offset)
        }
        for (_, plan) in ordered { apply(plan) }
        let fullTime = 90 + secondHalfExtra
        for side in 0...1 {
            for index in lines[side].indices {
                let id = lines[side][index].playerID
                let end = leftAt[id] ?? fullTime
                if lines[side][index].starter {
                    lines[side][index].minutes = end
                } else if let start = cameOnAt[id] {
                    lines[side][index].minutes = max(1, end - start)
                }
            }
        }
    }

    /// The minute used for playing time: a half-time change (listed at 46) counts from 45.
    func clockMinute(_ plan: Plan) -> Int {
        if case .substitution = plan.action, plan.elapsed == 46 { return 45 }
        return plan.elapsed + (plan.extra ?? 0)
    }

    /// Mutates the line of a player wherever he is listed.
    mutating func update(_ playerID: Int, _ change: (inout PlayerMatchLine) -> Void) {
        for side in 0...1 {
            if let index = lines[side].firstIndex(where: { $0.playerID == playerID }) {
                change(&lines[side][index])
                return
            }
        }
    }

    /// How an event names a player: usually the short form, sometimes the full name (as the API).
    mutating func person(_ id: Int) -> MatchEvent.Person {
        let player = people[id]!
        return MatchEvent.Person(id: id, name: rng.chance(0.1) ? player.fullName : player.name)
    }

    /// On-pitch outfield players of a side.
    func outfield(_ side: Int) -> [DemoPlayer] {
        onPitch[side].map { people[$0]! }.filter { $0.position != .goalkeeper }
    }

    /// A player drawn with the weights.
    mutating func draw(_ players: [DemoPlayer], weight: (DemoPlayer) -> Double) -> DemoPlayer? {
        guard !players.isEmpty else { return nil }
        return players[rng.weightedIndex(players.map(weight))]
    }

    /// Records an event at the plan's moment.
    mutating func append(
        _ plan: Plan, side: Int, kind: MatchEvent.Kind, detail: String, comments: String? = nil,
        player: MatchEvent.Person, assist: MatchEvent.Person = .nobody
    ) {
        events.append(
            MatchEvent(
                elapsed: plan.elapsed, extra: plan.extra, side: side, kind: kind, detail: detail,
                comments: comments, player: player, assist: assist))
    }
}
