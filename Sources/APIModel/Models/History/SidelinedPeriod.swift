/// One item of `sidelined`: a period a player or coach was out.
package struct SidelinedPeriod: APIDecodable, Equatable {
    /// `type`: the reason (`Hamstring`, `Suspended`).
    package let type: String?
    /// `start`, `YYYY-MM-DD`.
    package let start: String?
    /// `end`, `YYYY-MM-DD`; null while still out.
    package let end: String?

    /// Reads a `sidelined` item.
    package init(_ node: JSONNode) throws(APIModelError) {
        type = try node.string("type")
        start = try node.string("start")
        end = try node.string("end")
    }
}
