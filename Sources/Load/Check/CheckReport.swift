/// What a run would change on disk, file by file: the result of check mode.
package struct CheckReport: Sendable, Equatable {
    /// Every output the run would write and every previous output it would no longer write,
    /// sorted by path.
    package var files: [FileCheck]
    /// Set when the export on disk is another release's: `text` then gives the advice, not rows.
    package var toolVersionChange: ToolVersionChange?

    package init(files: [FileCheck], toolVersionChange: ToolVersionChange? = nil) {
        self.files = files
        self.toolVersionChange = toolVersionChange
    }

    /// True when any file would be added, removed or changed (`--check` then exits 1).
    package var hasDifferences: Bool {
        files.contains { $0.status != .unchanged }
    }
}

/// How one file on disk compares with what the run would write.
package struct FileCheck: Sendable, Equatable {
    package var path: String
    package var status: FileStatus
    /// For a table file: its rows now (added) or the row-level changes (changed).
    package var rows: RowDiff?
    /// Anything else worth saying (`not readable as CSV: line 3: …`, `same rows in another order`).
    package var note: String?

    package init(path: String, status: FileStatus, rows: RowDiff? = nil, note: String? = nil) {
        self.path = path
        self.status = status
        self.rows = rows
        self.note = note
    }
}

/// Whether a file would appear, disappear, change or stay as it is.
package enum FileStatus: String, Sendable, Equatable {
    case unchanged
    case added
    case removed
    case changed
}

/// Row-level differences of a table file, rows identified by the table's key columns.
package struct RowDiff: Sendable, Equatable {
    /// The key columns, or empty when the table has none (whole rows are then compared).
    package var key: [String]
    package var added: RowChanges
    package var removed: RowChanges
    package var changed: RowChanges
    package var columnsAdded: [String]
    package var columnsRemoved: [String]

    package init(
        key: [String], added: RowChanges = RowChanges(), removed: RowChanges = RowChanges(),
        changed: RowChanges = RowChanges(), columnsAdded: [String] = [], columnsRemoved: [String] = []
    ) {
        self.key = key
        self.added = added
        self.removed = removed
        self.changed = changed
        self.columnsAdded = columnsAdded
        self.columnsRemoved = columnsRemoved
    }

    /// True when no row or column differs.
    package var isEmpty: Bool {
        added.count == 0 && removed.count == 0 && changed.count == 0 && columnsAdded.isEmpty && columnsRemoved.isEmpty
    }
}

/// How many rows fall in one kind of change, and the keys of the first few.
package struct RowChanges: Sendable, Equatable {
    /// How many sample keys are kept.
    package static let sampleLimit = 3

    package var count: Int
    /// Key field texts of the first rows, in file order (new file for added and changed).
    package var sampleKeys: [[String]]

    package init(count: Int = 0, sampleKeys: [[String]] = []) {
        self.count = count
        self.sampleKeys = sampleKeys
    }

    /// Counts a row, keeping its key if the sample is not full.
    mutating func add(key: [String]) {
        count += 1
        if sampleKeys.count < Self.sampleLimit { sampleKeys.append(key) }
    }
}
