/// Decoded answers of the datasets that need no joining on arrival, kept by request: a new
/// dataset's descriptor files its models here and its table builder reads them back, so neither
/// needs a field of its own in `ExtractedData`. Read back in request order, so runs are
/// deterministic whatever order answers arrived in.
package struct FiledAnswers: Sendable {
    private var answers: [Endpoint: [Request: any Sendable]] = [:]
    /// The league-season of each answer its dataset declares placed by its request.
    private var leagueSeasons: [Request: LeagueSeason] = [:]

    package init() {}

    /// Files `value`, the decoded answer to `request`. Of two answers to the same request the
    /// fuller stays, whichever came first (`RepeatedAnswer`).
    package mutating func add(_ value: some Sendable, for request: Request) {
        answers[request.endpoint, default: [:]][request] = RepeatedAnswer.kept(answers[request.endpoint]?[request], value as any Sendable)
    }

    /// Every answer of `endpoint` decoded as `T`, in request order (pages of one query in page order).
    /// A filtered answer (`odds?fixture=1&bet=5`, `Request.narrowsList`) is left out where the same
    /// query unfiltered was answered too: it only fills a gap (docs/answers.md).
    package func answers<T: Sendable>(_ type: T.Type, of endpoint: Endpoint) -> [FiledAnswer<T>] {
        guard let byRequest = answers[endpoint] else { return [] }
        let unfiltered = Set(byRequest.keys.filter { !$0.narrowsList }.map(\.withoutNarrowing))
        return byRequest.compactMap { request, value -> FiledAnswer<T>? in
            if request.narrowsList, unfiltered.contains(request.withoutNarrowing) { return nil }
            return (value as? T).map { FiledAnswer(request: request, value: $0) }
        }
        .sorted { $0.request.pageOrdered < $1.request.pageOrdered }
    }

    /// Every item of every list answer of `endpoint`, in request order.
    package func items<T: Sendable>(_ type: T.Type, of endpoint: Endpoint) -> [T] {
        answers([T].self, of: endpoint).flatMap(\.value)
    }

    /// Files the answer to `request` as one of `leagueSeason`'s (its dataset's declared placement).
    package mutating func place(_ request: Request, in leagueSeason: LeagueSeason) {
        leagueSeasons[request] = leagueSeason
    }

    /// The league-season the answer to `request` was placed in, if any.
    package func leagueSeason(of request: Request) -> LeagueSeason? {
        leagueSeasons[request]
    }

    /// The answers whose placement `keep` accepts, nil for those of the whole run (an endpoint
    /// with none left is gone too).
    package func filter(placed keep: (LeagueSeason?) -> Bool) -> FiledAnswers {
        var kept = FiledAnswers()
        for (endpoint, byRequest) in answers {
            let chosen = byRequest.filter { keep(leagueSeasons[$0.key]) }
            if !chosen.isEmpty { kept.answers[endpoint] = chosen }
        }
        kept.leagueSeasons = leagueSeasons.filter { keep($0.value) }
        return kept
    }

    /// Whether any answer of `endpoint` was filed: its tables are written, even when empty.
    package func contains(_ endpoint: Endpoint) -> Bool { answers[endpoint] != nil }
}

extension Request {
    /// A sort key that puts `page=10` after `page=9` and the first (page-less) request first.
    fileprivate var pageOrdered: PageOrderedKey {
        PageOrderedKey(
            base: parameters.filter { $0.name != "page" }.map { "\($0.name)=\($0.value)" }.joined(separator: "&"),
            page: integer("page") ?? 1
        )
    }
}

private struct PageOrderedKey: Comparable {
    let base: String
    let page: Int

    static func < (a: PageOrderedKey, b: PageOrderedKey) -> Bool { (a.base, a.page) < (b.base, b.page) }
}

/// One answer of an `FiledAnswers`: the request and its decoded value.
package struct FiledAnswer<Value: Sendable>: Sendable {
    package let request: Request
    package let value: Value
}
