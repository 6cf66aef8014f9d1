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

    /// Throws the unset key's error when the pipeline reads the live API and its key variable is
    /// not set: what a command that must send a request calls first.
    package func requireKey() throws(PipelineSpecError) {
        if case .api(let api) = source, let unset = api.key.unset { throw unset }
    }

    /// The unset key's variable, when the pipeline reads the live API without a key.
    package var unsetKeyVariable: String? {
        guard case .api(let api) = source, case .unsetSecret(_, _, let variable, _)? = api.key.unset else { return nil }
        return variable
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
