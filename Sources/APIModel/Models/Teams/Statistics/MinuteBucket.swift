/// One minute range of `teams/statistics` goals or cards: `"0-15": {total, percentage}`.
/// Buckets stay in the API's order and keep their key as sent, including a key `""` that
/// some responses carry for events the API could not place.
package struct MinuteBucket: Sendable, Equatable {
    /// The range as sent (`0-15` … `106-120`, or `""`).
    package let minutes: String
    /// `total`; null when nothing happened in the range.
    package let total: Int?
    /// `percentage` as sent (`"15.79%"`); null with a null total.
    package let percentage: String?

    /// The buckets of a `minute` (or `cards.yellow`/`cards.red`) object, in document order.
    package static func list(_ node: JSONNode) throws(APIModelError) -> [MinuteBucket] {
        var buckets: [MinuteBucket] = []
        for (key, bucket) in try node.members() {
            buckets.append(MinuteBucket(minutes: key, total: try bucket.int("total"), percentage: try bucket.string("percentage")))
        }
        return buckets
    }
}
