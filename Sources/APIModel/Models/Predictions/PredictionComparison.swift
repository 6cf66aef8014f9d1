/// A prediction's `comparison`: each criterion split between home and away as percentage
/// text (`"52%"`, `"52.5%"`).
package struct PredictionComparison: Sendable, Equatable {
    /// `form`.
    package let form: HomeAway<String?>
    /// `att`: attack.
    package let attack: HomeAway<String?>
    /// `def`: defence.
    package let defence: HomeAway<String?>
    /// `poisson_distribution`.
    package let poissonDistribution: HomeAway<String?>
    /// `h2h`: previous meetings.
    package let headToHead: HomeAway<String?>
    /// `goals`.
    package let goals: HomeAway<String?>
    /// `total`: the overall split.
    package let total: HomeAway<String?>

    /// Reads a prediction's `comparison` object.
    package init(_ node: JSONNode) throws(APIModelError) {
        form = try Self.split(node.object("form"))
        attack = try Self.split(node.object("att"))
        defence = try Self.split(node.object("def"))
        poissonDistribution = try Self.split(node.object("poisson_distribution"))
        headToHead = try Self.split(node.object("h2h"))
        goals = try Self.split(node.object("goals"))
        total = try Self.split(node.object("total"))
    }

    private static func split(_ node: JSONNode) throws(APIModelError) -> HomeAway<String?> {
        HomeAway(home: try node.string("home"), away: try node.string("away"))
    }
}
