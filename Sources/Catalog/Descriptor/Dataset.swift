import APIModel

/// A named group of data a pipeline can extract (`fixtures`, `injuries`): the name of one entry
/// of the dataset catalog. Every name is declared once, by its descriptor; `allCases` is the
/// catalog's order, which is also the order a plan asks in.
package struct Dataset: StringName, Comparable, CaseIterable {
    package let rawValue: String

    package init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Every dataset, in catalog order.
    package static var allCases: [Dataset] { DatasetCatalog.all.map(\.name) }

    /// This dataset's descriptor. Only names from the catalog exist outside tests.
    package var descriptor: DatasetDescriptor { DatasetCatalog.descriptor(self) }

    package static func < (a: Dataset, b: Dataset) -> Bool {
        DatasetCatalog.position(of: a) < DatasetCatalog.position(of: b)
    }
}
