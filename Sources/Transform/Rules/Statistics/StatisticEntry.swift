package import APIModel

/// One `{type, value}` pair of a team's `statistics` list, as plain values.
package struct StatisticEntry: Sendable, Hashable {
    package let type: String
    package let value: APIScalar

    package init(type: String, value: APIScalar) {
        self.type = type
        self.value = value
    }
}
