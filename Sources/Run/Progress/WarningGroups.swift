package import Staging

/// A run's warnings grouped by kind, in the order kinds first appear: up to `shown` of a kind are
/// printed one by one, the rest as one line with the count (the manifest keeps every one).
package struct WarningGroups {
    /// How many warnings of one kind the summary prints before it counts the rest.
    package static let shown = 5

    package let groups: [(code: String, warnings: [ManifestWarning])]

    package init(_ warnings: [ManifestWarning]) {
        var groups: [(code: String, warnings: [ManifestWarning])] = []
        for warning in warnings {
            if let index = groups.firstIndex(where: { $0.code == warning.code }) {
                groups[index].warnings.append(warning)
            } else {
                groups.append((warning.code, [warning]))
            }
        }
        self.groups = groups
    }

    /// Each group's lines: `(code, message)` for each warning shown, then the count of the rest.
    package var lines: [(code: String, message: String)] {
        groups.flatMap { group in
            let shown = group.warnings.prefix(Self.shown).map { ($0.code, $0.message) }
            let rest = group.warnings.count - shown.count
            guard rest > 0 else { return shown }
            return shown + [
                (group.code, "\(group.code): \(rest) more like these (\(group.warnings.count) in all; manifest.json lists every one)")
            ]
        }
    }
}
