/// Where a value sits in a pipeline file, as keys and list indexes (`extract[3].players.from`).
package struct SpecPath: Sendable, Hashable, CustomStringConvertible {
    /// One step down the tree.
    package enum Component: Sendable, Hashable {
        case key(String)
        case index(Int)
    }

    package var components: [Component]

    package init(_ components: [Component] = []) {
        self.components = components
    }

    /// The file's top-level mapping.
    package static let root = SpecPath()

    /// This path, one key further down.
    package func appending(key: String) -> SpecPath { SpecPath(components + [.key(key)]) }
    /// This path, one list item further down.
    package func appending(index: Int) -> SpecPath { SpecPath(components + [.index(index)]) }

    /// Dotted form: `scope.seasons[0]`; the root reads `the file`.
    package var description: String {
        guard !components.isEmpty else { return "the file" }
        var text = ""
        for component in components {
            switch component {
            case .key(let key): text += text.isEmpty ? key : ".\(key)"
            case .index(let index): text += "[\(index)]"
            }
        }
        return text
    }

    /// How a message names this path as a mapping: `in scope`, or `at the top level`.
    package var mappingPhrase: String {
        components.isEmpty ? "at the top level" : "in \(description)"
    }
}
