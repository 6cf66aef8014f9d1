package import APIModel

/// Everything the tool knows about one dataset, in one value: what a pipeline calls it, which
/// endpoint answers it, how the planner derives its requests, how long an answer stays fresh,
/// which coverage flag gates it, how an answer joins `ExtractedData` and which tables it feeds.
/// The planner, the cache, `convert`, the pipeline schema, `plan`'s cost and the README's table
/// list all read these (docs/ARCHITECTURE.md, "Adding a dataset").
package struct DatasetDescriptor: Sendable {
    package let name: Dataset
    /// One line on what the dataset exports, for the schema, `plan` and the README.
    package let summary: String
    package let endpoint: Endpoint
    /// How the planner turns scope and earlier answers into requests.
    package let requests: RequestRule
    /// Whether its answers belong to the whole run or to one league-season, and what names it.
    package let placement: DatasetPlacement
    /// Items per page when the endpoint pages (`players`: 20); nil when it answers in one page.
    package let pageSize: Int?
    package let lifetime: LifetimeRule
    /// The league-season coverage flag that says whether the API has this data at all.
    package let coverage: Coverage.Flag?
    /// The options an `extract:` item may give this dataset, besides `ttl`.
    package let options: DatasetOptionKind
    /// Datasets whose answers its requests are derived from, fetched even when not named.
    package let needs: [Dataset]
    /// The shape `response` must have: a list for most endpoints, one object for a few.
    package let answerShape: AnswerShape
    /// What each item of an answer must say about the request (its league, ids, team…).
    package let claims: [AnswerClaim]
    /// Whether a request of `endpoint` is one of this dataset's (`fixtures?ids=` is details).
    package let serves: @Sendable (Request) -> Bool
    /// Decodes an answer and files it into the run's data, marking the dataset's `tables` as
    /// answered (`ExtractedData.answeredTables`), so an empty answer still writes them. The
    /// source says which request it answers and, for answers that meet others, when it was fetched.
    package let absorb: @Sendable (inout ExtractedData, Envelope, AnswerSource) throws(APIModelError) -> Void
    /// The output tables this dataset's answers feed, by name.
    package let tables: [String]
    /// The lists each item must hold (`ExpectedList`); one that is null, `{}` or absent is warned about.
    package let lists: [ExpectedList]
    /// For a per-match dataset, the key of a `fixtures?ids=` item that holds the same answer
    /// (`events`): a stored batch then answers its requests before any is sent.
    package let detailsKey: String?

    package init(
        _ name: String, summary: String, endpoint: Endpoint, requests: RequestRule, placement: DatasetPlacement, pageSize: Int? = nil,
        lifetime: LifetimeRule, coverage: Coverage.Flag? = nil, options: DatasetOptionKind = .none,
        needs: [Dataset] = [], answerShape: AnswerShape = .list, claims: [AnswerClaim] = [],
        serves: @escaping @Sendable (Request) -> Bool = { _ in true },
        absorb: @escaping @Sendable (inout ExtractedData, Envelope, Request) throws(APIModelError) -> Void,
        tables: [String], lists: [ExpectedList] = [], detailsKey: String? = nil
    ) {
        self.init(
            name, summary: summary, endpoint: endpoint, requests: requests, placement: placement, pageSize: pageSize, lifetime: lifetime,
            coverage: coverage, options: options, needs: needs, answerShape: answerShape, claims: claims, serves: serves,
            absorbAnswer: { data, envelope, source throws(APIModelError) in try absorb(&data, envelope, source.request) },
            tables: tables, lists: lists, detailsKey: detailsKey
        )
    }

    /// A descriptor whose answers meet others of the same match or league-season, so its `absorb`
    /// reads the whole source (docs/answers.md).
    package init(
        _ name: String, summary: String, endpoint: Endpoint, requests: RequestRule, placement: DatasetPlacement, pageSize: Int? = nil,
        lifetime: LifetimeRule, coverage: Coverage.Flag? = nil, options: DatasetOptionKind = .none,
        needs: [Dataset] = [], answerShape: AnswerShape = .list, claims: [AnswerClaim] = [],
        serves: @escaping @Sendable (Request) -> Bool = { _ in true },
        absorbAnswer absorb: @escaping @Sendable (inout ExtractedData, Envelope, AnswerSource) throws(APIModelError) -> Void,
        tables: [String], lists: [ExpectedList] = [], detailsKey: String? = nil
    ) {
        self.name = Dataset(name)
        self.summary = summary
        self.endpoint = endpoint
        self.requests = requests
        self.placement = placement
        self.pageSize = pageSize
        self.lifetime = lifetime
        self.coverage = coverage
        self.options = options
        self.needs = needs
        self.answerShape = answerShape
        self.claims = claims
        self.serves = serves
        self.absorb = { data, envelope, source throws(APIModelError) in
            try absorb(&data, envelope, source)
            data.answeredTables.formUnion(tables)
            if let leagueSeason = placement.leagueSeason(of: source.request) { data.answers.place(source.request, in: leagueSeason) }
        }
        self.tables = tables
        self.lists = lists
        self.detailsKey = detailsKey
    }
}

/// What `response` holds in a successful answer.
package enum AnswerShape: Sendable, Hashable {
    /// A JSON array (possibly empty).
    case list
    /// One JSON object (`teams/statistics`).
    case object
}

/// The options mapping an `extract:` item accepts for a dataset (each also takes `ttl`).
package enum DatasetOptionKind: Sendable, Hashable {
    case none
    /// `round: current` or `from`/`to`: narrows the season's fixtures.
    case fixtureWindow
    /// `from` lists and `seasons` back: which players.
    case playerSelection
    /// `for` upcoming or all pairs, `last` meetings.
    case headToHead
    /// `for` upcoming (the default) or all fixtures of the window.
    case upcomingFixtures
}
