// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "football-etl",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "football-etl", targets: ["football-etl"]),
        .executable(name: "demo-recordings", targets: ["demo-recordings"]),
        // For the fuzz package (fuzz/) only, which builds these stages from this manifest through them
        // (scripts/check-module-graph.py fails on a library product that it does not use).
        .library(name: "JSON", targets: ["JSON"]),
        .library(name: "APIModel", targets: ["APIModel"]),
        .library(name: "Catalog", targets: ["Catalog"]),
        .library(name: "Tabular", targets: ["Tabular"]),
        .library(name: "PipelineSpec", targets: ["PipelineSpec"]),
        .library(name: "Transform", targets: ["Transform"]),
        .library(name: "Intake", targets: ["Intake"])
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        .package(url: "https://github.com/apple/swift-crypto", from: "3.0.0")
    ],
    targets: [
        // C libraries: module maps only. Nothing but the two wrapper targets imports them.
        .systemLibrary(
            name: "CCurl",
            pkgConfig: "libcurl",
            providers: [.apt(["libcurl4-openssl-dev"]), .brew(["curl"])]
        ),
        .systemLibrary(
            name: "CXLSXWriter",
            pkgConfig: "xlsxwriter",
            providers: [.apt(["libxlsxwriter-dev"]), .brew(["libxlsxwriter"])]
        ),
        .systemLibrary(name: "CZstd", pkgConfig: "libzstd", providers: [.apt(["libzstd-dev"]), .brew(["zstd"])]),
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]
        ),
        .systemLibrary(name: "CLibPQ", pkgConfig: "libpq", providers: [.apt(["libpq-dev"]), .brew(["libpq"])]),
        .target(name: "LibCurl", dependencies: ["CCurl"]),
        // A write stream that calls back into Swift (fopencookie needs _GNU_SOURCE, kept out of module headers).
        .target(name: "CWriteStream"),
        .target(name: "LibXLSXWriter", dependencies: ["CXLSXWriter", "CWriteStream"]),
        .target(name: "LibZstd", dependencies: ["CZstd"]),
        .target(name: "LibSQLite", dependencies: ["CSQLite"]),
        // PostgreSQL connections: statements with text parameters, COPY FROM STDIN, SQLSTATE errors.
        .target(name: "LibPQ", dependencies: ["CLibPQ"]),

        // Civil dates and UTC instants: the one calendar, its validation and ISO 8601 text; no Foundation.
        .target(name: "CivilTime"),
        // Whole-file reads (regular files only, size-capped), the atomic single-file writer, the
        // POSIX calls under them, and SHA-256 digests as hex.
        .target(name: "FileIO", dependencies: [.product(name: "Crypto", package: "swift-crypto")]),

        // CPU work off Swift's cooperative pool, and independent jobs side by side, results in input order.
        .target(name: "CPUWork"),

        // Stages.
        // Tables and columns; SHA-256 names a data-named column too long for PostgreSQL (`DataColumnName`).
        .target(name: "Tabular", dependencies: ["CivilTime", .product(name: "Crypto", package: "swift-crypto")]),
        // Ordered JSON values, a fast parser and a deterministic writer; no Foundation.
        // libm: Double rounding in number formatting links against it when Foundation is absent.
        .target(name: "JSON", linkerSettings: [.linkedLibrary("m")]),
        .target(name: "APIModel", dependencies: ["JSON"]),
        // The dataset catalog: one descriptor per dataset, read by every stage.
        .target(name: "Catalog", dependencies: ["APIModel"]),
        .target(
            name: "PipelineSpec",
            dependencies: ["APIModel", "Catalog", "CivilTime", "FileIO", "JSON", "LibPQ", .product(name: "Yams", package: "Yams")]),
        // One answer's way into the extracted data (read under the cap, decode, check, absorb, warnings),
        // for a run, convert and the fuzz harness alike; below Extract, so it links no libcurl.
        .target(name: "Intake", dependencies: ["APIModel", "Catalog", "FileIO", "JSON", "PipelineSpec"]),
        .target(
            name: "Extract",
            dependencies: [
                "APIModel", "Catalog", "CivilTime", "FileIO", "Intake", "JSON", "PipelineSpec", "LibCurl"
            ]
        ),
        .target(name: "Transform", dependencies: ["APIModel", "Catalog", "CivilTime", "CPUWork", "Tabular", "PipelineSpec"]),
        // Parquet files from tables: Thrift compact footer, RLE/dictionary encodings, zstd pages.
        .target(name: "Parquet", dependencies: ["CivilTime", "Tabular", "LibZstd"]),
        // Load, split at its seams. Staging: the run's transaction (staged files, the commit journal,
        // recovery) and what every sink shares (TableSink, the spool, LoadError, the formats).
        .target(name: "Staging", dependencies: ["APIModel", "CivilTime", "FileIO", "JSON", "PipelineSpec", "Tabular"]),
        // The table files: CSV, NDJSON and Parquet, one file per table (and per partition).
        .target(name: "TableFiles", dependencies: ["APIModel", "JSON", "Parquet", "PipelineSpec", "Staging", "Tabular"]),
        // The season workbooks, through libxlsxwriter.
        .target(name: "XLSXOutput", dependencies: ["CPUWork", "CivilTime", "FileIO", "LibXLSXWriter", "Staging", "Tabular"]),
        .target(name: "SQLiteOutput", dependencies: ["CivilTime", "FileIO", "LibSQLite", "Staging", "Tabular"]),
        // The only target that loads over libpq.
        .target(name: "PostgresOutput", dependencies: ["APIModel", "LibPQ", "PipelineSpec", "Staging", "Tabular"]),
        // The league-season store: a cache a rerun reuses, beside Load, never an output.
        .target(name: "LeagueSeasonStore", dependencies: ["FileIO", "Staging", "Tabular"]),
        // The session that drives every sink to a commit, the manifest and data package, check mode.
        .target(
            name: "Load",
            dependencies: [
                "APIModel", "FileIO", "JSON", "LibSQLite", "PipelineSpec", "PostgresOutput", "SQLiteOutput", "Staging", "TableFiles",
                "Tabular", "XLSXOutput"
            ]
        ),
        .target(
            name: "Run",
            dependencies: [
                "PipelineSpec", "APIModel", "Catalog", "CivilTime", "CPUWork", "FileIO", "Intake", "JSON", "Extract", "Transform", "Load",
                "LeagueSeasonStore", "PostgresOutput", "Staging", "TableFiles", "Tabular", "XLSXOutput"
            ]
        ),
        .executableTarget(
            name: "football-etl",
            dependencies: ["Run", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        // Writes the synthetic demo season's recordings (deterministic; see pipelines/README.md).
        .target(name: "DemoSeason", dependencies: ["APIModel", "CivilTime", "FileIO", "JSON"]),
        .executableTarget(
            name: "demo-recordings",
            dependencies: ["DemoSeason", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),

        // Shared by the test targets only: golden files, scratch folders, the fake API server, Python read-back.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "JSONTests", dependencies: ["JSON"]),
        .testTarget(name: "CivilTimeTests", dependencies: ["CivilTime"]),
        .testTarget(name: "FileIOTests", dependencies: ["FileIO", "TestSupport"]),
        .testTarget(name: "CPUWorkTests", dependencies: ["CPUWork"]),
        // Walks the dataset catalog against the planner, the table builders, goldens and the schema.
        .testTarget(
            name: "CatalogTests", dependencies: ["TestSupport", "Catalog", "APIModel", "Extract", "PipelineSpec", "Tabular", "Transform"]),
        .testTarget(name: "TabularTests", dependencies: ["Tabular"]),
        .testTarget(name: "APIModelTests", dependencies: ["APIModel", "JSON", "TestSupport"]),
        .testTarget(
            name: "PipelineSpecTests", dependencies: ["TestSupport", "PipelineSpec", "Catalog", "JSON"],
            exclude: ["Schema/pipeline.schema.json", "Schema/Examples"]
        ),
        .testTarget(
            name: "ExtractTests",
            dependencies: [
                "TestSupport", "Extract", "Intake", "APIModel", "Catalog", "JSON", "PipelineSpec", "CivilTime", "FileIO", "LibCurl",
                "Tabular"
            ]),
        .testTarget(name: "LibCurlTests", dependencies: ["TestSupport", "LibCurl"]),
        .testTarget(
            name: "TransformTests",
            dependencies: [
                "TestSupport", "Transform", "APIModel", "Catalog", "CivilTime", "JSON", "PipelineSpec", "Tabular", "Load", "XLSXOutput"
            ],
            exclude: ["Tables/Golden", "Fixtures"]
        ),
        .testTarget(
            name: "LoadTests",
            dependencies: [
                "TestSupport", "Load", "APIModel", "JSON", "PipelineSpec", "CivilTime", "FileIO", "LibXLSXWriter", "Tabular",
                "LibSQLite", "Parquet", "LeagueSeasonStore", "PostgresOutput", "SQLiteOutput", "Staging", "TableFiles", "XLSXOutput"
            ],
            exclude: ["Writers/Golden", "Manifest/Golden", "Check/Golden", "SQLite/Golden"]
        ),
        .testTarget(name: "LibXLSXWriterTests", dependencies: ["TestSupport", "LibXLSXWriter"]),
        .testTarget(name: "ParquetTests", dependencies: ["TestSupport", "Parquet", "CivilTime", "Tabular", "LibZstd"], exclude: ["Golden"]),
        .testTarget(name: "LibSQLiteTests", dependencies: ["LibSQLite"]),
        .testTarget(name: "LibPQTests", dependencies: ["TestSupport", "LibPQ"]),
        // End-to-end: drives the built football-etl binary; Scenarios/ holds golden whole-output folders.
        .testTarget(
            name: "RunTests",
            dependencies: [
                "TestSupport", "Run", "APIModel", "Extract", "Intake", "PipelineSpec", "Catalog", "FileIO", "JSON", "Load", "Tabular",
                "Transform", "DemoSeason", "Staging", "TableFiles", "XLSXOutput"
            ], exclude: ["Scenarios"]),
        .testTarget(
            name: "DemoSeasonTests", dependencies: ["TestSupport", "DemoSeason", "APIModel", "CivilTime", "JSON"],
            exclude: ["Output/Golden"])
    ],
    swiftLanguageModes: [.v6]
)

// Imports are internal unless a file says `package import`/`public import` (its API shows the
// other module's types), and a member is visible only where its module is imported: what each
// module exposes and uses is written in its files (docs/ARCHITECTURE.md §2).
for target in package.targets where target.type != .system {
    target.swiftSettings =
        (target.swiftSettings ?? []) + [
            .enableUpcomingFeature("InternalImportsByDefault"),
            .enableUpcomingFeature("MemberImportVisibility")
        ]
}
