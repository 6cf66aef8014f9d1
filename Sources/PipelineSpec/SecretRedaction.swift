import Foundation

/// The one place that keeps secrets out of text: every API key the process reads is registered
/// here when its `APIKey` is made, and every line the tool prints and every message it stores
/// passes through `redact`. Process-wide on purpose: a message can be built far from the key
/// (an API's echo inside a JSON path, an error thrown three stages down), and none may carry it.
package enum SecretRedaction {
    /// What a secret is replaced with.
    package static let placeholder = "<redacted>"

    private static let lock = NSLock()
    nonisolated(unsafe) private static var secrets: [String] = []

    /// Shorter text is no real key (API-Football's are 32 characters), and redacting it would
    /// garble every message that happens to contain it.
    package static let shortestSecret = 8

    /// Adds a secret to be redacted from now on; text shorter than `shortestSecret` is ignored.
    package static func register(_ secret: String) {
        guard secret.count >= shortestSecret else { return }
        lock.lock()
        defer { lock.unlock() }
        if !secrets.contains(secret) { secrets.append(secret) }
    }

    /// `text` with every registered secret replaced, in its plain form and as JSON or a log
    /// record would escape it.
    package static func redact(_ text: String) -> String {
        lock.lock()
        let known = secrets
        lock.unlock()
        var result = text
        for secret in known {
            for form in forms(of: secret) where result.contains(form) {
                result = result.replacing(form, with: placeholder)
            }
        }
        return result
    }

    /// The secret and its escaped forms: `\uXXXX` for every character (lower and upper hex), as a
    /// hostile answer could send it and a JSON path would print it back.
    private static func forms(of secret: String) -> [String] {
        let escapedLower = secret.unicodeScalars.map { "\\u" + hex($0.value, uppercase: false) }.joined()
        let escapedUpper = secret.unicodeScalars.map { "\\u" + hex($0.value, uppercase: true) }.joined()
        return [secret, escapedLower, escapedUpper]
    }

    private static func hex(_ value: UInt32, uppercase: Bool) -> String {
        let digits = String(value, radix: 16, uppercase: uppercase)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
