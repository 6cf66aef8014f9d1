extension Spec {
    /// How a mapping reports a key it does not define.
    enum UnknownKeyReport: Sendable {
        /// `unknownKey` with a did-you-mean over the mapping's keys.
        case key
        /// `unknownDataset`: the mapping's keys are dataset names.
        case dataset
    }

    /// A mapping with known `fields` (file order free), `rules` between them, and `build` to make
    /// the typed value once every field decoded without problems.
    static func mapping<V>(
        _ expected: String, fields: [any SpecFieldDescribing], rules: [SpecMappingRule] = [],
        unknownKey: UnknownKeyReport = .key, build: @escaping @Sendable (SpecMappingReader) -> V?
    ) -> SpecNode<V> {
        let shape = SpecShape(.mapping(fields: fields.map(\.fieldShape), rules: rules), expected: expected)
        return SpecNode(shape: shape) { node, site in
            guard case .mapping(let entries) = node.content else { return site.wrongType(expected, found: node) }
            let names = fields.map(\.name)
            var usable = true
            var suggested: Set<String> = []
            var hasUnknownKey = false
            for entry in entries where !names.contains(entry.key) {
                let suggestion = NameSuggestion.closest(to: entry.key, among: names)
                let at = SourceLocation(file: site.context.file, position: entry.keyPosition)
                switch unknownKey {
                case .key:
                    site.report(.unknownKey(at: at, key: entry.key, mapping: site.path, suggestion: suggestion, allowed: names))
                case .dataset:
                    site.report(.unknownDataset(at: at, name: entry.key, suggestion: suggestion))
                }
                if let suggestion { suggested.insert(suggestion) }
                hasUnknownKey = true
                usable = false
            }
            var values: [String: any Sendable] = [:]
            for field in fields {
                if let entry = entries.first(where: { $0.key == field.name }) {
                    let value = field.decodeAny(entry.value, at: site.child(key: field.name, at: entry.value.position))
                    values[field.name] = value
                    usable = usable && value != nil
                } else if field.isRequired {
                    // A mistyped key already reported with this one as its did-you-mean is not reported again.
                    if !suggested.contains(field.name) {
                        site.report(
                            .missingKey(at: site.location, key: field.name, mapping: site.path, expected: field.fieldShape.shape.expected))
                    }
                    usable = false
                } else if let value = field.defaultAny {
                    values[field.name] = value
                }
            }
            for rule in rules {
                usable = check(rule, entries: entries, site: site, reportMissing: !hasUnknownKey) && usable
            }
            guard usable else { return nil }
            return build(SpecMappingReader(site: site, values: values, entries: entries))
        }
    }

    /// Checks one rule; reports and returns false when it is broken. `reportMissing` is off once
    /// an unknown key was reported, which may well be the missing one mistyped.
    private static func check(_ rule: SpecMappingRule, entries: [YAMLMappingEntry], site: SpecSite, reportMissing: Bool) -> Bool {
        let keys: [String]
        let (allowsNone, allowsSeveral): (Bool, Bool)
        switch rule {
        case .exactlyOne(let names): (keys, allowsNone, allowsSeveral) = (names, false, false)
        case .atLeastOne(let names): (keys, allowsNone, allowsSeveral) = (names, false, true)
        case .atMostOne(let names): (keys, allowsNone, allowsSeveral) = (names, true, false)
        case .together(let names):
            let present = entries.filter { names.contains($0.key) }
            guard let first = present.first, present.count < names.count else { return true }
            let missing = names.first { name in !present.contains { $0.key == name } }!
            site.report(
                .missingCompanion(
                    at: SourceLocation(file: site.context.file, position: first.keyPosition),
                    key: first.key, companion: missing, mapping: site.path))
            return false
        }
        let present = entries.filter { keys.contains($0.key) }
        if present.isEmpty, !allowsNone {
            if reportMissing { site.report(.missingOneOf(at: site.location, keys: keys, mapping: site.path)) }
            return false
        }
        if present.count > 1, !allowsSeveral {
            site.report(
                .conflictingKeys(
                    at: SourceLocation(file: site.context.file, position: present[1].keyPosition),
                    keys: present.map(\.key), mapping: site.path))
            return false
        }
        return true
    }
}
