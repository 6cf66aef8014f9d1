import Foundation
import Testing

@testable import APIModel

/// Every recorded sample and every endpoint fixture decodes through the model its `get` maps
/// to, with as many items as `results` says; error bodies are recognised as refusals.
@Suite struct EveryEndpointDecodesTests {
    /// Every answer on disk as (`samples` or `endpoints`, `folder/name.json`).
    static let answers: [(set: String, path: String)] =
        Samples.all().map { ("samples", $0) } + EndpointFixtures.all().map { ("endpoints", $0) }

    private static func envelope(_ set: String, _ path: String) throws -> Envelope {
        set == "samples" ? try Samples.envelope(path) : try EndpointFixtures.envelope(path)
    }

    @Test(arguments: answers.filter { !$0.path.hasPrefix("errors/") })
    func decodesThroughTheModelForItsEndpoint(set: String, path: String) throws {
        let envelope = try Self.envelope(set, path)
        #expect(envelope.errors.isEmpty)
        #expect(envelope.get.replacingOccurrences(of: "/", with: "_") == String(path.prefix { $0 != "/" }), "folder names the endpoint")
        let read = try #require(EndpointModels.readers[envelope.get], "no model mapped for \(envelope.get)")
        let count = try read(envelope)
        if EndpointModels.singleObject.contains(envelope.get) {
            #expect(count == 1)
        } else {
            #expect(count == envelope.results)
            #expect(count > 0)
        }
    }

    @Test(arguments: answers.filter { $0.path.hasPrefix("errors/") })
    func recognisesErrorBodiesAsRefusals(set: String, path: String) throws {
        let envelope = try Self.envelope(set, path)
        #expect(!envelope.errors.isEmpty)
        #expect(envelope.errors.allSatisfy { !$0.message.isEmpty && !$0.field.isEmpty })
        #expect(envelope.results == 0)
        let read = try #require(EndpointModels.readers[envelope.get])
        #expect(try read(envelope) == 0)
    }

    @Test func everyEndpointThatReturnsDataHasAModel() {
        let expected: Set<String> = [
            "status", "timezone", "countries", "leagues", "leagues/seasons", "teams", "teams/statistics",
            "teams/seasons", "teams/countries", "venues", "standings", "fixtures", "fixtures/rounds",
            "fixtures/headtohead", "fixtures/statistics", "fixtures/events", "fixtures/lineups",
            "fixtures/players", "injuries", "predictions", "coachs", "players/seasons", "players/profiles",
            "players", "players/squads", "players/teams", "players/topscorers", "players/topassists",
            "players/topyellowcards", "players/topredcards", "transfers", "trophies", "sidelined", "odds",
            "odds/bookmakers", "odds/bets", "odds/live", "odds/live/bets", "odds/mapping"
        ]
        #expect(Set(EndpointModels.readers.keys) == expected)
    }

    @Test func everyMappedEndpointHasAnAnswerOnDisk() throws {
        var covered: Set<String> = []
        for (set, path) in Self.answers where !path.hasPrefix("errors/") {
            covered.insert(try Self.envelope(set, path).get)
        }
        // `status` and `players` have no recorded answer; their tests use literal envelopes.
        #expect(Set(EndpointModels.readers.keys).subtracting(covered) == ["status", "players"])
    }
}
