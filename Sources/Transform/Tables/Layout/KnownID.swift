/// The API's ids where it writes `0` for a player it cannot identify (a substitute in
/// `players` whose lineup entry has id null): such an id is written as an empty cell.
enum KnownID {
    /// The id when it names something (greater than 0), else nil.
    static func of(_ id: Int?) -> Int? {
        id.flatMap { $0 > 0 ? $0 : nil }
    }
}
