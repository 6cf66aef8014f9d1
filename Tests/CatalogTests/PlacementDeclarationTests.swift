import Catalog
import Tabular
import Testing
import Transform

/// Placement is declared once, per dataset (`DatasetPlacement`) and per table
/// (`TableCatalog.Entry.placement`); a streaming run builds shared tables from the season level
/// and each league-season's tables from its own view of the data. These checks, read against
/// the catalogs' own declarations, fail when the two disagree in a way that would give an empty
/// table: a per-league-season table fed by a shared dataset (its answers are not in any
/// league-season's view) or a shared table fed by a dataset fetched per fixture (its answers
/// come after the shared tables are built).
@Suite struct PlacementDeclarationTests {
    @Test(arguments: DatasetCatalog.all.map(\.name))
    func everyTableADatasetFeedsCanSeeItsAnswers(dataset: Dataset) {
        let placements = Dictionary(uniqueKeysWithValues: TableCatalog.all.map { ($0.name.rawValue, $0.placement) })
        let descriptor = dataset.descriptor
        for table in descriptor.tables {
            guard let placement = placements[table] else { continue }
            switch (descriptor.placement, placement) {
            case (.shared, .perLeagueSeason):
                Issue.record("\(dataset) is shared but feeds \(table), declared per league-season: it would come out empty")
            case (.perLeagueSeason(by: .fixture), .shared):
                Issue.record("\(dataset) is fetched per fixture but feeds \(table), declared shared: it would come out empty")
            default: break
            }
        }
    }

    /// A dataset placed by fixture is planned in each league-season's own part, which plans only
    /// requests naming fixtures; one placed by its request must name `league` and `season`.
    @Test(arguments: DatasetCatalog.all.map(\.name))
    func aDatasetsPlacementMatchesItsRequests(dataset: Dataset) {
        let descriptor = dataset.descriptor
        let namesFixtures: Bool =
            switch descriptor.requests {
            case .fixtureBatches, .perFixture: true
            default: false
            }
        let namesLeagueSeason: Bool =
            switch descriptor.requests {
            case .perLeagueSeason, .perTeam(withLeagueSeason: true): true
            default: false
            }
        switch descriptor.placement {
        case .perLeagueSeason(by: .fixture): #expect(namesFixtures, "\(dataset): placed by fixture, but its requests name none")
        case .perLeagueSeason(by: .request):
            #expect(namesLeagueSeason, "\(dataset): placed by request, but its requests name no league-season")
        case .shared: #expect(!namesFixtures && !namesLeagueSeason, "\(dataset): declared shared, but its requests name a league-season")
        }
    }

    /// The columns a table's placement reads are among the columns it declares.
    @Test(arguments: TableCatalog.all.map(\.name.rawValue))
    func aTablesPlacementKeyIsAmongItsColumns(table: String) throws {
        let entry = try #require(TableCatalog.all.first { $0.name.rawValue == table })
        let declared = Set(entry.columns().map(\.name))
        #expect(
            declared.isSuperset(of: entry.placement.keyColumns),
            "\(table): placed by \(entry.placement.keyColumns), declares \(declared.sorted())")
    }
}
