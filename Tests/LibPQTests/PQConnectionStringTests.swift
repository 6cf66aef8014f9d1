import LibPQ
import Testing

/// Connection strings as libpq's own parser (`PQconninfoParse`) reads them: what is refused
/// names the part and never carries the text, and what is shown carries no secret.
struct PQConnectionStringTests {
    /// Each malformed form, with the password `hunter2` or `correct horse battery` in it, and the
    /// part the problem names.
    static let refused: [(text: String, problem: PQConnectionStringProblem)] = [
        ("host=db port=5432 password=correct horse battery", .missingEquals(word: 4, after: "password")),
        ("host=db password='correct horse battery", .unterminatedQuote(setting: 2, keyword: "password")),
        ("host=db passwrd=hunter2", .unknownKeyword(word: 2, suggestion: "password")),
        ("host=db password=hunter2 dbname", .missingEquals(word: 3, after: "password")),
        ("postgresql://etl@db/football?password=hunter2&bogus", .parameterSeparator(parameter: 2, extra: false)),
        ("postgresql://etl@db/football?password=hun=ter2", .parameterSeparator(parameter: 1, extra: true)),
        ("postgresql://etl@db/football?pasword=hunter2", .unknownParameter(parameter: 1, suggestion: "password")),
        ("postgresql://etl@db/football?password=hunter2%zz", .percentEscape(part: .parameter(1, keyword: "password"))),
        ("postgresql://etl:hunter2%g1@db/football", .percentEscape(part: .password)),
        ("postgresql://etl:hunter2@[::1/football", .bracketedHost(.unclosed)),
        ("postgresql://etl:hunter2@[::1]x/football", .bracketedHost(.unexpectedCharacter(position: 31))),
        ("postgresql://etl:hunter2@db/football?ssl=yes", .unknownParameter(parameter: 1, suggestion: "sslmode")),
        ("host=db ssl=true password=hunter2", .unknownKeyword(word: 2, suggestion: "sslmode")),
        // A `/` or `@` left unescaped in a password: libpq reads a host, port or database out of it.
        ("postgresql://etl:hun/ter2@db/football", .atSignOutsideUserInfo(part: .database)),
        ("postgresql://etl:hun@ter2@db/football", .atSignOutsideUserInfo(part: .host)),
        ("postgresql://etl:hunter2/x@db", .atSignOutsideUserInfo(part: .database)),
        ("postgresql://db:hunter2/football", .portNotANumber(host: 1)),
        ("host=a,b port=5432,hunter2", .portNotANumber(host: 2))
    ]

    @Test(arguments: refused.indices) func aStringLibpqRefusesNamesThePartAndNeverQuotesIt(_ index: Int) {
        let (text, expected) = Self.refused[index]
        #expect(throws: expected) { try PQConnectionString(text) }
        let words = expected.description
        for secret in ["hunter2", "hun", "ter2", "correct", "horse", "battery"] {
            #expect(!words.contains(secret), "\(words)")
        }
    }

    @Test func whatLibpqReadsIsKeptAsWrittenAndShownWithoutItsSecrets() throws {
        let shown: [(text: String, redacted: String)] = [
            ("postgresql://etl:hunter2@db:5432/football?sslmode=require", "postgresql://etl:<redacted>@db:5432/football?sslmode=require"),
            // libpq ends the user info at the first `@` before any `/`: a `?` belongs to the password.
            ("postgresql://etl:hun?ter2@db/football", "postgresql://etl:<redacted>@db/football"),
            ("postgres://etl@db/f?password=hunter2&sslmode=disable", "postgres://etl@db/f?password=<redacted>&sslmode=disable"),
            // A percent-encoded keyword is the keyword.
            ("postgresql://db/f?pass%77ord=hunter2&sslpassword=key-pass", "postgresql://db/f?pass%77ord=<redacted>&sslpassword=<redacted>"),
            ("host=/run/pg dbname=f password = 'correct horse battery' user=etl", "host=/run/pg dbname=f password = <redacted> user=etl"),
            ("host=db password=hunter2 sslpassword=x\\ y", "host=db password=<redacted> sslpassword=<redacted>"),
            ("", "")
        ]
        for (text, redacted) in shown {
            let connection = try PQConnectionString(text)
            #expect(connection.text == text)
            #expect(connection.redacted == redacted)
            #expect("\(connection)" == redacted)
        }
        #expect(try PQConnectionString("postgresql://etl:hun%3Fter2@db/football").secrets == ["hun?ter2", "hun%3Fter2"])
        let quoted = try PQConnectionString("host=db password='correct horse battery'")
        #expect(quoted.secrets == ["correct horse battery", "'correct horse battery'"])
    }
}
