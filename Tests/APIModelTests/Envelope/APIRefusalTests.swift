import Testing

@testable import APIModel

@Suite struct APIRefusalTests {
    @Test(arguments: [#""errors": []"#, #""errors": {}"#, #""errors": null"#, ""])
    func readsEmptyErrorsAsSuccess(errors: String) throws {
        let envelope = try TestJSON.envelope(#"{"get": "countries", \#(errors.isEmpty ? "" : errors + ", ")"response": []}"#)
        #expect(envelope.errors.isEmpty)
    }

    @Test func readsErrorsKeyedByFieldInTheOrderSent() throws {
        let envelope = try Samples.envelope("errors/fixtures-id-with-live-error.json")
        #expect(envelope.errors == [APIRefusal(field: "id", message: "The Id field cannot be used with live field.")])
        #expect(envelope.errors[0].kind == .other(field: "id"))
        #expect(try envelope.list(of: Fixture.self).isEmpty)
    }

    @Test(arguments: [
        (
            "token",
            "Error/Missing application key. Go to https://www.api-football.com/documentation-v3 to learn how to get your API "
                + "application key.",
            APIRefusal.Kind.token
        ),
        (
            "requests", "You have reached the request limit for the day, Go to https://dashboard.api-football.com to upgrade your plan.",
            .requests
        ),
        ("rateLimit", "Too many requests. You have exceeded the limit of requests per minute of your subscription.", .rateLimit),
        ("plan", "Free plans do not have access to this season, try from 2021 to 2023.", .plan),
        ("search", "The Search field must be at least 3 characters in length.", .other(field: "search"))
    ])
    func classifiesErrorsByKey(field: String, message: String, kind: APIRefusal.Kind) throws {
        let envelope = try TestJSON.envelope(
            #"{"get": "", "parameters": [], "errors": {"\#(field)": "\#(message)"}, "results": 0, "response": []}"#)
        #expect(envelope.errors == [APIRefusal(field: field, message: message)])
        #expect(envelope.errors.first?.kind == kind)
    }

    @Test func readsAListOfMessages() throws {
        let envelope = try TestJSON.envelope(#"{"get": "fixtures", "errors": ["Something went wrong", 42], "response": []}"#)
        #expect(
            envelope.errors == [
                APIRefusal(field: "", message: "Something went wrong"),
                APIRefusal(field: "", message: "42")
            ])
        #expect(envelope.errors[0].kind == .other(field: ""))
        #expect(envelope.errors[0].description == "Something went wrong")
    }

    @Test func keepsNonTextMessagesAsJSON() throws {
        let envelope = try TestJSON.envelope(#"{"get": "fixtures", "errors": {"date": ["bad", "format"]}, "response": []}"#)
        #expect(envelope.errors == [APIRefusal(field: "date", message: #"["bad","format"]"#)])
        #expect(envelope.errors[0].description == #"date: ["bad","format"]"#)
    }
}
