import CXLSXWriter

extension Worksheet {
    /// Creates a line, column or bar chart (owned by the workbook) and anchors its top-left corner at a cell.
    package func insertLineChart(_ spec: LineChart, row: Int, column: Int) throws(XLSXError) {
        let (r, c) = try cellIndex(row, column)
        let at = CellAddress.a1(row: row, column: column)
        guard !spec.series.isEmpty else {
            throw .sheet(sheet: name, operation: "chart at \(at)", reason: "a chart needs at least one series")
        }
        for range in [spec.categories] + spec.series.map(\.values) {
            _ = try cellIndex(range.firstRow, range.firstColumn)
            _ = try cellIndex(range.lastRow, range.lastColumn)
        }
        let chart = try workbook.addChart(type: Self.chartType(spec.kind), sheet: name)
        try workbook.call { () throws(XLSXError) in
            chart_title_set_name(chart, spec.title)
            for series in spec.series {
                guard let cSeries = chart_add_series(chart, nil, nil) else {
                    throw .sheet(sheet: name, operation: "chart at \(at)", reason: Workbook.reason(LXW_ERROR_MEMORY_MALLOC_FAILED))
                }
                let categories = spec.categories
                chart_series_set_categories(
                    cSeries, categories.sheet, lxw_row_t(categories.firstRow), lxw_col_t(categories.firstColumn),
                    lxw_row_t(categories.lastRow), lxw_col_t(categories.lastColumn))
                let values = series.values
                chart_series_set_values(
                    cSeries, values.sheet, lxw_row_t(values.firstRow), lxw_col_t(values.firstColumn),
                    lxw_row_t(values.lastRow), lxw_col_t(values.lastColumn))
                if let nameCell = series.nameCell {
                    chart_series_set_name_range(cSeries, values.sheet, lxw_row_t(nameCell.row), lxw_col_t(nameCell.column))
                }
            }
            if let xAxisTitle = spec.xAxisTitle { chart_axis_set_name(chart.pointee.x_axis, xAxisTitle) }
            if let yAxisTitle = spec.yAxisTitle { chart_axis_set_name(chart.pointee.y_axis, yAxisTitle) }
            // A bar chart's category axis (libxlsxwriter's y axis there) runs bottom to top; reversed,
            // the first row (rank 1) is on top, and the values' axis crosses it at its last category: the bottom.
            if spec.kind == .bar {
                chart_axis_set_reverse(chart.pointee.y_axis)
                chart_axis_set_crossing_max(chart.pointee.y_axis)
            }
            let legend = spec.series.count > 1 ? LXW_CHART_LEGEND_BOTTOM : LXW_CHART_LEGEND_NONE
            chart_legend_set_position(chart, UInt8(legend.rawValue))
        }
        let ranges = ([spec.categories] + spec.series.map(\.values)).map {
            "\($0.firstRow) \($0.firstColumn) \($0.lastRow) \($0.lastColumn)"
        }
        workbook.replay?.record(
            "H", .int(spec.kind.rawValue), .int(row), .int(column), .double(spec.scale), .text(spec.title),
            .text(spec.xAxisTitle), .text(spec.yAxisTitle), .text(name),
            .text(ranges.joined(separator: ",")),
            .text(spec.series.map { $0.nameCell.map { "\($0.row) \($0.column)" } ?? "" }.joined(separator: ",")))
        var options = lxw_chart_options()
        options.x_scale = spec.scale
        options.y_scale = spec.scale
        try checkSheet(worksheet_insert_chart_opt(handle, r, c, chart, &options), "chart at \(at)")
    }

    private static func chartType(_ kind: LineChart.Kind) -> lxw_chart_type {
        switch kind {
        case .line: LXW_CHART_LINE
        case .column: LXW_CHART_COLUMN
        case .bar: LXW_CHART_BAR
        }
    }
}
