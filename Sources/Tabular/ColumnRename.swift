/// A column's former name, declared once beside its table's columns: a database sink that keeps
/// a table across runs renames the column (`ALTER TABLE … RENAME COLUMN`) instead of dropping
/// its values, and the README's "Changes" lists it.
package struct ColumnRename: Sendable, Hashable {
    /// The name the column had before.
    package let old: String
    /// Its name now, a column of the table.
    package let new: String
    /// The tool version whose outputs first use the new name (`0.2.0`).
    package let since: String

    package init(old: String, new: String, since: String) {
        self.old = old
        self.new = new
        self.since = since
    }
}
