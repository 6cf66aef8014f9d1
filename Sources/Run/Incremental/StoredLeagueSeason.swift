import APIModel
import Catalog
import Extract
import Intake
import LeagueSeasonStore
import Load
import Staging
import Tabular
import Transform

/// Everything one league-season contributes to a run, so a reused one gives the outputs and the
/// manifest a full run would: its tables with their warnings and emptied values, its fixture
/// level's answered requests (with a digest of their bodies, checked again before reuse),
/// extract warnings and skips, and its workbook.
struct StoredLeagueSeason {
    var output: TransformOutput
    /// What the run's totals read of `output` (its fixture states).
    var summary: LeagueSeasonSummary
    var answered: [AnsweredRequest]
    /// `OfflineAnswers.digest` of `answered` when stored.
    var answeredDigest: String
    var warnings: [ExtractWarning]
    var skips: [PlanSkip]
    var workbook: StoredWorkbook?
}

/// A league-season's workbook as committed: its bytes, its sheets' digests and its warnings.
struct StoredWorkbook {
    let path: String
    let bytes: [UInt8]
    let sheets: [SheetDigest]
    let warnings: [ManifestWarning]
}

extension StoredLeagueSeason {
    /// The bytes of everything but the workbook, written while the run goes on.
    static func encodeResult(
        _ output: TransformOutput, summary: LeagueSeasonSummary, answered: [AnsweredRequest], answeredDigest: String,
        warnings: [ExtractWarning], skips: [PlanSkip]
    ) -> [UInt8] {
        var writer = StoreWriter()
        writer.integer(output.tables.count)
        for table in output.tables { writer.table(table) }
        writer.integer(output.warnings.count)
        for warning in output.warnings {
            writer.text(warning.code.rawValue)
            writer.text(warning.message)
            writer.optionalInteger(warning.fixtureID)
            writer.optionalInteger(warning.teamID)
            writer.textMap(warning.details)
        }
        let issues = output.issues.sorted
        writer.integer(issues.count)
        for issue in issues {
            writer.texts([issue.kind.rawValue, issue.table, issue.column, issue.example])
            writer.integer(issue.count)
        }
        writer.integer(answered.count)
        for item in answered {
            writer.request(item.request)
            writer.text(item.origin.rawValue)
        }
        writer.text(answeredDigest)
        writer.integer(warnings.count)
        for warning in warnings {
            writer.text(warning.code.rawValue)
            writer.request(warning.request)
            writer.text(warning.message)
            writer.textMap(warning.details)
        }
        writer.integer(skips.count)
        for skip in skips {
            writer.text(skip.dataset.rawValue)
            writer.integer(skip.leagueSeason.league)
            writer.integer(skip.leagueSeason.season)
            writer.text(skip.reason)
        }
        writer.summary(summary)
        return writer.bytes
    }

    /// The bytes of the workbook part, which follow the result's.
    static func encodeWorkbook(_ workbook: StoredWorkbook?) -> [UInt8] {
        var writer = StoreWriter()
        writer.flag(workbook != nil)
        guard let workbook else { return writer.bytes }
        writer.text(workbook.path)
        writer.raw(workbook.bytes)
        writer.integer(workbook.sheets.count)
        for sheet in workbook.sheets { writer.texts([sheet.name, sheet.sha256]) }
        writer.integer(workbook.warnings.count)
        for warning in workbook.warnings {
            writer.texts([warning.code, warning.message])
            writer.textMap(warning.context)
        }
        return writer.bytes
    }

