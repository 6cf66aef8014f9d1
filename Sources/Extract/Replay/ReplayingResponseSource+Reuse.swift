package import APIModel
package import Catalog

extension ReplayingResponseSource {
    /// The file of the folder's `fixtures?ids=` batch that answers `request` first, if one does
    /// (the request's own file is read only when the batch lacks its match).
    package func batchFile(answering request: Request) -> String? {
        guard let part = FixturePartRequest(request), let batch = batches.batch(holding: part.fixture) else { return nil }
        return path(for: batch)
    }
}

extension PlanSkip {
    /// A skip as a stored league-season's result recorded it.
    package init(stored dataset: Dataset, leagueSeason: LeagueSeason, reason: String) {
        self.init(dataset: dataset, leagueSeason: leagueSeason, reason: reason)
    }
}
