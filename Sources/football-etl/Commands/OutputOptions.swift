import ArgumentParser
import Run

/// How a command reports progress.
struct OutputOptions: ParsableArguments {
    @Flag(name: .shortAndLong, help: "Print nothing but warnings and errors.")
    var quiet = false

    @Option(name: .customLong("log-format"), help: "human (default) or json: one JSON object per line on stderr.")
    var logFormat: LogFormat = .human

    var log: RunLog { RunLog.standardError(format: logFormat, quiet: quiet) }
}

extension LogFormat: ExpressibleByArgument {}
