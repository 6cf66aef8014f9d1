import Testing

@testable import APIModel

@Suite struct JSONNodeTests {
    @Test func readsNumbersSentAsStringsAsNumbers() throws {
        let node = try TestJSON.node(#"{"id": "39", "season": "2023", "minus": "-2", "rating": "7.3", "decimal": 90.0, "exp": 2e3}"#)
        #expect(try node.int("id") == 39)
        #expect(try node.int("season") == 2023)
        #expect(try node.int("minus") == -2)
        #expect(try node.double("rating") == 7.3)
        #expect(try node.int("decimal") == 90)
        #expect(try node.int("exp") == 2000)
    }

    @Test func readsNumbersAsTextWhereTheFieldIsText() throws {
        let node = try TestJSON.node(#"{"accuracy": 17, "rating": 7.30, "round": "Final"}"#)
        #expect(try node.string("accuracy") == "17")
        #expect(try node.string("rating") == "7.30")
        #expect(try node.string("round") == "Final")
    }

    @Test func readsAbsentNullAndEmptyStringNumbersAsNil() throws {
        let node = try TestJSON.node(#"{"a": null, "b": "", "c": null}"#)
        #expect(try node.int("a") == nil)
        #expect(try node.int("b") == nil)
        #expect(try node.double("b") == nil)
        #expect(try node.string("missing") == nil)
        #expect(try node.bool("c") == nil)
        #expect(try node.scalar("missing") == .null)
    }

    @Test func readsNullAndEmptyArrayWhereAnObjectIsExpectedAsAbsent() throws {
        let node = try TestJSON.node(#"{"coach": null, "parameters": [], "colors": {}}"#)
        #expect(try node.object("coach").isNull)
        #expect(try node.object("coach").int("id") == nil)
        #expect(try node.object("parameters").members().isEmpty)
        #expect(try node.object("venue").string("name") == nil)
        #expect(try node.object("colors").object("player").string("primary") == nil)
    }

    @Test func readsAnEmptyObjectWhereAnArrayIsExpectedAsEmpty() throws {
        let node = try TestJSON.node(#"{"events": {}, "lineups": null}"#)
        #expect(try node.list("events", of: Int.self).isEmpty)
        #expect(try node.optionalList("lineups", of: Int.self) == nil)
        #expect(try node.optionalList("players", of: Int.self) == nil)
    }

    @Test func readsBooleansAndTheirText() throws {
        let node = try TestJSON.node(#"{"a": true, "b": "false", "c": 1}"#)
        #expect(try node.bool("a") == true)
        #expect(try node.bool("b") == false)
        // A scalar of the wrong kind reads as empty and is counted, so one bad value never aborts an export.
        #expect(try node.bool("c") == nil)
        #expect(TestJSON.unreadable(node) == ["c | true or false | 1 | the number 1 at c"])
    }

    @Test func keepsScalarsExactlyAsSent() throws {
        let node = try TestJSON.node(#"{"n": 1.50, "s": "58%", "b": false, "z": null, "o": {"x": 1}}"#)
        #expect(try node.scalar("n") == .number("1.50"))
        #expect(try node.scalar("s") == .string("58%"))
        #expect(try node.scalar("b") == .bool(false))
        #expect(try node.scalar("z") == .null)
        #expect(
            TestJSON.error { try node.scalar("o") }
                == .unreadableValue(source: "test.json", path: "o", expected: "a number, text, true/false or null", found: "an object (x)"))
    }

    @Test func readsTextThatIsNotANumberAsEmptyAndCountsIt() throws {
        let node = try TestJSON.node(#"{"a": "nan", "b": "0x10", "c": "12 cm", "d": 1.5}"#)
        #expect(try node.double("a") == nil)
        #expect(try node.double("b") == nil)
        #expect(try node.int("c") == nil)
        #expect(try node.int("d") == nil)
        // Read twice, counted once.
        #expect(try node.int("d") == nil)
        #expect(
            TestJSON.unreadable(node) == [
                #"a | a number | 1 | the text "nan" at a"#, #"b | a number | 1 | the text "0x10" at b"#,
                #"c | an integer | 1 | the text "12 cm" at c"#, "d | an integer | 1 | the number 1.5 at d"
            ])
        // A required value (an id) of the wrong kind is still a broken answer.
        #expect(
            TestJSON.error { try node.requiredInt("c") }
                == .unreadableValue(source: "test.json", path: "c", expected: "an integer", found: #"the text "12 cm""#))
    }

    @Test func namesTheFullPathOfAnUnreadableValue() throws {
        let node = try TestJSON.node(#"{"a": {"b": [1, {"c": "x"}]}}"#, source: "recordings/x.json")
        let items = try #require(try node.object("a").elements("b"))
        #expect(try items[1].int("c") == nil)
        #expect(TestJSON.unreadable(node) == [#"a.b[].c | an integer | 1 | the text "x" at a.b[1].c"#])
        #expect(
            TestJSON.error { try items[0].object("c") }
                == .unreadableValue(source: "recordings/x.json", path: "a.b[0]", expected: "an object", found: "the number 1"))
    }

    @Test func requiredValuesSayWhetherTheyWereNullOrAbsent() throws {
        let node = try TestJSON.node(#"{"id": null}"#)
        #expect(
            TestJSON.error { try node.requiredInt("id") }
                == .unreadableValue(source: "test.json", path: "id", expected: "an integer", found: "null"))
        #expect(
            TestJSON.error { try node.requiredString("name") }
                == .unreadableValue(source: "test.json", path: "name", expected: "text", found: "nothing (no such key)"))
    }

    @Test func rejectsAScalarWhereAnObjectIsExpected() throws {
        let node = try TestJSON.node(#"{"time": "90", "events": [{"time": 90}]}"#)
        #expect(
            TestJSON.error { try node.object("time") }
                == .unreadableValue(source: "test.json", path: "time", expected: "an object", found: #"the text "90""#))
        let event = try #require(try node.elements("events")?.first)
        #expect(
            TestJSON.error { try event.object("time").int("elapsed") }
                == .unreadableValue(source: "test.json", path: "events[0].time", expected: "an object", found: "the number 90"))
    }

    @Test func rejectsANonEmptyObjectWhereAnArrayIsExpected() throws {
        let node = try TestJSON.node(#"{"events": {"a": 1}}"#)
        #expect(
            TestJSON.error { try node.list("events", of: Int.self) }
                == .unreadableValue(source: "test.json", path: "events", expected: "an array", found: "an object (a)"))
    }
}
