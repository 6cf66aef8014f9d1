import APIModel
import Foundation

@testable import Extract

/// A network stand-in: answers each call from a script, and notes when each call came and how
/// many ran at once.
final class ScriptedResponseSource: ResponseSource, @unchecked Sendable {
    typealias Script = @Sendable (_ request: Request, _ call: Int) throws -> [UInt8]

    private let lock = NSLock()
    private let clock: any ExtractClock
    private let script: Script
    private var times: [Double] = []
    private var requests: [Request] = []
    private var inFlight = 0
    private var peak = 0

    init(clock: any ExtractClock, script: @escaping Script) {
        self.clock = clock
        self.script = script
    }

    /// Answers every call with the same envelope.
    convenience init(clock: any ExtractClock, body: String) {
        self.init(clock: clock) { _, _ in Array(body.utf8) }
    }

    func response(for request: Request) async throws -> Response {
        let call = lock.withLock { () -> Int in
            times.append(clock.now())
            requests.append(request)
            inFlight += 1
            peak = max(peak, inFlight)
            return times.count
        }
        await Task.yield()
        defer { lock.withLock { inFlight -= 1 } }
        return Response(request: request, body: try script(request, call), origin: .network)
    }

    /// When each call came, in order.
    var callTimes: [Double] { lock.withLock { times } }
    /// How many calls came.
    var callCount: Int { lock.withLock { times.count } }
    /// The most calls in progress at once.
    var peakConcurrency: Int { lock.withLock { peak } }
}

/// Small envelopes for the tests that do not need real data.
enum Envelopes {
    static let empty = #"{"get":"","parameters":[],"errors":[],"results":0,"paging":{"current":1,"total":1},"response":[]}"#

    /// A fixtures answer to `request` whose matches have these statuses: ids from its `id`/`ids`
    /// (else 1, 2, …), league and season from it (else 39, 2023), its parameters echoed.
    static func fixtures(_ statuses: [String], answering request: Request = Request(.fixtures, ["league": "39", "season": "2023"]))
        -> String
    {
        let requested = (request["ids"] ?? request["id"])?.split(separator: "-").compactMap { Int($0) } ?? []
        let league = request["league"] ?? "39"
        let season = request["season"] ?? "2023"
        let items = statuses.enumerated().map { index, status in
            let id = index < requested.count ? requested[index] : index + 1
            return #"{"fixture":{"id":\#(id),"status":{"short":"\#(status)"}},"league":{"id":\#(league),"season":\#(season)}}"#
        }
        let parameters = request.parameters.map { #""\#($0.name)":"\#($0.value)""# }.joined(separator: ",")
        return
            #"{"get":"fixtures","parameters":{\#(parameters)},"errors":[],"results":\#(items.count),"#
            + #""paging":{"current":1,"total":1},"response":[\#(items.joined(separator: ","))]}"#
    }

    /// An HTTP-200 error envelope with one `errors` field.
    static func error(_ field: String, _ message: String) -> String {
        #"{"get":"x","parameters":[],"errors":{"\#(field)":"\#(message)"},"results":0,"paging":{"current":1,"total":1},"response":[]}"#
    }
}
