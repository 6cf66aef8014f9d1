import Extract
import Foundation
import JSON
import Load
package import PipelineSpec
import PostgresOutput
import Staging

/// The closing lines of a run: tables and rows, where files went, requests by origin, warnings.
package struct RunSummary {
    package let report: RunReport
    package let pipelineName: String

    package init(report: RunReport, pipeline: Pipeline) {
        self.report = report
        pipelineName = pipeline.name
    }

    package func print(to log: RunLog) {
        let requests =
            "requests: \(report.requests.recording) from recordings, \(report.requests.cache) from cache, \(report.requests.network) "
            + "from the network"
        if let stop = report.stoppedBy {
            log.warning(
                "stopped",
                "\(stop.description) \(report.remainingRequests) known request(s) remain; outputs were left as they were. \(requests).")
            return
        }
        for (code, message) in WarningGroups(report.warnings).lines {
            log.warning(code, message)
        }
        for skip in report.skipped {
            log.info("skipped", "skipped \(skip.item): \(skip.reason)")
        }
        if let database = report.database {
            for warning in database.warnings { log.warning(warning.code, warning.text) }
            let verb = report.check == nil ? "changed" : "would change"
            log.info("postgres", "PostgreSQL rows \(verb) (+inserted ~updated -deleted):\n  " + database.lines.joined(separator: "\n  "))
        }
        if let check = report.check {
            log.info("check", checkLine(check))
            return
        }
        let width = report.tables.map(\.name.count).max() ?? 0
        let lines = report.tables.map { "  \($0.name.padding(toLength: width, withPad: " ", startingAt: 0))  \($0.rows) rows" }
        let changed = report.outputs.filter { $0.change != .unchanged }.count
        let bytes = OutputBytes(report.outputs)
        let written = OutputBytes.written(report.outputs)
        let unchanged = OutputBytes.unchanged(report.outputs)
        let seconds = log.elapsedSeconds
        let fields: [(String, JSONValue)] = [
            ("tables", .object(JSONObject(report.tables.map { JSONObject.Entry($0.name, JSONValue.int($0.rows)) }))),
            ("files", .object(["written": .int(changed), "unchanged": .int(report.outputs.count - changed)])),
            (
                "requests",
                .object([
                    "recording": .int(report.requests.recording), "cache": .int(report.requests.cache),
                    "network": .int(report.requests.network)
                ])
            ),
            ("manifest", .string(report.manifestPath)),
            ("reused_league_seasons", .int(report.reusedLeagueSeasons)),
            ("changed_fixtures", .array(report.changes.map { .object($0.jsonObject) })),
            ("duration_s", .double(Self.milliseconds(seconds))),
            ("bytes", bytes.json),
            ("bytes_written", written.json),
            ("bytes_unchanged", unchanged.json),
            (
                "phases",
                .object(
                    JSONObject(
                        log.phaseSeconds.map {
                            JSONObject.Entry($0.phase.name, JSONValue.double(Self.milliseconds($0.seconds)))
                        }))
            )
        ]
        log.info(
            "summary",
            """
            \(pipelineName): \(report.tables.count) tables
            \(lines.joined(separator: "\n"))
            \(report.outputs.count) files (\(changed) written, \(report.outputs.count - changed) unchanged); manifest: \
            \(report.manifestPath)
            \(locations.joined(separator: "\n"))
            \(requests)\(reused)
            done in \(ElapsedTime.text(seconds)); wrote \
            \(written.text)\(unchanged.byFormat.isEmpty ? "" : "; left unchanged \(unchanged.text)")
            \(changeLines.joined(separator: "\n"))
            """.trimmingTrailingNewlines, fields: fields)
    }

    /// The check's last line, which agrees with its exit status: the files' differences, then the
    /// database's drift (its rows are listed above), or that nothing differs.
    private func checkLine(_ check: CheckReport) -> String {
        let databaseDrift = report.database?.hasDrift == true
        if check.hasDifferences {
            return check.text + (databaseDrift ? "\nthe PostgreSQL database differs too (rows above)." : "")
        }
        if databaseDrift {
            return "the files match, but the PostgreSQL database differs from the run (rows above)."
        }
        return report.database == nil
            ? "no differences: every output matches the files on disk."
            : "no differences: every output matches the files on disk and the PostgreSQL database."
    }

    /// `changed since the last run: 2 fixture(s)` and a line per fixture, the first
    /// `shownChanges` of them; `--changes-only` and `--log-format json` carry them all.
    var changeLines: [String] {
        guard !report.changes.isEmpty else { return [] }
        let shown = report.changes.prefix(Self.shownChanges).map { "  \($0.text)" }
        let more = report.changes.count - shown.count
        return ["changed since the last run: \(report.changes.count) fixture(s)"] + shown
            + (more > 0 ? ["  … and \(more) more (`run --changes-only FILE` or `--log-format json` lists them all)"] : [])
    }

    /// `; 3 league-season(s) reused from the store`, when the run reused any.
    private var reused: String {
        report.reusedLeagueSeasons == 0
            ? "" : "; \(report.reusedLeagueSeasons) league-season(s) reused from the store, their inputs unchanged"
    }

    /// Seconds to the millisecond.
    private static func milliseconds(_ seconds: Double) -> Double { (seconds * 1000).rounded() / 1000 }

    /// How many changed fixtures the summary names one by one.
    static let shownChanges = 20

    /// Where each kind of output went: a folder with its file count, or the file itself
    /// (`  parquet  output/demo/parquet (30 files)`, `  sqlite   output/demo/football.sqlite`).
    private var locations: [String] {
        var groups: [(kind: String, folder: String, paths: [String])] = []
        for output in report.outputs where output.path != report.manifestPath {
            let name = output.path.split(separator: "/").last.map(String.init) ?? output.path
            let kind = name.split(separator: ".").last.map(String.init) ?? "file"
            let folder = output.path.count > name.count ? String(output.path.dropLast(name.count + 1)) : "."
            if let index = groups.firstIndex(where: { $0.kind == kind && $0.folder == folder }) {
                groups[index].paths.append(output.path)
            } else {
                groups.append((kind, folder, [output.path]))
            }
        }
        let width = groups.map(\.kind.count).max() ?? 0
        return groups.map { group in
            let label = group.kind.padding(toLength: width, withPad: " ", startingAt: 0)
            return group.paths.count == 1 ? "  \(label)  \(group.paths[0])" : "  \(label)  \(group.folder) (\(group.paths.count) files)"
        }
    }
}

extension RunReport {
    /// The exit status of a finished run: drift in check mode, a quota stop, or success.
    package var exitStatus: ExitStatus {
        if let stoppedBy { return ExitStatus(code: stoppedBy.exitCode) }
        if check?.hasDifferences == true { return .drift }
        if check != nil, database?.hasDrift == true { return .drift }
        return .success
    }
}

extension String {
    /// Without the newlines an empty last section leaves.
    fileprivate var trimmingTrailingNewlines: String {
        var text = self
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }
}
