import Foundation
import LibSQLite
import Testing

@Suite struct SQLiteConnectionTests {
    @Test func aFailedPrepareCarriesTheSQLTheCodeAndSQLitesMessage() throws {
        let database = try SQLiteConnection(path: SQLiteConnection.inMemory)
        let sql = "SELECT * FROM missing_table"
        let error = try #require(throws: SQLiteError.self) { try database.prepare(sql) }
        #expect(error == .statement(operation: "prepare", sql: sql, code: 1, message: "no such table: missing_table"))
        #expect(error.description.contains("no such table: missing_table"))
        #expect(error.description.contains(sql))
    }

    @Test func aFailedStepCarriesTheExtendedConstraintCode() throws {
        let database = try SQLiteConnection(path: SQLiteConnection.inMemory)
        try database.execute("CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT NOT NULL)")
        let insert = try database.prepare("INSERT INTO t VALUES (?, ?)")
        try insert.bind(Int64(1), at: 1)
        try insert.bindNull(at: 2)
        let error = try #require(throws: SQLiteError.self) { try insert.step() }
        // SQLITE_CONSTRAINT_NOTNULL: extended result codes are on.
        #expect(error == .statement(operation: "step", sql: insert.sql, code: 1299, message: "NOT NULL constraint failed: t.name"))
    }

    @Test func executeReportsTheFailingScript() throws {
        let database = try SQLiteConnection(path: SQLiteConnection.inMemory)
        let sql = "CREATE TABLE a (x); CREATE TABLE a (y)"
        let error = try #require(throws: SQLiteError.self) { try database.execute(sql) }
        #expect(error == .statement(operation: "execute", sql: sql, code: 1, message: "table a already exists"))
        // The first statement ran; exec stops at the failing one.
        #expect(try database.rows("SELECT name FROM sqlite_schema") == [[.text("a")]])
    }

    @Test func bindingAnIndexOutOfRangeIsAnError() throws {
        let database = try SQLiteConnection(path: SQLiteConnection.inMemory)
        let statement = try database.prepare("SELECT ?")
        let error = try #require(throws: SQLiteError.self) { try statement.bind(Int64(1), at: 2) }
        #expect(error.code == 25) // SQLITE_RANGE
        if case .statement(let operation, _, _, _) = error { #expect(operation == "bind of parameter 2") }
    }

    @Test func openingAMissingFileReadOnlyNamesThePath() throws {
        let path = NSTemporaryDirectory() + "/no-such-\(UUID().uuidString).sqlite"
        let error = try #require(throws: SQLiteError.self) { try SQLiteConnection(path: path, mode: .readOnly) }
        guard case .open(let reported, let code, let message) = error else {
            Issue.record("expected an open error, got \(error)")
            return
        }
        #expect(reported == path)
        #expect(code == 14) // SQLITE_CANTOPEN
        #expect(!message.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func statementsAreFinalizedWhenReleased() throws {
        let database = try SQLiteConnection(path: SQLiteConnection.inMemory)
        #expect(database.openStatementCount == 0)
        do {
            let first = try database.prepare("SELECT 1")
            let second = try database.prepare("SELECT 2")
            #expect(try first.step())
            #expect(try second.step())
            #expect(database.openStatementCount == 2)
        }
        #expect(database.openStatementCount == 0)
        _ = try database.rows("SELECT 3 UNION ALL SELECT 4")
        #expect(database.openStatementCount == 0)
    }

    @Test func aStatementKeepsItsConnectionOpen() throws {
        var statement: SQLiteStatement?
        do {
            let database = try SQLiteConnection(path: SQLiteConnection.inMemory)
            try database.execute("CREATE TABLE t (x); INSERT INTO t VALUES (42)")
            statement = try database.prepare("SELECT x FROM t")
        }
        let kept = try #require(statement)
        #expect(try kept.step())
        #expect(kept.value(0) == .integer(42))
    }
}
