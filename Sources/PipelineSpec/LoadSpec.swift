/// Where tables are written.
package struct LoadSpec: Sendable, Equatable {
    /// Folder for `<table>.csv` files.
    package var csv: String?
    /// Folder for `<table>.ndjson` files.
    package var ndjson: String?
    /// Folder for `<table>.parquet` files.
    package var parquet: String?
    package var xlsx: WorkbookSpec?
    /// Path of one SQLite database holding every table.
    package var sqlite: String?
    /// The PostgreSQL database every table is merged into.
    package var postgres: PostgresSpec?
    /// Delimiter, decimal mark and byte order mark of the CSV files.
    package var csvDialect: CSVDialect
    /// How the Parquet files' pages are compressed.
    package var parquetCompression: ParquetCompressionChoice
    /// Hive-style folders the CSV, NDJSON and Parquet tables are split into
    /// (`csv/league=39/season=2023/fixtures.csv`), outermost first; empty for one file per table.
    package var partitionBy: [PartitionKey]
    /// Where unchanged league-seasons' results are kept between runs; nil for the default place.
    package var store: StoreSpec?

    package init(
        csv: String? = nil, ndjson: String? = nil, parquet: String? = nil, xlsx: WorkbookSpec? = nil,
        sqlite: String? = nil, csvDialect: CSVDialect = .standard, parquetCompression: ParquetCompressionChoice = .zstd,
        partitionBy: [PartitionKey] = [], postgres: PostgresSpec? = nil, store: StoreSpec? = nil
    ) {
        self.store = store
        self.csv = csv
        self.ndjson = ndjson
        self.parquet = parquet
        self.xlsx = xlsx
        self.sqlite = sqlite
        self.csvDialect = csvDialect
        self.parquetCompression = parquetCompression
        self.partitionBy = partitionBy
        self.postgres = postgres
    }
}

/// `load.store`: the folder of stored league-season results and its size bound.
package struct StoreSpec: Sendable, Equatable {
    static let defaultMegabytes = 2_048
    static let maximumMegabytes = 1_048_576
    /// Nil for `$XDG_CACHE_HOME/football-etl/store/<hash of the pipeline's path>`.
    package var path: String?
    package var maxMegabytes: Int

    package init(path: String? = nil, maxMegabytes: Int = StoreSpec.defaultMegabytes) {
        self.path = path
        self.maxMegabytes = maxMegabytes
    }
}

/// The compression a pipeline asks for in its Parquet files (`parquet: {compression: …}`).
package enum ParquetCompressionChoice: String, Sendable, Equatable, CaseIterable {
    /// Zstandard, the default: files about a tenth of the CSV's size.
    case zstd
    /// Pages stored as they are, for readers without zstd.
    case uncompressed = "none"
}

/// What a partition folder level is named after: `league=39`, `season=2023`.
package enum PartitionKey: String, Sendable, Equatable, CaseIterable {
    case league
    case season
}

/// The XLSX workbook output.
package struct WorkbookSpec: Sendable, Equatable {
    /// Path of the workbook; may hold `{league}`, `{league_slug}` and `{season}`, which a scope
    /// with several league-seasons needs.
    package var pathTemplate: String
    package var teamSheets: Bool
    package var playerSheets: PlayerSheets
    /// The paper its sheets print on (landscape).
    package var paper: WorkbookPaper

    package init(pathTemplate: String, teamSheets: Bool = true, playerSheets: PlayerSheets = .all, paper: WorkbookPaper = .a4) {
        self.pathTemplate = pathTemplate
        self.teamSheets = teamSheets
        self.playerSheets = playerSheets
        self.paper = paper
    }
}

/// The paper a workbook prints on.
package enum WorkbookPaper: String, Sendable, Equatable, CaseIterable {
    case a4
    case letter
}

/// Which players get a sheet of their own.
package enum PlayerSheets: String, Sendable, Equatable, CaseIterable {
    /// Everyone who played in the season (minutes above 0); the others are listed on the Index.
    case all
    /// Players in the top scorers or assists lists, and each squad's most used.
    case top
    case none
}

extension WorkbookSpec {
    /// Whether `template` is a workbook path: it ends in `.xlsx`, and its only `{placeholders}`
    /// are `{league}`, `{league_slug}` and `{season}` (what the pipeline file's `xlsx` accepts).
    package static func isValidPathTemplate(_ template: String) -> Bool {
        guard template.hasSuffix(".xlsx") else { return false }
        var rest = Substring(template)
        while let open = rest.firstIndex(where: { $0 == "{" || $0 == "}" }) {
            guard rest[open] == "{", let close = rest[open...].firstIndex(of: "}") else { return false }
            guard ["league", "league_slug", "season"].contains(rest[rest.index(after: open)..<close]) else { return false }
            rest = rest[rest.index(after: close)...]
        }
        return true
    }
}