    /// A stored league-season from its entry's payload (result, then workbook part).
    init(decoding payload: [UInt8]) throws(StoreReader.Malformed) {
        var reader = StoreReader(payload)
        let tables = try (0..<reader.count()).map { _ throws(StoreReader.Malformed) in try reader.table() }
        var transformWarnings: [TransformWarning] = []
        for _ in 0..<(try reader.count()) {
            let code = try reader.text()
            guard let known = TransformWarning.Code(rawValue: code) else { throw .init(reason: "warning code \(code)") }
            transformWarnings.append(
                TransformWarning(
                    code: known, message: try reader.text(), fixtureID: try reader.optionalInteger(), teamID: try reader.optionalInteger(),
                    details: try reader.textMap()))
        }
        var issues: [ValueIssues.Issue] = []
        for _ in 0..<(try reader.count()) {
            let texts = try reader.texts()
            guard texts.count == 4, let kind = ValueIssues.Issue.Kind(rawValue: texts[0]) else { throw .init(reason: "value issue") }
            issues.append(.init(stored: kind, table: texts[1], column: texts[2], count: try reader.integer(), example: texts[3]))
        }
        output = TransformOutput(tables: tables, warnings: transformWarnings, issues: ValueIssues(issues))
        answered = []
        for _ in 0..<(try reader.count()) {
            let request = try reader.request()
            let origin = try reader.text()
            guard let known = ResponseOrigin(rawValue: origin) else { throw .init(reason: "origin \(origin)") }
            answered.append(AnsweredRequest(request: request, origin: known))
        }
        answeredDigest = try reader.text()
        warnings = []
        for _ in 0..<(try reader.count()) {
            let code = try reader.text()
            guard let known = ExtractWarning.Code(rawValue: code) else { throw .init(reason: "extract warning \(code)") }
            warnings.append(
                ExtractWarning(code: known, request: try reader.request(), message: try reader.text(), details: try reader.textMap()))
        }
        skips = []
        for _ in 0..<(try reader.count()) {
            let dataset = Dataset(rawValue: try reader.text())
            let leagueSeason = LeagueSeason(league: try reader.integer(), season: try reader.integer())
            skips.append(PlanSkip(stored: dataset, leagueSeason: leagueSeason, reason: try reader.text()))
        }
        summary = try reader.summary()
        workbook = try Self.decodeWorkbook(&reader)
        guard reader.isAtEnd else { throw .init(reason: "bytes after the workbook") }
    }

    private static func decodeWorkbook(_ reader: inout StoreReader) throws(StoreReader.Malformed) -> StoredWorkbook? {
        guard try reader.flag() else { return nil }
        let path = try reader.text()
        let bytes = try reader.raw()
        var sheets: [SheetDigest] = []
        for _ in 0..<(try reader.count()) {
            let texts = try reader.texts()
            guard texts.count == 2 else { throw .init(reason: "sheet digest") }
            sheets.append(SheetDigest(name: texts[0], sha256: texts[1]))
        }
        var warnings: [ManifestWarning] = []
        for _ in 0..<(try reader.count()) {
            let texts = try reader.texts()
            guard texts.count == 2 else { throw .init(reason: "workbook warning") }
            warnings.append(ManifestWarning(code: texts[0], message: texts[1], context: try reader.textMap()))
        }
        return StoredWorkbook(path: path, bytes: bytes, sheets: sheets, warnings: warnings)
    }
}

extension StoreWriter {
    mutating func request(_ request: Request) {
        text(request.endpoint.rawValue)
        textMap(Dictionary(uniqueKeysWithValues: request.parameters.map { ($0.name, $0.value) }))
    }

    mutating func summary(_ summary: LeagueSeasonSummary) {
        integer(summary.fixtureStates.count)
        for state in summary.fixtureStates {
            integer(state.id)
            text(state.status)
            optionalText(state.score)
            optionalText(state.eventsSHA256)
            optionalText(state.statisticsSHA256)
            optionalText(state.lineupsSHA256)
        }
    }
}

extension StoreReader {
    mutating func request() throws(Malformed) -> Request {
        Request(Endpoint(rawValue: try text()), try textMap())
    }

    mutating func summary() throws(Malformed) -> LeagueSeasonSummary {
        var states: [ManifestFixture] = []
        for _ in 0..<(try count()) {
            states.append(
                ManifestFixture(
                    id: try integer(), status: try text(), score: try optionalText(), eventsSHA256: try optionalText(),
                    statisticsSHA256: try optionalText(), lineupsSHA256: try optionalText()))
        }
        return LeagueSeasonSummary(fixtureStates: states)
    }
}
