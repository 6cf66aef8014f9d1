/// A player named by an event (`player` or `assist`): the API may give an id, a name, both or
/// neither (lower leagues send a name with a null id).
package struct EventPlayer: Sendable, Hashable {
    package let id: Int?
    package let name: String?

    package init(id: Int?, name: String?) {
        self.id = id
        self.name = name
    }

    /// Nobody: both id and name null (the `assist` of most cards).
    package static let none = EventPlayer(id: nil, name: nil)

    /// The id when it can identify a player; the API sends `0` as well as null for "unknown".
    var knownID: Int? { id.flatMap { $0 != 0 ? $0 : nil } }

    /// Whether two references name the same player: by id when both have one, else by name
    /// (names are only compared when an id is missing, since one id can carry two spellings).
    func isSamePlayer(as other: EventPlayer) -> Bool {
        if let a = knownID, let b = other.knownID { return a == b }
        if let a = name, let b = other.name { return a == b }
        return false
    }
}
