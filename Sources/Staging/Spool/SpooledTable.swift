import CivilTime
package import Tabular

/// One table of a `TableSpool` as its files are written: the columns every chunk's rows are
/// given (and every chunk's renames), and how a chunk's rows are brought to them.
///
/// Chunks usually agree. When they do not (a statistic only some league-seasons report), the
/// table gets every chunk's columns: those all chunks have, in the first chunk's order, each
/// followed by the columns some chunk lacks that come after it there, sorted by name (so the
/// statistic grid's rule, known statistics then unknown ones by name, holds for the whole
/// table). A column whose chunks disagree on its type takes the statistic grid's rule: numbers
/// win (whole numbers widen to decimals) and a chunk's texts in a numeric column are empty
/// cells, as one build of every row would have them; any other mix is text. A chunk's missing
/// columns are empty cells.
package struct SpooledTable: Sendable {
    /// The table without rows: its final columns and renames, and the first chunk's key, foreign keys and placement.
    package let header: Table
    /// The chunks, in the order they were added.
    package let chunks: [TableSpool.Chunk]

    package init(_ chunks: [TableSpool.Chunk]) {
        precondition(!chunks.isEmpty, "a spooled table has at least one chunk")
        self.chunks = chunks
        let first = chunks[0].header
        let columns = Self.mergedColumns(chunks.map(\.header.columns))
        header = Table(
            name: first.name, columns: columns, key: first.key, foreignKeys: first.foreignKeys, placement: first.placement,
            renames: Self.mergedRenames(chunks.map(\.header.renames)))
    }

    /// Every chunk's renames, each once, in the order first seen: a column only a later chunk has
    /// (a long statistic name, `StatisticColumnNames.renames`) brings its own.
    private static func mergedRenames(_ lists: [[ColumnRename]]) -> [ColumnRename] {
        var seen = Set<ColumnRename>()
        return lists.joined().filter { seen.insert($0).inserted }
    }

    /// `rows` of `chunk` with the table's columns.
    package func conformed(_ rows: [[CellValue]], of chunk: TableSpool.Chunk) -> [[CellValue]] {
        let source = chunk.header.columns
        guard source != header.columns else { return rows }
        let positions = header.columns.map { column in source.firstIndex { $0.name == column.name } }
        return rows.map { row in
            zip(positions, header.columns).map { position, column in
                position.map { Self.converted(row[$0], to: column.type) } ?? .null
            }
        }
    }

    private static func mergedColumns(_ lists: [[Column]]) -> [Column] {
        let first = lists[0]
        guard lists.dropFirst().contains(where: { $0.map(\.name) != first.map(\.name) }) else {
            return first.indices.map { index in widened(lists.map { $0[index] }) }
        }
        let names = lists.map { Set($0.map(\.name)) }
        let common = first.map(\.name).filter { name in names.allSatisfy { $0.contains(name) } }
        // Columns not in every chunk, by the common column before them where first seen ("" for none).
        var following: [String: Set<String>] = [:]
        for list in lists {
            var anchor = ""
            for column in list {
                if common.contains(column.name) { anchor = column.name } else { following[anchor, default: []].insert(column.name) }
            }
        }
        var order = (following[""] ?? []).sorted()
        var placed = Set(order)
        for name in common {
            order.append(name)
            for extra in (following[name] ?? []).sorted() where placed.insert(extra).inserted { order.append(extra) }
        }
        return order.map { name in widened(lists.compactMap { list in list.first { $0.name == name } }) }
    }

    /// The first declaration of a column, with the type that holds every chunk's values.
    private static func widened(_ columns: [Column]) -> Column {
        let first = columns[0]
        let types = Set(columns.map(\.type))
        guard types.count > 1 else { return first }
        let numbers = types.subtracting([.text])
        let type: ColumnType =
            if numbers.isSubset(of: [.integer, .decimal]), !numbers.isEmpty {
                numbers.contains(.decimal) ? .decimal : .integer
            } else {
                .text
            }
        return Column(first.name, type, description: first.description, unit: first.unit, label: first.label)
    }

    private static func converted(_ cell: CellValue, to type: ColumnType) -> CellValue {
        switch (cell, type) {
        case (.integer(let whole), .decimal): .decimal(Double(whole))
        case (.text, .integer), (.text, .decimal): .null
        case (.integer(let whole), .text): .text(String(whole))
        case (.decimal(let fraction), .text): .text("\(fraction)")
        case (.boolean(let value), .text): .text(value ? "true" : "false")
        case (.timestamp(let seconds), .text): .text(String(seconds))
        case (.date(let date), .text): .text(date.isoText)
        case (.localDateTime(let seconds), .text): .text(UTCDateTime(unixSeconds: seconds).wallClockText)
        default: cell
        }
    }
}
