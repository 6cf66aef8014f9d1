import Yams

/// Finds where a duplicated key appears the second time. Yams reports only the first occurrence,
/// so the locator renames that key in the text (one character, same width), parses again (as
/// often as other duplicates need) and looks for the key's sibling with the same name.
enum YAMLDuplicateKeyLocator {
    /// Renamed keys are spelled with this private-use character first.
    private static let renameMark: Unicode.Scalar = "\u{E002}"
    private static let maximumRenames = 16

    /// The `duplicateKey` error for `key`, first seen at `first`, at its second occurrence.
    static func locate(key: String, firstAt first: SourcePosition, in text: String, file: String) -> PipelineSpecError {
        var scalars = Array(text.unicodeScalars)
        var renamed: [(position: SourcePosition, key: String)] = []
        var pending = (position: first, key: key)
        var root: Node?
        for _ in 0..<maximumRenames {
            guard rename(at: pending.position, in: &scalars) else { break }
            renamed.append(pending)
            do {
                root = try Yams.compose(yaml: String(String.UnicodeScalarView(scalars)))
                break
            } catch YamlError.duplicatedKeysInMapping(let duplicates, let context) {
                pending = (YAMLTreeBuilder.position(context.mark), duplicates.first ?? "")
            } catch {
                break
            }
        }
        let isSameKey = { (keyNode: Node, position: SourcePosition) in
            keyNode.string == key || renamed.contains { $0.position == position && $0.key == key }
        }
        guard let root, let (mapping, path) = mapping(containingKeyAt: first, in: root, path: .root),
            let second = mapping.map(\.0).first(where: { keyNode in
                let position = YAMLTreeBuilder.position(keyNode.mark)
                return position > first && isSameKey(keyNode, position)
            })
        else {
            return .syntax(at: SourceLocation(file: file, position: first), problem: "duplicate key '\(key)'")
        }
        return .duplicateKey(
            at: SourceLocation(file: file, position: YAMLTreeBuilder.position(second.mark)),
            key: key, mapping: path, firstAt: first)
    }

    /// Changes the first character of the key at `position`; false if there is no such key text.
    private static func rename(at position: SourcePosition, in scalars: inout [Unicode.Scalar]) -> Bool {
        guard var i = SourceCursor.index(of: position, in: scalars) else { return false }
        if scalars[i] == "\"" || scalars[i] == "'" { i += 1 }
        guard i < scalars.count, scalars[i] != "\"", scalars[i] != "'", scalars[i] != ":" else { return false }
        scalars[i] = renameMark
        return true
    }

    /// The mapping that holds a key at `position`, with the mapping's path.
    private static func mapping(containingKeyAt position: SourcePosition, in node: Node, path: SpecPath) -> (Node.Mapping, SpecPath)? {
        switch node {
        case .mapping(let mapping):
            if mapping.contains(where: { YAMLTreeBuilder.position($0.key.mark) == position }) { return (mapping, path) }
            for (key, value) in mapping {
                if let found = self.mapping(containingKeyAt: position, in: value, path: path.appending(key: key.string ?? "?")) {
                    return found
                }
            }
            return nil
        case .sequence(let sequence):
            for (index, item) in sequence.enumerated() {
                if let found = mapping(containingKeyAt: position, in: item, path: path.appending(index: index)) { return found }
            }
            return nil
        case .scalar, .alias:
            return nil
        }
    }
}
