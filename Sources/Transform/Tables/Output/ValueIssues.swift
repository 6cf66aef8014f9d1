/// The values a run emptied rather than guessed, counted per table column: text no reader
/// understands (`"7,5"`, `"2024-02-30"`, `6'1"`) and numbers outside the range a column declares
/// (a capacity of -5, season 0); and the texts it wrote without their NUL characters. Each
/// column keeps its count and its first example in the table's row order, so the same input
/// gives the same list; Run reports each as one warning and lists them in the manifest
/// (`value_issues`).
package struct ValueIssues: Sendable, Equatable {
    /// One column's emptied values of one kind.
    package struct Issue: Sendable, Hashable, Comparable {
        /// What was wrong with the values; the raw value is the stable identifier.
        package enum Kind: String, Sendable, Hashable, CaseIterable {
            /// Present, but no reader of the column's type understands it.
            case unparseable
            /// Read, but outside the range the column declares.
            case outOfRange = "out_of_range"
            /// Kept, without the NUL characters it held (`NULCharacters`).
            case nulRemoved = "nul_removed"
        }

        package let kind: Kind
        package let table: String
        package let column: String
        /// How many values were emptied.
        package var count: Int
        /// The first of them, as the API sent it.
        package var example: String

        /// `table.column`.
        package var location: String { "\(table).\(column)" }

        package static func < (a: Issue, b: Issue) -> Bool {
            (a.table, a.column, a.kind.rawValue) < (b.table, b.column, b.kind.rawValue)
        }
    }

    private struct Key: Hashable {
        let kind: Issue.Kind
        let table: String
        let column: String
    }

    private var issues: [Key: Issue] = [:]

    package init() {}

    /// The issues `sorted` listed (a stored league-season's, read back, `Issue(stored:…)`).
    package init(_ issues: [Issue]) {
        for issue in issues { self.issues[Key(kind: issue.kind, table: issue.table, column: issue.column)] = issue }
    }

    /// Whether nothing was emptied.
    package var isEmpty: Bool { issues.isEmpty }

    /// Counts one emptied (or changed) value; the first one noted for a column stays its example.
    mutating func note(_ kind: Issue.Kind, table: String, column: String, example: String) {
        let key = Key(kind: kind, table: table, column: column)
        issues[key, default: Issue(kind: kind, table: table, column: column, count: 0, example: example)].count += 1
    }

    /// Adds the issues of rows that come after these (a later league-season's): counts add up,
    /// each column keeps the first example it had.
    package mutating func merge(_ later: ValueIssues) {
        for (key, issue) in later.issues {
            if var known = issues[key] {
                known.count += issue.count
                issues[key] = known
            } else {
                issues[key] = issue
            }
        }
    }

    /// Every column's issue, sorted by table, column and kind.
    package var sorted: [Issue] { issues.values.sorted() }

    /// One warning per column and kind, in `sorted` order.
    package var warnings: [TransformWarning] {
        sorted.map { issue in
            let details = ["table": issue.table, "column": issue.column, "count": String(issue.count), "example": issue.example]
            switch issue.kind {
            case .unparseable, .outOfRange:
                let what = issue.kind == .unparseable ? "unreadable" : "out of range"
                return TransformWarning(
                    code: issue.kind == .unparseable ? .unparseableValue : .outOfRangeValue,
                    message: "\(issue.location): \(issue.count) \(what) value(s) written empty (first: \(issue.example))",
                    details: details)
            case .nulRemoved:
                return TransformWarning(
                    code: .removedNULCharacters,
                    message: "\(issue.location): \(issue.count) text value(s) held NUL characters, which no output keeps "
                        + "(PostgreSQL cannot store them); every format writes them without (first: \(issue.example))",
                    details: details)
            }
        }
    }
}

/// What a column found wrong with one row's value: the kind and the value as the API sent it.
struct ValueFinding: Sendable {
    let kind: ValueIssues.Issue.Kind
    let example: String
}

extension ValueIssues.Issue {
    /// An issue as a stored league-season's result recorded it.
    package init(stored kind: Kind, table: String, column: String, count: Int, example: String) {
        self.init(kind: kind, table: table, column: column, count: count, example: example)
    }
}
