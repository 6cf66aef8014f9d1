import Testing

@testable import PipelineSpec

/// A workbook per league-season: the path must tell several apart.
@Suite struct WorkbookPathRuleTests {
    static func yaml(leagues: String, seasons: String, xlsx: String) -> String {
        PipelineText.minimal(replacing: [5: "  leagues: \(leagues)", 6: "  seasons: \(seasons)", 9: "  xlsx: \(xlsx)"])
    }

    @Test func oneLeagueSeasonNeedsNoPlaceholder() throws {
        let pipeline = try PipelineText.decode(Self.yaml(leagues: "[39]", seasons: "[2023]", xlsx: "out/pl.xlsx"))
        #expect(pipeline.load.xlsx == WorkbookSpec(pathTemplate: "out/pl.xlsx"))
        #expect(throws: Never.self) {
            try PipelineText.decode(Self.yaml(leagues: "[39, 40]", seasons: "current", xlsx: "out/{league_slug}.xlsx"))
        }
        #expect(throws: Never.self) {
            try PipelineText.decode(Self.yaml(leagues: "[39]", seasons: "[2022, 2023]", xlsx: "\"{season}/pl.xlsx\""))
        }
        #expect(throws: Never.self) {
            try PipelineText.decode(Self.yaml(leagues: "[39, 40]", seasons: "[2022, 2023]", xlsx: "\"{league}-{season}.xlsx\""))
        }
    }

    @Test func severalLeaguesNeedALeaguePlaceholder() {
        #expect(
            PipelineText.message(Self.yaml(leagues: "[39, 40]", seasons: "[2023]", xlsx: "out.xlsx"))
                == "pipelines/test.yml:9:9: load.xlsx: 'out.xlsx' names one workbook for 2 league-seasons, "
                + "so they would overwrite one another; add {league} or {league_slug}")
    }

    @Test func severalSeasonsNeedTheSeasonPlaceholder() {
        #expect(
            PipelineText.message(Self.yaml(leagues: "[39, 40]", seasons: "[2022, 2023]", xlsx: "{path: \"{league}.xlsx\"}"))
                == "pipelines/test.yml:9:16: load.xlsx.path: '{league}.xlsx' names one workbook for 4 league-seasons, "
                + "so they would overwrite one another; add {season}")
        #expect(
            PipelineText.message(Self.yaml(leagues: "[39, 40]", seasons: "[2022, 2023]", xlsx: "all.xlsx"))
                == "pipelines/test.yml:9:9: load.xlsx: 'all.xlsx' names one workbook for 4 league-seasons, "
                + "so they would overwrite one another; add {league} or {league_slug} and {season}")
    }

    @Test func onlyKnownPlaceholdersAndTheXLSXExtensionAreAccepted() {
        let expected = "a path on one line ending in .xlsx whose only {placeholders} are {league}, {league_slug} and {season}"
        #expect(
            PipelineText.message(Self.yaml(leagues: "[39]", seasons: "[2023]", xlsx: "\"{year}.xlsx\""))
                == "pipelines/test.yml:9:9: load.xlsx: '{year}.xlsx' is not valid; expected \(expected)")
        #expect(
            PipelineText.message(Self.yaml(leagues: "[39]", seasons: "[2023]", xlsx: "{path: out.xls}"))
                == "pipelines/test.yml:9:16: load.xlsx.path: 'out.xls' is not valid; expected \(expected)")
    }
}
