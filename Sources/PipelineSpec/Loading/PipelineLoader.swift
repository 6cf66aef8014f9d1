import Foundation

/// Reads a pipeline file into a validated `Pipeline`: substitutes `${VAR}` from the environment,
/// parses YAML, and checks every value against `PipelineFileSpec`, collecting the problems.
package enum PipelineLoader {
    /// Reads and validates the file at `path` (relative to the current directory). With
    /// `keyMayBeUnset`, an unset variable as `source.api.key` is no error and the key is empty
    /// (for runs that never send it); every other unset variable still is.
    package static func load(
        path: String, environment: [String: String] = ProcessInfo.processInfo.environment, keyMayBeUnset: Bool = false
    ) throws(PipelineSpecError) -> Pipeline {
        try decode(bytes: PipelineFileReader.bytes(atPath: path), path: path, environment: environment, keyMayBeUnset: keyMayBeUnset)
    }

    /// Validates a pipeline file's bytes; `path` names it in messages and in `Pipeline.origin`.
    package static func decode(
        bytes: [UInt8], path: String, environment: [String: String] = ProcessInfo.processInfo.environment, keyMayBeUnset: Bool = false
    ) throws(PipelineSpecError) -> Pipeline {
        guard var text = String(validating: bytes, as: UTF8.self) else {
            throw .syntax(
                at: SourceLocation(file: path, position: PipelineFileReader.invalidUTF8Position(in: bytes)),
                problem: "the file is not UTF-8 text")
        }
        // libyaml takes a BOM for content when told the encoding (as Yams does); editors do not count it.
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        let scan: VariableReferenceScanner.PlaceholderText
        switch VariableReferenceScanner.scan(text) {
        case .success(let result): scan = result
        case .failure(let problem): throw .syntax(at: SourceLocation(file: path, position: problem.position), problem: problem.problem)
        }
        let root: YAMLNode
        var problems: [PipelineSpecError]
        switch YAMLComposer.compose(scan.text, file: path) {
        case .failure(let error):
            throw error
        case .success(nil):
            throw .wrongType(
                at: SourceLocation(file: path, line: 1, column: 1), field: .root,
                expected: PipelineFileSpec.root.shape.expected, found: "an empty file")
        case .success(let node?):
            var builder = YAMLTreeBuilder(file: path, tokens: scan.tokens, environment: environment)
            root = builder.build(node)
            if let aliasExpansion = builder.aliasExpansion { throw aliasExpansion }
            problems = builder.problems
        }
        let context = SpecDecodingContext(file: path, origin: PipelineOrigin(path: path, bytes: bytes), keyMayBeUnset: keyMayBeUnset)
        let pipeline = PipelineFileSpec.root.decode(root, at: SpecSite(position: root.position, path: .root, context: context))
        problems += context.errors
        guard let pipeline, problems.isEmpty else {
            throw .combining(inFileOrder(problems))
        }
        return pipeline
    }

    /// Problems sorted by position; problems at one position keep the order they were found in.
    private static func inFileOrder(_ problems: [PipelineSpecError]) -> [PipelineSpecError] {
        problems.enumerated().sorted { a, b in
            let (pa, pb) = (a.element.location?.position, b.element.location?.position)
            if let pa, let pb, pa != pb { return pa < pb }
            return a.offset < b.offset
        }.map(\.element)
    }
}
