import Foundation

/// Process ids for tests of what dead runs leave behind.
package enum EndedProcess {
    /// The pid of a process that has ended (`/bin/true`, waited for).
    package static func id() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }
}
