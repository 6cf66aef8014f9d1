extension SpecShape {
    /// Whether a value's YAML type fits this shape, before its content is checked: how
    /// `Spec.oneOf` picks an alternative.
    func accepts(_ node: YAMLNode) -> Bool {
        switch (kind, node.content) {
        case (.mapping, .mapping), (.list, .sequence):
            return true
        case (.alternatives(let shapes), _):
            return shapes.contains { $0.accepts(node) }
        case (.secretReference, .scalar):
            return true
        case (.string, .scalar(let scalar)), (.enumeration, .scalar(let scalar)):
            return scalar.text != nil
        case (.integer, .scalar(let scalar)), (.number, .scalar(let scalar)):
            // Any number: one out of range or with a fraction is reported with the integer's range.
            switch scalar.value {
            case .int, .number, .unrepresentableNumber: return true
            default: return false
            }
        case (.boolean, .scalar(let scalar)):
            if case .bool = scalar.value { return true }
            return false
        default:
            return false
        }
    }
}
