/// The tool's exit codes (sysexits). The table in docs/commands.md is this enum; a test runs the CLI for each.
package enum ExitStatus: Int32, Sendable, CaseIterable {
    case success = 0
    /// `run --check` found outputs that differ from what the run would write.
    case drift = 1
    /// Bad command-line usage.
    case usage = 64
    /// Bad data: an API response that cannot be read, an API error about a parameter.
    case dataError = 65
    /// A missing input: pipeline file, recording, or file to convert.
    case noInput = 66
    /// The API or the database is unavailable after retries (network, 5xx, timeouts, a lost connection).
    case unavailable = 69
    /// An internal error: a bug in football-etl.
    case software = 70
    /// An output file or folder cannot be created.
    case cannotCreate = 73
    /// Reading or writing a file failed midway.
    case ioError = 74
    /// The daily request quota or budget ran out; run again later to resume.
    case quotaExhausted = 75
    /// The API refused the key or the plan does not cover the request, or the database refused the login.
    case authRefused = 77
    /// The pipeline file is invalid.
    case config = 78

    /// What the code means, for docs/commands.md's table and `--help`.
    package var meaning: String {
        switch self {
        case .success: "success"
        case .drift: "`run --check`: outputs on disk differ from what the run would write"
        case .usage: "bad command-line usage"
        case .dataError: "an API response or saved file cannot be read, or the API rejected a parameter"
        case .noInput: "a pipeline file, recording or input file is missing, or `--offline` found a request nothing stored answers"
        case .unavailable: "the API or the database stayed unavailable after retries, or the database named does not exist"
        case .software: "an internal error (a bug): please report it"
        case .cannotCreate:
            "an output file or folder cannot be created, or a database schema or column cannot be changed as the run needs "
                + "(the role may not create the schema or tables in it)"
        case .ioError: "reading or writing a file failed"
        case .quotaExhausted: "the daily quota or `daily_budget` ran out; fetched data is kept, run again later to resume"
        case .authRefused:
            "the API or the database refused the key, password or role, or the subscription plan does not cover the request (also when "
                + "an earlier run's refusal is held until the pipeline file changes)"
        case .config: "the pipeline file is invalid (a `load.postgres` url libpq cannot read, a `pg_` schema included)"
        }
    }
}
