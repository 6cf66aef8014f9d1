import Foundation
import PipelineSpec
import Run
import Testing

/// What leaves through `RunLog` is safe to print: API text cannot drive the terminal, and no
/// registered API key survives in any line. Judged by the captured bytes (and Python-compatible
/// JSON parsing through JSONSerialization for the JSON format).
@Suite struct RunLogSafetyTests {
    private static let hostile = "Team \u{1B}]0;owned\u{07}\u{1B}[2J\r\u{9B}31mRed\u{7F} done"

    @Test func humanLinesShowControlCharactersAsEscapes() {
        let lines = LogLines()
        let log = RunLog(format: .human, quiet: false, isTerminal: false) { lines.append($0) }
        log.warning("unknown", "a name: \(Self.hostile)")
        let text = lines.text
        let controls = text.unicodeScalars.filter { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) }
        #expect(controls.isEmpty, "raw control characters: \(controls.map(\.value))")
        #expect(text == "warning: a name: Team \\u{1B}]0;owned\\u{7}\\u{1B}[2J\\u{D}\\u{9B}31mRed\\u{7F} done\n")
    }

    @Test func jsonLinesStayParseableAndKeepTheText() throws {
        let lines = LogLines()
        let log = RunLog(format: .json, quiet: false, isTerminal: false) { lines.append($0) }
        log.warning("unknown", Self.hostile)
        let record = try JSONSerialization.jsonObject(with: Data(lines.text.utf8)) as? [String: Any]
        #expect(record?["message"] as? String == Self.hostile)
    }

    @Test func aRegisteredKeyIsRedactedFromEveryFormat() throws {
        let secret = "log-safety-secret-31c4"
        _ = APIKey(secret)
        for format in [LogFormat.human, .json] {
            let lines = LogLines()
            let log = RunLog(format: format, quiet: false, isTerminal: false) { lines.append($0) }
            log.error("failed", "the API said \(secret) is wrong at $.errors.\(secret)", exitCode: 77)
            let text = lines.text
            #expect(!text.contains(secret), "\(format): \(text)")
            #expect(text.contains("<redacted>"))
        }
    }
}
