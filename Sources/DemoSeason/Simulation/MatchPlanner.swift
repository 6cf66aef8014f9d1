/// Decides what will happen in a match and when, before anyone is chosen: how many goals of
/// which kind, bookings, reds, reviews and substitution windows, plus what the directives add.
struct MatchPlanner {
    let firstHalfExtra: Int
    let secondHalfExtra: Int
    var rng: SplitMix64

    /// Every planned moment of the match, in no particular order.
    mutating func plans(clubs: [DemoClub], directives: MatchDirectives) -> [MatchTimeline.Plan] {
        var plans: [MatchTimeline.Plan] = []
        let edge = clubs[0].strength - clubs[1].strength
        let means = [max(0.25, 1.45 + 1.6 * edge), max(0.2, 1.15 - 1.6 * edge)]
        for side in 0...1 {
            for _ in 0..<rng.poisson(mean: means[side]) {
                let roll = rng.unit()
                let action: MatchTimeline.Action =
                    roll < 0.08
                    ? .penalty(confirmedByVideo: rng.chance(0.2))
                    : roll < 0.11 ? .ownGoal : .goal
                plans.append(at(goalMoment(), side, action))
            }
            if rng.chance(0.02) { plans.append(at(goalMoment(), side, .missedPenalty)) }
            if rng.chance(0.06) { plans.append(at(goalMoment(), side, .cancelledGoal)) }
            for _ in 0..<rng.poisson(mean: 1.7 + 0.2 * Double(side)) { plans.append(at(cardMoment(), side, .yellow)) }
            if rng.chance(0.02) { plans.append(at(cardMoment(), side, .straightRed)) }
            plans += substitutionPlans(side: side)
        }
        if directives.ownGoal { plans.append(at(goalMoment(), 0, .ownGoal)) }
        if directives.cancelledGoal { plans.append(at(goalMoment(), 1, .cancelledGoal)) }
        if directives.confirmedPenalty { plans.append(at(goalMoment(), 0, .penalty(confirmedByVideo: true))) }
        if directives.missedPenalty { plans.append(at(goalMoment(), 1, .missedPenalty)) }
        if directives.secondYellow {
            let side = rng.int(in: 0...1)
            plans.append(at((rng.int(in: 15...50), nil), side, .firstBooking(tag: 1)))
            plans.append(at((rng.int(in: 60...88), nil), side, .secondBooking(tag: 1)))
        }
        if directives.goalMissingFromEvents { plans.append(at((rng.int(in: 50...85), nil), 1, .goal)) }
        return plans
    }

    private func at(_ moment: (Int, Int?), _ side: Int, _ action: MatchTimeline.Action) -> MatchTimeline.Plan {
        MatchTimeline.Plan(elapsed: moment.0, extra: moment.1, side: side, action: action)
    }

    private mutating func goalMoment() -> (Int, Int?) {
        let roll = rng.unit()
        if roll < 0.035 { return (45, rng.int(in: 1...firstHalfExtra)) }
        if roll < 0.10 { return (90, rng.int(in: 1...secondHalfExtra)) }
        return (rng.chance(0.5) ? rng.int(in: 1...90) : rng.int(in: 30...90), nil)
    }

    private mutating func cardMoment() -> (Int, Int?) {
        let roll = rng.unit()
        if roll < 0.04 { return (45, rng.int(in: 1...firstHalfExtra)) }
        if roll < 0.12 { return (90, rng.int(in: 1...secondHalfExtra)) }
        return (rng.int(in: 8...90), nil)
    }

    /// Two to five changes: sometimes one at half-time (listed at 46), the rest in one to
    /// three windows, the last window occasionally in stoppage time (never its last minute, so
    /// a substitute always plays at least one minute).
    private mutating func substitutionPlans(side: Int) -> [MatchTimeline.Plan] {
        var count = [2, 3, 3, 4, 4, 4, 5, 5, 5, 5][rng.int(in: 0...9)]
        var plans: [MatchTimeline.Plan] = []
        if rng.chance(0.22) {
            plans.append(at((46, nil), side, .substitution))
            count -= 1
        }
        let windowCount = min(count, rng.int(in: 1...3))
        var minutes: [Int] = []
        while minutes.count < windowCount {
            let minute = rng.int(in: 55...89)
            if !minutes.contains(minute) { minutes.append(minute) }
        }
        var windows: [(Int, Int?)] = minutes.sorted().map { ($0, nil) }
        if windowCount > 1, rng.chance(0.15) { windows[windowCount - 1] = (90, rng.int(in: 1...(secondHalfExtra - 1))) }
        for index in 0..<count {
            let window = index < windowCount ? index : rng.int(in: 0...(windowCount - 1))
            plans.append(at(windows[window], side, .substitution))
        }
        return plans
    }
}
