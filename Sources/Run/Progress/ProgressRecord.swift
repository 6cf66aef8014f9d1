import APIModel
import Extract
import JSON

/// One log record: rendered as a JSON line or a plain line.
struct ProgressRecord {
    let level: String
    let event: String
    let message: String
    let fields: [(String, JSONValue)]

    init(level: String, event: String, message: String, fields: [(String, JSONValue)] = []) {
        self.level = level
        self.event = event
        self.message = message
        self.fields = fields
    }

    /// The record for an extract event worth a line; nil for chatter (request started, cache hit).
    init?(_ event: ExtractEvent) {
        switch event {
        case .requestFinished(let request, let origin, let bytes):
            guard origin == .network else { return nil }
            self.init(
                level: "info", event: "request", message: "fetched \(request) (\(bytes) bytes)",
                fields: [
                    ("request", .string(request.description)), ("origin", .string(origin.rawValue)), ("bytes", .int(bytes))
                ])
        case .requestFailed(let request, let error):
            self.init(
                level: "error", event: "request_failed", message: error.description, fields: [("request", .string(request.description))])
        case .waiting(let request, let seconds, let reason):
            self.init(
                level: "info", event: "waiting",
                message: "waiting \(JSONNumberFormat.literal(seconds)) s (\(reason.rawValue)) before \(request)",
                fields: [
                    ("request", .string(request.description)), ("seconds", .double(seconds)), ("reason", .string(reason.rawValue))
                ])
        case .retrying(let request, let attempt, let reason):
            self.init(
                level: "warning", event: "retry", message: "retrying \(request) (attempt \(attempt)): \(reason)",
                fields: [
                    ("request", .string(request.description)), ("attempt", .int(attempt))
                ])
        case .planned(let known):
            self.init(level: "info", event: "plan", message: "\(known) requests known", fields: [("known", .int(known))])
        case .notice(let notice):
            self.init(
                level: "warning", event: notice.code, message: notice.message,
                fields: notice.request.map { [("request", .string($0.description))] } ?? [])
        case .requestStarted, .cacheHit, .quota:
            return nil
        }
    }

    var plainLine: String { message }

    var jsonLine: String {
        var object: JSONObject = ["level": .string(level), "event": .string(event), "message": .string(message)]
        for (key, value) in fields { object[key] = value }
        return JSONWriter.compact(.object(object)) + "\n"
    }
}
