import Foundation
import Tabular
import Testing

@testable import Run
@testable import Staging
@testable import XLSXOutput

/// The queue renders workbooks beside the run, never more than `unitsInMemory` documents at
/// once, and records them in the order they were submitted whatever order they finish in.
@Suite struct WorkbookQueueTests {
    /// Counts documents being built at once, and the most ever.
    private final class Gauge: @unchecked Sendable {
        private let lock = NSLock()
        private var current = 0
        private(set) var most = 0

        func enter() {
            lock.withLock {
                current += 1
                most = max(most, current)
            }
        }
        func leave() { lock.withLock { current -= 1 } }
    }

    private static func document(_ title: String) -> StreamedWorkbook {
        WorkbookDocument(sheets: [Sheet(name: "Index", blocks: [.caption(CaptionBlock(title))])]).streamed
    }

    @Test func holdsAtMostTwoDocumentsAndRecordsInSubmissionOrder() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("queue-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let transaction = OutputTransaction(staging: .scratch)
        let queue = WorkbookQueue(transaction: transaction, timings: PhaseTimings())
        let gauge = Gauge()
        let count = 6
        for index in 0..<count {
            // Earlier workbooks take longer, so later ones would finish first if order followed finishing.
            let delay = UInt32((count - index) * 20_000)
            await queue.waitForRoom()
            try queue.submit(
                PlannedWorkbook(path: "\(folder)/unit-\(index).xlsx") {
                    gauge.enter()
                    defer { gauge.leave() }
                    usleep(delay)
                    return Self.document("unit \(index)")
                })
        }
        _ = try await queue.finish()
        #expect(gauge.most <= WorkbookQueue.unitsInMemory)
        #expect(transaction.staged.map(\.path) == (0..<count).map { "\(folder)/unit-\($0).xlsx" })
        transaction.rollback()
    }

    /// Stored workbooks put in place hold nothing: a rerun's reused league-seasons go on while a
    /// changed one's workbook renders, instead of waiting for that render to end.
    @Test func storedWorkbooksDoNotWaitForARender() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("queue-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let transaction = OutputTransaction(staging: .scratch)
        let queue = WorkbookQueue(transaction: transaction, timings: PhaseTimings())
        let release = DispatchSemaphore(value: 0)
        let rendered = Gauge()
        await queue.waitForRoom()
        try queue.submit(
            PlannedWorkbook(path: "\(folder)/changed.xlsx") {
                // Held until the stored ones are in; a queue that waited for it would wait out the timeout.
                _ = release.wait(timeout: .now() + 60)
                rendered.enter()
                return Self.document("changed")
            })
        for index in 0..<4 {
            await queue.waitForRoom()
            try queue.submitStored(at: "\(folder)/stored-\(index).xlsx", bytes: Array("stored \(index)".utf8), sheets: [], warnings: [])
        }
        #expect(rendered.most == 0)
        release.signal()
        _ = try await queue.finish()
        #expect(rendered.most == 1)
        #expect(transaction.staged.map(\.path) == ["\(folder)/changed.xlsx"] + (0..<4).map { "\(folder)/stored-\($0).xlsx" })
        transaction.rollback()
    }

    /// A workbook that cannot be written fails the queue: the transaction is rolled back and no
    /// temp file of any workbook, rendered or not, is left beside the targets.
    @Test func aFailedRenderRollsBackAndLeavesNoTempFile() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("queue-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let transaction = OutputTransaction(staging: .besideTargets)
        let queue = WorkbookQueue(transaction: transaction, timings: PhaseTimings())
        try queue.submit(PlannedWorkbook(path: "\(folder)/good.xlsx") { Self.document("fine") })
        // A workbook needs at least one sheet: the writer refuses this one.
        try queue.submit(PlannedWorkbook(path: "\(folder)/bad.xlsx") { WorkbookDocument(sheets: []).streamed })
        await queue.waitForRoom()
        try queue.submit(PlannedWorkbook(path: "\(folder)/after.xlsx") { Self.document("after") })
        await #expect(throws: (any Error).self) { _ = try await queue.finish() }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
        #expect(transaction.staged.isEmpty)
    }
}
