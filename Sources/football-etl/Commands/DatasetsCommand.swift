import ArgumentParser
import Foundation
import Run

struct DatasetsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "datasets",
        abstract: "List the datasets a pipeline can extract, what each costs and which tables it writes.",
        discussion: """
            A pipeline names datasets under `extract:`; each writes the tables listed here, as CSV, NDJSON, Parquet, SQLite, XLSX sheets \
            or PostgreSQL tables as `load:` says.

            Example:
              football-etl datasets
            """
    )

    func run() throws {
        FileHandle.standardOutput.write(Data(DatasetList.text.utf8))
    }
}
