/// Who went off and who came on in a substitution, and which rule decided it.
package struct TimelineSubstitution: Sendable, Hashable {
    package let playerOff: EventPlayer
    package let playerOn: EventPlayer
    package let rule: SubstitutionRule

    package init(playerOff: EventPlayer, playerOn: EventPlayer, rule: SubstitutionRule) {
        self.playerOff = playerOff
        self.playerOn = playerOn
        self.rule = rule
    }
}

/// How a substitution's direction was decided, named as written to the `substitution_rule` column.
package enum SubstitutionRule: String, Sendable, Hashable, CaseIterable {
    /// The lineups, with the substitutions before it, told: one player was on the pitch, the
    /// other an unused substitute.
    case lineups
    /// The lineups could not tell (missing, unknown ids, contradictory): the API's documented
    /// order, `player` off and `assist` on.
    case documentedOrder = "documented_order"
}
