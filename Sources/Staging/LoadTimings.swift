/// The phases of loading that `run --timings` reports (the runner's clock maps them to its own).
package enum LoadPhase: Sendable {
    /// Staging one table format's files (one of `OutputFormat.tableFormats`).
    case tableFiles(OutputFormat)
    case sqlite
    /// Building and rendering a season workbook (on the task that renders it).
    case xlsx
    /// Merging the tables into PostgreSQL (or comparing, in check mode).
    case postgres
    /// The data package, the manifest and the commit (or the comparison of check mode).
    case finish
}

/// Where load stages add their seconds (`run --timings`); thread-safe, since workbooks render on
/// other tasks.
package protocol LoadTimings: Sendable {
    /// Runs `body`, adding its duration to `phase`.
    func time<T>(_ phase: LoadPhase, _ body: () throws -> T) rethrows -> T
    /// Awaits `body`, adding its duration to `phase`.
    func time<T>(_ phase: LoadPhase, _ body: () async throws -> T) async rethrows -> T
}
