import JSON

/// A decoded list item with where it was written.
struct SpecLocated<Value: Sendable>: Sendable {
    var value: Value
    var position: SourcePosition
    /// The item as written, on one line, for messages.
    var text: String
}

extension Spec {
    /// A list of at least `minCount` items, each with its position. `uniqueItems` is published in
    /// the schema; the caller checks uniqueness in its own terms.
    static func locatedList<E>(
        of element: SpecNode<E>, _ expected: String, minCount: Int = 1, maxCount: Int? = nil, uniqueItems: Bool = false
    ) -> SpecNode<[SpecLocated<E>]> {
        let shape = SpecShape(
            .list(of: element.shape, minCount: minCount, maxCount: maxCount, uniqueItems: uniqueItems), expected: expected)
        let render = element.render.map { item in { @Sendable (items: [SpecLocated<E>]) in JSONValue.array(items.map { item($0.value) }) } }
        return SpecNode(shape: shape, render: render) { node, site in
            guard case .sequence(let items) = node.content else { return site.wrongType(expected, found: node) }
            var decoded: [SpecLocated<E>] = []
            for (index, item) in items.enumerated() {
                if let value = element.decode(item, at: site.child(index: index, at: item.position)) {
                    decoded.append(SpecLocated(value: value, position: item.position, text: item.compactText))
                }
            }
            guard decoded.count == items.count else { return nil }
            guard items.count >= minCount, items.count <= (maxCount ?? .max) else {
                let count = items.count == 1 ? "1 item" : "\(items.count) items"
                site.report(.outOfRange(at: site.location, field: site.path, value: count, expected: expected))
                return nil
            }
            return decoded
        }
    }

    /// A list whose items may not repeat; a repeat is reported at its second occurrence.
    static func uniqueList<E: Hashable>(of element: SpecNode<E>, _ expected: String, minCount: Int = 1) -> SpecNode<[E]> {
        let render = element.render.map { item in { @Sendable (items: [E]) in JSONValue.array(items.map(item)) } }
        return locatedList(of: element, expected, minCount: minCount, uniqueItems: true).refined(render: render) { items, site in
            var seen: [E: SourcePosition] = [:]
            var unique = true
            for (index, item) in items.enumerated() {
                if let first = seen[item.value] {
                    site.report(
                        .duplicateItem(
                            at: SourceLocation(file: site.context.file, position: item.position),
                            field: site.path.appending(index: index), item: item.text, firstAt: first))
                    unique = false
                } else {
                    seen[item.value] = item.position
                }
            }
            return unique ? items.map(\.value) : nil
        }
    }

    /// One of several nodes, chosen by the YAML type of the value; when several accept that type
    /// (two kinds of text), the first that decodes wins.
    static func oneOf<V>(_ alternatives: [SpecNode<V>], _ expected: String) -> SpecNode<V> {
        let shape = SpecShape(.alternatives(alternatives.map(\.shape)), expected: expected)
        let render = alternatives.lazy.compactMap(\.render).first
        return SpecNode(shape: shape, render: render) { node, site in
            if case .scalar(let scalar) = node.content, case .failure(let error) = scalar.resolved {
                site.report(error)
                return nil
            }
            let candidates = alternatives.filter { $0.shape.accepts(node) }
            switch candidates.count {
            case 0:
                return site.wrongType(expected, found: node)
            case 1:
                return candidates[0].decode(node, at: site)
            default:
                for candidate in candidates {
                    if let value = candidate.decode(node, at: site.trial()) { return value }
                }
                let text: String
                if case .scalar(let scalar) = node.content { text = scalar.text ?? scalar.raw } else { text = node.foundPhrase }
                site.report(.invalidFormat(at: site.location, field: site.path, value: text, expected: expected))
                return nil
            }
        }
    }
}
