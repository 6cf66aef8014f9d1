package import APIModel
import Catalog
import Intake

/// Runs a plan to completion: fetches what the planner can name, decodes the answers into
/// `ExtractedData`, derives new facts and asks the planner again until nothing new appears.
/// Answers are absorbed in plan order whatever order they arrive in, so runs are deterministic.
package struct ExtractionRun: Sendable {
    package let planner: RequestPlanner
    package let source: any ResponseSource
    /// Requests in flight at once; the source paces them further.
    package let concurrency: Int
    /// Told how many requests the run knows it needs, each time that grows.
    package let observer: any ExtractObserver
    /// Failures that leave a request unanswered instead of ending the run (a preview's "not stored").
    package let tolerates: @Sendable (ExtractError) -> Bool

    package init(
        planner: RequestPlanner, source: any ResponseSource, concurrency: Int,
        observer: any ExtractObserver = NoExtractObserver(), tolerating: @escaping @Sendable (ExtractError) -> Bool = { _ in false }
    ) {
        self.planner = planner
        self.source = source
        self.concurrency = max(1, concurrency)
        self.observer = observer
        tolerates = tolerating
    }

    /// Fetches everything, or stops cleanly when the quota or budget runs out (`stoppedBy`).
    /// Any other failure is thrown.
    package func run() async throws -> ExtractionResult {
        try await run(reportingFailureTo: { _ in })
    }

    /// `run(reportingFailureTo:)`, starting from answers an earlier run already holds (its facts
    /// plan this run's requests; the result's data holds them too).
    package func run(startingFrom initial: ExtractedData, reportingFailureTo report: (UnfinishedPlan) -> Void) async throws
        -> ExtractionResult
    {
        var done: Set<Request> = []
        var known: [PlannedRequest] = []
        var current: Request?
        do {
            return try await run(from: initial, done: &done, known: &known, current: &current)
        } catch {
            var seen: Set<Request> = []
            let unanswered = known.map(\.request).filter { !done.contains($0) && seen.insert($0).inserted }
            report(UnfinishedPlan(stoppedAt: current ?? (error as? ExtractError)?.request, unanswered: unanswered))
            throw error
        }
    }

    /// `run()`, telling `report` what was left unanswered before a failure is thrown; nothing
    /// more is fetched for it.
    package func run(reportingFailureTo report: (UnfinishedPlan) -> Void) async throws -> ExtractionResult {
        try await run(startingFrom: ExtractedData(), reportingFailureTo: report)
    }

    /// The run, keeping in `done` the requests answered or tolerated, in `known` those it knows it
    /// needs and in `current` the one whose answer is being absorbed.
    private func run(
        from initial: ExtractedData, done: inout Set<Request>, known: inout [PlannedRequest], current: inout Request?
    ) async throws -> ExtractionResult {
        var data = initial
        var answered: [AnsweredRequest] = []
        var unanswered: [PlannedRequest] = []
        var followUps: [PlannedRequest] = []
        var warnings: [ExtractWarning] = []
        var empties = EmptyAnswerTally()
        var fromBatches: [Dataset: Int] = [:]
        var knownCount = 0
        while true {
            let plan = try planner.plan(knowing: PlanFacts(data))
            let todo = (plan.requests + followUps).filter { !done.contains($0.request) }
            known = todo
            if done.count + todo.count > knownCount {
                knownCount = done.count + todo.count
                observer.extract(.planned(known: knownCount))
            }
            guard !todo.isEmpty else {
                return ExtractionResult(
                    data: try planner.narrowedToWindow(data), plan: plan, answered: answered, unanswered: unanswered, stoppedBy: nil,
                    remaining: 0,
                    warnings: warnings + empties.warnings, fromBatches: fromBatches)
            }
            followUps.removeAll()
            // Each answer is decoded and absorbed as soon as those before it are, so only the
            // answers in flight (or waiting for an earlier one) are held, never a whole round.
            var failures: [ExtractError] = []
            var succeeded = 0
            try await fetch(todo) { planned, outcome in
                guard case .success(let response) = outcome else {
                    if let failure = outcome.failure {
                        if tolerates(failure) {
                            done.insert(planned.request)
                            unanswered.append(planned)
                        } else {
                            failures.append(failure)
                        }
                    }
                    return
                }
                current = planned.request
                let envelope = try AnswerIntake.decode(
                    response.body, parsed: response.parsed, source: response.location ?? response.request.description)
                warnings += try Self.absorb(envelope, of: planned, from: response, into: &data)
                if planned.dataset == .fixtureEvents, let item = response.batchItem {
                    data.absorbBatchLineups(from: item, for: planned.request)
                }
                empties.note(planned, envelope)
                done.insert(planned.request)
                answered.append(AnsweredRequest(request: planned.request, origin: response.origin))
                if response.cutFrom != nil { fromBatches[planned.dataset, default: 0] += 1 }
                succeeded += 1
                current = nil
                if let next = Self.nextPage(after: envelope, of: planned) {
                    followUps.append(next)
                    known.append(next)
                } else if let beyond = Self.page(after: envelope, of: planned), source.holdsAnswerOffline(for: beyond.request) {
                    warnings.append(.pageBeyondCount(beyond.request, count: envelope.paging?.total ?? 1, of: planned.request))
                }
            }
            if let failure = failures.first {
                guard failure.endsRunCleanly else { throw failure }
                return ExtractionResult(
                    data: data, plan: plan, answered: answered, unanswered: unanswered, stoppedBy: failure,
                    remaining: todo.count - succeeded, warnings: warnings, fromBatches: fromBatches)
            }
        }
    }

    /// Fetches `requests` with bounded concurrency and hands each outcome to `deliver` in plan
    /// order, as soon as every earlier one has been handed over. After a failure it does not
    /// tolerate no new request starts; outcomes after the first request not started are never
    /// delivered (the delivered ones are a prefix of `requests`).
    private func fetch(
        _ requests: [PlannedRequest],
        deliver: (PlannedRequest, Result<Response, ExtractError>) throws -> Void
    ) async throws {
        try await withThrowingTaskGroup(of: (Int, Result<Response, ExtractError>).self) { group in
            var waiting: [Int: Result<Response, ExtractError>] = [:]
            var next = 0
            var delivered = 0
            var failed = false
            func start(_ index: Int) {
                let request = requests[index].request
                group.addTask {
                    do { return (index, .success(try await source.response(for: request))) } catch let error as ExtractError {
                        return (index, .failure(error))
                    } catch {
                        return (index, .failure(.transientFailure(request: request, reason: "\(error)")))
                    }
                }
            }
            while next < min(concurrency, requests.count) {
                start(next)
                next += 1
            }
            while let (index, result) = try await group.next() {
                waiting[index] = result
                if case .failure(let error) = result, !tolerates(error) { failed = true }
                if !failed, next < requests.count {
                    start(next)
                    next += 1
                }
                while let ready = waiting.removeValue(forKey: delivered) {
                    try deliver(requests[delivered], ready)
                    delivered += 1
                }
            }
        }
    }

    /// `envelope` (the answer to `planned`) through the one intake; a rejected answer is bad data (65).
    private static func absorb(
        _ envelope: Envelope, of planned: PlannedRequest, from response: Response, into data: inout ExtractedData
    ) throws -> [ExtractWarning] {
        do {
            let answer = AnswerSource(request: planned.request, fetchedAt: response.fetchedAt, label: response.location)
            return try AnswerIntake.absorb(
                envelope, answering: answer, of: planned.dataset, recorded: response.origin == .recording,
                redactedValues: response.redactedValues, into: &data)
        } catch {
            switch error {
            case .rejected(let rejection): throw ExtractError.rejectedAnswer(rejection)
            case .undecodable(let failure): throw failure
            }
        }
    }

    /// The next page of a paginated answer (`players` pages through `paging.total`).
    private static func nextPage(after envelope: Envelope, of planned: PlannedRequest) -> PlannedRequest? {
        guard let paging = envelope.paging, paging.current < paging.total else { return nil }
        return page(after: envelope, of: planned)
    }

    /// The page after the one `envelope` answers, for a paged dataset, whatever the page count says.
    private static func page(after envelope: Envelope, of planned: PlannedRequest) -> PlannedRequest? {
        guard planned.dataset.descriptor.pageSize != nil, let paging = envelope.paging, paging.current >= 1 else { return nil }
        var parameters = Dictionary(uniqueKeysWithValues: planned.request.parameters.map { ($0.name, $0.value) })
        parameters["page"] = String(paging.current + 1)
        return PlannedRequest(
            request: Request(planned.request.endpoint, parameters), dataset: planned.dataset, leagueSeason: planned.leagueSeason)
    }
}

extension Result where Failure == ExtractError {
    var failure: ExtractError? {
        if case .failure(let error) = self { error } else { nil }
    }
}

extension ExtractError {
    /// Quota and budget stops end a run cleanly: what was fetched is kept and written.
    var endsRunCleanly: Bool {
        switch self {
        case .quotaExhausted, .budgetExhausted: true
        default: false
        }
    }
}
