/// What a statistic measures, which decides what a null means.
package enum StatisticKind: String, Sendable, Hashable, CaseIterable {
    /// Events counted (shots, fouls, saves): null is the API's "none happened", written per
    /// the pipeline's `NullPolicy`.
    case count
    /// A share (`"58%"`): null means not measured and stays null.
    case percentage
    /// A model estimate (expected goals, goals prevented): null means not measured, stays null.
    case measure
}
