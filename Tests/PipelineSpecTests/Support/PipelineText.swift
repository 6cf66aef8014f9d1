@testable import PipelineSpec

/// Decodes pipeline texts in tests as the file `pipelines/test.yml`.
enum PipelineText {
    static let path = "pipelines/test.yml"

    /// A small valid pipeline; tests replace its lines (1-based) to make one mistake at a known place.
    /// ```
    /// 1 name: t
    /// 2 source:
    /// 3   recorded: rec
    /// 4 scope:
    /// 5   leagues: [39]
    /// 6   seasons: [2023]
    /// 7 extract: [fixtures]
    /// 8 load:
    /// 9   csv: out
    /// ```
    static let minimal = """
        name: t
        source:
          recorded: rec
        scope:
          leagues: [39]
          seasons: [2023]
        extract: [fixtures]
        load:
          csv: out

        """

    /// `minimal` with the given lines replaced (a replacement may hold several lines).
    static func minimal(replacing replacements: [Int: String]) -> String {
        var lines = minimal.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (line, text) in replacements { lines[line - 1] = text }
        return lines.joined(separator: "\n")
    }

    static func decode(_ yaml: String, environment: [String: String] = [:]) throws(PipelineSpecError) -> Pipeline {
        try PipelineLoader.decode(bytes: Array(yaml.utf8), path: path, environment: environment)
    }

    /// The messages decoding `yaml` produces, one per problem; empty when it is valid.
    static func messages(_ yaml: String, environment: [String: String] = [:]) -> [String] {
        do {
            _ = try decode(yaml, environment: environment)
            return []
        } catch {
            return error.all.map(\.description)
        }
    }

    /// The single problem decoding `yaml` produces, or a note saying what came instead.
    static func message(_ yaml: String, environment: [String: String] = [:]) -> String {
        let found = messages(yaml, environment: environment)
        return found.count == 1 ? found[0] : "expected one problem, found \(found.count): \(found)"
    }
}
