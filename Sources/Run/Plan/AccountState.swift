import APIModel
import Extract
package import PipelineSpec

/// Today's remaining requests from the `status` endpoint, which costs no quota.
package enum AccountState {
    /// Remaining requests today, or the reason they are unknown.
    package static func remainingToday(_ api: APISourceSpec) async -> Result<Int, UnknownAccountState> {
        do {
            let request = Request(.status)
            let response = try await HTTPResponseSource(spec: api).response(for: request)
            let status = try Envelope.decode(response.body, source: request.description).item(of: AccountStatus.self)
            guard let limit = status?.dailyLimit, let used = status?.requestsToday else {
                return .failure(UnknownAccountState(reason: "the status answer has no request counts"))
            }
            return .success(max(0, limit - used))
        } catch {
            return .failure(UnknownAccountState(reason: ErrorReport(error).message))
        }
    }
}

/// Why today's remaining requests could not be read.
package struct UnknownAccountState: Error, Sendable {
    package let reason: String
}
