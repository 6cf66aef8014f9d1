import Testing

@testable import Tabular

@Suite struct TableSetTests {
    private func table(_ name: String, rows: Int = 0) -> Table {
        Table(name: name, columns: [Column("id", .integer)], key: ["id"], rows: (0..<rows).map { [.integer($0)] })
    }

    @Test func findsTablesByNameAndKeepsTheirOrder() {
        let set = TableSet([table("fixtures"), table("events"), table("standings")])
        #expect(set.names == ["fixtures", "events", "standings"])
        #expect(set["events"]?.name == "events")
        #expect(set["lineups"] == nil)
    }

    @Test func aTableOfTheSameNameReplacesTheOldOneInPlace() {
        var set = TableSet([table("fixtures"), table("events")])
        set.insert(table("fixtures", rows: 3))
        #expect(set.names == ["fixtures", "events"])
        #expect(set["fixtures"]?.rows.count == 3)
    }

    @Test func removingATableKeepsTheOthersFindable() {
        var set = TableSet([table("fixtures"), table("events"), table("standings")])
        #expect(set.remove(named: "events")?.name == "events")
        #expect(set.remove(named: "events") == nil)
        #expect(set.names == ["fixtures", "standings"])
        #expect(set["standings"]?.name == "standings")
        set.insert(table("events"))
        #expect(set.names == ["fixtures", "standings", "events"])
    }
}
