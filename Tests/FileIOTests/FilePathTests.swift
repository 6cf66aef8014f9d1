import FileIO
import Testing

@Suite struct FilePathTests {
    @Test(arguments: [
        ("./a//b/../c", "a/c"),
        ("a/b/", "a/b"),
        ("../x", "../x"),
        ("/a/../../b", "/b"),
        (".", "."),
        ("a/..", ".")
    ])
    func normalizes(path: String, expected: String) {
        #expect(FilePath.normalized(path) == expected)
    }

    @Test(arguments: [
        ("out/pl/csv/a.csv", "out/pl", "csv/a.csv"),
        ("out/x.xlsx", "out/pl", "../x.xlsx"),
        ("/srv/out/a.csv", "/srv/out/", "a.csv"),
        ("/srv/out", "/srv/out", ".")
    ])
    func relatesAPathToAFolder(path: String, folder: String, expected: String) {
        #expect(FilePath.relative(path, from: folder) == expected)
    }

    @Test func splitsFolderAndName() {
        #expect(FilePath.directory(of: "a/b/c.csv") == "a/b")
        #expect(FilePath.directory(of: "c.csv") == ".")
        #expect(FilePath.directory(of: "/c.csv") == "/")
        #expect(FilePath.lastComponent(of: "a/b/c.csv") == "c.csv")
        #expect(FilePath.absolute("out/../a.csv", workingDirectory: "/w") == "/w/a.csv")
    }

    /// The one join: a slash between folder and name, never two, whichever side brings one.
    @Test(arguments: [
        (["out", "csv"], "out/csv"),
        (["out/", "csv"], "out/csv"),
        (["out", "/csv"], "out/csv"),
        (["out/", "/csv"], "out/csv"),
        (["/", "a"], "/a"),
        (["/home/u/", ".cache", "football-etl", "store"], "/home/u/.cache/football-etl/store"),
        (["", "a.json"], "a.json")
    ])
    func joinsWithOneSlash(parts: [String], expected: String) {
        let joined = parts.dropFirst().reduce(parts[0]) { FilePath.joined($0, $1) }
        #expect(joined == expected)
        #expect(!joined.contains("//"))
    }

    @Test func tellsWhatLiesInsideAFolder() {
        #expect(FilePath.isInside("out/a.csv", folder: "out"))
        #expect(!FilePath.isInside("outer/a.csv", folder: "out"))
        #expect(FilePath.isInside("/a", folder: "/"))
        #expect(FilePath.absolute(components: ["srv", "out"]) == "/srv/out")
        #expect(FilePath.absolute(components: []) == "/")
    }
}
