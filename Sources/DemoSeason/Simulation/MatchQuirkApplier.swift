/// Applies the presentation quirks a fixture's directives ask for, after the match is played:
/// they change what the responses say, never what happened.
enum MatchQuirkApplier {
    /// Rewrites the record as the directives ask.
    static func apply(_ directives: MatchDirectives, to record: inout MatchRecord, rng: inout SplitMix64) {
        if directives.goalMissingFromEvents { dropGoalEvent(&record) }
        if directives.flippedSubstitutions {
            for index in record.events.indices where record.events[index].kind == .substitution {
                let off = record.events[index].player
                record.events[index].player = record.events[index].assist
                record.events[index].assist = off
            }
        }
        if directives.eventsOutOfOrder { swapNeighbours(&record.events, times: 2, rng: &rng) }
        if directives.unknownSubstituteID {
            for side in [1, 0] where record.unknownSubstituteID == nil {
                record.unknownSubstituteID = record.lines[side].last { !$0.starter && $0.minutes == nil }?.playerID
            }
        }
    }

    /// Removes the away side's last open-play goal from the events (the final score keeps it),
    /// and from the scorer's and assister's match lines, which follow the events.
    private static func dropGoalEvent(_ record: inout MatchRecord) {
        let goals = record.events.indices.filter { record.events[$0].detail == "Normal Goal" }
        guard let index = goals.last(where: { record.events[$0].side == 1 }) ?? goals.last else { return }
        let event = record.events.remove(at: index)
        for side in 0...1 {
            for line in record.lines[side].indices {
                if record.lines[side][line].playerID == event.player.id { record.lines[side][line].goals -= 1 }
                if record.lines[side][line].playerID == event.assist.id { record.lines[side][line].assists -= 1 }
            }
        }
    }

    /// Swaps a few neighbouring events at different minutes, leaving same-minute groups (such
    /// as a red card and the second yellow behind it) alone.
    private static func swapNeighbours(_ events: inout [MatchEvent], times: Int, rng: inout SplitMix64) {
        func moment(_ e: MatchEvent) -> Int { e.elapsed * 100 + (e.extra ?? 0) }
        let alone = events.indices.filter { i in
            events.indices.allSatisfy { $0 == i || moment(events[$0]) != moment(events[i]) }
        }
        var touched: [Int] = []
        for _ in 0..<times {
            let pairs = alone.filter { alone.contains($0 + 1) && !touched.contains($0) && !touched.contains($0 + 1) }
            guard !pairs.isEmpty else { return }
            let i = rng.pick(pairs)
            events.swapAt(i, i + 1)
            touched += [i, i + 1]
        }
    }
}
