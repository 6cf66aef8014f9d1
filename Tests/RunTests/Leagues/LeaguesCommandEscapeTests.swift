import Foundation
import JSON
import TestSupport
import Testing

/// `leagues` over a catalog whose names carry terminal escape sequences (an OSC title change, a
/// CSI colour, a bell): the table printed on the terminal shows them escaped, as the run log does;
/// CSV and NDJSON follow the file writers' rules (`ForbiddenCharacters`), judged by Python.
@Suite struct LeaguesCommandEscapeTests {
    static let hostileName = "\u{1B}]0;owned\u{07}Evil \u{1B}[31mLeague\u{9B}2J"

    /// A recordings folder whose catalog holds one league with `hostileName` and a hostile country.
    static func recordings(in folder: String) throws -> String {
        let name = JSONWriter.compact(.string(hostileName))
        let country = JSONWriter.compact(.string("Eng\u{1B}[2Jland"))
        let catalog = """
            {"get": "leagues", "parameters": [], "errors": [], "results": 1, "paging": {"current": 1, "total": 1},
             "response": [{"league": {"id": 39, "name": \(name), "type": "League", "logo": null},
                           "country": {"name": \(country), "code": "GB", "flag": null},
                           "seasons": [{"year": 2024, "start": "2024-08-16", "end": "2025-05-25", "current": true, "coverage": {}}]}]}
            """
        let dir = "\(folder)/recordings"
        try FileManager.default.createDirectory(atPath: "\(dir)/leagues", withIntermediateDirectories: true)
        try catalog.write(toFile: "\(dir)/leagues/_.json", atomically: true, encoding: .utf8)
        return dir
    }

    @Test func theTableShowsEscapeSequencesEscaped() async throws {
        try await ScratchDirectory.with { folder in
            let outcome = try await ToolProcess.footballETL(["leagues", "--recordings", try Self.recordings(in: folder)])
            #expect(outcome.status == 0, "\(outcome.stderr)")
            let controls = outcome.stdout.unicodeScalars.filter { $0.value < 0x20 && $0 != "\n" || (0x7F...0x9F).contains($0.value) }
            #expect(controls.isEmpty, "raw control characters reached the terminal: \(controls.map(\.value))")
            #expect(outcome.stdout.contains(#"\u{1B}]0;owned\u{7}Evil \u{1B}[31mLeague\u{9B}2J"#), "\(outcome.stdout)")
            #expect(outcome.stdout.contains(#"Eng\u{1B}[2Jland"#), "\(outcome.stdout)")
        }
    }

    @Test func csvAndNDJSONKeepTheTextAsTheFileWritersDo() async throws {
        try await ScratchDirectory.with { folder in
            let recordings = try Self.recordings(in: folder)
            let ndjson = try await ToolProcess.footballETL(["leagues", "--recordings", recordings, "--format", "ndjson"])
            #expect(ndjson.status == 0, "\(ndjson.stderr)")
            #expect(!ndjson.stdout.unicodeScalars.contains("\u{1B}"), "NDJSON escapes control characters")
            let csv = try await ToolProcess.footballETL(["leagues", "--recordings", recordings, "--format", "csv"])
            #expect(csv.status == 0, "\(csv.stderr)")
            try ndjson.stdout.write(toFile: "\(folder)/leagues.ndjson", atomically: true, encoding: .utf8)
            try csv.stdout.write(toFile: "\(folder)/leagues.csv", atomically: true, encoding: .utf8)
            let script = "\(folder)/read.py"
            try """
            import csv, json, sys
            row = json.loads(open(sys.argv[1], encoding="utf-8").readline())
            rows = list(csv.DictReader(open(sys.argv[2], encoding="utf-8", newline="")))
            print(json.dumps([row["name"], rows[0]["name"]]))
            """.write(toFile: script, atomically: true, encoding: .utf8)
            let read = try PythonScript.output(
                of: script, ["\(folder)/leagues.ndjson", "\(folder)/leagues.csv"], failure: "Python reads the catalog exports")
            let names = try JSONParser.parse(Array(read))
            // NDJSON keeps the text, JSON-escaped; CSV leaves out the C0 controls XML forbids (with a warning in a run).
            #expect(names == .array([.string(Self.hostileName), .string("]0;ownedEvil [31mLeague\u{9B}2J")]))
        }
    }

    @Test func anEmptySearchIsAUsageError() async throws {
        try await ScratchDirectory.with { folder in
            let outcome = try await ToolProcess.footballETL(["leagues", "--recordings", try Self.recordings(in: folder), "--search", ""])
            #expect(outcome.status == 64, "\(outcome.stderr)")
            #expect(outcome.stderr.contains("--search"), "\(outcome.stderr)")
        }
    }
}
