/// A side's match statistics, derived from its players' lines.
package struct TeamMatchStats: Sendable {
    package var shotsOn = 0
    package var shotsOff = 0
    package var shotsTotal = 0
    package var shotsBlocked = 0
    package var shotsInsideBox = 0
    package var shotsOutsideBox = 0
    package var fouls = 0
    package var corners = 0
    package var offsides = 0
    package var possessionPercent = 50
    package var yellowCards = 0
    package var redCards = 0
    package var saves = 0
    package var passes = 0
    package var accuratePasses = 0
    package var expectedGoalsHundredths = 0
    package var goalsPrevented = 0

    /// `Passes %` as a whole percentage.
    package var passPercent: Int {
        passes == 0 ? 0 : (accuratePasses * 100 + passes / 2) / passes
    }
}
