import Foundation

/// A pipeline file for the live API with one value written, as YAML text, at a numeric
/// option's place (`NumericOption.path`), and the line and column where that value sits.
struct BoundsPipeline {
    let text: String
    let line: Int
    let column: Int

    /// `leagues`, `fixtures` and `standings` of the demo league from `baseURL` without retries,
    /// cached in `cache`, written below `output`, with `raw` at `path`.
    init(path: [String], raw: String, baseURL: String, cache: String, output: String) {
        let base = Tree.map([
            ("name", .scalar("bounds")),
            (
                "source",
                .map([
                    (
                        "api",
                        .map([
                            ("key", .scalar("${API_FOOTBALL_KEY}")), ("base_url", .scalar(baseURL)), ("cache", .scalar(cache)),
                            // A timeout of a millisecond fails every request: without retries it fails at once.
                            ("retries", .scalar("0"))
                        ])
                    )
                ])
            ),
            ("scope", .map([("leagues", .list([.scalar("9001")])), ("seasons", .list([.scalar("2023")]))])),
            ("extract", .list([.scalar("leagues"), .scalar("fixtures"), .scalar("standings")])),
            ("load", .map([("csv", .scalar("\(output)/csv"))]))
        ])
        var lines = base.setting(path[...], to: .scalar(Self.marker)).lines(indent: 0)
        let index = lines.firstIndex { $0.contains(Self.marker) } ?? 0
        line = index + 1
        column = lines[index].distance(from: lines[index].startIndex, to: lines[index].range(of: Self.marker)!.lowerBound) + 1
        lines[index] = lines[index].replacingOccurrences(of: Self.marker, with: raw)
        text = lines.joined(separator: "\n") + "\n"
    }

    private static let marker = "@VALUE@"

    /// A YAML document as nested block mappings and lists.
    indirect enum Tree {
        case map([(String, Tree)])
        case list([Tree])
        case scalar(String)

        /// This tree with `leaf` at `path`: mappings gain missing keys; a list of scalars becomes
        /// `[leaf]`; in a list of names and `{name: …}` mappings (`extract`) the item named by
        /// the next key is replaced by a mapping holding the rest of the path.
        func setting(_ path: ArraySlice<String>, to leaf: Tree) -> Tree {
            guard let step = path.first else { return leaf }
            let rest = path.dropFirst()
            if step == "[]" {
                guard let name = rest.first else { return .list([leaf]) }
                let items = if case .list(let items) = self { items.filter { !$0.isNamed(name) } } else { [Tree]() }
                return .list(items + [Tree.map([]).setting(rest, to: leaf)])
            }
            var entries = if case .map(let entries) = self { entries } else { [(String, Tree)]() }
            let empty: Tree = rest.first == "[]" ? .list([]) : .map([])
            if let i = entries.firstIndex(where: { $0.0 == step }) {
                entries[i].1 = entries[i].1.setting(rest, to: leaf)
            } else {
                entries.append((step, empty.setting(rest, to: leaf)))
            }
            return .map(entries)
        }

        private func isNamed(_ name: String) -> Bool {
            switch self {
            case .scalar(let text): text == name
            case .map(let entries): entries.first?.0 == name
            case .list: false
            }
        }

        /// Block YAML, `indent` spaces deep.
        func lines(indent: Int) -> [String] {
            let pad = String(repeating: " ", count: indent)
            switch self {
            case .scalar(let text):
                return [pad + text]
            case .map(let entries):
                return entries.flatMap { key, value -> [String] in
                    if case .scalar(let text) = value { return ["\(pad)\(key): \(text)"] }
                    return ["\(pad)\(key):"] + value.lines(indent: indent + 2)
                }
            case .list(let items):
                return items.flatMap { item -> [String] in
                    var lines = item.lines(indent: indent + 2)
                    lines[0] = pad + "- " + lines[0].dropFirst(indent + 2)
                    return lines
                }
            }
        }
    }
}
