/// The `Retry-After` header (RFC 9110 §10.2.3): a delay in seconds, or an HTTP-date.
enum RetryAfter {
    /// The seconds to wait from `now` (Unix seconds): the delay as given, or the time until the
    /// date, 0 when the date has passed; nil when the value is neither (the caller then waits for
    /// the rate window to free).
    static func seconds(_ value: String, now: Double) -> Double? {
        let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        let text = String(value.drop(while: blank).reversed().drop(while: blank).reversed())
        if let delay = Double(text), delay.isFinite {
            return max(0, delay)
        }
        guard let date = HTTPDate.unixSeconds(text, now: now) else { return nil }
        return max(0, Double(date) - now)
    }
}
