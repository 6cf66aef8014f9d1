/// One item of `coachs`: a coach's profile, current team and career.
package struct Coach: APIDecodable, Equatable {
    /// `id`, `name`, `firstname`, `lastname`, `age`, `birth`, `nationality`, `height`, `weight`, `photo`.
    package let profile: PersonProfile
    /// `team`: the current team.
    package let team: TeamReference
    /// `career[]`, newest first.
    package let career: [CareerEntry]

    /// One job in `career`.
    package struct CareerEntry: APIDecodable, Equatable {
        /// `team`.
        package let team: TeamReference
        /// `start`, `YYYY-MM-DD`.
        package let start: String?
        /// `end`; null for the current job.
        package let end: String?

        /// Reads an element of `career`.
        package init(_ node: JSONNode) throws(APIModelError) {
            team = try TeamReference(node.object("team"))
            start = try node.string("start")
            end = try node.string("end")
        }
    }

    /// Reads a `coachs` item.
    package init(_ node: JSONNode) throws(APIModelError) {
        profile = try PersonProfile(node)
        team = try TeamReference(node.object("team"))
        career = try node.list("career", of: CareerEntry.self)
    }
}
