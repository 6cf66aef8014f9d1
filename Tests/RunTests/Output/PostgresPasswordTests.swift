import Foundation
import TestSupport
import Testing

/// No form of a database password is ever printed or written: each form of connection string,
/// malformed (refused at once, 78) or well formed but unreachable or refused (69, 77), run in
/// both log formats against a real server (`PostgresServer`). Readers: the bytes of stdout,
/// stderr and every file in the run's folder; Foundation's JSON parser for the json log.
@Suite(.serialized) struct PostgresPasswordTests {
    /// A connection string, the texts of its password that must never appear, what the run
    /// exits with, and (for a malformed one) the part its message names.
    struct Form: Sendable, CustomStringConvertible {
        let url: String
        let secrets: [String]
        let status: Int32
        let part: String?
        /// `PG*` variables the run is given besides `DATABASE_URL`.
        var variables: [String: String] = [:]

        var description: String { "\(status): \(part ?? "well formed")" }
    }

    static func malformed(port: Int) -> [Form] {
        [
            Form(
                url: "postgresql://postgres@127.0.0.1:\(port)/etl?password=hunter2&bogus", secrets: ["hunter2"], status: 78,
                part: "query parameter 2"),
            Form(
                url: "host=127.0.0.1 port=\(port) password=correct horse battery", secrets: ["correct", "horse", "battery"], status: 78,
                part: "word 4"),
            Form(url: "host=127.0.0.1 password='qz xv' bogus=1", secrets: ["qz xv", "qz"], status: 78, part: "setting 3"),
            Form(
                url: "postgresql://postgres:hu?nt%zzer2@127.0.0.1:\(port)/etl", secrets: ["hu?nt", "zzer2"], status: 78,
                part: "the password"),
            Form(url: "postgresql://postgres:hunt%r2@127.0.0.1:\(port)/e", secrets: ["hunt%r2", "hunt"], status: 78, part: "the password"),
            // A `/` left unescaped in a password: libpq would read a port and a database name out of it.
            Form(
                url: "postgresql://postgres:zq/x9k@127.0.0.1:\(port)/etl", secrets: ["zq", "x9k"], status: 78,
                part: "the database name holds an"),
            Form(url: "host=127.0.0.1 sslpassword=kiwi7x sslmod=require", secrets: ["kiwi7x"], status: 78, part: "setting 3")
        ]
    }

    static func wellFormed(port: Int) -> [Form] {
        [
            Form(url: "postgresql://postgres:hu?nter2@127.0.0.1:1/etl", secrets: ["hu?nter2", "nter2"], status: 69, part: nil),
            Form(
                url: "host=127.0.0.1 port=\(port) dbname=etl user=postgres password='correct horse battery'",
                secrets: ["correct", "horse", "battery"], status: 77, part: nil),
            Form(
                url: "postgresql://postgres@127.0.0.1:\(port)/etl?password=hunter2&sslmode=disable", secrets: ["hunter2"], status: 77,
                part: nil),
            // Everything from the PG* variables, the password too (libpq reads PGPASSWORD itself).
            Form(
                url: "", secrets: ["pgvar-pass-31"], status: 77, part: nil,
                variables: [
                    "PGHOST": "127.0.0.1", "PGPORT": String(port), "PGUSER": "postgres", "PGDATABASE": "etl", "PGPASSWORD": "pgvar-pass-31"
                ])
        ]
    }

    /// Runs `arguments` on `form` in a fresh folder writing CSV and loading into PostgreSQL;
    /// checks the exit code and that no secret appears in stdout, stderr or any file there.
    static func check(_ form: Form, _ arguments: [String], format: String) async throws -> ToolOutcome {
        try await ScratchDirectory.with { folder in
            let pipeline = try TestPipeline.write(PostgresLoadTests.pipeline(output: folder + "/out", url: ""), in: folder)
            let environment = form.variables.merging(["DATABASE_URL": form.url]) { $1 }
            let outcome = try await ToolProcess.footballETL(
                arguments + [pipeline, "--log-format", format], environment: environment, in: folder)
            let expected: Int32 = arguments == ["validate"] && form.part == nil ? 0 : form.status
            #expect(outcome.status == expected, "\(form) \(format): \(outcome.stderr)")
            let paths = FileManager.default.subpaths(atPath: folder) ?? []
            let files = paths.compactMap { FileManager.default.contents(atPath: folder + "/" + $0) }
            for secret in form.secrets {
                #expect(!outcome.stdout.contains(secret), "\(form) \(format) prints \(secret): \(outcome.stdout)")
                #expect(!outcome.stderr.contains(secret), "\(form) \(format) logs \(secret): \(outcome.stderr)")
                for bytes in files { #expect(bytes.range(of: Data(secret.utf8)) == nil, "\(form) \(format) wrote \(secret)") }
            }
            if format == "json" {
                for line in outcome.stderrLines {
                    #expect((try? JSONSerialization.jsonObject(with: Data(line.utf8))) is [String: Any], "not JSON: \(line)")
                }
            }
            return outcome
        }
    }

    @Test func aMalformedConnectionStringIsRefusedAtOnceNamingThePartNeverThePassword() async throws {
        let server = try PostgresServer()
        defer { server.shutdown() }
        for form in Self.malformed(port: server.port) {
            for command in [["validate"], ["run"]] {
                for format in ["human", "json"] {
                    let outcome = try await Self.check(form, command, format: format)
                    #expect(outcome.stderr.contains("libpq cannot use this connection string"), "\(outcome.stderr)")
                    #expect(outcome.stderr.contains(form.part ?? ""), "\(form) \(format): \(outcome.stderr)")
                    #expect(outcome.stderrLines.count == 1, "refused before any work: \(outcome.stderr)")
                }
            }
        }
    }

    @Test func aWellFormedConnectionStringIsShownOnlyRedacted() async throws {
        let server = try PostgresServer()
        defer { server.shutdown() }
        _ = try server.createDatabase("etl")
        for form in Self.wellFormed(port: server.port) {
            for format in ["human", "json"] {
                let valid = try await Self.check(form, ["validate"], format: format)
                if !form.url.isEmpty { #expect(valid.stderr.contains("<redacted>"), "\(valid.stderr)") }
                _ = try await Self.check(form, ["run"], format: format)
            }
        }
    }
}
