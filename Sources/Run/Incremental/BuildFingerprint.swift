import FileIO

/// The SHA-256 of the running executable's bytes: a rebuilt tool keys new stored results, where
/// its version text (`0.1.0`) would not change.
enum BuildFingerprint {
    /// Computed once per process; empty text when the executable cannot be read (nothing is
    /// then reused, see `LeagueSeasonReuse`).
    static let current: String = {
        guard let bytes = try? RegularFileReader.read("/proc/self/exe") else { return "" }
        return ContentDigest.sha256(bytes)
    }()
}
