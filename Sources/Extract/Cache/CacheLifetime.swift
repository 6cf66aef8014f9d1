/// How long a cached answer may be used.
package enum CacheLifetime: Sendable, Equatable {
    /// Never expires (finished fixtures and their details).
    case forever
    /// Expires this many seconds after it was fetched; 0 means always fetch again.
    case seconds(Double)

    // The lifetimes docs/ARCHITECTURE.md §7 lists.
    package static let hour = CacheLifetime.seconds(3_600)
    package static let day = CacheLifetime.seconds(86_400)
    package static let week = CacheLifetime.seconds(604_800)

    /// Whether an answer fetched `age` seconds ago is still usable.
    package func covers(age: Double) -> Bool {
        switch self {
        case .forever: true
        case .seconds(let limit): age < limit
        }
    }
}
