import APIModel

/// What one table of a league-season's standings is: a group, or a ranking of teams that stand
/// in other groups (a tournament's "Ranking of third-placed teams"), which is never counted as a
/// group of its own.
enum TableKind: String, Sendable {
    case group
    case ranking

    /// The kind of each of `groups`: a ranking when every team of it also stands in another
    /// group; when that would make every group a ranking (groups of the same teams), all are groups.
    static func of(_ groups: [[StandingRow]]) -> [TableKind] {
        let teams = groups.map { Set($0.compactMap(\.team.id)) }
        let kinds: [TableKind] = teams.indices.map { index in
            let others = teams.indices.filter { $0 != index }.reduce(into: Set<Int>()) { $0.formUnion(teams[$1]) }
            return !teams[index].isEmpty && teams[index].isSubset(of: others) ? .ranking : .group
        }
        return kinds.contains(.group) ? kinds : kinds.map { _ in .group }
    }
}
