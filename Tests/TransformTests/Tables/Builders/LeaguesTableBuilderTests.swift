import APIModel
import CivilTime
import PipelineSpec
import Tabular
import Testing

@testable import Transform

@Suite struct LeaguesTableBuilderTests {
    private func leagues(_ catalog: [LeagueCatalogEntry]) throws -> Table {
        var data = ExtractedData()
        data.catalog = catalog
        return try #require(OutputTablesBuilder.build(from: data, transform: TransformSpec()).table(.leagues))
    }

    @Test func oneRowPerLeagueSeasonWithCoverage() throws {
        let premierLeague = try SampleResponse.list("leagues/premier-league-id-39-all-seasons.json", of: LeagueCatalogEntry.self)
        let table = try leagues(premierLeague)
        #expect(table.values(of: "season") == (2010...2023).map { .integer($0) })
        #expect(table.values(of: "is_current").last == .boolean(true))
        #expect(table.values(of: "is_current").dropLast().allSatisfy { $0 == .boolean(false) })
        #expect(table.cell(0, "start_date") == .date(CalendarDate(year: 2010, month: 8, day: 14)))
        #expect(table.cell(0, "country_code") == .text("GB"))
        #expect(table.cell(0, "coverage_fixture_statistics") == .boolean(false))
        #expect(table.cell(13, "coverage_fixture_statistics") == .boolean(true))
    }

    @Test func catalogsCombineByLeagueIDAndRepeatsAreWrittenOnce() throws {
        let germany = try SampleResponse.list("leagues/germany-current-33-leagues.json", of: LeagueCatalogEntry.self)
        let premierLeague = try SampleResponse.list("leagues/premier-league-id-39-all-seasons.json", of: LeagueCatalogEntry.self)
        let table = try leagues(germany + premierLeague + premierLeague)
        #expect(table.rows.count == 33 + 14)
        let ids = table.values(of: "league_id").compactMap { if case .integer(let id) = $0 { id } else { nil } }
        #expect(ids == ids.sorted())
        #expect(ids.first == 39)
        let oberliga = try #require(table.records(where: "league_id", is: .integer(989)).first)
        #expect(oberliga["name"] == .text("Oberliga - Relegation Round"))
        #expect(oberliga["season"] == .integer(2022))
        #expect(oberliga["coverage_lineups"] == .boolean(false))
        #expect(oberliga["coverage_events"] == .boolean(true))
    }
}
