/// Zero-padded digits for date and time text.
package enum CivilText {
    /// `7` → `07` (width 2), `812` → `0812` (width 4); a sign is not padded.
    package static func pad(_ value: Int, _ width: Int = 2) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    /// `+01:00`, `-03:00`, `+05:45` for an offset in seconds east of UTC; whole minutes.
    package static func offset(seconds: Int) -> String {
        let minutes = abs(seconds) / 60
        return (seconds < 0 ? "-" : "+") + pad(minutes / 60) + ":" + pad(minutes % 60)
    }
}
