import LeagueSeasonStore
import Load
import Staging

/// A committed run's report as `UnchangedRun` keeps it: what a rerun with nothing to write
/// reports again (its outputs then all unchanged).
extension RunReport {
    var recordBytes: [UInt8] {
        var writer = StoreWriter()
        writer.integer(tables.count)
        for table in tables {
            writer.text(table.name)
            writer.integer(table.rows)
        }
        writer.texts(outputs.map(\.path))
        writer.text(manifestPath)
        writer.integer(requests.recording)
        writer.integer(requests.cache)
        writer.integer(requests.network)
        writer.integer(warnings.count)
        for warning in warnings {
            writer.text(warning.code)
            writer.text(warning.message)
            writer.textMap(warning.context)
        }
        writer.integer(skipped.count)
        for skip in skipped {
            writer.text(skip.item)
            writer.text(skip.reason)
        }
        return writer.bytes
    }

    init(record bytes: [UInt8]) throws(StoreReader.Malformed) {
        var reader = StoreReader(bytes)
        var tables: [TableRowCount] = []
        for _ in 0..<(try reader.count()) { tables.append(TableRowCount(name: try reader.text(), rows: try reader.integer())) }
        let outputs = try reader.texts().map { CommittedOutput(path: $0, change: .unchanged) }
        let manifestPath = try reader.text()
        let requests = RequestCounts(recording: try reader.integer(), cache: try reader.integer(), network: try reader.integer())
        var warnings: [ManifestWarning] = []
        for _ in 0..<(try reader.count()) {
            warnings.append(ManifestWarning(code: try reader.text(), message: try reader.text(), context: try reader.textMap()))
        }
        var skipped: [ManifestSkip] = []
        for _ in 0..<(try reader.count()) { skipped.append(ManifestSkip(item: try reader.text(), reason: try reader.text())) }
        guard reader.isAtEnd else { throw StoreReader.Malformed(reason: "a run record's report") }
        self.init(
            tables: tables, outputs: outputs, check: nil, manifestPath: manifestPath, requests: requests, warnings: warnings,
            skipped: skipped, stoppedBy: nil, remainingRequests: 0)
    }
}
