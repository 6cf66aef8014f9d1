import APIModel
import Catalog
import Foundation
import PipelineSpec
import Tabular
import Testing
import Transform

@testable import Extract

/// Walks the dataset catalog and fails when an entry is half-added: never planned by any
/// pipeline in the repository, feeding no table, a table without a golden file, or missing from
/// the pipeline schema. Adding a dataset means making every one of these true.
@Suite struct CatalogConsistencyTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every pipeline file the repository ships or tests with.
    static func pipelineFiles() throws -> [String] {
        let manager = FileManager.default
        let shipped = try manager.contentsOfDirectory(atPath: root.appendingPathComponent("pipelines").path)
            .filter { $0.hasSuffix(".yml") }.map { root.appendingPathComponent("pipelines/\($0)").path }
        let scenarios = root.appendingPathComponent("Tests/RunTests/Scenarios")
        let scenarioFiles = try manager.contentsOfDirectory(atPath: scenarios.path)
            .map { scenarios.appendingPathComponent("\($0)/pipeline.yml").path }
            .filter { manager.fileExists(atPath: $0) }
        return (shipped + scenarioFiles).sorted()
    }

    @Test func everyDatasetIsPlannedBySomePipeline() throws {
        var planned: Set<Dataset> = []
        for path in try Self.pipelineFiles() {
            let pipeline = try PipelineLoader.load(
                path: path, environment: ["OUTPUT_DIR": "output", "API_FOOTBALL_KEY": "catalog-test-key"])
            let planner = RequestPlanner(scope: pipeline.scope, extract: pipeline.extract, today: 0)
            planned.formUnion(planner.neededDatasets.map(\.name))
        }
        let never = Dataset.allCases.filter { !planned.contains($0) }
        #expect(never.isEmpty, "datasets no pipeline in pipelines/ or Tests/RunTests/Scenarios plans: \(never)")
    }

    @Test(arguments: DatasetCatalog.all.map(\.name))
    func everyDatasetFeedsTablesThatExist(dataset: Dataset) {
        let tables = Set(TableName.allCases.map(\.rawValue))
        #expect(!dataset.descriptor.tables.isEmpty, "\(dataset) feeds no table")
        for table in dataset.descriptor.tables {
            #expect(tables.contains(table), "\(dataset) feeds \(table), which TableCatalog does not build")
        }
    }

    @Test func everyTableIsFedByADatasetAndHasAGoldenFile() {
        let fed = Set(DatasetCatalog.all.flatMap(\.tables))
        let golden = Self.root.appendingPathComponent("Tests/TransformTests/Tables/Golden")
        for table in TableName.allCases {
            #expect(fed.contains(table.rawValue), "no dataset feeds table \(table)")
            let file = golden.appendingPathComponent("\(table.rawValue).csv").path
            #expect(FileManager.default.fileExists(atPath: file), "table \(table) has no golden file at \(file)")
        }
    }

    @Test func everyDatasetIsInThePublishedSchema() throws {
        let schema = try String(contentsOf: Self.root.appendingPathComponent("schema/pipeline.schema.json"), encoding: .utf8)
        for dataset in Dataset.allCases {
            #expect(schema.contains("\"\(dataset.rawValue)\""), "schema/pipeline.schema.json does not name \(dataset)")
        }
    }

    @Test func namesAndEndpointRequestsAreUnambiguous() {
        #expect(Set(Dataset.allCases).count == Dataset.allCases.count, "two descriptors share a name")
        // Every request a descriptor makes is served by that descriptor and no earlier one.
        for descriptor in DatasetCatalog.all {
            let sample = Request(descriptor.endpoint, descriptor.sampleParameters)
            #expect(DatasetCatalog.descriptor(serving: sample)?.name == descriptor.name, "\(sample) is not \(descriptor.name)'s")
        }
    }
}

extension DatasetDescriptor {
    /// Parameters of one request this descriptor's rule makes.
    fileprivate var sampleParameters: [String: String] {
        switch requests {
        case .once(let parameters): parameters
        case .perLeagueSeason(let variants): ["league": "39", "season": "2023"].merging(variants.last ?? [:]) { _, new in new }
        case .fixtureBatches(let parameter, _): [parameter: "1-2"]
        case .perFixture(let parameter, _, let fixed): fixed.merging([parameter: "1035037"]) { _, id in id }
        case .perTeam(let withLeagueSeason): withLeagueSeason ? ["league": "39", "season": "2023", "team": "33"] : ["team": "33"]
        case .perPlayer(let parameter, let seasonsBack): seasonsBack ? [parameter: "276", "season": "2023"] : [parameter: "276"]
        case .perTeamPair: ["h2h": "33-34", "last": "5"]
        case .perVenue: ["id": "556"]
        case .perLeague: ["league": "39"]
        }
    }
}
