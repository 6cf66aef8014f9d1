import ArgumentParser
import DemoSeason

/// `demo-recordings --leagues N --out DIR [--season 2023] [--seed S]`: writes the synthetic demo
/// season's API recordings (see pipelines/README.md).
struct DemoRecordingsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo-recordings",
        abstract: "Write a deterministic synthetic league season as API-Football recordings."
    )

    @Option(help: "How many leagues to generate (ids 9001…9009).")
    var leagues: Int

    @Option(help: "The recordings folder to create or replace.")
    var out: String

    @Option(help: "The season year.")
    var season = 2023

    @Option(help: "The random seed; the same arguments always give the same bytes.")
    var seed: UInt64 = 1

    func validate() throws {
        do {
            _ = try DemoSeasonOptions(leagues: leagues, season: season, seed: seed)
        } catch {
            throw ValidationError(error.description)
        }
    }

    func run() throws {
        do {
            let options = try DemoSeasonOptions(leagues: leagues, season: season, seed: seed)
            let summary = try DemoRecordings.write(options, to: out)
            print("demo-recordings: wrote \(out)")
            for line in summary.lines { print(line) }
        } catch {
            print("demo-recordings: \(error.description)")
            throw ExitCode(73)
        }
    }
}

DemoRecordingsCommand.main()
