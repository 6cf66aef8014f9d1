import Tabular

/// One table's rows in the builder's scratch database (attached as `scratch`): a table named
/// by position whose untyped columns `v1`… hold the cells as they will be stored (no affinity,
/// so nothing is converted twice) and whose columns `k<n>` hold the `SQLiteKeyIdentity` of
/// every column a key or a foreign key compares. The rowid is the row number.
struct SQLiteScratchTable {
    /// The table's declaration; its rows stay in the scratch database.
    let header: Table
    /// `t<position>`, unrelated to the table's own name, which may clash with anything.
    let name: String
    /// Positions of the columns whose identities are kept, ascending.
    let comparedColumns: [Int]
    /// Rows appended so far.
    var rowCount = 0

    init(_ table: Table, position: Int) {
        header = Table(
            name: table.name, columns: table.columns, key: table.key, foreignKeys: table.foreignKeys, placement: table.placement,
            renames: table.renames)
        name = "t\(position)"
        let compared = table.key + table.foreignKeys.flatMap(\.columns)
        comparedColumns = Set(compared.compactMap(table.columnIndex)).sorted()
    }

    /// `"scratch"."t<position>"`.
    var qualifiedName: String { "\"scratch\".\(SQLiteText.identifier(name))" }

    /// The cell column of the column at `position`.
    static func cellColumn(_ position: Int) -> String { "\"v\(position + 1)\"" }

    /// The identity column of the column at `position`.
    static func identityColumn(_ position: Int) -> String { "\"k\(position + 1)\"" }

    private var cellColumns: [String] { header.columns.indices.map(Self.cellColumn) }

    var createSQL: String {
        "CREATE TABLE \(qualifiedName) (\((cellColumns + comparedColumns.map(Self.identityColumn)).joined(separator: ", ")))"
    }

    /// Parameters: the row number, the cells, then the identities of the compared columns.
    var insertSQL: String {
        let columns = ["rowid"] + cellColumns + comparedColumns.map(Self.identityColumn)
        let parameters = Array(repeating: "?", count: columns.count).joined(separator: ", ")
        return "INSERT INTO \(qualifiedName) (\(columns.joined(separator: ", "))) VALUES (\(parameters))"
    }

    /// An index on the key's identities, for the checks of repeated keys and of references to
    /// this table; nil when the table has no key.
    var createKeyIndexSQL: String? {
        let key = header.key.compactMap(header.columnIndex).map(Self.identityColumn)
        guard !key.isEmpty else { return nil }
        return
            "CREATE INDEX \"scratch\".\(SQLiteText.identifier(name + "_key")) ON \(SQLiteText.identifier(name)) "
            + "(\(key.joined(separator: ", ")))"
    }

    /// Copies the rows, in order, into the database's own table of the same columns.
    var copySQL: String {
        "INSERT INTO \"main\".\(SQLiteText.identifier(header.name)) SELECT \(cellColumns.joined(separator: ", ")) "
            + "FROM \(qualifiedName) ORDER BY rowid"
    }
}
