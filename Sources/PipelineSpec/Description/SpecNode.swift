import JSON

/// One node of the pipeline file's description: its shape (what the JSON Schema publishes) and
/// how a YAML value of that shape becomes a typed value. Built with the `Spec` factories.
struct SpecNode<Value: Sendable>: Sendable {
    let shape: SpecShape
    /// Decodes a value at a site, reporting problems there; nil when the value is unusable.
    let decoder: @Sendable (YAMLNode, SpecSite) -> Value?
    /// The JSON form of a value, for the schema's `default`; nil where a default is not shown.
    let render: (@Sendable (Value) -> JSONValue)?

    init(
        shape: SpecShape, render: (@Sendable (Value) -> JSONValue)? = nil,
        decoder: @escaping @Sendable (YAMLNode, SpecSite) -> Value?
    ) {
        self.shape = shape
        self.render = render
        self.decoder = decoder
    }

    /// The typed value of `node`, or nil with its problems reported at `site`.
    func decode(_ node: YAMLNode, at site: SpecSite) -> Value? {
        decoder(node, site)
    }

    /// The same shape, its value turned into another type.
    func map<Other>(
        render: (@Sendable (Other) -> JSONValue)? = nil, _ transform: @escaping @Sendable (Value) -> Other
    ) -> SpecNode<Other> {
        let decoder = self.decoder
        return SpecNode<Other>(shape: shape, render: render) { node, site in decoder(node, site).map(transform) }
    }

    /// The same shape with a further check that may report a problem at the node and fail.
    func refined<Other>(
        render: (@Sendable (Other) -> JSONValue)? = nil, _ check: @escaping @Sendable (Value, SpecSite) -> Other?
    ) -> SpecNode<Other> {
        let decoder = self.decoder
        return SpecNode<Other>(shape: shape, render: render) { node, site in decoder(node, site).flatMap { check($0, site) } }
    }
}
