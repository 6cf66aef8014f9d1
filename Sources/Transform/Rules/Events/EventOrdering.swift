/// Puts a fixture's events in match order and settles their card kinds. Order: period (so
/// shootout kicks, whose 120+n minutes clash with extra-time stoppage, come last), elapsed,
/// extra (none = 0), then the API's position. Then every second yellow sits before the red
/// card it caused: the API itself sometimes lists that red first in the same minute.
enum EventOrdering {
    /// An event with the facts the ordering settled.
    struct Item: Sendable, Hashable {
        let event: MatchEvent
        let period: MatchPeriod
        var kind: EventKind
        var flags: [EventFlag] = []
    }

    /// The events in match order with kinds and card flags decided.
    static func order(_ events: [MatchEvent]) -> [Item] {
        var items = events.map { event in
            Item(
                event: event,
                period: MatchPeriod.of(elapsed: event.elapsed, isShootoutKick: event.isShootoutKick),
                kind: EventKind.of(type: event.type, detail: event.detail)
            )
        }
        items.sort { a, b in
            (a.period, a.event.elapsed, a.event.extra ?? 0, a.event.position)
                < (b.period, b.event.elapsed, b.event.extra ?? 0, b.event.position)
        }
        markSecondYellows(&items)
        placeSecondYellowsBeforeTheirReds(&items)
        return items
    }

    /// A player's yellow after his first one is his second yellow, whatever its detail says.
    private static func markSecondYellows(_ items: inout [Item]) {
        var booked: [EventPlayer] = []
        for index in items.indices where items[index].kind.isYellow {
            let player = items[index].event.player
            if booked.contains(where: { $0.isSamePlayer(as: player) }) {
                items[index].kind = .secondYellow
            } else {
                booked.append(player)
            }
        }
    }

    /// Moves a second yellow listed after its red card (same player, same minute) to just before
    /// it, and marks the red that a second yellow caused: that one, or the player's red card
    /// that directly follows his second yellow.
    private static func placeSecondYellowsBeforeTheirReds(_ items: inout [Item]) {
        var index = items.startIndex
        while index < items.endIndex {
            defer { index += 1 }
            guard items[index].kind == .secondYellow else { continue }
            let yellow = items[index]
            if let red = items[..<index].firstIndex(where: { isRed($0, causedBy: yellow) }) {
                var moved = items.remove(at: index)
                moved.flags.append(.secondYellowMovedBeforeRed)
                items.insert(moved, at: red)
                items[red + 1].flags.append(.redFromSecondYellow)
            } else if let red = items[(index + 1)...].firstIndex(where: { isRed($0, causedBy: yellow) }) {
                items[red].flags.append(.redFromSecondYellow)
            } else if index + 1 < items.endIndex, items[index + 1].kind == .redCard,
                items[index + 1].event.player.isSamePlayer(as: yellow.event.player)
            {
                items[index + 1].flags.append(.redFromSecondYellow)
            }
        }
    }

    /// Whether an item is the same player's red card in the same minute as his second yellow.
    private static func isRed(_ item: Item, causedBy yellow: Item) -> Bool {
        item.kind == .redCard
            && item.period == yellow.period
            && item.event.elapsed == yellow.event.elapsed
            && (item.event.extra ?? 0) == (yellow.event.extra ?? 0)
            && item.event.player.isSamePlayer(as: yellow.event.player)
    }
}
