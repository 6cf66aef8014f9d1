import Foundation
import TestSupport
import Testing

/// Team names that once stopped the whole export (exit 74, no file in any format) now cost only
/// a warning: a name longer than a cell holds, one exactly as long as a cell holds (which, with
/// what the Index adds beside it, was too long there), sheet names whose edge apostrophe shares
/// a grapheme with a mark, and a literal `_xHHHH_`.
@Suite struct HostileWorkbookTextTests {
    private static let longName = String(repeating: "L", count: 40_000)
    private static let names = [
        longName, String(repeating: "F", count: 32_767), "'\u{301}Olympique", "Al Ahly\u{600}'", "Lit_x0041_eral"
    ]

    /// Readers: Python's json module for every stderr line (Tests/readback/json_lines.py), the
    /// manifest's JSON (Foundation), and the CSV file's text.
    @Test func writesEveryFormatWarnsAndKeepsStderrJSON() async throws {
        try await ScratchDirectory.with { folder in
            try await DemoSeasonFixture.copySubset(DemoSeasonFixture.smallSubset, to: "\(folder)/rec")
            try Self.renameTeams(in: "\(folder)/rec", to: Self.names)
            let pipeline = try TestPipeline.write(
                TestPipeline.recordedWithWorkbook("\(folder)/rec", output: "\(folder)/out", name: "hostile"), in: folder)
            let run = try await ToolProcess.footballETL(["run", pipeline, "--log-format", "json"])
            #expect(run.status == 0, "\(run.stderr.suffix(2_000))")
            let stderrPath = "\(folder)/stderr.txt"
            try run.stderr.write(toFile: stderrPath, atomically: true, encoding: .utf8)
            let lines = try PythonScript.output(
                of: RepositoryPaths.root + "/Tests/readback/json_lines.py", [stderrPath], failure: "stderr is not one JSON object per line")
            #expect(Int(String(decoding: lines, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) == run.stderrLines.count)

            let files = try FileTree("\(folder)/out").files
            #expect(files.contains { $0.hasSuffix(".xlsx") } && files.contains("csv/fixtures.csv"))
            #expect(try String(contentsOfFile: "\(folder)/out/csv/fixtures.csv", encoding: .utf8).contains(Self.longName))
            let manifest =
                try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: "\(folder)/out/manifest.json")))
                as? [String: Any]
            let codes = (manifest?["warnings"] as? [[String: Any]] ?? []).compactMap { $0["code"] as? String }
            #expect(codes.contains("cut_to_cell_limit"), "\(codes)")
        }
    }

    /// Gives the first teams of the fixture list the hostile names, in every recording.
    private static func renameTeams(in folder: String, to names: [String]) throws {
        let fixtures = "\(folder)/fixtures/league=9001&season=2023.json"
        let envelope = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: fixtures))) as? [String: Any]
        var ids: [Int] = []
        for item in envelope?["response"] as? [[String: Any]] ?? [] {
            let teams = item["teams"] as? [String: [String: Any]] ?? [:]
            for side in ["home", "away"] {
                if let id = teams[side]?["id"] as? Int, !ids.contains(id) { ids.append(id) }
            }
        }
        try #require(ids.count >= names.count)
        let renamed = Dictionary(uniqueKeysWithValues: zip(ids, names))
        func rename(_ value: Any) -> Any {
            if var object = value as? [String: Any] {
                for (key, child) in object { object[key] = rename(child) }
                if let id = object["id"] as? Int, let name = renamed[id], object["name"] != nil { object["name"] = name }
                return object
            }
            if let array = value as? [Any] { return array.map(rename) }
            return value
        }
        for relative in DemoSeasonFixture.smallSubset {
            let path = "\(folder)/\(relative)"
            let value = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path)))
            try JSONSerialization.data(withJSONObject: rename(value)).write(to: URL(fileURLWithPath: path))
        }
    }
}
