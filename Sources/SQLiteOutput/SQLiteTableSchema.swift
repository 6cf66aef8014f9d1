import Tabular

/// How one table is declared in the database: its primary key (or the plain index that stands
/// in for it), the foreign keys its rows satisfy, and an index on every other id column.
struct SQLiteTableSchema: Equatable {
    /// The table's declaration (its rows, when it has them, are not read).
    let table: Table
    /// How many rows the table has.
    let rowCount: Int
    /// The key columns as PRIMARY KEY; empty when the table has no key or its rows repeat it.
    let primaryKey: [String]
    /// The key columns of a table whose rows repeat it: indexed, not unique.
    let keyIndex: [String]
    /// Foreign keys the database declares (referenced table present, keyed on the referenced
    /// columns, and every non-null reference found there).
    let foreignKeys: [ForeignKey]
    /// Id columns (`*_id`) that get an index of their own.
    let idIndexes: [String]

    /// `CREATE TABLE` with typed columns, the primary key and the foreign keys.
    var createTableSQL: String {
        var parts = table.columns.map { "\(SQLiteText.identifier($0.name)) \(SQLiteText.declaredType($0.type))" }
        if !primaryKey.isEmpty { parts.append("PRIMARY KEY (\(SQLiteText.identifiers(primaryKey)))") }
        for key in foreignKeys {
            parts.append(
                "FOREIGN KEY (\(SQLiteText.identifiers(key.columns))) REFERENCES "
                    + "\(SQLiteText.identifier(key.table)) (\(SQLiteText.identifiers(key.referencedColumns)))")
        }
        return "CREATE TABLE \(SQLiteText.identifier(table.name)) (\n  \(parts.joined(separator: ",\n  "))\n)"
    }

    /// `CREATE INDEX` statements: the stand-in key index first, then id columns in column order.
    /// Names are `<table>_key_idx` and `<table>_<column>_idx`.
    var createIndexSQL: [String] {
        var statements: [String] = []
        if !keyIndex.isEmpty {
            statements.append(index(named: Self.keyIndexName(table.name), on: keyIndex))
        }
        for column in idIndexes {
            statements.append(index(named: Self.indexName(table.name, column), on: [column]))
        }
        return statements
    }

    /// `<table>_key_idx`: the plain index standing in for a key the rows repeat.
    static func keyIndexName(_ table: String) -> String { "\(table)_key_idx" }

    /// `<table>_<column>_idx`: the index on one id column.
    static func indexName(_ table: String, _ column: String) -> String { "\(table)_\(column)_idx" }

    /// `INSERT INTO <table> VALUES (?, …)`, one parameter per column.
    var insertSQL: String {
        let parameters = Array(repeating: "?", count: table.columns.count).joined(separator: ", ")
        return "INSERT INTO \(SQLiteText.identifier(table.name)) VALUES (\(parameters))"
    }

    /// The key as written to `_tables`: the columns joined by commas, empty when there is none.
    var keyText: String { table.key.joined(separator: ",") }

    private func index(named name: String, on columns: [String]) -> String {
        "CREATE INDEX \(SQLiteText.identifier(name)) ON \(SQLiteText.identifier(table.name)) (\(SQLiteText.identifiers(columns)))"
    }
}
