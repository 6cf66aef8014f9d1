/// Real competitions and countries for the `leagues` and `countries` catalogs, so a catalog
/// search finds the familiar names beside the generated leagues. Ids, names and country
/// spellings follow API-Football; seasons and coverage are representative, not copied.
enum RealWorldCatalog {
    /// How much a competition's seasons cover.
    enum Coverage {
        /// Everything, player and fixture statistics included.
        case full
        /// Events and lineups, no statistics.
        case partial
        /// Events only: no lineups, statistics or player data.
        case minimal
    }

    /// One catalog competition.
    struct Competition {
        let id: Int
        let name: String
        /// `League` or `Cup`.
        let type: String
        let country: String
        /// Seasons run January–December (named after the year) rather than August–May.
        let calendarYear: Bool
        let coverage: Coverage

        /// A catalog row, written compactly.
        init(_ id: Int, _ name: String, _ kind: Kind, _ country: String, _ calendar: SeasonCalendar, _ coverage: Coverage) {
            self.id = id
            self.name = name
            type = kind == .cup ? "Cup" : "League"
            self.country = country
            calendarYear = calendar == .calendarYear
            self.coverage = coverage
        }
    }

    /// League or cup.
    enum Kind { case league, cup }

    /// When a competition's seasons run.
    enum SeasonCalendar { case calendarYear, augustToMay }

    /// One catalog country: `code` and flag are nil for "World".
    struct Country {
        let name: String
        let code: String?
        let flagFile: String?
    }

    static let competitions: [Competition] = [
        .init(1, "World Cup", .cup, "World", .calendarYear, .full),
        .init(2, "UEFA Champions League", .cup, "World", .augustToMay, .full),
        .init(3, "UEFA Europa League", .cup, "World", .augustToMay, .full),
        .init(4, "Euro Championship", .cup, "World", .calendarYear, .full),
        .init(13, "CONMEBOL Libertadores", .cup, "World", .calendarYear, .partial),
        .init(39, "Premier League", .league, "England", .augustToMay, .full),
        .init(40, "Championship", .league, "England", .augustToMay, .full),
        .init(41, "League One", .league, "England", .augustToMay, .partial),
        .init(45, "FA Cup", .cup, "England", .augustToMay, .full),
        .init(48, "League Cup", .cup, "England", .augustToMay, .partial),
        .init(61, "Ligue 1", .league, "France", .augustToMay, .full),
        .init(62, "Ligue 2", .league, "France", .augustToMay, .partial),
        .init(66, "Coupe de France", .cup, "France", .augustToMay, .minimal),
        .init(71, "Serie A", .league, "Brazil", .calendarYear, .full),
        .init(78, "Bundesliga", .league, "Germany", .augustToMay, .full),
        .init(79, "2. Bundesliga", .league, "Germany", .augustToMay, .full),
        .init(81, "DFB Pokal", .cup, "Germany", .augustToMay, .full),
        .init(88, "Eredivisie", .league, "Netherlands", .augustToMay, .full),
        .init(94, "Primeira Liga", .league, "Portugal", .augustToMay, .full),
        .init(98, "J1 League", .league, "Japan", .calendarYear, .partial),
        .init(103, "Eliteserien", .league, "Norway", .calendarYear, .partial),
        .init(106, "Ekstraklasa", .league, "Poland", .augustToMay, .partial),
        .init(113, "Allsvenskan", .league, "Sweden", .calendarYear, .partial),
        .init(119, "Superliga", .league, "Denmark", .augustToMay, .partial),
        .init(128, "Liga Profesional Argentina", .league, "Argentina", .calendarYear, .full),
        .init(135, "Serie A", .league, "Italy", .augustToMay, .full),
        .init(136, "Serie B", .league, "Italy", .augustToMay, .partial),
        .init(137, "Coppa Italia", .cup, "Italy", .augustToMay, .partial),
        .init(140, "La Liga", .league, "Spain", .augustToMay, .full),
        .init(141, "Segunda División", .league, "Spain", .augustToMay, .partial),
        .init(143, "Copa del Rey", .cup, "Spain", .augustToMay, .partial),
        .init(144, "Jupiler Pro League", .league, "Belgium", .augustToMay, .full),
        .init(169, "Super League", .league, "China", .calendarYear, .minimal),
        .init(179, "Premiership", .league, "Scotland", .augustToMay, .full),
        .init(188, "A-League", .league, "Australia", .augustToMay, .partial),
        .init(197, "Super League 1", .league, "Greece", .augustToMay, .partial),
        .init(203, "Süper Lig", .league, "Turkey", .augustToMay, .full),
        .init(207, "Super League", .league, "Switzerland", .augustToMay, .partial),
        .init(218, "Bundesliga", .league, "Austria", .augustToMay, .partial),
        .init(233, "Premier League", .league, "Egypt", .augustToMay, .minimal),
        .init(253, "Major League Soccer", .league, "USA", .calendarYear, .full),
        .init(262, "Liga MX", .league, "Mexico", .augustToMay, .partial),
        .init(292, "K League 1", .league, "South-Korea", .calendarYear, .partial),
        .init(307, "Pro League", .league, "Saudi-Arabia", .augustToMay, .partial),
        .init(333, "Premier League", .league, "Ukraine", .augustToMay, .minimal),
        .init(345, "Czech Liga", .league, "Czech-Republic", .augustToMay, .minimal),
        .init(667, "Friendlies Clubs", .cup, "World", .calendarYear, .minimal),
        .init(848, "UEFA Europa Conference League", .cup, "World", .augustToMay, .full)
    ]

    static let countries: [Country] =
        [
            ("Argentina", "AR"), ("Australia", "AU"), ("Austria", "AT"), ("Belgium", "BE"), ("Brazil", "BR"),
            ("China", "CN"), ("Czech-Republic", "CZ"), ("Denmark", "DK"), ("Egypt", "EG"), ("England", "GB"),
            ("France", "FR"), ("Germany", "DE"), ("Ghana", "GH"), ("Greece", "GR"), ("Italy", "IT"), ("Japan", "JP"),
            ("Mexico", "MX"), ("Netherlands", "NL"), ("Nigeria", "NG"), ("Norway", "NO"), ("Poland", "PL"),
            ("Portugal", "PT"), ("Saudi-Arabia", "SA"), ("Scotland", "GB"), ("Senegal", "SN"), ("South-Korea", "KR"),
            ("Spain", "ES"), ("Sweden", "SE"), ("Switzerland", "CH"), ("Turkey", "TR"), ("Ukraine", "UA"), ("USA", "US")
        ].map { name, code in
            // England's flag file is gb.svg in 2023-era data; Scotland has its own.
            Country(name: name, code: code, flagFile: name == "Scotland" ? "gb-sct" : code.lowercased())
        } + [Country(name: "World", code: nil, flagFile: nil)]
}
