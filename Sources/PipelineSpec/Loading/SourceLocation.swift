/// A 1-based line and column in a pipeline file; columns count Unicode scalars, as libyaml does.
package struct SourcePosition: Sendable, Hashable, Comparable, CustomStringConvertible {
    package var line: Int
    package var column: Int

    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    package static func < (a: SourcePosition, b: SourcePosition) -> Bool {
        (a.line, a.column) < (b.line, b.column)
    }

    package var description: String { "\(line):\(column)" }
}

/// A position in a named file, printed as `file:line:column` like compilers do.
package struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
    package var file: String
    package var position: SourcePosition

    package init(file: String, position: SourcePosition) {
        self.file = file
        self.position = position
    }

    package init(file: String, line: Int, column: Int) {
        self.init(file: file, position: SourcePosition(line: line, column: column))
    }

    package var line: Int { position.line }
    package var column: Int { position.column }

    package var description: String { "\(file):\(position.line):\(position.column)" }
}
