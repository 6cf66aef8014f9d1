/// A validated pipeline file: what to extract, how to transform it, where to load it.
package struct Pipeline: Sendable, Equatable {
    package var name: String
    package var source: SourceSpec
    package var scope: ScopeSpec
    package var extract: ExtractSpec
    package var transform: TransformSpec
    package var load: LoadSpec
    /// The file it was read from (as given on the command line) and its exact bytes.
    package var origin: PipelineOrigin

    package init(
        name: String, source: SourceSpec, scope: ScopeSpec, extract: ExtractSpec,
        transform: TransformSpec = TransformSpec(), load: LoadSpec, origin: PipelineOrigin
    ) {
        self.name = name
        self.source = source
        self.scope = scope
        self.extract = extract
        self.transform = transform
        self.load = load
        self.origin = origin
    }
}

/// Where a pipeline came from.
package struct PipelineOrigin: Sendable, Equatable {
    package var path: String
    package var bytes: [UInt8]

    package init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }
}
