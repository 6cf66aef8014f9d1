import Catalog

extension PipelineFileSpec {
    /// `extract:` — a list of dataset names or `{dataset: {options}}` mappings.
    enum Extract {
        /// One list item: a dataset and the options written with it.
        struct Item: Sendable {
            var dataset: Dataset
            var options = DatasetOptions()
        }

        /// One option mapping per dataset, keyed by the dataset's name.
        static let datasetFields: [SpecField<DatasetOptions>] = Dataset.allCases.map { dataset in
            SpecField.optional(dataset.rawValue, DatasetOptions.node(for: dataset), doc: dataset.descriptor.summary)
        }

        static let item: SpecNode<Item> = Spec.oneOf(
            [
                Spec.enumeration(Dataset.self) { name, suggestion, site in
                    .unknownDataset(at: site.location, name: name, suggestion: suggestion)
                }.map { Item(dataset: $0) },
                Spec.mapping(
                    "a {dataset: {options}} mapping", fields: datasetFields,
                    rules: [.exactlyOne(Dataset.allCases.map(\.rawValue))], unknownKey: .dataset
                ) { m in
                    zip(Dataset.allCases, datasetFields).lazy.compactMap { dataset, field in
                        m.optional(field).map { Item(dataset: dataset, options: $0) }
                    }.first
                }
            ], "a dataset name or a {dataset: {options}} mapping")

        static let node: SpecNode<ExtractSpec> = Spec.locatedList(
            of: item, "a list of dataset names or {dataset: {options}} mappings", uniqueItems: true
        ).refined { items, site in
            var spec = ExtractSpec(datasets: [])
            var firstSeen: [Dataset: SourcePosition] = [:]
            var unique = true
            for (index, item) in items.enumerated() {
                let dataset = item.value.dataset
                if let first = firstSeen[dataset] {
                    site.report(
                        .duplicateDataset(
                            at: SourceLocation(file: site.context.file, position: item.position),
                            field: site.path.appending(index: index), dataset: dataset.rawValue, firstAt: first))
                    unique = false
                    continue
                }
                firstSeen[dataset] = item.position
                spec.datasets.append(dataset)
                item.value.options.apply(to: &spec, for: dataset)
            }
            return unique ? spec : nil
        }
    }
}
