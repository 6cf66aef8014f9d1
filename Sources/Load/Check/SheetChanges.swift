import Staging

/// Which sheets of a workbook changed, appeared or went, from their digests.
struct SheetChanges: Equatable {
    var changed: [String] = []
    var added: [String] = []
    var removed: [String] = []

    init(old: [SheetDigest], new: [SheetDigest]) {
        let before = Dictionary(old.map { ($0.name, $0.sha256) }, uniquingKeysWith: { first, _ in first })
        let after = Set(new.map(\.name))
        for sheet in new {
            if let digest = before[sheet.name] {
                if digest != sheet.sha256 { changed.append(sheet.name) }
            } else {
                added.append(sheet.name)
            }
        }
        removed = old.map(\.name).filter { !after.contains($0) }
    }

    /// `sheets changed: Standings, Arsenal (+3 more); added: J. Silva`.
    var summary: String {
        let parts = [("changed", changed), ("added", added), ("removed", removed)].filter { !$0.1.isEmpty }.map { label, names in
            let shown = names.prefix(5).joined(separator: ", ")
            return "\(label): \(shown)" + (names.count > 5 ? " (+\(names.count - 5) more)" : "")
        }
        return parts.isEmpty ? "same sheet contents; only the bytes differ" : "sheets " + parts.joined(separator: "; ")
    }
}
