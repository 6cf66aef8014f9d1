/// Where and why a document is not JSON: line and column for people, the byte offset for tools,
/// and the JSON path of the value being read (`response[3].goals.home`).
package struct JSONSyntaxError: Error, Equatable, CustomStringConvertible {
    /// One step from a container to a value inside it.
    package enum PathComponent: Equatable, Sendable {
        case key(String)
        case index(Int)
    }

    /// 1-based line of the problem.
    package let line: Int
    /// 1-based column, counting Unicode scalars.
    package let column: Int
    /// 0-based byte offset of the problem in the input.
    package let offset: Int
    /// What is wrong, without the place.
    package let problem: String
    /// Keys and indices from the root to the value being read, outermost first.
    package private(set) var pathComponents: [PathComponent]
    /// Whether the input ended where more was expected; the path then adds nothing to the message.
    package let atEnd: Bool

    init(line: Int, column: Int, offset: Int, problem: String, atEnd: Bool, pathComponents: [PathComponent] = []) {
        self.line = line
        self.column = column
        self.offset = offset
        self.problem = problem
        self.atEnd = atEnd
        self.pathComponents = pathComponents
    }

    /// `response[3].goals.home`; empty at the top level. Plain keys are bare, others quoted.
    package var path: String {
        var out = ""
        for component in pathComponents {
            switch component {
            case .index(let index): JSONPathText.append(index: index, to: &out)
            case .key(let key): JSONPathText.append(key: key, to: &out)
            }
        }
        return out
    }

    /// The problem and, unless the document is truncated or the value is the root, its path.
    package var reason: String {
        atEnd || pathComponents.isEmpty ? problem : "\(problem) (at \(path))"
    }

    package var description: String { "line \(line), column \(column): \(reason)" }

    /// The same error one level further out: `component` leads to where it was found.
    func inside(_ component: PathComponent) -> JSONSyntaxError {
        var copy = self
        copy.pathComponents.insert(component, at: 0)
        return copy
    }
}
