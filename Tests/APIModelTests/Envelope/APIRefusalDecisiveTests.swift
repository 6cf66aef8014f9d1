import JSON
import Testing

@testable import APIModel

/// `APIRefusal.decisive`: the one reading of an answer's `errors` that every source (the network,
/// the cache, recordings) decides by, and the one `Envelope.errors` lists.
@Suite struct APIRefusalDecisiveTests {
    private func decisive(_ errors: String) throws -> APIRefusal? {
        APIRefusal.decisive(in: try JSONParser.parse(#"{"get":"fixtures","errors":\#(errors),"response":[]}"#))
    }

    @Test(arguments: ["[]", "{}", "null"])
    func emptyErrorsAreSuccess(errors: String) throws {
        #expect(try decisive(errors) == nil)
    }

    @Test func eachKnownKeyIsClassified() throws {
        #expect(try decisive(#"{"token":"Account Inactive"}"#)?.kind == .token)
        #expect(try decisive(#"{"plan":"Free plans do not have access to this season"}"#)?.kind == .plan)
        #expect(try decisive(#"{"requests":"You have reached the request limit for the day"}"#)?.kind == .requests)
        #expect(try decisive(#"{"rateLimit":"Too many requests."}"#)?.kind == .rateLimit)
        #expect(
            try decisive(#"{"season":"The Season field must contain 4 characters."}"#)
                == APIRefusal(field: "season", message: "The Season field must contain 4 characters."))
    }

    @Test func aRefusedKeyOutranksAFieldError() throws {
        let found = try decisive(#"{"search":"too short","rateLimit":"Too many","token":"Missing application key"}"#)
        #expect(found == APIRefusal(field: "token", message: "Missing application key"))
    }

    /// The two readings differed here: one matched `rateLimit` by case, the other did not.
    @Test func keysAreMatchedIgnoringCase() throws {
        #expect(try decisive(#"{"RateLimit":"Too many requests."}"#)?.kind == .rateLimit)
    }

    @Test func aListALoneValueOrANonStringMessageIsStillARefusal() throws {
        let listed = try decisive(#"["Something went wrong"]"#)
        #expect(listed == APIRefusal(field: "", message: "Something went wrong") && listed?.fieldName == "errors")
        #expect(try decisive(#""Something went wrong""#) == APIRefusal(field: "", message: "Something went wrong"))
        #expect(try decisive(#"{"bug":{"code":1}}"#) == APIRefusal(field: "bug", message: #"{"code":1}"#))
    }

    /// `Envelope.errors` and `decisive` read `errors` alike.
    @Test func theEnvelopeListsWhatDecisiveChoosesFrom() throws {
        let text = #"{"get":"fixtures","parameters":[],"errors":{"search":"too short","token":"Missing"},"results":0,"response":[]}"#
        let envelope = try Envelope.decode(Array(text.utf8), source: "test")
        #expect(envelope.errors.map(\.field) == ["search", "token"])
        #expect(APIRefusal.decisive(in: try JSONParser.parse(text)) == envelope.errors[1])
    }
}
