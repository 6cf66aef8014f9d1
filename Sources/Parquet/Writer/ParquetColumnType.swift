import Tabular

/// How a table column type is stored: its physical type and the logical type annotating it.
struct ParquetColumnType {
    let physical: PhysicalType
    let logical: LogicalType?

    init(_ type: ColumnType) {
        switch type {
        case .integer: (physical, logical) = (.int64, nil)
        case .decimal: (physical, logical) = (.double, nil)
        case .text: (physical, logical) = (.byteArray, .string)
        case .boolean: (physical, logical) = (.boolean, nil)
        case .timestamp: (physical, logical) = (.int64, .timestampMillisUTC)
        case .date: (physical, logical) = (.int32, .date)
        case .localDateTime: (physical, logical) = (.int64, .timestampMillisLocal)
        }
    }
}
