import JSON
import LibPQ

extension PipelineFileSpec {
    /// `load:` — output folders and workbooks.
    enum Load {
        private static let workbookDefaults = WorkbookSpec(pathTemplate: "")

        static let csvPath = SpecField.required("path", Spec.path("a folder path"), doc: "The folder for <table>.csv files.")
        static let csvDelimiter = SpecField.defaulted(
            "delimiter",
            Spec.enumeration(CSVDialect.Delimiter.self) { word, _, site in
                .invalidFormat(at: site.location, field: site.path, value: word, expected: #"one of ",", ";", "\t" (a tab) or "|""#)
            }, default: CSVDialect.standard.delimiter,
            doc: "The character between fields: ',' (default), ';' (Excel in comma-decimal locales), a tab or '|'.")
        static let csvDecimal = SpecField.defaulted(
            "decimal", Spec.enumeration(CSVDialect.DecimalMark.self), default: CSVDialect.standard.decimalMark,
            doc: "The decimal mark in numbers: '.' (default) or ',' (needs a delimiter other than ',').")
        static let csvMappingBOM = SpecField.defaulted(
            "bom", Spec.boolean(), default: CSVDialect.standard.byteOrderMark,
            doc: "Starts CSV files with a UTF-8 byte order mark, so Excel opens them as UTF-8.")

        /// `csv:` as a folder, or `{path, delimiter, decimal, bom}`.
        struct CSVOutput: Sendable {
            var path: String
            var dialect: CSVDialect?
        }

        static let csv = SpecField.optional(
            "csv",
            Spec.oneOf(
                [
                    Spec.path("a folder path").map { CSVOutput(path: $0) },
                    Spec.mapping(
                        "a mapping with path, delimiter, decimal and bom", fields: [csvPath, csvDelimiter, csvDecimal, csvMappingBOM]
                    ) { m in
                        let dialect = CSVDialect(delimiter: m(csvDelimiter), decimalMark: m(csvDecimal), byteOrderMark: m(csvMappingBOM))
                        if dialect.delimiter == .comma, dialect.decimalMark == .comma {
                            let at = m.entry(csvDecimal)?.value.position ?? m.site.position
                            m.site.report(
                                .invalidFormat(
                                    at: SourceLocation(file: m.site.context.file, position: at),
                                    field: m.site.path.appending(key: csvDecimal.name), value: ",",
                                    expected: "'.' while the delimiter is ','; a comma decimal mark needs delimiter: \";\""))
                            return nil
                        }
                        return CSVOutput(path: m(csvPath), dialect: dialect)
                    }
                ], "a folder path, or a mapping with path, delimiter, decimal and bom"),
            doc: "Writes <table>.csv files: a folder, or {path, delimiter, decimal, bom} for spreadsheets in other locales.")
        static let ndjson = SpecField.optional(
            "ndjson", Spec.path("a folder path"), doc: "Writes <table>.ndjson files into this folder.")
        static let parquetPath = SpecField.required("path", Spec.path("a folder path"), doc: "The folder for <table>.parquet files.")
        static let parquetCompression = SpecField.defaulted(
            "compression", Spec.enumeration(ParquetCompressionChoice.self), default: .zstd,
            doc: "How pages are compressed: zstd (default) or none.")

        /// `parquet:` as a folder, or `{path, compression}`.
        struct ParquetOutput: Sendable {
            var path: String
            var compression: ParquetCompressionChoice
        }

        static let parquet = SpecField.optional(
            "parquet",
            Spec.oneOf(
                [
                    Spec.path("a folder path").map { ParquetOutput(path: $0, compression: .zstd) },
                    Spec.mapping("a mapping with path and compression", fields: [parquetPath, parquetCompression]) { m in
                        ParquetOutput(path: m(parquetPath), compression: m(parquetCompression))
                    }
                ], "a folder path, or a mapping with path and compression"),
            doc:
                "Writes <table>.parquet files (typed columns) into a folder, or {path, compression}; compression is zstd unless set to "
                + "none."
        )
        static let csvBOM = SpecField.defaulted(
            "csv_bom", Spec.boolean(), default: false,
            doc: "Starts CSV files with a UTF-8 byte order mark, so Excel opens them as UTF-8 (or bom: true under csv).")

        /// The workbook path with its placeholders.
        static let workbookPathNode = Spec.string(
            "a path on one line ending in .xlsx whose only {placeholders} are {league}, {league_slug} and {season}",
            pattern: #"^([^{}\n\r]|\{(league|league_slug|season)\})*\.xlsx$"#)
        static let workbookPath = SpecField.required(
            "path", workbookPathNode,
            doc: "The workbook file; {league}, {league_slug} and {season} make one per league-season.")
        static let teamSheets = SpecField.defaulted(
            "team_sheets", Spec.boolean(), default: workbookDefaults.teamSheets,
            doc: "Adds a sheet per team: fixtures, cumulative points, stats, squad.")
        static let playerSheets = SpecField.defaulted(
            "player_sheets",
            Spec.oneOf(
                [
                    Spec.enumeration(PlayerSheets.self),
                    Spec.boolean().map { $0 ? PlayerSheets.all : .none }
                ], "one of all, top, none (or true for all, false for none)"),
            default: workbookDefaults.playerSheets,
            doc: "Which players get a sheet: all (every player with minutes above 0; the others are listed on the Index), "
                + "top (top scorers, assists and each squad's most used) or none.")
        static let paper = SpecField.defaulted(
            "paper", Spec.enumeration(WorkbookPaper.self), default: workbookDefaults.paper,
            doc: "The paper the sheets print on, landscape: a4 or letter.")

        static let xlsx = SpecField.optional(
            "xlsx",
            Spec.oneOf(
                [
                    workbookPathNode.map { WorkbookSpec(pathTemplate: $0) },
                    Spec.mapping(
                        "a mapping with path, team_sheets, player_sheets and paper", fields: [workbookPath, teamSheets, playerSheets, paper]
                    ) { m in
                        WorkbookSpec(
                            pathTemplate: m(workbookPath), teamSheets: m(teamSheets), playerSheets: m(playerSheets), paper: m(paper))
                    }
                ], "a workbook path, or a mapping with path, team_sheets, player_sheets and paper"),
            doc: "Writes an XLSX workbook per league-season: a path, or {path, team_sheets, player_sheets, paper}.")

        static let sqlite = SpecField.optional(
            "sqlite", Spec.path("a file path"),
            doc: "Writes every table into one SQLite database at this path: typed columns, primary keys, "
                + "indexes on id columns, foreign keys, and _tables/_columns describing them.")

        static let postgresURL = SpecField.required(
            "url",
            Spec.secret(
                .connectionString,
                Spec.string("a libpq connection string", minLength: 0).refined(
                    render: { .string($0.redacted) }
                ) { text, site in
                    do throws(PQConnectionStringProblem) {
                        return try PQConnectionString(text)
                    } catch {
                        site.report(.invalidConnectionString(at: site.location, field: site.path, problem: error))
                        return nil
                    }
                }),
            doc: "postgresql://user@host:port/db?sslmode=…, host=/socket/folder dbname=…, or \"\" for the PG* variables; "
                + "write a password as ${VARIABLE}, never in the file.")
        static let postgresSchema = SpecField.optional(
            "schema",
            Spec.string(
                "a lower-case SQL name not starting with pg_ (PostgreSQL reserves those)", pattern: "^(?!pg_)[a-z_][a-z0-9_]{0,62}$"),
            doc: "The schema the tables are created in; created when missing. Default football (public where public "
                + "already holds football-etl tables, with a warning to name it).")
        static let postgres = SpecField.optional(
            "postgres",
            Spec.mapping("a mapping with url and schema", fields: [postgresURL, postgresSchema]) { m in
                PostgresSpec(connection: m(postgresURL), schema: m.optional(postgresSchema))
            },
            doc: "Merges every table into a PostgreSQL schema in one transaction: typed columns, keys, comments; "
                + "per-league-season tables replace the run's league-seasons, shared tables are upserted.")

        static let partitionBy = SpecField.defaulted(
            "partition_by", Spec.uniqueList(of: Spec.enumeration(PartitionKey.self), "a list of league and season, each once"),
            default: [],
            doc: "Splits CSV, NDJSON and Parquet tables into Hive-style folders, e.g. [league, season] writes "
                + "csv/league=39/season=2023/fixtures.csv; tables shared by all league-seasons stay in the folder itself.")

        static let storePath = SpecField.optional(
            "path", Spec.path("a folder path"),
            doc: "The folder; default $XDG_CACHE_HOME/football-etl/store/<hash of the pipeline's path> (~/.cache without XDG_CACHE_HOME).")
        static let storeMaxMB = SpecField.defaulted(
            "max_mb", Spec.integer("a number of MiB", minimum: 1, maximum: StoreSpec.maximumMegabytes), default: StoreSpec.defaultMegabytes,
            doc: "The most the store holds, in MiB (default 2048); the least recently used results go first.")
        static let store = SpecField.optional(
            "store",
            Spec.mapping("a mapping with path and max_mb", fields: [storePath, storeMaxMB]) { m in
                StoreSpec(path: m.optional(storePath), maxMegabytes: m(storeMaxMB))
            },
            doc: "Where `run` keeps each league-season's result, so a rerun rebuilds only league-seasons whose inputs changed.")

        static let node: SpecNode<LoadSpec> = Spec.mapping(
            "a mapping with at least one of csv, ndjson, parquet, xlsx, sqlite and postgres",
            fields: [csv, ndjson, parquet, csvBOM, xlsx, sqlite, postgres, partitionBy, store],
            rules: [.atLeastOne([csv.name, ndjson.name, parquet.name, xlsx.name, sqlite.name, postgres.name])]
        ) { m in
            let csvOutput = m.optional(csv)
            let parquetOutput = m.optional(parquet)
            var dialect = csvOutput?.dialect ?? .standard
            if m(csvBOM) { dialect.byteOrderMark = true }
            return LoadSpec(
                csv: csvOutput?.path, ndjson: m.optional(ndjson), parquet: parquetOutput?.path, xlsx: m.optional(xlsx),
                sqlite: m.optional(sqlite), csvDialect: dialect, parquetCompression: parquetOutput?.compression ?? .zstd,
                partitionBy: m(partitionBy), postgres: m.optional(postgres), store: m.optional(store)
            )
        }

        /// Where the workbook path is written under `load:`, and its path in the file.
        static func workbookPathSite(in load: YAMLNode) -> (node: YAMLNode, path: SpecPath)? {
            let base = SpecPath.root.appending(key: PipelineFileSpec.load.name).appending(key: xlsx.name)
            guard case .mapping(let entries) = load.content, let xlsxNode = entries.first(where: { $0.key == xlsx.name })?.value else {
                return nil
            }
            guard case .mapping(let workbook) = xlsxNode.content else { return (xlsxNode, base) }
            return workbook.first { $0.key == workbookPath.name }.map { ($0.value, base.appending(key: workbookPath.name)) }
        }
    }
}
