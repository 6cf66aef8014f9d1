/// The API's ids where it writes `0` for a player it cannot identify (a substitute in
/// `players` whose lineup entry has id null): such an id is written as an empty cell. Any other
/// id, a negative one included, is kept as the number it is: emptying it would lose the row's link.
enum KnownID {
    /// The id unless it is 0 (the API's "unknown"), else nil.
    static func of(_ id: Int?) -> Int? {
        id.flatMap { $0 != 0 ? $0 : nil }
    }
}
