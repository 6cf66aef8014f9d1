/// The comment that marks a table as football-etl's: the only tables a load alters or fills.
enum PostgresMarker {
    /// How every football-etl table comment begins.
    static let prefix = "football-etl"

    /// How the comment on `table` begins: `football-etl: ` for the load history,
    /// `football-etl table <name>:` for a catalog table (`PostgresLoadHistory` and `PostgresSchemaSync` write them).
    static func start(of table: String) -> String {
        table == PostgresLoadHistory.tableName ? prefix + ": " : "\(prefix) table \(table):"
    }

    /// Whether `comment` marks `table` as football-etl's.
    static func marks(_ comment: String?, table: String) -> Bool {
        comment?.hasPrefix(start(of: table)) ?? false
    }
}
