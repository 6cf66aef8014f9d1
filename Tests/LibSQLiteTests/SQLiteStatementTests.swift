import LibSQLite
import Testing

@Suite struct SQLiteStatementTests {
    /// Stores each value through a bound parameter, then reads it back and asks SQLite for its
    /// storage class, so a value bound as the wrong type would show.
    private func roundTrip(_ value: SQLiteValue) throws -> (read: SQLiteValue, storageClass: String) {
        let database = try SQLiteConnection(path: SQLiteConnection.inMemory)
        try database.execute("CREATE TABLE t (v)")
        let insert = try database.prepare("INSERT INTO t VALUES (?)")
        try insert.bind(value, at: 1)
        #expect(try insert.step() == false)
        let rows = try database.rows("SELECT v, typeof(v) FROM t")
        let row = try #require(rows.first)
        guard case .text(let storageClass) = row[1] else {
            Issue.record("typeof gave \(row[1])")
            return (row[0], "")
        }
        return (row[0], storageClass)
    }

    @Test(arguments: [
        (SQLiteValue.integer(0), "integer"), (.integer(Int64.max), "integer"), (.integer(Int64.min), "integer"),
        (.real(7.3), "real"), (.real(-0.5), "real"), (.real(1e-7), "real"), (.real(1e16), "real"),
        (.text("Arsenal"), "text"), (.text(""), "text"), (.text("İlkay Gündoğan ⚽️ 😀"), "text"),
        (.text("nul\u{00}inside"), "text"), (.text("quote ' and \" both"), "text"),
        (.blob([0, 1, 254, 255]), "blob"), (.null, "null")
    ])
    func eachTypeIsBoundAndReadInItsStorageClass(value: SQLiteValue, storageClass: String) throws {
        let result = try roundTrip(value)
        #expect(result.read == value)
        #expect(result.storageClass == storageClass)
    }

    @Test func theTypedBindersStoreTheirTypes() throws {
        let database = try SQLiteConnection(path: SQLiteConnection.inMemory)
        let statement = try database.prepare("SELECT ?, ?, ?, ?, typeof(?1), typeof(?2), typeof(?3), typeof(?4)")
        try statement.bind(Int64(1_035_037), at: 1)
        try statement.bind(1.34, at: 2)
        try statement.bind("2023-08-11T19:00:00Z", at: 3)
        try statement.bindNull(at: 4)
        #expect(try statement.step())
        #expect(
            (0..<8).map(statement.value) == [
                .integer(1_035_037), .real(1.34), .text("2023-08-11T19:00:00Z"), .null,
                .text("integer"), .text("real"), .text("text"), .text("null")
            ])
        #expect(statement.columnCount == 8)
        #expect(try statement.step() == false)
    }

    @Test func resetRunsTheStatementAgainWithNewBindings() throws {
        let database = try SQLiteConnection(path: SQLiteConnection.inMemory)
        try database.execute("CREATE TABLE t (id INTEGER, name TEXT)")
        let insert = try database.prepare("INSERT INTO t VALUES (?, ?)")
        for (id, name) in [(1, "a"), (2, "b"), (3, "c")] {
            try insert.bind(Int64(id), at: 1)
            try insert.bind(name, at: 2)
            try insert.step()
            try insert.reset()
        }
        // reset clears bindings: an unbound parameter is NULL.
        try insert.bind(Int64(4), at: 1)
        try insert.step()
        #expect(
            try database.rows("SELECT id, name FROM t ORDER BY id") == [
                [.integer(1), .text("a")], [.integer(2), .text("b")], [.integer(3), .text("c")], [.integer(4), .null]
            ])
    }

    @Test func columnNamesAreTheResultColumns() throws {
        let database = try SQLiteConnection(path: SQLiteConnection.inMemory)
        let statement = try database.prepare(#"SELECT 1 AS fixture_id, 'x' AS "home team""#)
        #expect((0..<statement.columnCount).map(statement.columnName) == ["fixture_id", "home team"])
    }
}
