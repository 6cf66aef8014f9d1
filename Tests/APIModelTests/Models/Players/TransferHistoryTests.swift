import Testing

@testable import APIModel

@Suite struct TransferHistoryTests {
    @Test func readsTransfersWithTeamsInAndOut() throws {
        let history = try #require(try Samples.envelope("transfers/player-35845-burbano.json").list(of: TransferHistory.self).first)
        #expect(history.player.id == 35845)
        #expect(history.player.name == "H. Burbano")
        #expect(history.update == "2023-09-07T04:52:38+00:00")
        #expect(history.transfers.count == 9)
        let oldest = try #require(history.transfers.last)
        #expect(oldest.date == "2011-01-01")
        #expect(oldest.type == "N/A")
        #expect(oldest.teamOut.id == 1126)
        #expect(oldest.teamOut.name == "Deportivo Pasto")
        #expect(oldest.teamIn.id == 1127)
        #expect(Set(history.transfers.compactMap(\.type)) == ["N/A", "Free"])
    }
}
