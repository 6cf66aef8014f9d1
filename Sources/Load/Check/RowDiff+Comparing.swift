import Staging

/// Keying two readings of a table and finding the rows that differ.
extension RowDiff {
    /// The outcome of comparing two readings of one table.
    enum Comparison: Equatable {
        case compared(RowDiff)
        /// Rows could not be matched up, for the reason given.
        case incomparable(String)
    }

    /// Compares the rows of the file on disk (`old`) with the rows the run would write (`new`),
    /// matching rows by `key` (by whole rows when `key` is empty) and comparing the columns
    /// both share. Rows left out of both readings count as unchanged.
    static func comparing(old: TextRecords, new: TextRecords, key: [String]) -> Comparison {
        guard let newKey = indices(of: key, in: new.header) else {
            return .incomparable("the new table has no column named like its key")
        }
        guard let oldKey = indices(of: key, in: old.header) else {
            let missing = key.filter { !old.header.contains($0) }
            return .incomparable("the file on disk has no \(missing.joined(separator: ", ")) column, so rows were not matched")
        }
        let shared = new.header.filter(old.header.contains)
        let newShared = indices(of: shared, in: new.header)!
        let oldShared = indices(of: shared, in: old.header)!
        var diff = RowDiff(
            key: key,
            columnsAdded: new.header.filter { !old.header.contains($0) },
            columnsRemoved: old.header.filter { !new.header.contains($0) }
        )
        let oldIdentities = identities(of: old.rows, by: key.isEmpty ? oldShared : oldKey)
        let newIdentities = identities(of: new.rows, by: key.isEmpty ? newShared : newKey)
        var oldRowByIdentity: [String: Int] = [:]
        for (index, identity) in oldIdentities.enumerated() { oldRowByIdentity[identity] = index }
        var matchedOld = [Bool](repeating: false, count: old.rows.count)
        for (index, row) in new.rows.enumerated() {
            let sample = sampleKey(row, keyColumns: newKey, sharedColumns: newShared)
            guard let oldIndex = oldRowByIdentity[newIdentities[index]] else {
                diff.added.add(key: sample)
                continue
            }
            matchedOld[oldIndex] = true
            let oldRow = old.rows[oldIndex]
            if zip(newShared, oldShared).contains(where: { row[$0] != oldRow[$1] }) { diff.changed.add(key: sample) }
        }
        for (index, row) in old.rows.enumerated() where !matchedOld[index] {
            diff.removed.add(key: sampleKey(row, keyColumns: oldKey, sharedColumns: oldShared))
        }
        return .compared(diff)
    }

    private static func indices(of names: [String], in header: [String]) -> [Int]? {
        var result: [Int] = []
        for name in names {
            guard let index = header.firstIndex(of: name) else { return nil }
            result.append(index)
        }
        return result
    }

    /// One identity per row: its key fields, with the occurrence number so duplicate keys
    /// still pair up in order.
    private static func identities(of rows: [[String]], by columns: [Int]) -> [String] {
        var seen: [String: Int] = [:]
        return rows.map { row in
            let base = columns.count == 1 ? row[columns[0]] : columns.map { row[$0] }.joined(separator: "\u{1F}")
            let occurrence = seen[base, default: 0]
            seen[base] = occurrence + 1
            return occurrence == 0 ? base : "\(base)\u{1E}\(occurrence)"
        }
    }

    /// The key shown in reports: the key fields, or the first few fields of a keyless row.
    private static func sampleKey(_ row: [String], keyColumns: [Int], sharedColumns: [Int]) -> [String] {
        let columns = keyColumns.isEmpty ? Array(sharedColumns.prefix(3)) : keyColumns
        return columns.map { row[$0] }
    }
}
