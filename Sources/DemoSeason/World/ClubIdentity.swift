/// A club as responses refer to it: `{id, name, logo}`.
package struct ClubIdentity: Sendable, Hashable {
    package let id: Int
    package let name: String

    /// The API's media URL for the club's crest.
    package var logo: String { "https://media.api-sports.io/football/teams/\(id).png" }
}
