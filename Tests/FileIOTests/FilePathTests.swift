import Testing
import FileIO

@Suite struct FilePathTests {
    @Test(arguments: [
        ("./a//b/../c", "a/c"),
        ("a/b/", "a/b"),
        ("../x", "../x"),
        ("/a/../../b", "/b"),
        (".", "."),
        ("a/..", "."),
    ])
    func normalizes(path: String, expected: String) {
        #expect(FilePath.normalized(path) == expected)
    }

    @Test(arguments: [
        ("out/pl/csv/a.csv", "out/pl", "csv/a.csv"),
        ("out/x.xlsx", "out/pl", "../x.xlsx"),
        ("/srv/out/a.csv", "/srv/out/", "a.csv"),
        ("/srv/out", "/srv/out", "."),
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
}
