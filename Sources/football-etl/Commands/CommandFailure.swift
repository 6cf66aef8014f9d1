import ArgumentParser
import Run

/// Runs a command body; any error becomes its message in `log` (stderr, in the command's log
/// format) and its documented exit code.
func reportingFailures(_ log: RunLog, _ body: () async throws -> ExitStatus) async throws {
    let status: ExitStatus
    do {
        status = try await body()
    } catch let error as ExitCode {
        throw error
    } catch let error as ValidationError {
        status = .usage
        log.error("usage", error.message, exitCode: status.rawValue)
    } catch {
        let report = ErrorReport(error)
        status = report.status
        log.error("failed", report.message, exitCode: status.rawValue)
    }
    if status != .success { throw ExitCode(status.rawValue) }
}
