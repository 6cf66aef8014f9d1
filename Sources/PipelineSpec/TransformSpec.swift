/// How extracted data is shaped.
package struct TransformSpec: Sendable, Equatable {
    /// IANA zone for the local kickoff column; UTC is always written too.
    package var timezone: String?
    package var nulls: NullPolicy

    package init(timezone: String? = nil, nulls: NullPolicy = .zero) {
        self.timezone = timezone
        self.nulls = nulls
    }
}

/// How a null counting statistic (the API's "none happened") is written.
package enum NullPolicy: String, Sendable, Equatable, CaseIterable {
    /// As 0.
    case zero
    /// As an empty cell.
    case empty
}
