/// The order of each kind of place answers meet in (docs/answers.md, "When answers disagree").
extension AnswerOrder where Value == Fixture {
    /// A match's row: the answer fetched later (where fetch times are known), then the match
    /// further along (`MatchProgress`), then the one with more detail, then the content.
    /// Rows agree when they say the same without their details.
    package static var fixtureRow: AnswerOrder<Fixture> {
        AnswerOrder(
            rank: { fixture, source in
                let progress = MatchProgress(fixture.status)
                return [
                    fetched(source), Double(progress.stage.rawValue), Double(progress.period), Double(progress.minute),
                    Double(progress.added), Double(fixture.detailCount)
                ]
            },
            content: { text(of: $0) },
            said: { text(of: $0.withoutDetails) },
            agree: { $0.withoutDetails == $1.withoutDetails }
        )
    }
}

extension AnswerOrder {
    /// One part of a match's details (events, lineups, statistics, players): an unfiltered
    /// answer over a filtered one, then the later fetch, then the fuller list, then the content.
    package static func fixturePart<Item>(of type: Item.Type) -> AnswerOrder<[Item]> {
        AnswerOrder<[Item]>(
            rank: { list, source in [source.isFiltered ? 0 : 1, fetched(source), Double(list.count)] },
            content: { text(of: $0) },
            agree: { a, b in a.count == b.count && text(of: a) == text(of: b) }
        )
    }
}

extension AnswerOrder where Value == [LeagueStandings] {
    /// A league-season's standings: the answer with the latest `update`, then the later fetch,
    /// then the content.
    package static var standings: AnswerOrder<[LeagueStandings]> {
        AnswerOrder<[LeagueStandings]>(
            rank: { list, source in [latestUpdate(list), fetched(source)] },
            content: { text(of: $0) }
        )
    }

    /// The latest `update` of any row, as the number its digits make (`2023-05-28T00:00:00+00:00`
    /// → 20230528000000; the API writes every time in UTC); -1 without one.
    private static func latestUpdate(_ list: [LeagueStandings]) -> Double {
        let updates = list.flatMap { $0.groups.flatMap { $0.compactMap(\.update) } }
        return updates.map { update in Double(String(update.filter { $0.isASCII && $0.isNumber }.prefix(14))) ?? -1 }.max() ?? -1
    }
}

extension Fixture {
    /// How many of events, lineups, statistics and players the answer embedded.
    package var detailCount: Int { [events != nil, lineups != nil, statistics != nil, players != nil].filter { $0 }.count }

    /// The row without its embedded details.
    package var withoutDetails: Fixture {
        var row = self
        row.events = nil
        row.lineups = nil
        row.statistics = nil
        row.players = nil
        return row
    }
}

/// Two answers to one request of a dataset that keeps a single answer per key (a player's
/// transfers, a team's squad, a `convert` folder's two files of one query): the fuller list
/// stays, then the lower content text, so the file order never decides.
package enum RepeatedAnswer {
    /// The answer to keep of `held` (if any) and `offered`.
    package static func kept<Value>(_ held: Value?, _ offered: Value) -> Value {
        guard let held else { return offered }
        let heldCount = (held as? [Any])?.count ?? 0
        let offeredCount = (offered as? [Any])?.count ?? 0
        if heldCount != offeredCount { return offeredCount > heldCount ? offered : held }
        let heldText = String(reflecting: held)
        let offeredText = String(reflecting: offered)
        return offeredText.utf8.lexicographicallyPrecedes(heldText.utf8) ? offered : held
    }
}
