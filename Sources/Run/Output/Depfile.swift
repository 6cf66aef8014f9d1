/// A Makefile dependency file: every output depends on the pipeline file and each recording read.
package struct Depfile: Sendable, Equatable {
    package var targets: [String]
    package var prerequisites: [String]

    package init(targets: [String], prerequisites: [String]) {
        self.targets = targets
        self.prerequisites = prerequisites
    }

    /// `out/a.csv out/b.csv: pipeline.yml rec/fixtures/league\=39&season\=2023.json`, one line
    /// per target so each reads on its own, with an empty rule per prerequisite so a deleted
    /// recording does not break make (as `gcc -MP` does).
    package var text: String {
        var lines: [String] = []
        let inputs = prerequisites.map(Self.escape).joined(separator: " \\\n  ")
        for target in targets { lines.append("\(Self.escape(target)): \\\n  \(inputs)") }
        for prerequisite in prerequisites { lines.append("\(Self.escape(prerequisite)):") }
        return lines.joined(separator: "\n\n") + "\n"
    }

    /// Escapes what make reads specially in file names: spaces, `#`, `$`, `=`, `:`, `\`, and `%`
    /// (a pattern rule's stem). A line break cannot be escaped: paths holding one are refused
    /// before the run (the pipeline's `load:` paths, and `--depfile` itself).
    static func escape(_ path: String) -> String {
        var out = ""
        for character in path {
            switch character {
            case " ", "#", "=", ":", "\\", "%": out += "\\\(character)"
            case "$": out += "$$"
            default: out.append(character)
            }
        }
        return out
    }
}
