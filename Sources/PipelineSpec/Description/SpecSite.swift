/// The node being decoded: where it is, its path, and where problems go.
struct SpecSite {
    let position: SourcePosition
    let path: SpecPath
    let context: SpecDecodingContext

    var location: SourceLocation { SourceLocation(file: context.file, position: position) }

    /// Records a problem in the file's context.
    func report(_ error: PipelineSpecError) {
        context.report(error)
    }

    /// The site of a mapping value.
    func child(key: String, at position: SourcePosition) -> SpecSite {
        SpecSite(position: position, path: path.appending(key: key), context: context)
    }

    /// The site of a list item.
    func child(index: Int, at position: SourcePosition) -> SpecSite {
        SpecSite(position: position, path: path.appending(index: index), context: context)
    }

    /// The same site, reporting into a throwaway context.
    func trial() -> SpecSite {
        SpecSite(position: position, path: path, context: context.trial())
    }

    /// Reports a value of the wrong type; always nil, so decoders can `return site.wrongType(…)`.
    func wrongType<T>(_ expected: String, found node: YAMLNode, hint: String = "") -> T? {
        report(.wrongType(at: location, field: path, expected: expected, found: node.foundPhrase + hint))
        return nil
    }

    /// Reports a number outside the range `expected` names; always nil, like `wrongType`.
    func outOfRange<T>(_ value: String, expected: String) -> T? {
        report(.outOfRange(at: location, field: path, value: value, expected: expected))
        return nil
    }

    /// The scalar at `node` with its typed value; reports a list or mapping, or a reference that
    /// cannot be substituted.
    func scalar(_ node: YAMLNode, expected: String) -> (YAMLScalar, YAMLScalarValue)? {
        guard case .scalar(let scalar) = node.content else { return wrongType(expected, found: node) }
        switch scalar.resolved {
        case .failure(let error):
            report(error)
            return nil
        case .success:
            return scalar.value.map { (scalar, $0) }
        }
    }
}
