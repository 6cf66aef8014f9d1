/// How long a cached answer of a dataset stays fresh (docs/ARCHITECTURE.md §7), unless the pipeline's
/// `ttl:` says otherwise.
package enum LifetimeRule: Sendable, Hashable {
    /// Decided by the statuses of the fixtures in the answer: forever once all are settled, an
    /// hour while any is in play, else a day.
    case fixtureStatuses
    /// A season-wide list: an hour while the league-season has matches in play, else a day.
    case seasonState
    /// In-play data the API refreshes every minute (`odds/live`).
    case minute
    case hour
    case day
    case week
}
