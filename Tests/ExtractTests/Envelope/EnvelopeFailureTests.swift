@testable import Extract
import JSON
import Testing

@Suite struct EnvelopeFailureTests {
    private func failure(_ errors: String) throws -> EnvelopeFailure? {
        EnvelopeFailure.find(in: try JSONParser.parse(#"{"get":"fixtures","errors":\#(errors),"response":[]}"#))
    }

    @Test(arguments: ["[]", "{}", "null"])
    func emptyErrorsAreSuccess(errors: String) throws {
        #expect(try failure(errors) == nil)
    }

    @Test func eachKnownKeyIsClassified() throws {
        #expect(try failure(#"{"token":"Account Inactive"}"#) == .token(message: "Account Inactive"))
        #expect(try failure(#"{"plan":"Free plans do not have access to this season"}"#)
            == .plan(message: "Free plans do not have access to this season"))
        #expect(try failure(#"{"requests":"You have reached the request limit for the day"}"#)
            == .requests(message: "You have reached the request limit for the day"))
        #expect(try failure(#"{"rateLimit":"Too many requests."}"#) == .rateLimit(message: "Too many requests."))
        #expect(try failure(#"{"season":"The Season field must contain 4 characters."}"#)
            == .field(name: "season", message: "The Season field must contain 4 characters."))
    }

    @Test func aRefusedKeyOutranksAFieldError() throws {
        let found = try failure(#"{"search":"too short","token":"Missing application key"}"#)
        #expect(found == .token(message: "Missing application key"))
        #expect(found?.field == "token")
    }

    @Test func aNonEmptyArrayOrNonStringMessageIsStillAFailure() throws {
        #expect(try failure(#"["Something went wrong"]"#) == .field(name: "errors", message: "Something went wrong"))
        #expect(try failure(#"{"bug":{"code":1}}"#) == .field(name: "bug", message: #"{"code":1}"#))
    }
}
