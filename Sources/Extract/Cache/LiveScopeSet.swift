import Foundation

/// The league-season scopes seen with matches in play during this run, shared by concurrent
/// cache lookups (standings of a league in play live an hour instead of a day).
final class LiveScopeSet: @unchecked Sendable {
    private let lock = NSLock()
    private var scopes: Set<String> = []

    /// Adds scopes from a fixtures answer.
    func insert(_ newScopes: [String]) {
        lock.withLock { scopes.formUnion(newScopes) }
    }

    /// The scopes seen so far.
    var current: Set<String> { lock.withLock { scopes } }
}
