// TEMPORARY: merged into ExtractError when the transport chain lands.
package enum ExtractError: Error, Sendable {
    case unknownLeague(country: String, name: String, closeMatches: [String])
    case ambiguousLeague(country: String, name: String, candidates: [String])
    case noCurrentSeason(league: Int)
}
