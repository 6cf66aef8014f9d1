/// Something in the data a user should know about, kept as it came (never "fixed"): a fixture
/// whose events disagree with its score, a statistic no column was declared for. Sorted by code,
/// then fixture, team, message and details, so a run's list is the same every time.
package struct TransformWarning: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// What kind of finding it is; the raw value is the stable identifier (`score_mismatch`).
    package enum Code: String, Sendable, Hashable, CaseIterable {
        /// The running score at the end of a fixture's events differs from its `goals`.
        case scoreMismatch = "score_mismatch"
        /// An event's team is neither side of its fixture: no side, and not scored.
        case eventTeamNotInFixture = "event_team_not_in_fixture"
        /// Substitutions whose direction the lineups could not tell; the documented order was used.
        case substitutionFallback = "substitution_fallback"
        /// A team statistic type outside the known list, kept as its own column.
        case unknownStatistic = "unknown_statistic"
        /// A statistic type whose column name was taken or too long, written under another (`stat_season`).
        case renamedStatisticColumn = "renamed_statistic_column"
        /// Players listed with id 0 or null in a fixture's player statistics; id written empty.
        case unknownPlayerID = "unknown_player_id"
        /// The pipeline's timezone is not in the system tz database; local kickoffs are empty.
        case unknownTimezone = "unknown_timezone"
        /// Per-match answers (events, lineups, statistics) for a fixture the run never saw.
        case detailsWithoutFixture = "details_without_fixture"
        /// A team statistic value that is no number where its column is numeric; written empty.
        case unreadableStatistic = "unreadable_statistic"
        /// Values of a column no reader understood (`"7,5"`, `"2024-02-30"`); written empty, counted.
        case unparseableValue = "unparseable_value"
        /// Values outside the range their column declares (a capacity of -5); written empty, counted.
        case outOfRangeValue = "out_of_range_value"
        /// Texts that held NUL characters, written without them in every format (`NULCharacters`).
        case removedNULCharacters = "removed_nul_characters"
        /// Answers of one match (or one league-season's standings) that said different things;
        /// the one the rule of docs/answers.md chose was kept.
        case answersDisagree = "answers_disagree"
        /// A fixture's score fields that contradict each other (`score_check` says which way).
        case scoreFieldsDisagree = "score_fields_disagree"
    }

    /// What kind of finding it is.
    package let code: Code
    /// What happened and where, in words (`fixture 1208140 (Manchester City v Tottenham): …`).
    package let message: String
    /// The fixture concerned, if any.
    package let fixtureID: Int?
    /// The team concerned, if any.
    package let teamID: Int?
    /// Further context by name (`statistic`, `column`, `timezone`).
    package let details: [String: String]

    /// A warning; `fixtureID`/`teamID` say where, `details` add named context.
    package init(code: Code, message: String, fixtureID: Int? = nil, teamID: Int? = nil, details: [String: String] = [:]) {
        self.code = code
        self.message = message
        self.fixtureID = fixtureID
        self.teamID = teamID
        self.details = details
    }

    /// Every piece of context as text (`fixture_id`, `team_id` and the details), for a manifest.
    package var context: [String: String] {
        var context = details
        if let fixtureID { context["fixture_id"] = String(fixtureID) }
        if let teamID { context["team_id"] = String(teamID) }
        return context
    }

    /// `score_mismatch: fixture 1208140 …`.
    package var description: String { "\(code.rawValue): \(message)" }

    package static func < (a: TransformWarning, b: TransformWarning) -> Bool {
        let rankA = Code.allCases.firstIndex(of: a.code)!
        let rankB = Code.allCases.firstIndex(of: b.code)!
        if rankA != rankB { return rankA < rankB }
        if a.fixtureID != b.fixtureID { return (a.fixtureID ?? Int.min) < (b.fixtureID ?? Int.min) }
        if a.teamID != b.teamID { return (a.teamID ?? Int.min) < (b.teamID ?? Int.min) }
        if a.message != b.message { return a.message < b.message }
        return a.details.sorted { $0.key < $1.key }.lexicographicallyPrecedes(b.details.sorted { $0.key < $1.key }) {
            ($0.key, $0.value) < ($1.key, $1.value)
        }
    }
}
