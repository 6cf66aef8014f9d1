/// A player's or coach's profile, as `players`, `players/profiles`, the top lists and `coachs`
/// send it.
package struct PersonProfile: APIDecodable, Equatable {
    /// `id`; required.
    package let id: Int
    /// `name` (`E. Haaland`, `T. Tuchel`).
    package let name: String?
    /// `firstname`.
    package let firstname: String?
    /// `lastname` (the API truncates some).
    package let lastname: String?
    /// `age` in years.
    package let age: Int?
    /// `birth`.
    package let birth: PersonBirth
    /// `nationality`.
    package let nationality: String?
    /// `height` as sent (`"180 cm"`).
    package let height: String?
    /// `weight` as sent (`"75 kg"`).
    package let weight: String?
    /// `injured`; `players` and the top lists only.
    package let injured: Bool?
    /// `number`: shirt number; `players/profiles` only.
    package let number: Int?
    /// `position` (`Attacker`…); `players/profiles` only.
    package let position: String?
    /// `photo` URL.
    package let photo: String?

    /// Reads a `player` object, or a `coachs` item's own members.
    package init(_ node: JSONNode) throws(APIModelError) {
        id = try node.requiredInt("id")
        name = try node.string("name")
        firstname = try node.string("firstname")
        lastname = try node.string("lastname")
        age = try node.int("age")
        birth = try PersonBirth(node.object("birth"))
        nationality = try node.string("nationality")
        height = try node.string("height")
        weight = try node.string("weight")
        injured = try node.bool("injured")
        number = try node.int("number")
        position = try node.string("position")
        photo = try node.string("photo")
    }
}
