import JSON

/// Where a value sits in a document: a chain of keys and indices up to the root, which holds
/// the document's source. Text is built only when asked for (when an error is thrown).
package final class JSONPath: Sendable {
    /// One step from a container to a value inside it.
    package enum Component: Sendable, Hashable {
        case key(String)
        case index(Int)
    }

    private let parent: JSONPath?
    private let component: Component?
    private let rootSource: String
    private let rootLeaves: UnreadableLeaves?

    /// The root of a document read from `source` (a file path or a request description).
    package init(source: String) {
        parent = nil
        component = nil
        rootSource = source
        rootLeaves = UnreadableLeaves()
    }

    /// The path of a value one step below `parent`.
    package init(_ parent: JSONPath, _ component: Component) {
        self.parent = parent
        self.component = component
        rootSource = ""
        rootLeaves = nil
    }

    /// The document's tally of values read as absent because they could not be read.
    package var unreadableLeaves: UnreadableLeaves {
        var path = self
        while let parent = path.parent { path = parent }
        return path.rootLeaves!
    }

    /// The file path or request description the document was read from.
    package var source: String {
        var path = self
        while let parent = path.parent { path = parent }
        return path.rootSource
    }

    /// `response[3].events[2].time`; empty at the root.
    package var text: String { text(appending: nil) }

    /// The text of this path with one more component, without allocating a path for it.
    package func text(appending last: Component?) -> String {
        var components: [Component] = last.map { [$0] } ?? []
        var path = self
        while let parent = path.parent, let component = path.component {
            components.append(component)
            path = parent
        }
        var out = ""
        for component in components.reversed() {
            switch component {
            case .index(let index): JSONPathText.append(index: index, to: &out)
            case .key(let key): JSONPathText.append(key: key, to: &out)
            }
        }
        return out
    }
}
