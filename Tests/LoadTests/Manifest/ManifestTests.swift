import FileIO
import Foundation
import JSON
import Tabular
import TestSupport
import Testing

@testable import Load
@testable import Staging
@testable import TableFiles

@Suite struct ManifestTests {
    private static let fixturesShape = TableShape(SampleTables.fixtures([(1, "Arsenal", 2), (2, "Luton", nil)]))

    private func manifest(reversed: Bool = false, generatedAt: String? = nil) -> Manifest {
        var outputs = [
            ManifestOutput(
                path: "ndjson/fixtures.ndjson", format: .ndjson, table: Self.fixturesShape, byteCount: 98,
                sha256: String(repeating: "b", count: 64)),
            ManifestOutput(
                path: "csv/fixtures.csv", format: .csv, table: Self.fixturesShape, byteCount: 64,
                sha256: String(repeating: "a", count: 64)),
            ManifestOutput(
                path: "premier-league-2023.xlsx", format: .xlsx, table: nil, byteCount: 9_000, sha256: String(repeating: "c", count: 64))
        ]
        var warnings = [
            ManifestWarning(
                code: "score_mismatch", message: "events add up to 2-1, the fixture says 2-2",
                context: ["fixture_id": "1035037", "endpoint": "fixtures"]),
            ManifestWarning(code: "unknown_statistic", message: "kept as column goals_prevented_new", context: [:]),
            ManifestWarning(
                code: "score_mismatch", message: "events add up to 0-1, the fixture says 1-1", context: ["fixture_id": "1035001"])
        ]
        var skipped = [
            ManifestSkip(item: "players?id=276&season=2019", reason: "daily quota exhausted"),
            ManifestSkip(item: "players?id=1100&season=2019", reason: "daily quota exhausted")
        ]
        if reversed {
            outputs.reverse()
            warnings.reverse()
            skipped.reverse()
        }
        return Manifest(
            toolVersion: "0.1.0", pipelineName: "premier-league-2023",
            pipelineSHA256: ContentDigest.sha256(Array("name: premier-league-2023\n".utf8)),
            scope: ManifestScope(leagues: reversed ? [140, 39] : [39, 140, 39], seasons: [2023]),
            outputs: outputs, requests: RequestCounts(recording: 21, cache: 0, network: 0),
            warnings: warnings, skipped: skipped, generatedAt: generatedAt
        )
    }

    @Test func serialisesAsInTheGoldenFile() {
        GoldenFile.expectMatches(manifest().jsonBytes, named: "manifest.json")
    }

    @Test func givesTheSameBytesWhateverOrderEntriesCameIn() {
        #expect(manifest().jsonBytes == manifest(reversed: true).jsonBytes)
    }

    @Test func writesAGenerationTimeOnlyWhenGivenOne() throws {
        #expect(!String(decoding: manifest().jsonBytes, as: UTF8.self).contains("generated_at"))
        let stamped = manifest(generatedAt: "2024-05-01T10:00:00Z")
        guard case .object(let root) = try JSON.JSONParser.parse(stamped.jsonBytes) else {
            Issue.record("not an object")
            return
        }
        #expect(root["generated_at"] == .string("2024-05-01T10:00:00Z"))
        #expect(root.keys.prefix(3) == ["manifest_version", "tool_version", "generated_at"])
    }

    @Test func listsStagedFilesRelativeToTheManifestAndLeavesItselfOut() throws {
        let transaction = OutputTransaction(staging: .scratch)
        try transaction.stage(SampleTables.fixtures([(1, "Arsenal", 2)]), with: CSVTableWriter(), at: "out/pl/csv/fixtures.csv")
        try transaction.stage(Array("{}".utf8), at: "out/pl/manifest.json", content: OutputContent(format: .ndjson))
        try transaction.stage(Array("xlsx".utf8), at: "/srv/books/pl.xlsx", content: OutputContent(format: .xlsx))
        let outputs = Manifest.outputs(transaction.staged, manifestPath: "./out/pl/manifest.json", workingDirectory: "/srv/project")
        #expect(outputs.map(\.path) == ["csv/fixtures.csv", "../../../books/pl.xlsx"])
        #expect(outputs[0].table?.rowCount == 1)
        #expect(outputs[0].sha256 == ContentDigest.sha256(CSVTableWriter().render(SampleTables.fixtures([(1, "Arsenal", 2)]))))
        #expect(outputs[1].table == nil)
        #expect(outputs[1].byteCount == 4)
    }

    @Test func readsThePreviousOutputPathsBack() throws {
        let folder = try ScratchDirectory()
        let path = folder.file("out/manifest.json")
        #expect(PreviousManifest.read(at: path) == .none)
        try folder.write(String(decoding: manifest().jsonBytes, as: UTF8.self), to: "out/manifest.json")
        #expect(
            PreviousManifest.read(at: path).outputPaths == [
                folder.file("out/csv/fixtures.csv"), folder.file("out/ndjson/fixtures.ndjson"), folder.file("out/premier-league-2023.xlsx")
            ])
    }

    /// One rule for a manifest that cannot be read, whatever a run wants from it: it counts as
    /// none, and an entry that is not an output's is passed over.
    @Test func anUnreadablePreviousManifestCountsAsNone() throws {
        let folder = try ScratchDirectory()
        try folder.write(#"{"outputs": [{"file": "a.csv"}, {"path": "b.csv", "sha256": "00"}], "fixtures": []}"#, to: "manifest.json")
        let read = PreviousManifest.read(at: folder.file("manifest.json"))
        #expect(read.outputPaths == [folder.file("b.csv")])
        #expect(read.ownedOutputs == [PreviousManifest.OwnedOutput(path: folder.file("b.csv"), sha256: "00")])
        #expect(read.fixtures == [])
        try folder.write(#"{"outputs": {}}"#, to: "manifest.json")
        #expect(PreviousManifest.read(at: folder.file("manifest.json")).outputPaths.isEmpty)
        for text in [#"{"outputs": ["#, "[]"] {
            try folder.write(text, to: "manifest.json")
            #expect(PreviousManifest.read(at: folder.file("manifest.json")) == .none, "\(text)")
        }
    }
}
