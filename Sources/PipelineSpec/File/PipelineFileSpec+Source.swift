extension PipelineFileSpec {
    /// `source:` — recorded files or the live API.
    enum Source {
        static let recorded = SpecField.optional(
            "recorded", Spec.string("a recordings folder path"),
            doc: "Replays the responses recorded in this folder; makes no network requests.")
        static let api = SpecField.optional(
            "api", API.node, doc: "Calls the live API-Football v3.")
        static let maxAnswer = SpecField.defaulted(
            "max_answer_mb",
            Spec.integer(
                "a number of MiB", minimum: AnswerSizeLimit.mebibyteRange.lowerBound, maximum: AnswerSizeLimit.mebibyteRange.upperBound),
            default: AnswerSizeLimit.standard.mebibytes,
            doc: "The largest answer in MiB (default 64): a larger one stops the run (exit 65) and is neither cached nor recorded, "
                + "and no recording or cache file above it is read.")

        static let node: SpecNode<SourceSpec> = Spec.mapping(
            "a mapping with either recorded or api", fields: [recorded, api, maxAnswer], rules: [.exactlyOne([recorded.name, api.name])]
        ) { m in
            let limit = AnswerSizeLimit(mebibytes: m(maxAnswer))
            if let directory = m.optional(recorded) { return .recorded(directory: directory, answerLimit: limit) }
            return m.optional(api).map { api in
                var api = api
                api.answerLimit = limit
                return .api(api)
            }
        }
    }
}
