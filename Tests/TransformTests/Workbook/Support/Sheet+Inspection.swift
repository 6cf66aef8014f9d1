import PipelineSpec
import Tabular
import Testing

@testable import Transform

/// Test-only: reading a built sheet's blocks.
extension Sheet {
    var tableBlocks: [TableBlock] {
        blocks.compactMap { if case .table(let block) = $0 { block } else { nil } }
    }

    var charts: [LineChartBlock] {
        blocks.compactMap { if case .lineChart(let block) = $0 { block } else { nil } }
    }

    var captions: [CaptionBlock] {
        blocks.compactMap { if case .caption(let block) = $0 { block } else { nil } }
    }

    var linkLists: [LinkListBlock] {
        blocks.compactMap { if case .links(let block) = $0 { block } else { nil } }
    }

    /// Entries of every label/value block, top to bottom.
    var keyValues: [KeyValueBlock.Entry] {
        blocks.flatMap { block -> [KeyValueBlock.Entry] in if case .keyValues(let kv) = block { kv.entries } else { [] } }
    }

    /// The value beside `label`, if the sheet shows it.
    func value(_ label: String) -> CellValue? {
        keyValues.first { $0.label == label }?.value
    }

    /// The table block `id`, or a test failure.
    func table(_ id: String) throws -> TableBlock {
        try #require(tableBlocks.first { $0.id == id }, "sheet \(name) has no table \(id): \(tableBlocks.map(\.id))")
    }
}

extension TableBlock {
    /// The cells of column `header`, top to bottom (empty when there is no such column).
    func column(_ header: String) -> [CellValue] {
        guard let index = columnIndex(header) else { return [] }
        return rows.map { $0[index] }
    }
}

extension WorkbookDocument {
    var sheetNames: [String] { sheets.map(\.name) }

    /// The sheet `name`, or a test failure.
    func sheet(_ name: String) throws -> Sheet {
        try #require(sheets.first { $0.name == name }, "no sheet \(name) in \(sheetNames)")
    }
}

extension SyntheticSeason {
    /// The season's workbook from `tables` (all of them by default).
    static func workbook(_ tables: TableSet = tables(), teamSheets: Bool = true, playerSheets: PlayerSheets = .all) -> WorkbookDocument {
        let spec = WorkbookSpec(pathTemplate: "unused.xlsx", teamSheets: teamSheets, playerSheets: playerSheets)
        return SeasonWorkbookBuilder(spec: spec).build(from: tables, leagueID: leagueID, season: season, leagueName: leagueName)
    }

    /// All tables but those named.
    static func tables(without names: TableName...) -> TableSet {
        var set = tables()
        for name in names { set.remove(named: name.rawValue) }
        return set
    }
}
