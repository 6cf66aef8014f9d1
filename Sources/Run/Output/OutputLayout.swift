import APIModel
import Extract
package import PipelineSpec
import Foundation

/// Where a pipeline's files go: table folders, a workbook per league-season, and the manifest
/// in the folder all outputs share.
package struct OutputLayout: Sendable {
    package let load: LoadSpec

    package init(load: LoadSpec) {
        self.load = load
    }

    /// The workbook path for a league-season: the template with `{league}`, `{league_slug}` and `{season}` filled in.
    package func workbookPath(league: Int, leagueName: String?, season: Int) -> String? {
        guard let template = load.xlsx?.pathTemplate else { return nil }
        return template
            .replacingOccurrences(of: "{league_slug}", with: Self.slug(leagueName ?? "league-\(league)"))
            .replacingOccurrences(of: "{league}", with: String(league))
            .replacingOccurrences(of: "{season}", with: String(season))
    }

    /// `manifest.json` in the deepest folder that holds every output (the folder of the pipeline's
    /// outputs: `output/demo/manifest.json` for `output/demo/csv`, `output/demo/ndjson`, …).
    package func manifestPath(workbookPaths: [String]) -> String {
        let folders = [load.csv, load.ndjson, load.parquet].compactMap { $0 }
            + (workbookPaths + [load.sqlite].compactMap { $0 }).map(Self.parent)
        let common = folders.map { $0.split(separator: "/", omittingEmptySubsequences: false) }
            .reduce(nil as [Substring]?) { shared, parts in
                guard let shared else { return parts }
                return Array(zip(shared, parts).prefix { $0 == $1 }.map(\.0))
            } ?? []
        let folder = common.joined(separator: "/")
        if folder.isEmpty { return folders.first?.hasPrefix("/") == true ? "/manifest.json" : "manifest.json" }
        return folder + "/manifest.json"
    }

    /// `premier-league`: ASCII lower-case words joined by `-`.
    package static func slug(_ name: String) -> String {
        SearchText(name).folded.split(separator: " ").joined(separator: "-")
    }

    private static func parent(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return String(path[..<slash])
    }
}
