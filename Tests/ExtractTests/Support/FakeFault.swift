import JSON

/// Scenario entries for the fake server (see Tests/Support/fake_api_server.py).
enum FakeFault {
    /// An HTTP status, optionally with `Retry-After`.
    static func status(_ status: Int, retryAfter: Int? = nil, endpoint: String? = nil, times: Int = 1) -> JSONValue {
        var fault: JSONObject = ["kind": .string("status"), "status": .int(status), "times": .int(times)]
        if let retryAfter { fault["headers"] = .object(["Retry-After": .string(String(retryAfter))]) }
        if let endpoint { fault["endpoint"] = .string(endpoint) }
        return .object(fault)
    }

    /// An HTTP 200 envelope whose `errors` has one field.
    static func errors(_ field: String, _ message: String, times: Int = 1) -> JSONValue {
        .object(["kind": .string("errors"), "errors": .object([field: .string(message)]), "times": .int(times)])
    }

    /// A fault without parameters: `drop`, `truncate`, `invalid_json`.
    static func kind(_ kind: String, times: Int = 1) -> JSONValue {
        .object(["kind": .string(kind), "times": .int(times)])
    }

    /// An answer held back for `seconds`.
    static func stall(seconds: Double) -> JSONValue {
        .object(["kind": .string("stall"), "seconds": .double(seconds)])
    }

    /// A scenario of faults in order, with optional day-quota headers counting down.
    static func scenario(_ faults: [JSONValue], dayRemaining: Int? = nil, minuteLimit: Int = 10) -> JSONObject {
        var scenario: JSONObject = ["faults": .array(faults)]
        if let dayRemaining {
            scenario["quota"] = .object([
                "day_limit": .int(100), "day_remaining": .int(dayRemaining),
                "minute_limit": .int(minuteLimit), "minute_remaining": .int(minuteLimit - 1)
            ])
        }
        return scenario
    }
}
