import APIModel
import DemoSeason
import Foundation
import JSON
import TestSupport
import Testing

/// One league generated once per test process into a temporary folder (removed at exit),
/// shared by the tests that read recordings. Not a `ScratchDirectory`, which lives only as long
/// as one test's value: this tree must outlive every test, so `atexit` removes it.
enum GeneratedTree {
    static let options = try! DemoSeasonOptions(leagues: 1, season: 2023, seed: 1)
    static let root = FileManager.default.temporaryDirectory
        .appendingPathComponent("demo-season-tests-\(ProcessInfo.processInfo.processIdentifier)").path

    private static let generated: Result<String, DemoSeasonError> = {
        atexit { try? FileManager.default.removeItem(atPath: GeneratedTree.root) }
        let path = "\(root)/a"
        return Result { () throws(DemoSeasonError) in
            _ = try DemoRecordings.write(options, to: path)
            return path
        }
    }()

    /// The generated folder.
    static func path() throws -> String {
        try generated.get()
    }

    /// Every file below `folder`, relative paths sorted.
    static func files(in folder: String) -> [String] {
        ScratchDirectory.files(in: folder)
    }

    /// The parsed envelope recorded for `request`.
    static func envelope(_ request: Request) throws -> JSONValue {
        try envelope(path: request.recordingPath)
    }

    /// The parsed envelope recorded at `path` (relative to the tree).
    static func envelope(path: String) throws -> JSONValue {
        let data = try Data(contentsOf: URL(fileURLWithPath: "\(try self.path())/\(path)"))
        return try JSONParser.parse([UInt8](data))
    }

    /// The `response` list recorded for `request`.
    static func response(_ request: Request) throws -> [JSONValue] {
        try envelope(request)["response"].items
    }

    /// The request naming for the generated league-season.
    static let scope = ["league": "9001", "season": "2023"]

    /// The season's fixtures list.
    static func fixtures() throws -> [JSONValue] {
        try response(Request(.fixtures, scope))
    }

    /// Every fixture's details item, in batch order (ascending id); parsed once.
    static func details() throws -> [JSONValue] {
        try parsedDetails.get()
    }

    private static let parsedDetails: Result<[JSONValue], any Error> = Result {
        let ids = try fixtures().compactMap { $0["fixture"]["id"].int }.sorted()
        var items: [JSONValue] = []
        for start in stride(from: 0, to: ids.count, by: 20) {
            let batch = ids[start..<min(start + 20, ids.count)].map(String.init).joined(separator: "-")
            items += try response(Request(.fixtures, ["ids": batch]))
        }
        return items
    }
}
