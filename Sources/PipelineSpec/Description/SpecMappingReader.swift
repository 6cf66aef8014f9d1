/// What a mapping's `build` closure reads its decoded fields from. Every field decoded without
/// problems before `build` runs, so required and defaulted fields always have a value.
struct SpecMappingReader {
    /// The mapping's own site, for problems that involve several fields.
    let site: SpecSite
    let values: [String: any Sendable]
    let entries: [YAMLMappingEntry]

    /// A required or defaulted field's value.
    func callAsFunction<V>(_ field: SpecField<V>) -> V {
        guard let value = values[field.name] as? V else {
            preconditionFailure("'\(field.name)' is optional or not a field of the mapping at \(site.path)")
        }
        return value
    }

    /// An optional field's value, nil when the key is absent.
    func optional<V>(_ field: SpecField<V>) -> V? {
        values[field.name] as? V
    }

    /// The key and value as written, for positions in problems found across fields.
    func entry(_ field: some SpecFieldDescribing) -> YAMLMappingEntry? {
        entries.first { $0.key == field.name }
    }
}
