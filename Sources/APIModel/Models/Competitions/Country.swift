/// One item of `countries`, and the `country` of a league in the catalog.
package struct Country: APIDecodable, Equatable {
    /// `name` (`England`, `World`).
    package let name: String?
    /// `code` (`GB`); null for `World`.
    package let code: String?
    /// `flag` URL; null for `World`.
    package let flag: String?

    /// Reads a `countries` item or a league's `country`.
    package init(_ node: JSONNode) throws(APIModelError) {
        name = try node.string("name")
        code = try node.string("code")
        flag = try node.string("flag")
    }
}
