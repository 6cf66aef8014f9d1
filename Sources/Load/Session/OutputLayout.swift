import FileIO
import Foundation
package import PipelineSpec
import Staging

/// Where a pipeline's files go: table folders, a workbook per league-season, and the manifest
/// in the folder all outputs share.
package struct OutputLayout: Sendable {
    package let load: LoadSpec

    package init(load: LoadSpec) {
        self.load = load
    }

    /// The workbook path for a league-season: the template with `{league}`, `{league_slug}` (the
    /// league's name as ASCII lower-case words joined by `-`) and `{season}` filled in.
    package func workbookPath(league: Int, leagueSlug: String, season: Int) -> String? {
        guard let template = load.xlsx?.pathTemplate else { return nil }
        return
            template
            .replacingOccurrences(of: "{league_slug}", with: leagueSlug)
            .replacingOccurrences(of: "{league}", with: String(league))
            .replacingOccurrences(of: "{season}", with: String(season))
    }

    /// `manifest.json` in the deepest folder that holds every output (the folder of the pipeline's
    /// outputs: `output/demo/manifest.json` for `output/demo/csv`, `output/demo/ndjson`, …).
    /// Folders are compared after `.` and `..` are resolved, so every output is below the
    /// manifest's folder, where the commit journal lives (docs/ARCHITECTURE.md §8). A pipeline
    /// that writes no file (only `postgres:`) keeps it in the working directory.
    package func manifestPath(workbookPaths: [String], workingDirectory: String = FileSystem.currentDirectory()) -> String {
        let folders =
            OutputFormat.tableFormats.compactMap { $0.tableDirectory(in: load) }
            + (workbookPaths + [load.sqlite].compactMap { $0 }).map(FilePath.directory)
        guard !folders.isEmpty else { return "manifest.json" }
        let common =
            folders.map { FilePath.absolute($0, workingDirectory: workingDirectory).split(separator: "/") }
            .reduce(nil as [Substring]?) { shared, parts in
                guard let shared else { return parts }
                return Array(zip(shared, parts).prefix { $0 == $1 }.map(\.0))
            } ?? []
        let folder = FilePath.absolute(components: common)
        let place = folders.contains { $0.hasPrefix("/") } ? folder : FilePath.relative(folder, from: FilePath.normalized(workingDirectory))
        return place == "." ? "manifest.json" : FilePath.joined(place, "manifest.json")
    }
}
