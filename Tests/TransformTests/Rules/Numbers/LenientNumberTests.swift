import APIModel
import Testing

@testable import Transform

@Suite struct LenientNumberTests {
    @Test(arguments: [
        ("18", LenientNumber.integer(18)),
        ("-1", .integer(-1)),
        ("+3", .integer(3)),
        (" 7 ", .integer(7)),
        ("0", .integer(0)),
        ("7.3", .decimal(7.3)),
        ("7.800000", .decimal(7.8)),
        ("1.10", .decimal(1.1)),
        ("-2.5", .decimal(-2.5)),
        (".5", .decimal(0.5)),
        ("5.", .decimal(5)),
        ("2e3", .decimal(2000)),
        ("1E-2", .decimal(0.01)),
        ("99999999999999999999", .decimal(1e20))
    ])
    func readsNumbers(text: String, expected: LenientNumber) {
        #expect(LenientNumber(text) == expected)
    }

    @Test(arguments: ["", " ", "abc", "55%", "180 cm", "1,5", "1.2.3", "--1", "+", ".", "e5", "1e", "nan", "inf", "0x10", "١٢"])
    func rejectsWhatIsNotAPlainNumber(text: String) {
        #expect(LenientNumber(text) == nil)
    }

    @Test func readsScalarsOfEitherJSONType() {
        #expect(LenientNumber(APIScalar.number("17")) == .integer(17))
        #expect(LenientNumber(APIScalar.string("18")) == .integer(18))
        #expect(LenientNumber(APIScalar.number("1.5")) == .decimal(1.5))
        #expect(LenientNumber(APIScalar.null) == nil)
        #expect(LenientNumber(APIScalar.bool(true)) == nil)
    }

    @Test func convertsBetweenWholeAndFractional() {
        #expect(LenientNumber.decimal(7.0).exactInteger == 7)
        #expect(LenientNumber.decimal(7.5).exactInteger == nil)
        #expect(LenientNumber.decimal(180.5).roundedInteger == 181)
        #expect(LenientNumber.decimal(-0.5).roundedInteger == -1)
        #expect(LenientNumber.decimal(1e300).roundedInteger == nil)
        #expect(LenientNumber.integer(8).doubleValue == 8.0)
    }
}
