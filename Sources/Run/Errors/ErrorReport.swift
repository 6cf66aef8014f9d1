import APIModel
import Extract
import PipelineSpec
import PostgresOutput
import Staging
import XLSXOutput

/// Turns any error of any stage into the message the user sees and the exit code (docs/ARCHITECTURE.md §8).
/// The one place that decides exit codes; each stage's error says where and what to do.
package struct ErrorReport: Sendable, Equatable {
    package let status: ExitStatus
    package let message: String

    package init(status: ExitStatus, message: String) {
        self.status = status
        self.message = message
    }

    package init(_ error: any Error) {
        switch error {
        case let error as PipelineSpecError:
            if case .unreadableFile = error {
                self.init(status: .noInput, message: error.description)
            } else {
                self.init(status: .config, message: error.description)
            }
        case let error as ExtractError:
            self.init(status: ExitStatus(code: error.exitCode), message: error.description)
        case let error as APIModelError:
            self.init(
                status: .dataError, message: "\(error.description). The response cannot be used; record it again or report the API quirk.")
        case let error as LoadError:
            self.init(status: ExitStatus(code: error.exitCode), message: error.description)
        case let error as PostgresLoadError:
            self.init(status: ExitStatus(code: error.exitCode), message: error.description)
        case let error as WorkbookError:
            self.init(status: ExitStatus(code: error.exitCode), message: error.description)
        case let error as RunError:
            switch error {
            case .cannotWriteDepfile, .cannotWriteRunState, .cannotWriteChangesFile:
                self.init(status: .cannotCreate, message: error.description)
            // An unreadable failed-request list is only ever a warning; were it thrown, the input is unusable.
            case .unreadableInput, .unreadableRunState, .missingRecordings, .unansweredOffline:
                self.init(status: .noInput, message: error.description)
            case .unusableInputs: self.init(status: .dataError, message: error.description)
            }
        default:
            self.init(status: .software, message: "internal error: \(error). Please report it with the pipeline file.")
        }
    }
}

extension ExitStatus {
    /// The status for a stage's sysexits code; unknown codes are internal errors.
    package init(code: Int32) {
        self = ExitStatus(rawValue: code) ?? .software
    }
}
