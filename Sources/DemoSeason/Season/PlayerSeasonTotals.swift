/// A player's numbers for one club in one season: the sum of his match lines for the generated
/// season, invented but plausible for earlier seasons. Rendered as a `statistics` entry; its
/// counts read as its own properties (`totals.goals`).
@dynamicMemberLookup
package struct PlayerSeasonTotals: Sendable {
    package var appearances = 0
    package var lineups = 0
    package var minutes = 0
    package var ratingTenthsSum = 0
    package var ratedMatches = 0
    package var captaincies = 0
    package var substitutesIn = 0
    package var substitutesOut = 0
    /// Times named on the bench (whether or not he came on), as the API counts it.
    package var bench = 0
    /// Second bookings (the season's `cards.yellowred`).
    package var yellowRed = 0
    package var matchesScoredIn = 0
    package var matchesAssistedIn = 0
    package var counts = PlayerCounts()

    /// Empty totals.
    package init() {}

    /// A count, read and written as if it were a property of the totals.
    package subscript(dynamicMember field: WritableKeyPath<PlayerCounts, Int>) -> Int {
        get { counts[keyPath: field] }
        set { counts[keyPath: field] = newValue }
    }

    /// Adds one match line.
    package mutating func add(_ line: PlayerMatchLine) {
        if !line.starter { bench += 1 }
        guard line.played, let played = line.minutes else { return }
        appearances += 1
        lineups += line.starter ? 1 : 0
        minutes += played
        if let rating = line.ratingTenths {
            ratingTenthsSum += rating
            ratedMatches += 1
        }
        captaincies += line.captain ? 1 : 0
        substitutesIn += line.cameOn ? 1 : 0
        substitutesOut += line.wentOff ? 1 : 0
        yellowRed += line.secondYellow ? 1 : 0
        matchesScoredIn += line.goals > 0 ? 1 : 0
        matchesAssistedIn += line.assists > 0 ? 1 : 0
        counts.add(line.counts)
    }

    /// The season `passes.accuracy`: accurate passes per appearance (the API's meaning).
    package var accuratePassesPerAppearance: Int {
        appearances == 0 ? 0 : counts.accuratePasses / appearances
    }

    /// `7.133333`, or nil without a rated match.
    package var rating: String? {
        ratedMatches == 0 ? nil : DecimalText.seasonRating(sumOfTenths: ratingTenthsSum, count: ratedMatches)
    }
}
