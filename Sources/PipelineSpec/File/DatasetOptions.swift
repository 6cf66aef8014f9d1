import Catalog
import Foundation

/// The options one `extract` item gives its dataset; each dataset takes `ttl`, some take more.
struct DatasetOptions: Sendable {
    /// Cache lifetime in seconds (`ExtractSpec.cacheForever` for `never`).
    var ttl: Int?
    /// `max_age:` in seconds.
    var maxAge: Int?
    var fixtureWindow: FixtureWindow?
    var players: PlayerSelection?
    var headToHead: HeadToHeadSelection?
    var fixtureChoice: FixtureChoice?
    /// `tables:`: the dataset's tables to write, a subset of its descriptor's.
    var tables: [String]?

    /// Puts these options into the extract spec for `dataset`.
    func apply(to spec: inout ExtractSpec, for dataset: Dataset) {
        if let ttl { spec.cacheLifetimes[dataset] = ttl }
        if let maxAge { spec.maxAges[dataset] = maxAge }
        if let fixtureWindow { spec.fixtureWindow = fixtureWindow }
        if let players { spec.players = players }
        if let headToHead { spec.headToHead = headToHead }
        if let fixtureChoice { spec.fixtureChoices[dataset] = fixtureChoice }
        if let tables { spec.tableChoices[dataset] = tables }
    }

    /// The options mapping `dataset` accepts.
    static func node(for dataset: Dataset) -> SpecNode<DatasetOptions> {
        let tables = tables(of: dataset)
        return switch dataset.descriptor.options {
        case .fixtureWindow: fixtures(tables)
        case .playerSelection: players(tables)
        case .headToHead: headToHead(tables)
        case .upcomingFixtures: upcomingFixtures(tables)
        case .none: ttlOnly(tables)
        }
    }

    /// `tables: [events]`: some of the tables the dataset makes, each named once.
    static func tables(of dataset: Dataset) -> SpecField<[String]> {
        let made = dataset.descriptor.tables
        return SpecField.optional(
            "tables", Spec.uniqueList(of: Spec.choice(of: made), "a list of some of \(made.joined(separator: ", "))"),
            doc: "Only these of the dataset's tables are written (\(made.joined(separator: ", "))); by default all of them.")
    }

    static let ttl = SpecField<Int>.optional(
        "ttl",
        CalendarText.secondsOrDuration(
            like: "30m, 1h or 7d", atMost: DurationText.longestLifetimeSeconds,
            others: [Spec.word("never").map { _ in ExtractSpec.cacheForever }],
            expected: "seconds, a duration like 45s, 30m, 1h or 7d, or never"),
        doc: "How long cached responses of this dataset stay fresh: seconds, 45s/30m/1h/7d, or never (kept forever); at most 3650d.")

    static let maxAge = SpecField<Int>.optional(
        "max_age",
        CalendarText.secondsOrDuration(
            like: "30m, 6h or 2d", atMost: DurationText.longestLifetimeSeconds, expected: "seconds, or a duration like 45s, 30m, 6h or 2d"),
        doc: "Caps how long cached responses of this dataset are used, whatever ttl or the defaults say (like --max-age); at most 3650d.")

    private static func ttlOnly(_ tables: SpecField<[String]>) -> SpecNode<DatasetOptions> {
        Spec.mapping("a mapping of options (ttl, max_age, tables)", fields: [ttl, maxAge, tables]) { m in
            DatasetOptions(ttl: m.optional(ttl), maxAge: m.optional(maxAge), tables: m.optional(tables))
        }
    }

    static let round = SpecField.optional(
        "round", Spec.word("current"), doc: "current: only the league's current round (instead of from and to).")
    static let rounds = SpecField.optional(
        "rounds",
        Spec.oneOf(
            [
                Spec.enumeration(RoundSelector.self).map { [$0] },
                Spec.uniqueList(of: Spec.enumeration(RoundSelector.self), "a list of previous, current or next")
            ], "previous, current or next, or a list of them"),
        doc: "Rounds around the league's current one: previous, current, next, or a list such as [previous, current].")
    static let from = SpecField.optional(
        "from", dayBound, doc: "First kickoff date (UTC) of the fixtures exported: YYYY-MM-DD, or days from today such as -7d; needs to.")
    static let to = SpecField.optional(
        "to", dayBound, doc: "Last kickoff date (UTC) of the fixtures exported: YYYY-MM-DD, or days from today such as +7d; needs from.")

