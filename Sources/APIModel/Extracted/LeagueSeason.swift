/// One league in one season: what a scope expands to and a workbook is written for.
package struct LeagueSeason: Sendable, Hashable, Comparable, CustomStringConvertible {
    package let league: Int
    package let season: Int

    package init(league: Int, season: Int) {
        self.league = league
        self.season = season
    }

    package var description: String { "league \(league) season \(season)" }

    package static func < (a: LeagueSeason, b: LeagueSeason) -> Bool {
        (a.league, a.season) < (b.league, b.season)
    }
}
