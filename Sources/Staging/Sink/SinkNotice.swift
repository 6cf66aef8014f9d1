/// Something a sink's target said while the sink worked (a database server's `WARNING` or
/// `NOTICE`), handed on as it comes to whoever opened the sinks (the run's log); a sink never
/// prints one itself.
package struct SinkNotice: Sendable, Equatable {
    /// The log event: `postgres_notice`.
    package let event: String
    /// The target ranks it a warning; anything else is for information.
    package let isWarning: Bool
    /// Who said what: `PostgreSQL WARNING: …`.
    package let message: String

    package init(event: String, isWarning: Bool, message: String) {
        self.event = event
        self.isWarning = isWarning
        self.message = message
    }
}
