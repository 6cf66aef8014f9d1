import Testing

@testable import PipelineSpec

/// `source.max_answer_mb` sets the one answer cap of either source, within 1...1024 MiB.
/// Judged by the loader's own result and its `file:line:col` messages.
@Suite struct AnswerSizeLimitSpecTests {
    private static let environment = ["API_FOOTBALL_KEY": "k"]

    @Test func theCapDefaultsTo64MiBAndIsSetForEitherSource() throws {
        let recorded = try PipelineText.decode(PipelineText.minimal(replacing: [:]))
        #expect(recorded.source.answerLimit == AnswerSizeLimit.standard && AnswerSizeLimit.standard.bytes == 64 << 20)
        let replay = try PipelineText.decode(PipelineText.minimal(replacing: [3: "  recorded: rec\n  max_answer_mb: 3"]))
        #expect(replay.source == .recorded(directory: "rec", answerLimit: AnswerSizeLimit(mebibytes: 3)))
        let live = try PipelineText.decode(
            PipelineText.minimal(replacing: [3: "  max_answer_mb: 1024\n  api:\n    key: ${API_FOOTBALL_KEY}"]),
            environment: Self.environment)
        #expect(live.source.answerLimit.bytes == 1 << 30)
    }

    @Test(arguments: ["0", "1025", "1e999", "64.5"])
    func aCapOutsideItsRangeIsReportedAtItsPlace(value: String) {
        let message = PipelineText.message(PipelineText.minimal(replacing: [3: "  recorded: rec\n  max_answer_mb: \(value)"]))
        #expect(message.hasPrefix("pipelines/test.yml:4:18: source.max_answer_mb: "), "\(message)")
        #expect(message.contains("a number of MiB in 1...1024"), "\(message)")
    }
}
