import Foundation
import JSON
package import Staging

/// Seconds spent in each phase of a run, for `run --timings` and `make bench`: reported on
/// stderr only, never in an output file. Thread-safe: workbooks render on several tasks, and
/// their seconds add up (so a phase can exceed the wall time when it ran on both cores).
package final class PhaseTimings: @unchecked Sendable {
    /// The phases a run reports, in the order it passes through them.
    package enum Phase: Hashable, CaseIterable, Sendable {
        /// Fetching or reading answers, parsing and decoding them.
        case parseDecode
        /// Building the output tables.
        case tables
        /// Staging one table format's files: a phase per `OutputFormat.tableFormats`, named after it.
        case tableFiles(OutputFormat)
        case sqlite
        /// Building and rendering the season workbooks (summed over the tasks that render them).
        case xlsx
        /// Merging the tables into the PostgreSQL database (`load.postgres`), or comparing them in check mode.
        case postgres
        /// The data package, the manifest and the commit (or the comparison of check mode).
        case finish

        package static var allCases: [Phase] {
            [.parseDecode, .tables] + OutputFormat.tableFormats.map(Phase.tableFiles) + [.sqlite, .xlsx, .postgres, .finish]
        }

        /// The phase's key in the timings line and the run summary (`parse_decode`, `csv`, …).
        package var name: String {
            switch self {
            case .parseDecode: "parse_decode"
            case .tables: "tables"
            case .tableFiles(let format): format.rawValue
            case .sqlite: "sqlite"
            case .xlsx: "xlsx"
            case .postgres: "postgres"
            case .finish: "finish"
            }
        }
    }

    private let lock = NSLock()
    private var seconds: [Phase: Double] = [:]
    private var onEnter: (@Sendable (Phase) -> Void)?
    private var reused = 0

    package init() {}

    /// Calls `enter` each time a phase is measured, before its body runs (the run's progress line).
    func observe(_ enter: @escaping @Sendable (Phase) -> Void) {
        lock.withLock { onEnter = enter }
    }

    /// Seconds per phase so far, every phase present, in phase order.
    var secondsByPhase: [(phase: Phase, seconds: Double)] {
        lock.withLock { Phase.allCases.map { ($0, seconds[$0] ?? 0) } }
    }

    /// Runs `body`, adding its duration to `phase`.
    package func measure<T>(_ phase: Phase, _ body: () throws -> T) rethrows -> T {
        entering(phase)
        let start = DispatchTime.now().uptimeNanoseconds
        defer { add(phase, nanoseconds: DispatchTime.now().uptimeNanoseconds - start) }
        return try body()
    }

    /// Runs `body`, adding its duration to `phase`.
    package func measure<T>(_ phase: Phase, _ body: () async throws -> T) async rethrows -> T {
        entering(phase)
        let start = DispatchTime.now().uptimeNanoseconds
        defer { add(phase, nanoseconds: DispatchTime.now().uptimeNanoseconds - start) }
        return try await body()
    }

    /// Notes how many league-seasons the run reused from the store.
    func noteReused(_ count: Int) {
        lock.withLock { reused = count }
    }

    /// `{"event":"timings","phases":{"parse_decode":1.234,…},"progress":{"fetching":1.234,…},
    /// "overlap":"…","reused_league_seasons":0}`: phases in order, seconds to the millisecond, and
    /// the same seconds under the progress lines' phase names.
    package var jsonLine: String {
        lock.lock()
        defer { lock.unlock() }
        let rounded = { (value: Double) in JSONValue.double((value * 1000).rounded() / 1000) }
        let phases = Phase.allCases.map { JSONObject.Entry($0.name, rounded(seconds[$0] ?? 0)) }
        let progress = RunPhase.allCases.map { shown in
            JSONObject.Entry(shown.rawValue, rounded(Phase.allCases.filter { RunPhase($0) == shown }.reduce(0) { $0 + (seconds[$1] ?? 0) }))
        }
        return JSONWriter.compact(
            .object([
                "event": .string("timings"), "phases": .object(JSONObject(phases)), "progress": .object(JSONObject(progress)),
                "overlap": .string(Self.overlapNote), "reused_league_seasons": .int(reused)
            ])) + "\n"
    }

    /// Why the phases' seconds add up to more than the run took.
    static let overlapNote =
        "phases overlap: workbooks render and the next league-season is fetched while tables are built, "
        + "so the seconds add up to more than the run took"

    private func entering(_ phase: Phase) {
        lock.withLock { onEnter }?(phase)
    }

    private func add(_ phase: Phase, nanoseconds: UInt64) {
        lock.lock()
        defer { lock.unlock() }
        seconds[phase, default: 0] += Double(nanoseconds) / 1e9
    }
}
