import APIModel

/// One thing every item of a list answer says about the request it answers: the request's
/// `parameter` (a value, or ids joined by `-`) must be what the item holds at `paths`.
/// `fixtures?league=39` items have `league.id` 39; `fixtures?ids=1-2` items have `fixture.id`
/// 1 or 2; an `h2h=33-50` item has both teams in the pair. Items that leave a value out are
/// not judged (the model reads them, or says why it cannot).
package struct AnswerClaim: Sendable, Hashable {
    /// How the item's values must relate to the requested ones.
    package enum Rule: Sendable, Hashable {
        /// Every value found at `paths` is one of the requested ones.
        case every
        /// At least one value found at `paths` is one of the requested ones (a team is home or away).
        case any
    }

    /// The request parameter the claim is about (`league`, `ids`).
    package let parameter: String
    /// Where each item holds the value, as keys from the item (`["league", "id"]`).
    package let paths: [[String]]
    package let rule: Rule

    package init(_ parameter: String, _ paths: [String]..., rule: Rule = .every) {
        self.parameter = parameter
        self.paths = paths
        self.rule = rule
    }

    /// The claims of each endpoint's items, where its model holds the requested values.
    package static func claims(for endpoint: Endpoint) -> [AnswerClaim] {
        switch endpoint {
        case .fixtures, .fixturesHeadToHead:
            [AnswerClaim("league", ["league", "id"]), AnswerClaim("season", ["league", "season"]),
             AnswerClaim("ids", ["fixture", "id"]), AnswerClaim("id", ["fixture", "id"]),
             AnswerClaim("team", ["teams", "home", "id"], ["teams", "away", "id"], rule: .any),
             AnswerClaim("h2h", ["teams", "home", "id"], ["teams", "away", "id"])]
        case .standings:
            [AnswerClaim("league", ["league", "id"]), AnswerClaim("season", ["league", "season"])]
        case .squads:
            [AnswerClaim("team", ["team", "id"])]
        case .players:
            [AnswerClaim("id", ["player", "id"])]
        case .transfers:
            [AnswerClaim("player", ["player", "id"])]
        case .leagues:
            [AnswerClaim("id", ["league", "id"])]
        default:
            []
        }
    }

    /// Throws `answerMismatch` (65) at the first item whose values break a claim of `request`'s endpoint.
    package static func check(_ envelope: Envelope, answering request: Request) throws(ExtractError) {
        var claims: [(claim: AnswerClaim, requested: Set<Int>)] = []
        for claim in Self.claims(for: request.endpoint) {
            guard let value = request[claim.parameter] else { continue }
            claims.append((claim, Set(value.split(separator: "-").compactMap { Int($0) })))
        }
        guard !claims.isEmpty, let items = try? envelope.response.elements() else { return }
        for item in items {
            for (claim, requested) in claims where !requested.isEmpty {
                let found = claim.paths.compactMap { Self.value(in: item, at: $0) }
                guard !found.isEmpty else { continue }
                let holds = claim.rule == .every
                    ? found.allSatisfy { requested.contains($0.value) } : found.contains { requested.contains($0.value) }
                guard !holds else { continue }
                let culprit = found.first { !requested.contains($0.value) } ?? found[0]
                throw AnswerEcho.mismatch(
                    envelope, request, path: culprit.path,
                    requested: "\(claim.parameter)=\(request[claim.parameter] ?? "")", found: "\(culprit.value)")
            }
        }
    }

    /// The integer at `keys` below `item`, with its path; nil when absent or not an integer.
    private static func value(in item: JSONNode, at keys: [String]) -> (value: Int, path: String)? {
        var node = item
        for key in keys.dropLast() {
            guard let child = try? node.object(key) else { return nil }
            node = child
        }
        guard let last = keys.last, let value = try? node.int(last) else { return nil }
        return (value, node.path.text(appending: .key(last)))
    }
}
