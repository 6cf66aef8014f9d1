package import Extract
import Foundation
package import JSON
import PipelineSpec

/// Reports a run on stderr: progress of the extract stage, warnings and the summary. Thread-safe:
/// response sources call it from concurrent tasks. Events name requests only, and every line is
/// passed through `SecretRedaction` as it leaves, whatever a message quotes.
package final class RunLog: ExtractObserver, @unchecked Sendable {
    private let format: LogFormat
    private let quiet: Bool
    private let isTerminal: Bool
    private let write: @Sendable (String) -> Void
    private let lock = NSLock()
    private var state = ProgressState()
    private var liveLineShown = false
    private var phases = PhaseProgress()
    private var timings: PhaseTimings?
    /// JSON logs: the requests known so far, reported once when the phase changes (not at
    /// every increment), and the phase last entered.
    private var pendingPlan: Int?
    private var currentPhase: RunPhase?
    /// Since the log was made: the run's elapsed time, shown in the log only.
    private let elapsed = ElapsedTime()

    /// `write` receives whole lines (or, on a terminal, line updates) for stderr.
    package init(format: LogFormat, quiet: Bool, isTerminal: Bool, write: @escaping @Sendable (String) -> Void) {
        self.format = format
        self.quiet = quiet
        self.isTerminal = isTerminal
        self.write = write
    }

    /// A log on this process's stderr.
    package static func standardError(format: LogFormat, quiet: Bool) -> RunLog {
        RunLog(format: format, quiet: quiet, isTerminal: isatty(STDERR_FILENO) == 1) { text in
            FileHandle.standardError.write(Data(text.utf8))
        }
    }

    package func extract(_ event: ExtractEvent) {
        locked {
            state.apply(event)
            guard !quiet else { return }
            switch format {
            case .json:
                if case .planned(let known) = event {
                    pendingPlan = known
                } else if let record = ProgressRecord(event) {
                    emit(record.jsonLine)
                }
            case .human where isTerminal:
                emitLiveLine(phases.liveLine(state, elapsed: elapsed.seconds))
            case .human:
                // A failure is reported once, by the command, with its exit code; counters
                // and per-request lines belong on a terminal's live line only.
                guard PhaseProgress.isPipedLine(event) else { return }
                if let line = ProgressRecord(event)?.plainLine { emit(line + "\n") }
            }
        }
    }

    /// Follows `timings`' phases: the live line names the current one, a piped log gets a line
    /// when each starts for the first time; the summary reads its seconds per phase.
    package func observe(_ timings: PhaseTimings) {
        locked { self.timings = timings }
        timings.observe { [weak self] phase in self?.enter(RunPhase(phase)) }
    }

    /// How many season workbooks the run renders (`rendering workbook k/K`).
    package func expectWorkbooks(_ count: Int) {
        locked { phases.workbooks = count }
    }

    /// A season workbook the run puts back from the store: one fewer to render.
    package func workbookReused() {
        locked { phases.workbookReused() }
    }

    /// Seconds since the log was made, and per phase of the observed timings.
    var elapsedSeconds: Double { elapsed.seconds }
    var phaseSeconds: [(phase: PhaseTimings.Phase, seconds: Double)] {
        lock.withLock { timings }?.secondsByPhase ?? []
    }

    private func enter(_ phase: RunPhase) {
        locked {
            let first = phases.enter(phase)
            if phase != currentPhase { emitPendingPlan() }
            currentPhase = phase
            guard !quiet else { return }
            let seconds = elapsed.seconds
            switch format {
            case .json where first:
                emit(
                    ProgressRecord(
                        level: "info", event: "phase", message: phase.rawValue,
                        fields: [
                            ("phase", .string(phase.rawValue)), ("elapsed_s", .double((seconds * 1000).rounded() / 1000))
                        ]
                    ).jsonLine)
            case .human where isTerminal:
                emitLiveLine(phases.liveLine(state, elapsed: seconds))
            case .human where first:
                emit("\(phase.rawValue) (started at \(ElapsedTime.text(seconds)))\n")
            default:
                break
            }
        }
    }

    /// A message for the user (a stage finishing, where files went).
    package func info(_ event: String, _ message: String, fields: [(String, JSONValue)] = []) {
        log(level: "info", event: event, message: message, fields: fields)
    }

    /// Something the user should know about the data; the run goes on.
    package func warning(_ event: String, _ message: String, fields: [(String, JSONValue)] = []) {
        log(level: "warning", event: event, message: message, fields: fields)
    }

    /// Why the command failed: `error: …` in human format, an `error` record with the exit code
    /// in JSON; never silenced by `--quiet`.
    package func error(_ event: String, _ message: String, exitCode: Int32) {
        log(level: "error", event: event, message: message, fields: [("exit_code", .int(Int(exitCode)))])
    }

    /// Ends the live line so the next output starts on a fresh line.
    package func finishProgress() {
        locked {
            emitPendingPlan()
            endLiveLine()
        }
    }

    /// The one `plan` record of the phase ending (JSON logs): how many requests are known.
    private func emitPendingPlan() {
        guard let known = pendingPlan else { return }
        pendingPlan = nil
        if !quiet, let record = ProgressRecord(.planned(known: known)) { emit(record.jsonLine) }
    }

    private func log(level: String, event: String, message: String, fields: [(String, JSONValue)]) {
        locked {
            emitPendingPlan()
            guard !quiet || level != "info" else { return }
            switch format {
            case .json:
                let record = ProgressRecord(level: level, event: event, message: message, fields: fields)
                emit(record.jsonLine)
            case .human:
                emit((level == "info" ? "" : "\(level): ") + message + "\n")
            }
        }
    }

    private func emitLiveLine(_ line: String) {
        write("\r\u{1B}[2K" + TerminalText.printable(SecretRedaction.redact(line)))
        liveLineShown = true
    }

    private func endLiveLine() {
        if liveLineShown { write("\n") }
        liveLineShown = false
    }

    /// Every line leaves through here: without any API key, and in human format with the
    /// control characters an API's text may carry made visible.
    private func emit(_ text: String) {
        endLiveLine()
        let redacted = SecretRedaction.redact(text)
        write(format == .human ? TerminalText.printable(redacted) : redacted)
    }

    private func locked(_ body: () -> Void) {
        lock.lock()
        defer { lock.unlock() }
        body()
    }
}
