import APIModel
import DemoSeason
import Foundation
import JSON
import Testing

@Suite struct DemoRecordingsTests {
    @Test func generatingTwiceGivesIdenticalTrees() throws {
        let first = try GeneratedTree.path()
        let second = "\(GeneratedTree.root)/b"
        defer { try? FileManager.default.removeItem(atPath: second) }
        _ = try DemoRecordings.write(GeneratedTree.options, to: second)
        let files = GeneratedTree.files(in: first)
        #expect(files == GeneratedTree.files(in: second))
        let differing = files.filter {
            FileManager.default.contents(atPath: "\(first)/\($0)") != FileManager.default.contents(atPath: "\(second)/\($0)")
        }
        #expect(differing.isEmpty, "files differing between two runs: \(differing.prefix(5))")
    }

    @Test func everyFileIsAnEnvelopeTheParserReads() throws {
        let root = try GeneratedTree.path()
        let files = GeneratedTree.files(in: root).filter { $0 != RecordingTreeWriter.completeMarker }
        // 2 catalogs, fixtures, 2 rounds, 19 batches, 3 tables, 20 squads, 190 pairs, 20 coaches, then players.
        #expect(files.count > 257)
        for file in files {
            let value = try JSONParser.parse([UInt8](FileManager.default.contents(atPath: "\(root)/\(file)")!))
            #expect(value.keys == ["get", "parameters", "errors", "results", "paging", "response"], "\(file)")
            #expect(value["errors"] == .array([]), "\(file)")
            if file.hasPrefix("teams_statistics/") {
                // One object, and `results` counts its keys (as the API does).
                #expect(value["results"].int == value["response"].keys.count && value["results"].int == 11, "\(file)")
            } else {
                #expect(value["results"].int == value["response"].items.count, "\(file)")
            }
            if file.hasPrefix("odds/") {
                #expect(value["paging"]["total"].int == 38, "\(file)")
            } else {
                #expect(value["paging"]["total"].int == 1, "\(file)")
            }
            #expect(file.hasPrefix(value["get"].string!.replacingOccurrences(of: "/", with: "_") + "/"), "\(file)")
        }
    }

    @Test func parametersAreEchoedAsStringsOrAnEmptyArray() throws {
        let catalog = try GeneratedTree.envelope(.init(.leagues))
        #expect(catalog["parameters"] == .array([]))
        let fixtures = try GeneratedTree.envelope(.init(.fixtures, GeneratedTree.scope))
        #expect(fixtures["parameters"] == .object(["league": .string("9001"), "season": .string("2023")]))
    }

    @Test func finishedTreeHasItsMarkerAndNoStagingIsLeft() throws {
        let root = try GeneratedTree.path()
        #expect(FileManager.default.fileExists(atPath: "\(root)/\(RecordingTreeWriter.completeMarker)"))
        let siblings = try FileManager.default.contentsOfDirectory(atPath: GeneratedTree.root)
        #expect(!siblings.contains { $0.hasPrefix(".a.partial") })
    }

    @Test func refusesToReplaceAFolderThatIsNotADemoTree() throws {
        let folder = "\(GeneratedTree.root)/not-demo"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data("mine".utf8).write(to: URL(fileURLWithPath: "\(folder)/keep.txt"))
        #expect(throws: DemoSeasonError.outputNotReplaceable(path: folder)) {
            _ = try RecordingTreeWriter(destination: folder)
        }
        #expect(FileManager.default.contents(atPath: "\(folder)/keep.txt") == Data("mine".utf8))
    }

    @Test func rejectsLeagueCountsAndSeasonsOutOfRange() {
        #expect(throws: DemoSeasonError.invalidLeagueCount(given: 0, allowed: 1...9)) {
            _ = try DemoSeasonOptions(leagues: 0)
        }
        #expect(throws: DemoSeasonError.invalidSeason(given: 1999, allowed: 2010...2090)) {
            _ = try DemoSeasonOptions(leagues: 1, season: 1999)
        }
    }
}
