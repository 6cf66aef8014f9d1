import LibSQLite
import SQLiteOutput
import Staging

/// Check mode for a SQLite database: reads both files' tables back and compares their rows,
/// table by table, so a file whose bytes differ but whose rows do not says so.
enum SQLiteDatabaseCheck {
    /// Compares the database on disk at `onDisk` with the staged one at `staged`.
    static func compare(onDisk: String, staged: String, path: String) -> FileCheck {
        let old: [SQLiteTableReader.TableReading]
        let new: [SQLiteTableReader.TableReading]
        do { old = try SQLiteTableReader.read(onDisk) } catch {
            return FileCheck(path: path, status: .changed, note: "the file on disk is not readable as SQLite: \(error.message)")
        }
        do { new = try SQLiteTableReader.read(staged) } catch {
            return FileCheck(path: path, status: .changed, note: "the new file is not readable as SQLite: \(error.message)")
        }
        var phrases: [String] = []
        for table in new {
            guard let previous = old.first(where: { $0.name == table.name }) else {
                phrases.append("table \(table.name) added (\(plural(table.records.rows.count, "row")))")
                continue
            }
            switch RowDiff.comparing(old: previous.records, new: table.records, key: table.key) {
            case .incomparable(let reason):
                phrases.append("table \(table.name): \(reason)")
            case .compared(let diff) where !diff.isEmpty:
                phrases.append("table \(table.name): \(summary(of: diff))")
            case .compared:
                continue
            }
        }
        for table in old where !new.contains(where: { $0.name == table.name }) {
            phrases.append("table \(table.name) removed")
        }
        let note = phrases.isEmpty ? "same rows in every table; only the bytes differ" : phrases.joined(separator: "; ")
        return FileCheck(path: path, status: .changed, note: note)
    }

    /// `2 rows changed (fixture_id=1035037, …), 1 added (…), columns added: x`.
    private static func summary(of diff: RowDiff) -> String {
        let keyName = diff.key.isEmpty ? "" : diff.key.joined(separator: "/") + "="
        var parts: [String] = []
        for (verb, changes) in [("changed", diff.changed), ("added", diff.added), ("removed", diff.removed)] where changes.count > 0 {
            var samples = changes.sampleKeys.map { $0.joined(separator: "/") }
            if changes.count > samples.count { samples.append("…") }
            parts.append("\(plural(changes.count, "row")) \(verb) (\(keyName)\(samples.joined(separator: ", ")))")
        }
        if !diff.columnsAdded.isEmpty { parts.append("columns added: \(diff.columnsAdded.joined(separator: ", "))") }
        if !diff.columnsRemoved.isEmpty { parts.append("columns removed: \(diff.columnsRemoved.joined(separator: ", "))") }
        return parts.joined(separator: ", ")
    }

    private static func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
