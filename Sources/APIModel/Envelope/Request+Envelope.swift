/// Recognising which request a saved envelope answers (for `convert` on users' files).
extension Request {
    /// The request an envelope answers, from its `get` and `parameters`; nil when `get` is empty
    /// (as in some error bodies). Whether the tool uses that endpoint is the catalog's question.
    /// A parameter echoed twice keeps its first value.
    package init?(envelope: Envelope) {
        let path = envelope.get.hasPrefix("/") ? String(envelope.get.dropFirst()) : envelope.get
        guard !path.isEmpty else { return nil }
        var parameters: [String: String] = [:]
        for parameter in envelope.parameters where parameters[parameter.name] == nil {
            parameters[parameter.name] = parameter.value
        }
        self.init(Endpoint(path), parameters)
    }
}
