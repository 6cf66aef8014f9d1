/// One node of the flattened schema: the root (a group of `childCount` fields) or a leaf column.
struct SchemaElement {
    let name: String
    let physicalType: PhysicalType?
    let repetition: Repetition?
    let childCount: Int?
    let logicalType: LogicalType?

    /// The root group holding `columnCount` leaf columns.
    static func root(name: String, columnCount: Int) -> SchemaElement {
        SchemaElement(name: name, physicalType: nil, repetition: nil, childCount: columnCount, logicalType: nil)
    }

    /// An optional leaf column.
    static func column(_ name: String, _ type: PhysicalType, _ logicalType: LogicalType?) -> SchemaElement {
        SchemaElement(name: name, physicalType: type, repetition: .optional, childCount: nil, logicalType: logicalType)
    }

    func encode(into writer: inout CompactProtocolWriter) {
        writer.writeStruct { w in
            if let physicalType { w.writeField(1, i32: physicalType.rawValue) }
            if let repetition { w.writeField(3, i32: repetition.rawValue) }
            w.writeField(4, string: name)
            if let childCount { w.writeField(5, i32: Int32(childCount)) }
            if let logicalType {
                if let convertedType = logicalType.convertedType { w.writeField(6, i32: convertedType.rawValue) }
                w.writeFieldHeader(id: 10, type: .structure)
                logicalType.encode(into: &w)
            }
        }
    }
}
