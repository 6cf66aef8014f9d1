/// Where one answer came from, as the rule of which answer wins reads it (docs/answers.md).
package struct AnswerSource: Sendable, Hashable {
    package let request: Request
    /// When it was fetched, in Unix seconds: a cache entry's time, the clock's now for the
    /// network; nil for recordings and `convert`, whose files say nothing about it.
    package let fetchedAt: Double?
    /// What names it in a warning: its file, else its request.
    package let label: String

    package init(request: Request, fetchedAt: Double? = nil, label: String? = nil) {
        self.request = request
        self.fetchedAt = fetchedAt
        self.label = label ?? request.description
    }

    /// Whether its request narrows a list to a part of it (`narrowsList`).
    package var isFiltered: Bool { request.narrowsList }
}

extension Request {
    /// The parameters that narrow a list: `type`, `player` and `team` on a match's events,
    /// players and statistics; `bet` and `bookmaker` on odds.
    private static let narrowing: [Endpoint: Set<String>] = [
        Endpoint("fixtures/events"): ["type", "player", "team"],
        Endpoint("fixtures/players"): ["type", "player", "team"],
        Endpoint("fixtures/statistics"): ["type", "player", "team"],
        Endpoint("odds"): ["bet", "bookmaker"],
        Endpoint("odds/live"): ["bet", "bookmaker"]
    ]

    /// Whether this request asks for part of a list (`fixtures/events?fixture=1&type=Goal`): its
    /// answer fills a gap, never replaces the whole list's.
    package var narrowsList: Bool {
        guard let names = Self.narrowing[endpoint] else { return false }
        return parameters.contains { names.contains($0.name) }
    }

    /// The query this request narrows: its endpoint and parameters without the narrowing ones and
    /// without `page`.
    package var withoutNarrowing: Request {
        let dropped = (Self.narrowing[endpoint] ?? []).union(["page"])
        let kept = parameters.filter { !dropped.contains($0.name) }.map { ($0.name, $0.value) }
        return Request(endpoint, Dictionary(kept) { first, _ in first })
    }
}
