/// One item of `transfers`: a player and every transfer the API knows for him.
package struct TransferHistory: APIDecodable, Equatable {
    /// `player {id, name}`; the name's spelling can differ between fetches.
    package let player: PlayerReference
    /// `update`: when the API last changed this list.
    package let update: String?
    /// `transfers[]`, in the API's order (newest first).
    package let transfers: [Transfer]

    /// One transfer.
    package struct Transfer: APIDecodable, Equatable {
        /// `date`, `YYYY-MM-DD`.
        package let date: String?
        /// `type` as sent (`Free`, `Loan`, `N/A`, `€ 5M`).
        package let type: String?
        /// `teams.in`: the club he joined.
        package let teamIn: TeamReference
        /// `teams.out`: the club he left.
        package let teamOut: TeamReference

        /// Reads an element of `transfers`.
        package init(_ node: JSONNode) throws(APIModelError) {
            date = try node.string("date")
            type = try node.string("type")
            let teams = try node.object("teams")
            teamIn = try TeamReference(teams.object("in"))
            teamOut = try TeamReference(teams.object("out"))
        }
    }

    /// Reads a `transfers` item.
    package init(_ node: JSONNode) throws(APIModelError) {
        player = try PlayerReference(node.object("player"))
        update = try node.string("update")
        transfers = try node.list("transfers", of: Transfer.self)
    }
}
