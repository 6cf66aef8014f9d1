import Testing

@testable import PipelineSpec

/// Plain scalars are typed as YAML 1.2's core schema says, as editors type them.
@Suite struct YAMLScalarValueTests {
    @Test(arguments: [
        ("", YAMLScalarValue.null), ("~", .null), ("null", .null), ("NULL", .null),
        ("true", .bool(true)), ("False", .bool(false)),
        ("2023", .int(2023)), ("-7", .int(-7)), ("+5", .int(5)),
        ("2.5", .number(2.5)), (".5", .number(0.5)), ("1e3", .number(1000)), ("1.", .number(1)),
        ("99999999999999999999", .number(1e20)),
        ("yes", .string("yes")), ("on", .string("on")), ("2023-08-01", .string("2023-08-01")),
        ("1_000", .string("1_000")), ("0x10", .string("0x10")), (".inf", .string(".inf")), ("1e", .string("1e")),
        ("current", .string("current")),
        ("1e999", .unrepresentableNumber("1e999")), ("-1e999", .unrepresentableNumber("-1e999")),
        (String(repeating: "9", count: 400), .unrepresentableNumber(String(repeating: "9", count: 400))),
        ("1e-999", .number(0)), ("1.7976931348623157e308", .number(.greatestFiniteMagnitude))
    ])
    func typesPlainText(text: String, value: YAMLScalarValue) {
        #expect(YAMLScalarValue(plain: text) == value)
    }

    @Test func countsWholeNumbersAsIntegersAsJSONSchemaDoes() {
        #expect(YAMLScalarValue.number(10).integer == 10)
        #expect(YAMLScalarValue.number(10.5).integer == nil)
        #expect(YAMLScalarValue.number(1e20).integer == nil)
        #expect(YAMLScalarValue.string("10").integer == nil)
    }
}
