import Testing

@testable import APIModel

@Suite struct JSONPathTests {
    @Test func writesKeysWithDotsAndIndicesInBrackets() {
        let root = JSONPath(source: "fixtures/ids=1.json")
        let path = JSONPath(JSONPath(JSONPath(JSONPath(root, .key("response")), .index(3)), .key("events")), .index(2))
        #expect(root.text.isEmpty)
        #expect(path.text == "response[3].events[2]")
        #expect(path.text(appending: .key("elapsed")) == "response[3].events[2].elapsed")
        #expect(path.source == "fixtures/ids=1.json")
    }

    @Test func quotesKeysThatAreNotPlainNames() {
        let root = JSONPath(source: "s")
        let minute = JSONPath(JSONPath(root, .key("minute")), .key("0-15"))
        #expect(minute.text == #"minute["0-15"]"#)
        #expect(JSONPath(minute, .key("")).text == #"minute["0-15"][""]"#)
    }
}
