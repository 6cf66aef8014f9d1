package import Tabular

extension TableName {
    /// Every table, in output order: the order of the table catalog's entries.
    package static var allCases: [TableName] { TableCatalog.all.map(\.name) }
}
