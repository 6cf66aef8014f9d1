extension PipelineFileSpec {
    /// `source:` — recorded files or the live API.
    enum Source {
        static let recorded = SpecField.optional(
            "recorded", Spec.string("a recordings folder path"),
            doc: "Replays the responses recorded in this folder; makes no network requests.")
        static let api = SpecField.optional(
            "api", API.node, doc: "Calls the live API-Football v3.")

        static let node: SpecNode<SourceSpec> = Spec.mapping(
            "a mapping with either recorded or api", fields: [recorded, api], rules: [.exactlyOne([recorded.name, api.name])]
        ) { m in
            if let directory = m.optional(recorded) { return .recorded(directory: directory) }
            return m.optional(api).map(SourceSpec.api)
        }
    }
}
