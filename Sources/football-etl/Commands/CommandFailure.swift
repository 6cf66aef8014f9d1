import ArgumentParser
import Foundation
import Run

/// Runs a command body; any error becomes its message on stderr and its documented exit code.
func reportingFailures(_ body: () async throws -> ExitStatus) async throws {
    let status: ExitStatus
    do {
        status = try await body()
    } catch let error as ExitCode {
        throw error
    } catch let error as ValidationError {
        FileHandle.standardError.write(Data("error: \(error.message)\n".utf8))
        status = .usage
    } catch {
        let report = ErrorReport(error)
        FileHandle.standardError.write(Data("error: \(report.message)\n".utf8))
        status = report.status
    }
    if status != .success { throw ExitCode(status.rawValue) }
}
