import FileIO
package import PipelineSpec
package import Tabular

/// A file staged by an `OutputTransaction`, waiting in a temp file for `commit()`.
package struct StagedOutput: Sendable, Equatable {
    /// Where the file goes, as the caller gave it.
    package let path: String
    package let content: OutputContent
    package let byteCount: Int
    /// Lowercase hex SHA-256 of the file's bytes.
    package let sha256: String
    /// Where the bytes wait until commit.
    let holder: Holder

    /// Where a staged file's bytes wait.
    enum Holder: Sendable, Equatable {
        /// A temp file, which the commit renames into place.
        case temporaryFile(String)
        /// The target itself, which held exactly these bytes when they were staged (as of this
        /// stamp): nothing to write, and the commit leaves it as it is.
        case target(FileStamp)
    }

    /// The temp file holding the bytes; nil when the target does.
    package var temporaryPath: String? {
        if case .temporaryFile(let path) = holder { path } else { nil }
    }

    init(path: String, content: OutputContent, byteCount: Int, sha256: String, temporaryPath: String) {
        self.init(path: path, content: content, byteCount: byteCount, sha256: sha256, holder: .temporaryFile(temporaryPath))
    }

    init(path: String, content: OutputContent, byteCount: Int, sha256: String, holder: Holder) {
        self.path = path
        self.content = content
        self.byteCount = byteCount
        self.sha256 = sha256
        self.holder = holder
    }
}

/// What an output file holds: its format and, for one-table files, the table's shape.
package struct OutputContent: Sendable, Equatable {
    package var format: OutputFormat
    /// The table rendered into the file; nil for files that hold many (a workbook) or none.
    package var table: TableShape?
    /// For a workbook: what each sheet shows, by digest.
    package var sheets: [SheetDigest]?
    /// For a CSV file: the delimiter, decimal mark and byte order mark it was written with.
    package var csvDialect: CSVDialect?

    package init(format: OutputFormat, table: TableShape? = nil, sheets: [SheetDigest]? = nil, csvDialect: CSVDialect? = nil) {
        self.format = format
        self.table = table
        self.sheets = sheets
        self.csvDialect = csvDialect
    }
}

/// A table without its rows: what the manifest and check mode need to know about it.
package struct TableShape: Sendable, Equatable {
    package var name: String
    package var columns: [Column]
    /// Names of the columns that identify a row.
    package var key: [String]
    package var rowCount: Int

    package init(name: String, columns: [Column], key: [String], rowCount: Int) {
        self.name = name
        self.columns = columns
        self.key = key
        self.rowCount = rowCount
    }

    /// The shape of `table`.
    package init(_ table: Table) {
        self.init(name: table.name, columns: table.columns, key: table.key, rowCount: table.rows.count)
    }
}

/// What `commit()` did with one staged file.
package struct CommittedOutput: Sendable, Equatable {
    package let path: String
    package let change: OutputChange

    package init(path: String, change: OutputChange) {
        self.path = path
        self.change = change
    }
}

/// How a committed file relates to what was on disk before.
package enum OutputChange: String, Sendable, Equatable {
    /// No file was there.
    case created
    /// A file with other bytes was replaced.
    case replaced
    /// The file already held exactly these bytes; it was not touched, so its mtime stays.
    case unchanged
}
