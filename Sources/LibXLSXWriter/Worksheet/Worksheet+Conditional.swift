import CXLSXWriter

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Worksheet {
    /// Adds `rule` over the cells from (`firstRow`, `firstColumn`) to (`lastRow`, `lastColumn`).
    package func conditionalFormat(_ rule: ConditionalRule, firstRow: Int, firstColumn: Int, lastRow: Int, lastColumn: Int)
        throws(XLSXError)
    {
        let (r1, c1) = try cellIndex(firstRow, firstColumn)
        let (r2, c2) = try cellIndex(lastRow, lastColumn)
        let operation =
            "conditional format "
            + CellAddress.range(firstRow: firstRow, firstColumn: firstColumn, lastRow: lastRow, lastColumn: lastColumn)
        var options = lxw_conditional_format()
        var text: UnsafeMutablePointer<CChar>?
        var ruleFormat: Format?
        defer { free(text) }
        switch rule {
        case .textEquals(let value, let style):
            options.type = UInt8(LXW_CONDITIONAL_TYPE_CELL.rawValue)
            options.criteria = UInt8(LXW_CONDITIONAL_CRITERIA_EQUAL_TO.rawValue)
            text = strdup("\"" + value.replacingQuotes() + "\"")
            ruleFormat = try workbook.format(style)
            options.format = workbook.cFormat(ruleFormat)
        case .textBeginsWith(let value, let style):
            options.type = UInt8(LXW_CONDITIONAL_TYPE_TEXT.rawValue)
            options.criteria = UInt8(LXW_CONDITIONAL_CRITERIA_TEXT_BEGINS_WITH.rawValue)
            text = strdup(value)
            ruleFormat = try workbook.format(style)
            options.format = workbook.cFormat(ruleFormat)
        case .formula(let formula, let style):
            options.type = UInt8(LXW_CONDITIONAL_TYPE_FORMULA.rawValue)
            text = strdup(formula)
            ruleFormat = try workbook.format(style)
            options.format = workbook.cFormat(ruleFormat)
        case .dataBar(let color):
            options.type = UInt8(LXW_CONDITIONAL_DATA_BAR.rawValue)
            options.bar_color = color
            options.bar_solid = 1
        case .colorScale(let low, let middle, let high):
            options.type = UInt8(LXW_CONDITIONAL_3_COLOR_SCALE.rawValue)
            options.min_color = low
            options.mid_color = middle
            options.max_color = high
        }
        options.value_string = text
        workbook.replay?.record(
            "K", .int(Int(options.type)), .int(Int(options.criteria)), .int(firstRow), .int(firstColumn), .int(lastRow), .int(lastColumn),
            .text(text.map { String(cString: $0) }), .format(ruleFormat),
            .int(Int(options.bar_color)), .int(Int(options.min_color)), .int(Int(options.mid_color)), .int(Int(options.max_color)))
        try checkSheet(worksheet_conditional_format_range(handle, r1, c1, r2, c2, &options), operation)
    }
}

extension String {
    /// Doubled quotes, as inside an Excel string literal.
    fileprivate func replacingQuotes() -> String {
        split(separator: "\"", omittingEmptySubsequences: false).joined(separator: "\"\"")
    }
}