    private static func fixtures(_ tables: SpecField<[String]>) -> SpecNode<DatasetOptions> {
        Spec.mapping(
            "a mapping of options (round, rounds, from and to, ttl, max_age, tables)",
            fields: [round, rounds, from, to, ttl, maxAge, tables],
            // `to` comes only with `from`, so excluding `from` excludes the whole date window.
            rules: [.together([from.name, to.name]), .atMostOne([round.name, rounds.name, from.name])]
        ) { m in
            var window = FixtureWindow.all
            if m.optional(round) != nil { window = .currentRound }
            if let selectors = m.optional(rounds) { window = .rounds(Set(selectors)) }
            if let first = m.optional(from), let last = m.optional(to) {
                let reversed =
                    switch (first, last) {
                    case (.date(let a), .date(let b)): a > b
                    case (.offset(let a), .offset(let b)): a > b
                    default: false
                    }
                switch (first, last) {
                case _ where reversed:
                    let at = m.entry(to)?.value.position ?? m.site.position
                    m.site.report(
                        .invalidDateRange(
                            at: SourceLocation(file: m.site.context.file, position: at), field: m.site.path,
                            from: first.text, to: last.text))
                    return nil
                case (.date(let a), .date(let b)):
                    window = .dates(from: a, to: b)
                default:
                    window = .days(from: first, to: last)
                }
            }
            return DatasetOptions(ttl: m.optional(ttl), maxAge: m.optional(maxAge), fixtureWindow: window, tables: m.optional(tables))
        }
    }

    /// A date, or days from today (`-7d`, `+7d`, `0d`).
    private static let dayBound: SpecNode<DayBound> = Spec.string(
        "a date YYYY-MM-DD, or days from today such as -7d or +7d",
        pattern: "^([0-9]{4}-[0-9]{2}-[0-9]{2}|[+-]?[0-9]{1,4}d)$"
    ).refined { (text: String, site: SpecSite) -> DayBound? in
        if text.hasSuffix("d") { return .offset(days: Int(text.dropLast().replacingOccurrences(of: "+", with: "")) ?? 0) }
        guard CalendarText.isDate(text) else {
            site.report(.invalidFormat(at: site.location, field: site.path, value: text, expected: "a date that exists, YYYY-MM-DD"))
            return nil
        }
        return .date(text)
    }

    private static let playerDefaults = PlayerSelection()
    static let playersFrom = SpecField.defaulted(
        "from", Spec.uniqueList(of: Spec.enumeration(PlayerSource.self), "a list of top_scorers, top_assists or squads"),
        default: playerDefaults.from, doc: "The lists whose players are exported.")
    static let playerSeasons = SpecField.defaulted(
        "seasons", Spec.integer("a number of seasons", minimum: 1, maximum: 20), default: playerDefaults.seasons,
        doc: "How many seasons of each player's history, counting the scope's season as the first.")

    private static func players(_ tables: SpecField<[String]>) -> SpecNode<DatasetOptions> {
        Spec.mapping(
            "a mapping of options (from, seasons, ttl, max_age, tables)", fields: [playersFrom, playerSeasons, ttl, maxAge, tables]
        ) { m in
            DatasetOptions(
                ttl: m.optional(ttl), maxAge: m.optional(maxAge), players: PlayerSelection(from: m(playersFrom), seasons: m(playerSeasons)),
                tables: m.optional(tables))
        }
    }

    private static let headToHeadDefaults = HeadToHeadSelection()
    static let pairs = SpecField.defaulted(
        "for", Spec.enumeration(HeadToHeadPairs.self), default: headToHeadDefaults.pairs,
        doc: "Which pairs of teams: upcoming (meeting in fixtures not yet played) or all (every pair meeting in the season).")
    static let last = SpecField.defaulted(
        "last", Spec.integer("a number of meetings", minimum: 1, maximum: 50), default: headToHeadDefaults.last,
        doc: "Past meetings per pair.")

    private static func headToHead(_ tables: SpecField<[String]>) -> SpecNode<DatasetOptions> {
        Spec.mapping("a mapping of options (for, last, ttl, max_age, tables)", fields: [pairs, last, ttl, maxAge, tables]) { m in
            DatasetOptions(
                ttl: m.optional(ttl), maxAge: m.optional(maxAge), headToHead: HeadToHeadSelection(pairs: m(pairs), last: m(last)),
                tables: m.optional(tables))
        }
    }

    /// `upcoming` or `all`: the two choices a per-fixture dataset about coming matches offers.
    enum UpcomingOrAll: String, Sendable, CaseIterable {
        case upcoming
        case all
    }

    static let fixturesFor = SpecField.defaulted(
        "for", Spec.enumeration(UpcomingOrAll.self), default: .upcoming,
        doc: "Which fixtures: upcoming (not started yet; one call each) or all (every fixture of the window, played ones too).")

    private static func upcomingFixtures(_ tables: SpecField<[String]>) -> SpecNode<DatasetOptions> {
        Spec.mapping("a mapping of options (for, ttl, max_age, tables)", fields: [fixturesFor, ttl, maxAge, tables]) { m in
            DatasetOptions(
                ttl: m.optional(ttl), maxAge: m.optional(maxAge), fixtureChoice: m(fixturesFor) == .all ? .all : .upcoming,
                tables: m.optional(tables))
        }
    }
}

extension DayBound {
    /// As written in the pipeline file: `2024-05-01` or `-7d`.
    var text: String {
        switch self {
        case .date(let date): date
        case .offset(let days): days < 0 ? "\(days)d" : "+\(days)d"
        }
    }
}
