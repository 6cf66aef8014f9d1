package import Staging
import Tabular

/// What a run wrote and from what, kept as `manifest.json` beside the outputs. Holds no wall
/// clock unless the caller passes `generatedAt`, so identical runs give identical manifests.
package struct Manifest: Sendable, Equatable {
    /// The version of the manifest layout; raised when fields change meaning.
    package static let layoutVersion = 1

    package var toolVersion: String
    package var pipelineName: String
    /// Lowercase hex SHA-256 of the pipeline file's bytes.
    package var pipelineSHA256: String
    /// The pipeline file relative to the manifest's folder (`ManifestPipelinePath`); nil for a run
    /// without one (`convert`).
    package var pipelinePath: String?
    package var scope: ManifestScope
    package var outputs: [ManifestOutput]
    package var requests: RequestCounts
    package var warnings: [ManifestWarning]
    package var skipped: [ManifestSkip]
    /// When the run happened, only if the user asked for it (the caller formats the time).
    package var generatedAt: String?
    /// Each exported fixture's status and details digests, by id: what the next run compares
    /// against to list what changed.
    package var fixtures: [ManifestFixture] = []
    /// The values the run wrote empty because they were unreadable or out of range, one entry
    /// per table column and kind (`value_issues`, written only when there is one).
    package var valueIssues: [ManifestValueIssue] = []

    package init(
        toolVersion: String, pipelineName: String, pipelineSHA256: String, pipelinePath: String? = nil, scope: ManifestScope,
        outputs: [ManifestOutput], requests: RequestCounts, warnings: [ManifestWarning] = [],
        skipped: [ManifestSkip] = [], generatedAt: String? = nil
    ) {
        self.toolVersion = toolVersion
        self.pipelineName = pipelineName
        self.pipelineSHA256 = pipelineSHA256
        self.pipelinePath = pipelinePath
        self.scope = scope
        self.outputs = outputs
        self.requests = requests
        self.warnings = warnings
        self.skipped = skipped
        self.generatedAt = generatedAt
    }
}

/// The leagues and seasons a run covered, as resolved ids and years.
package struct ManifestScope: Sendable, Equatable {
    package var leagues: [Int]
    package var seasons: [Int]

    package init(leagues: [Int], seasons: [Int]) {
        self.leagues = leagues
        self.seasons = seasons
    }
}

/// One output file: where it is relative to the manifest, what it holds, and its fingerprint.
package struct ManifestOutput: Sendable, Equatable {
    /// Path relative to the manifest's folder, with `/` separators.
    package var path: String
    package var format: OutputFormat
    /// The table's name, rows and columns, for one-table files.
    package var table: TableShape?
    package var byteCount: Int
    package var sha256: String
    /// For a workbook: each sheet's name and content digest, in sheet order.
    package var sheets: [SheetDigest]?
    /// For a database: each table's name and rows, in table order.
    package var tables: [TableShape]?

    package init(
        path: String, format: OutputFormat, table: TableShape?, byteCount: Int, sha256: String, sheets: [SheetDigest]? = nil,
        tables: [TableShape]? = nil
    ) {
        self.path = path
        self.format = format
        self.table = table
        self.byteCount = byteCount
        self.sha256 = sha256
        self.sheets = sheets
        self.tables = tables
    }
}

/// How many requests were answered from each origin.
package struct RequestCounts: Sendable, Equatable {
    package var recording: Int
    package var cache: Int
    package var network: Int

    package init(recording: Int = 0, cache: Int = 0, network: Int = 0) {
        self.recording = recording
        self.cache = cache
        self.network = network
    }
}

/// One table column's values of one kind that the run wrote empty: how many, and the first.
package struct ManifestValueIssue: Sendable, Equatable {
    /// `unparseable` or `out_of_range`.
    package var kind: String
    package var table: String
    package var column: String
    package var count: Int
    /// The first such value in the table's row order, as the API sent it.
    package var example: String

    package init(kind: String, table: String, column: String, count: Int, example: String) {
        (self.kind, self.table, self.column, self.count, self.example) = (kind, table, column, count, example)
    }
}

/// Something the run left out, and why (`players?id=276&season=2019`: daily quota exhausted).
package struct ManifestSkip: Sendable, Equatable {
    package var item: String
    package var reason: String

    package init(item: String, reason: String) {
        self.item = item
        self.reason = reason
    }
}

extension Manifest {
    /// This manifest listing `valueIssues`.
    package func with(valueIssues: [ManifestValueIssue]) -> Manifest {
        var manifest = self
        manifest.valueIssues = valueIssues
        return manifest
    }
}
