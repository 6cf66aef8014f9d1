/// A fixture's `league.round` split into its stage and, when it has one, its number.
package struct Round: Sendable, Hashable {
    /// The round text exactly as the API gave it (`"Regular Season - 46"`).
    package let name: String
    /// The competition stage (`"Regular Season"`, `"Round of 16"`).
    package let stage: String
    /// The round number within the stage (`46`), or nil when the name carries none.
    package let number: Int?

    package init(name: String, stage: String, number: Int?) {
        self.name = name
        self.stage = stage
        self.number = number
    }
}
