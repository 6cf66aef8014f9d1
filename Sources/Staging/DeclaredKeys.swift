package import Tabular

/// The keys a table is declared with where declarations are checked against the rows (the
/// SQLite database and the data package): its primary key, empty when the rows repeat or leave
/// out a key, and the foreign keys every row satisfies.
package struct DeclaredKeys: Sendable, Equatable {
    package let primaryKey: [String]
    package let foreignKeys: [ForeignKey]

    package init(primaryKey: [String], foreignKeys: [ForeignKey]) {
        self.primaryKey = primaryKey
        self.foreignKeys = foreignKeys
    }

}
