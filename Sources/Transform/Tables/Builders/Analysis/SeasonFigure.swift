/// The rules the season figures share (`squad_season_stats`, the standings' added columns):
/// one rounding and one per-90 rate, so every table states them the same way.
enum SeasonFigure {
    /// Minutes under which a per-90 rate is empty: a rate over a few minutes says nothing.
    static let per90MinimumMinutes = 90

    /// `value` rounded half away from zero to two places, so sums and averages of two-place
    /// values do not show binary noise (2.79, not 2.7899999999999996).
    static func hundredths(_ value: Double) -> Double {
        (value * 100).rounded() / 100
    }

    /// `count` per 90 minutes over `minutes`, to two places; nil under 90 minutes (never infinite).
    static func per90(_ count: Int, minutes: Int) -> Double? {
        guard minutes >= per90MinimumMinutes else { return nil }
        return hundredths(count * 90, over: minutes)
    }

    /// `numerator / denominator` (the denominator above 0) to two places, rounded half away
    /// from zero in whole numbers, so 1 / 8 gives 0.13 and -1 / 8 gives -0.13 exactly.
    static func hundredths(_ numerator: Int, over denominator: Int) -> Double {
        let scaled = numerator.magnitude * 100
        let divisor = UInt(denominator)
        let rounded = Double((2 * scaled + divisor) / (2 * divisor)) / 100
        return numerator < 0 ? -rounded : rounded
    }
}
