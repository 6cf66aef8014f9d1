import Testing
@testable import Load

@Suite struct PathTextTests {
    @Test(arguments: [
        ("./a//b/../c", "a/c"),
        ("a/b/", "a/b"),
        ("../x", "../x"),
        ("/a/../../b", "/b"),
        (".", "."),
        ("a/..", "."),
    ])
    func normalizes(path: String, expected: String) {
        #expect(PathText.normalized(path) == expected)
    }

    @Test(arguments: [
        ("out/pl/csv/a.csv", "out/pl", "csv/a.csv"),
        ("out/x.xlsx", "out/pl", "../x.xlsx"),
        ("/srv/out/a.csv", "/srv/out/", "a.csv"),
        ("/srv/out", "/srv/out", "."),
    ])
    func relatesAPathToAFolder(path: String, folder: String, expected: String) {
        #expect(PathText.relative(path, from: folder) == expected)
    }

    @Test func splitsFolderAndName() {
        #expect(PathText.directory(of: "a/b/c.csv") == "a/b")
        #expect(PathText.directory(of: "c.csv") == ".")
        #expect(PathText.directory(of: "/c.csv") == "/")
        #expect(PathText.lastComponent(of: "a/b/c.csv") == "c.csv")
        #expect(PathText.absolute("out/../a.csv", workingDirectory: "/w") == "/w/a.csv")
    }
}
