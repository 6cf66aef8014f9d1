import Foundation
import JSON
import Run
import TestSupport
import Testing

extension FakeServerTests {
    /// An answer that echoes the API key, in any place and any form, never puts it on stderr,
    /// stdout, in the cache, the recordings, the failed-request list or the outputs. Judged by
    /// the fake API server on 127.0.0.1 (which serves each hostile answer) and a byte search of
    /// everything the runs printed and wrote.
    @Suite struct KeyEchoTests {
        private static let key = TestPipeline.key
        /// The key with every character as a JSON `\u` escape, as a hostile answer could send it.
        private static let escapedKey = key.unicodeScalars.map { "\\u" + String(format: "%04x", $0.value) }.joined()
        private static let paging = #""paging": {"current": 1, "total": 1}"#

        /// Hostile answers to the first request (`leagues`), each echoing the key somewhere.
        private static let echoes: [(name: String, body: String)] = [
            (
                "an errors field name",
                #"{"get": "leagues", "parameters": [], "errors": {"\#(key)": "bad value"}, "results": 0, \#(paging), "response": []}"#
            ),
            ("a duplicate key", #"{"get": "leagues", "\#(key)": 1, "\#(key)": 2, "errors": [], "response": []}"#),
            ("an escaped duplicate key", #"{"get": "leagues", "\#(escapedKey)": 1, "\#(escapedKey)": 2, "errors": [], "response": []}"#),
            ("a syntax error under it", #"{"get": "leagues", "errors": [], "response": [{"\#(escapedKey)": tru}]}"#),
            ("a literal syntax error under it", #"{"get": "leagues", "errors": [], "response": [{"\#(key)": tru}]}"#),
            (
                "an echoed parameter value",
                #"{"get": "leagues", "parameters": {"id": "\#(key)"}, "errors": [], "results": 0, \#(paging), "response": []}"#
            ),
            (
                "an extra parameter",
                #"{"get": "leagues", "parameters": {"\#(key)": "1"}, "errors": [], "results": 0, \#(paging), "response": []}"#
            ),
            ("get", #"{"get": "\#(key)", "parameters": [], "errors": [], "results": 0, \#(paging), "response": []}"#),
            ("an HTTP error message", #"{"message": "key \#(key) is not allowed"}"#)
        ]

        @Test(arguments: 0..<echoes.count)
        func aFailedAnswerEchoingTheKeyNeverShowsIt(_ index: Int) async throws {
            let echo = Self.echoes[index]
            let status = echo.name == "an HTTP error message" ? 403 : 200
            let fault: JSONValue = .object([
                "kind": .string("raw"), "endpoint": .string("leagues"), "status": .int(status), "body": .string(echo.body),
                "times": .int(10)
            ])
            try await ScratchDirectory.with { folder in
                let scenario = JSONWriter.compact(.object(["faults": .array([fault])]))
                try await FakeAPIServer.with(recordings: try await DemoSeasonFixture.recordings(), scenario: scenario, in: folder) {
                    server in
                    let settings = ["cache: \(folder)/cache", "record: \(folder)/recorded", "retries: 0", "concurrency: 1"]
                    let pipeline = try TestPipeline.write(
                        TestPipeline.api(baseURL: server.baseURL, output: "\(folder)/out", settings: settings), in: folder)
                    var outcomes: [ToolOutcome] = []
                    for format in ["human", "json"] {
                        outcomes.append(
                            try await ToolProcess.footballETL(
                                ["run", pipeline, "--log-format", format], environment: ["API_FOOTBALL_KEY": Self.key]))
                        outcomes.append(
                            try await ToolProcess.footballETL(
                                ["plan", pipeline, "--log-format", format], environment: ["API_FOOTBALL_KEY": Self.key]))
                    }
                    #expect(outcomes[0].status != 0, "\(echo.name): the hostile answer was accepted")
                    for outcome in outcomes { try Self.expectNoKey(in: outcome, echo.name) }
                    try Self.expectNoKey(inFilesBelow: folder, echo.name)
                }
            }
        }

        /// `plan` asks the `status` endpoint for today's quota; its answer can echo the key too.
        @Test func planShowsNoKeyFromTheStatusAnswer() async throws {
            let body =
                #"{"get": "status", "parameters": [], "errors": {"\#(Self.key)": "no"}, "results": 0, \#(Self.paging), "response": []}"#
            let fault: JSONValue = .object(["kind": .string("raw"), "endpoint": .string("status"), "body": .string(body)])
            try await ScratchDirectory.with { folder in
                let scenario = JSONWriter.compact(.object(["faults": .array([fault])]))
                try await FakeAPIServer.with(recordings: try await DemoSeasonFixture.recordings(), scenario: scenario, in: folder) {
                    server in
                    let pipeline = try TestPipeline.write(
                        TestPipeline.api(baseURL: server.baseURL, output: "\(folder)/out", settings: ["cache: \(folder)/cache"]), in: folder
                    )
                    let outcome = try await ToolProcess.footballETL(["plan", pipeline], environment: ["API_FOOTBALL_KEY": Self.key])
                    #expect(try server.requests().contains("/status"))
                    #expect(outcome.stderr.contains(SecretRedactionText.placeholder), "\(outcome.stderr)")
                    try Self.expectNoKey(in: outcome, "the status answer")
                }
            }
        }

        /// A usable answer holding the key in a value is kept, with the key replaced everywhere it
        /// would be stored, and a warning says so.
        @Test func aUsableAnswerHoldingTheKeyIsStoredWithoutIt() async throws {
            let recordings = try await DemoSeasonFixture.recordings()
            let catalog = try String(contentsOfFile: "\(recordings)/leagues/_.json", encoding: .utf8)
            let hostile = catalog.replacingOccurrences(of: "\"World Cup\"", with: "\"Cup of \(Self.escapedKey)\"")
                .replacingOccurrences(of: "\"Premier League\"", with: "\"\(Self.key)\"")
            let held = ["\"World Cup\"", "\"Premier League\""].map { catalog.components(separatedBy: $0).count - 1 }.reduce(0, +)
            #expect(held > 1)
            let fault: JSONValue = .object(["kind": .string("raw"), "endpoint": .string("leagues"), "body": .string(hostile)])
            try await ScratchDirectory.with { folder in
                let scenario = JSONWriter.compact(.object(["faults": .array([fault])]))
                try await FakeAPIServer.with(recordings: recordings, scenario: scenario, in: folder) { server in
                    let settings = ["cache: \(folder)/cache", "record: \(folder)/recorded"]
                    let pipeline = try TestPipeline.write(
                        TestPipeline.api(baseURL: server.baseURL, output: "\(folder)/out", settings: settings), in: folder)
                    let outcome = try await ToolProcess.footballETL(["run", pipeline], environment: ["API_FOOTBALL_KEY": Self.key])

                    #expect(outcome.status == 0, "\(outcome.stderr)")
                    #expect(outcome.stderr.contains("held the API key in \(held) value(s)"), "\(outcome.stderr)")
                    let leagues = try String(contentsOfFile: "\(folder)/out/csv/leagues.csv", encoding: .utf8)
                    #expect(leagues.contains("Cup of <redacted>"))
                    #expect(FileManager.default.fileExists(atPath: "\(folder)/recorded/leagues/_.json"))
                    try Self.expectNoKey(in: outcome, "a value")
                    try Self.expectNoKey(inFilesBelow: folder, "a value")
                }
            }
        }

        private static func expectNoKey(in outcome: ToolOutcome, _ name: String) throws {
            for text in [outcome.stdout, outcome.stderr] {
                #expect(!text.contains(key), "\(name): the key is printed: \(text.suffix(1500))")
                #expect(!text.lowercased().contains(escapedKey.lowercased()), "\(name): the escaped key is printed")
            }
        }

        private static func expectNoKey(inFilesBelow folder: String, _ name: String) throws {
            for path in try FileTree(folder).files where !path.hasSuffix("scenario.json") {
                let bytes = try Data(contentsOf: URL(fileURLWithPath: "\(folder)/\(path)"))
                let text = String(decoding: bytes, as: UTF8.self).lowercased()
                #expect(!text.contains(key.lowercased()) && !text.contains(escapedKey.lowercased()), "\(name): the key is in \(path)")
            }
        }
    }
}

/// The placeholder `SecretRedaction` puts where a key was.
private enum SecretRedactionText {
    static let placeholder = "<redacted>"
}
