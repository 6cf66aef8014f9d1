/// What each planned action does to the match state, the events and the players' tallies.
extension MatchTimeline {
    /// Plays one planned moment; does nothing when nobody fits (no bench left, nobody to book).
    mutating func apply(_ plan: Plan) {
        let side = plan.side
        switch plan.action {
        case .goal:
            guard let scorer = draw(outfield(side), weight: \.finishing) else { return }
            var assist = MatchEvent.Person.nobody
            let mates = onPitch[side].filter { $0 != scorer.id }.map { people[$0]! }
            if rng.chance(0.72), let giver = draw(mates, weight: \.creativity) {
                assist = person(giver.id)
                update(giver.id) { $0.assists += 1 }
            }
            update(scorer.id) { $0.goals += 1 }
            score[side] += 1
            append(plan, side: side, kind: .goal, detail: "Normal Goal", player: person(scorer.id), assist: assist)
        case .penalty(let confirmedByVideo):
            guard let taker = awardPenalty(side) else { return }
            if confirmedByVideo {
                append(plan, side: side, kind: .videoReview, detail: "Penalty confirmed", player: person(taker))
            }
            update(taker) {
                $0.goals += 1
                $0.penaltyScored += 1
            }
            score[side] += 1
            append(plan, side: side, kind: .goal, detail: "Penalty", player: person(taker))
        case .missedPenalty:
            guard let taker = awardPenalty(side) else { return }
            update(taker) { $0.penaltyMissed += 1 }
            if rng.chance(0.7), let keeper = onPitch[1 - side].first(where: { people[$0]!.position == .goalkeeper }) {
                update(keeper) { $0.penaltySaved += 1 }
                update(taker) { $0.shotsOn += 1 }
            } else {
                update(taker) { $0.shotsTotal += 1 }
            }
            append(plan, side: side, kind: .goal, detail: "Missed Penalty", player: person(taker))
        case .ownGoal:
            let weights: [PlayerPosition: Double] = [.defender: 3, .midfielder: 1, .attacker: 0.3]
            guard let unlucky = draw(outfield(1 - side), weight: { weights[$0.position] ?? 0 }) else { return }
            score[side] += 1
            // The API credits the own goal to the side that benefits and names the player who
            // put the ball in his own net.
            append(plan, side: side, kind: .goal, detail: "Own Goal", player: person(unlucky.id))
        case .cancelledGoal:
            guard let scorer = draw(outfield(side), weight: \.finishing) else { return }
            if rng.chance(0.5) { update(scorer.id) { $0.offsides += 1 } }
            append(plan, side: side, kind: .videoReview, detail: "Goal cancelled", player: person(scorer.id))
        case .yellow:
            book(plan, candidates: onPitch[side].map { people[$0]! }, allowSecond: true)
        case .firstBooking(let tag):
            let unbooked = outfield(side).filter { !booked.contains($0.id) }
            if let player = book(plan, candidates: unbooked, allowSecond: false) {
                protected.insert(player)
                tagged[tag] = player
            }
        case .secondBooking(let tag):
            if let player = tagged[tag], onPitch[side].contains(player) {
                protected.remove(player)
                sendOffForSecondYellow(plan, side: side, player: player)
            }
        case .straightRed:
            let candidates = outfield(side).filter { !protected.contains($0.id) }
            guard redCards[side] < 2, let player = draw(candidates, weight: \.aggression) else { return }
            update(player.id) { $0.red += 1 }
            append(plan, side: side, kind: .card, detail: "Red Card", player: person(player.id))
            sendOff(plan, side: side, player: player.id)
        case .substitution:
            substitute(plan)
        }
    }

    /// Picks the taker, the player fouled and the offender; returns the taker.
    private mutating func awardPenalty(_ side: Int) -> Int? {
        let taker =
            onPitch[side].contains(clubs[side].penaltyTakerID)
            ? clubs[side].penaltyTakerID
            : outfield(side).max { ($0.finishing, $1.id) < ($1.finishing, $0.id) }?.id
        guard let taker, let fouled = draw(outfield(side), weight: \.finishing),
            let offender = draw(outfield(1 - side), weight: \.aggression)
        else { return nil }
        update(fouled.id) { $0.penaltyWon += 1 }
        update(offender.id) { $0.penaltyCommitted += 1 }
        return taker
    }

    @discardableResult
    private mutating func book(_ plan: Plan, candidates: [DemoPlayer], allowSecond: Bool) -> Int? {
        guard var player = draw(candidates, weight: \.aggression) else { return nil }
        if booked.contains(player.id) {
            if allowSecond, rng.chance(0.3), player.position != .goalkeeper, !protected.contains(player.id) {
                sendOffForSecondYellow(plan, side: plan.side, player: player.id)
                return player.id
            }
            guard let other = draw(candidates.filter { !booked.contains($0.id) }, weight: \.aggression) else { return nil }
            player = other
        }
        booked.insert(player.id)
        update(player.id) { $0.yellow += 1 }
        let comment = rng.pick([
            "Foul", "Foul", "Foul", "Tripping", "Holding", "Roughing", "Argument",
            "Unsportsmanlike conduct", "Simulation", "Handball", nil
        ])
        append(plan, side: plan.side, kind: .card, detail: "Yellow Card", comments: comment, player: person(player.id))
        return player.id
    }

    /// A second booking: the API lists the red card before the yellow that caused it.
    private mutating func sendOffForSecondYellow(_ plan: Plan, side: Int, player: Int) {
        update(player) {
            $0.yellow += 1
            $0.red += 1
            $0.secondYellow = true
        }
        let named = person(player)
        append(plan, side: side, kind: .card, detail: "Red Card", player: named)
        append(plan, side: side, kind: .card, detail: "Yellow Card", comments: "Foul", player: named)
        sendOff(plan, side: side, player: player)
    }

    private mutating func sendOff(_ plan: Plan, side: Int, player: Int) {
        onPitch[side].removeAll { $0 == player }
        leftAt[player] = clockMinute(plan)
        redCards[side] += 1
    }

    private mutating func substitute(_ plan: Plan) {
        let side = plan.side
        let positionWeight: [PlayerPosition: Double] = [.defender: 0.7, .midfielder: 1.3, .attacker: 1.6]
        let candidates = outfield(side).filter { !protected.contains($0.id) && cameOnAt[$0.id] == nil }
        let fresh = bench[side].map { people[$0]! }.filter { $0.position != .goalkeeper }
        let booked = self.booked
        guard substitutions[side] < 5, !fresh.isEmpty,
            let off = draw(
                candidates,
                weight: {
                    (positionWeight[$0.position] ?? 1) * (1.3 - $0.quality) * (booked.contains($0.id) ? 1.8 : 1)
                })
        else { return }
        let on = draw(fresh) { $0.position == off.position ? 4 : 1 }!
        substitutions[side] += 1
        bench[side].removeAll { $0 == on.id }
        onPitch[side] = onPitch[side].map { $0 == off.id ? on.id : $0 }
        leftAt[off.id] = clockMinute(plan)
        cameOnAt[on.id] = clockMinute(plan)
        update(off.id) { $0.wentOff = true }
        update(on.id) { $0.cameOn = true }
        append(
            plan, side: side, kind: .substitution, detail: "Substitution \(substitutions[side])",
            player: person(off.id), assist: person(on.id))
    }
}
