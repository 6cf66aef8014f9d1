import ArgumentParser
import Run

/// `--refresh`, `--max-age`, `--offline` and `--today`, shared by run, plan and record.
struct FreshnessFlags: ParsableArguments {
    @Flag(
        help: ArgumentHelp(
            "Fetch again everything whose answer can still change (lists, standings, unfinished or recently finished matches); settled "
                + "matches stay cached.")
    )
    var refresh = false

    @Option(name: .customLong("max-age"), help: "Use no cached answer older than this (e.g. 30m, 6h, 2d; at most 3650d).")
    var maxAge: Duration?

    @Flag(
        help: ArgumentHelp(
            "Answer only from recordings and the cache: the first request they cannot answer ends the run with exit 66 (`plan "
                + "--offline` lists them all and skips the free status call).")
    )
    var offline = false

    @Option(help: "The day relative windows (`from: -7d`) count from, YYYY-MM-DD (default: today, UTC).")
    var today: Day?

    func validate() throws {
        if let maxAge, maxAge.seconds > FreshnessOptions.longestMaxAgeSeconds {
            let longest = FreshnessOptions.durationText(FreshnessOptions.longestMaxAgeSeconds)
            throw ValidationError("--max-age \(maxAge.text) is longer than allowed: at most \(longest), as for max_age: in a pipeline.")
        }
    }

    var options: FreshnessOptions {
        FreshnessOptions(refresh: refresh, maxAgeSeconds: maxAge.map { Double($0.seconds) }, offline: offline, today: today?.dayNumber)
    }

    /// A duration written as digits and a unit: `45s`, `30m`, `6h`, `2d`.
    struct Duration: ExpressibleByArgument {
        let seconds: Int
        /// As given.
        let text: String

        init?(argument: String) {
            guard let seconds = FreshnessOptions.durationSeconds(argument) else { return nil }
            self.seconds = seconds
            text = argument
        }
    }

    /// A calendar day written `YYYY-MM-DD`.
    struct Day: ExpressibleByArgument {
        let dayNumber: Int

        init?(argument: String) {
            guard argument.count == 10, let day = FreshnessOptions.dayNumber(iso: argument) else { return nil }
            dayNumber = day
        }
    }
}
