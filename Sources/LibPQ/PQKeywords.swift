import CLibPQ

/// The connection keywords this libpq knows, and the ones it marks as secrets (`dispchar` `*`:
/// `password`, `sslpassword`), read from libpq itself so a newer version's keywords count.
enum PQKeywords {
    /// Every keyword, in libpq's order, and `requiressl`, an old name for `sslmode` its parser
    /// still takes. (A URI's query also takes `ssl=true`, for JDBC's sake.)
    static let all: [String] = options.map(\.keyword) + ["requiressl"]

    /// The keywords whose values are secrets.
    static let secret: Set<String> = Set(options.filter(\.isSecret).map(\.keyword))

    private static let options: [(keyword: String, isSecret: Bool)] = {
        var error: UnsafeMutablePointer<CChar>?
        guard let list = PQconninfoParse("", &error) else {
            PQfreemem(error)
            return [(keyword: "password", isSecret: true), (keyword: "sslpassword", isSecret: true)]
        }
        defer { PQconninfoFree(list) }
        var found: [(keyword: String, isSecret: Bool)] = []
        var option = list
        while let keyword = option.pointee.keyword {
            let display = option.pointee.dispchar.map { String(cString: $0) } ?? ""
            found.append((String(cString: keyword), display.contains("*")))
            option += 1
        }
        return found
    }()

    /// The keyword nearest to `word` (at most two edits away, case ignored), for a did-you-mean.
    static func nearest(to word: String) -> String? {
        if word == "ssl" { return "sslmode" }
        let lowered = Array(word.lowercased())
        let scored = all.map { ($0, distance(lowered, Array($0))) }.filter { $0.1 <= 2 }
        return scored.min { $0.1 < $1.1 }?.0
    }

    private static func distance(_ a: [Character], _ b: [Character]) -> Int {
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1]
            for (j, y) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }
}
