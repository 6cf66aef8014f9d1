/// Collects the problems found while decoding one pipeline file.
final class SpecDecodingContext {
    let file: String
    /// The file the pipeline came from; the root node puts it into the `Pipeline`.
    let origin: PipelineOrigin
    /// Whether an unset variable as the API key is no error (the key is then empty).
    let keyMayBeUnset: Bool
    private(set) var errors: [PipelineSpecError] = []

    init(file: String, origin: PipelineOrigin, keyMayBeUnset: Bool = false) {
        self.file = file
        self.origin = origin
        self.keyMayBeUnset = keyMayBeUnset
    }

    /// Records a problem; decoding goes on to find more.
    func report(_ error: PipelineSpecError) {
        errors.append(error)
    }

    /// A context to try one of several alternatives in; its problems are dropped.
    func trial() -> SpecDecodingContext {
        SpecDecodingContext(file: file, origin: origin, keyMayBeUnset: keyMayBeUnset)
    }
}
