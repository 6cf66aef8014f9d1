/// The human-readable form of a check report: one line per differing file, then a summary.
extension CheckReport {
    /// Lines such as `changed  out/fixtures.csv: 2 rows changed (fixture_id=1035037, 1035038), 1 added (…)`,
    /// ending with a newline. After a release change, one line of advice and the count instead.
    package var text: String {
        let differing = files.filter { $0.status != .unchanged }.count
        if let toolVersionChange, differing > 0 {
            return "\(toolVersionChange.advice)\n\(differing) of \(files.count) outputs differ.\n"
        }
        var lines: [String] = []
        for file in files where file.status != .unchanged {
            let status = file.status.rawValue.padding(toLength: 9)
            let details = file.details
            lines.append(details.isEmpty ? status + file.path : "\(status)\(file.path): \(details.joined(separator: ", "))")
        }
        if differing == 0 {
            lines.append("All \(files.count) outputs are unchanged.")
        } else {
            lines.append("\(differing) of \(files.count) outputs differ; \(files.count - differing) unchanged.")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension FileCheck {
    /// What differs, as short phrases.
    fileprivate var details: [String] {
        var details: [String] = []
        if let rows {
            if status == .added {
                details.append(plural(rows.added.count, "row"))
            } else {
                details += [
                    rows.changed.phrase("changed", key: rows.key),
                    rows.added.phrase("added", key: rows.key),
                    rows.removed.phrase("removed", key: rows.key)
                ].compactMap { $0 }
                if !rows.columnsAdded.isEmpty { details.append("columns added: \(rows.columnsAdded.joined(separator: ", "))") }
                if !rows.columnsRemoved.isEmpty { details.append("columns removed: \(rows.columnsRemoved.joined(separator: ", "))") }
            }
        } else if status == .changed, note == nil {
            details.append("contents differ")
        }
        if let note { details.append(note) }
        return details
    }
}

extension RowChanges {
    /// `2 rows changed (fixture_id=1035037, 1035038)`, or nil when there are none.
    fileprivate func phrase(_ verb: String, key: [String]) -> String? {
        guard count > 0 else { return nil }
        var samples = sampleKeys.map { $0.joined(separator: "/") }
        if count > samples.count { samples.append("…") }
        let keyName = key.isEmpty ? "" : key.joined(separator: "/") + "="
        return "\(plural(count, "row")) \(verb) (\(keyName)\(samples.joined(separator: ", ")))"
    }
}

private func plural(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
}

extension String {
    /// The string followed by spaces up to `length` characters.
    fileprivate func padding(toLength length: Int) -> String {
        self + String(repeating: " ", count: Swift.max(0, length - count))
    }
}
