import Foundation
import Run
import TestSupport
import Testing

/// Hostile pipeline files and recordings end with the documented exit code and a message that
/// names the place, never with a trap (132), a hang or unbounded memory.
@Suite(.timeLimit(.minutes(2))) struct HostileInputExitTests {
    private let standings = "standings/league=9001&season=2023.json"

    private func validate(_ text: String, in folder: String) async throws -> ToolOutcome {
        let path = try TestPipeline.write(text, in: folder)
        return try await ToolProcess.footballETL(["validate", path])
    }

    @Test func aNumberBeyondDoubleIsAConfigErrorAtItsPlace() async throws {
        try await ScratchDirectory.with { folder in
            let text = TestPipeline.recorded("\(folder)/rec", output: "\(folder)/out").replacingOccurrences(of: "[2023]", with: "[1e999]")
            let outcome = try await validate(text, in: folder)
            #expect(outcome.status == ExitStatus.config.rawValue, "\(outcome.stderr)")
            #expect(
                outcome.errorMessage.hasPrefix("\(folder)/pipeline.yml:6:13: scope.seasons[0]: 1e999 is out of range"), "\(outcome.stderr)")
        }
    }

    @Test func aBillionLaughsFileIsAConfigError() async throws {
        try await ScratchDirectory.with { folder in
            let bomb =
                (["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
                + (1...9).map { level in
                    "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]"
                }).joined(separator: "\n")
            let outcome = try await validate(bomb, in: folder)
            #expect(outcome.status == ExitStatus.config.rawValue, "\(outcome.stderr)")
            #expect(
                outcome.errorMessage.hasPrefix("\(folder)/pipeline.yml:4:5: an alias here copies the block at line 3, column 5"),
                "\(outcome.stderr)")
        }
    }

    @Test func aPipelinePathToADeviceOrFIFOIsMissingInput() async throws {
        try await ScratchDirectory.with { folder in
            try FileManager.default.createSymbolicLink(atPath: "\(folder)/zero.yml", withDestinationPath: "/dev/zero")
            #expect(mkfifo("\(folder)/fifo.yml", 0o600) == 0)
            for (name, kind) in [("zero.yml", "a character device"), ("fifo.yml", "a FIFO (named pipe)")] {
                let outcome = try await ToolProcess.footballETL(["validate", "\(folder)/\(name)"])
                #expect(outcome.status == ExitStatus.noInput.rawValue, "\(outcome.stderr)")
                #expect(outcome.errorMessage.hasPrefix("cannot read pipeline file '\(folder)/\(name)': it is \(kind), not a regular file."))
            }
        }
    }

    @Test func aRecordingWithADuplicateKeyIsBadDataNamingItsPath() async throws {
        try await corruptedStandings(
            { Data(String(decoding: $0, as: UTF8.self).replacingOccurrences(of: "\"rank\": ", with: "\"rank\": 0, \"rank\": ").utf8) },
            expect: { "duplicate key \"rank\" in one object; each key may appear once (at response[0].league.standings[0][0].rank)" })
    }

    @Test func aRecordingWithInvalidUTF8IsBadDataNamingItsOffset() async throws {
        var offset = 0
        try await corruptedStandings(
            { data in
                var bytes = [UInt8](data)
                let marker = Array("\"name\": \"".utf8)
                offset = (0...(bytes.count - marker.count)).first { Array(bytes[$0..<$0 + marker.count]) == marker }! + marker.count
                bytes[offset] = 0xFF
                return Data(bytes)
            }, expect: { "invalid UTF-8 (0xFF) at byte offset \(offset) inside a string" })
    }

    private func corruptedStandings(_ corrupt: (Data) -> Data, expect fragment: () -> String) async throws {
        try await ScratchDirectory.with { folder in
            try await DemoSeasonFixture.copySubset(DemoSeasonFixture.smallSubset, to: "\(folder)/rec")
            let recording = URL(fileURLWithPath: "\(folder)/rec/\(standings)")
            try corrupt(try Data(contentsOf: recording)).write(to: recording)
            let pipeline = try TestPipeline.write(TestPipeline.recorded("\(folder)/rec", output: "\(folder)/out"), in: folder)

            let outcome = try await ToolProcess.footballETL(["run", pipeline])

            #expect(outcome.status == ExitStatus.dataError.rawValue, "\(outcome.stderr)")
            #expect(outcome.errorMessage.contains("\(folder)/rec/\(standings)"), "\(outcome.stderr)")
            #expect(outcome.errorMessage.contains(fragment()), "\(outcome.stderr)")
            #expect(!FileManager.default.fileExists(atPath: "\(folder)/out"))
        }
    }
}
