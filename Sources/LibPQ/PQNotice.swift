import CLibPQ

/// A message the server sent beside the results (a `WARNING` from a trigger, a `NOTICE` of a
/// DDL statement, a startup warning), which libpq would otherwise print to stderr itself.
package struct PQNotice: Sendable, Equatable {
    /// `WARNING`, `NOTICE`, `INFO`, `LOG` or `DEBUG` (the untranslated severity).
    package let severity: String
    /// The server's words: its message, then its detail and hint when it sent them, on one line.
    package let message: String

    package init(severity: String, message: String) {
        self.severity = severity
        self.message = message
    }

    /// Whether the server ranks it a warning (the rest are for information).
    package var isWarning: Bool { severity == "WARNING" }

    /// The notice a libpq result carries.
    init(_ result: OpaquePointer?) {
        func field(_ code: Character) -> String? {
            PQresultErrorField(result, Int32(code.asciiValue!)).map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 }
        }
        severity = field("V") ?? field("S") ?? "NOTICE"
        let parts = [field("M"), field("D").map { "Detail: \($0)" }, field("H").map { "Hint: \($0)" }].compactMap { $0 }
        message = PQError.oneLine(parts.joined(separator: " "))
    }
}

/// Holds the function a connection hands its notices to; libpq is given a pointer to it.
final class PQNoticeReceiver {
    let receive: (PQNotice) -> Void

    init(_ receive: @escaping (PQNotice) -> Void) {
        self.receive = receive
    }

    /// Installs the receiver on `handle`; `self` must outlive the handle.
    func install(on handle: OpaquePointer) {
        PQsetNoticeReceiver(
            handle,
            { context, result in
                guard let context else { return }
                Unmanaged<PQNoticeReceiver>.fromOpaque(context).takeUnretainedValue().receive(PQNotice(result))
            }, Unmanaged.passUnretained(self).toOpaque())
    }
}
