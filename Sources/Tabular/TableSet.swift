/// The tables of a run in the order they were added, found by name; a table the run did not
/// produce is simply absent.
package struct TableSet: Sendable, Equatable {
    /// In the order they were added (a replaced table keeps its place).
    package private(set) var tables: [Table] = []
    private var positions: [String: Int] = [:]

    /// A set of `tables`; a later table replaces an earlier one of the same name.
    package init(_ tables: [Table] = []) {
        for table in tables { insert(table) }
    }

    /// The table named `name` (`player_match_stats`), or nil when the run has none.
    package subscript(name: String) -> Table? {
        positions[name].map { tables[$0] }
    }

    /// Adds `table`, or replaces the table of the same name in its place.
    package mutating func insert(_ table: Table) {
        if let position = positions[table.name] {
            tables[position] = table
        } else {
            positions[table.name] = tables.count
            tables.append(table)
        }
    }

    /// Removes the table named `name`, if present, and returns it.
    @discardableResult
    package mutating func remove(named name: String) -> Table? {
        guard let position = positions.removeValue(forKey: name) else { return nil }
        let table = tables.remove(at: position)
        for (other, index) in positions where index > position { positions[other] = index - 1 }
        return table
    }

    /// Table names in order.
    package var names: [String] { tables.map(\.name) }
}
