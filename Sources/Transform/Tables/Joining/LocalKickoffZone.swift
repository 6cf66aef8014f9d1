import Foundation

/// The pipeline's `transform.timezone` as the fixtures table uses it.
enum LocalKickoffZone {
    /// No timezone set: no `kickoff_local` column.
    case off
    /// A zone of the tz database: the column, filled.
    case zone(TimeZone)
    /// A name the tz database does not know: the column, empty (and a warning).
    case unknown(String)

    /// The setting for a pipeline's timezone name (nil when none is set).
    init(_ identifier: String?) {
        guard let identifier else {
            self = .off
            return
        }
        self = KickoffTime.zone(named: identifier).map(LocalKickoffZone.zone) ?? .unknown(identifier)
    }

    /// Whether the fixtures table has a `kickoff_local` column.
    var hasColumn: Bool {
        if case .off = self { return false }
        return true
    }

    /// The local text of a kickoff, when a known zone is set.
    func text(_ kickoff: KickoffTime?) -> String? {
        guard case .zone(let zone) = self else { return nil }
        return kickoff?.localText(in: zone)
    }

    /// The local wall-clock time of a kickoff (seconds on that clock), when a known zone is set.
    func localTime(_ kickoff: KickoffTime?) -> Int? {
        guard case .zone(let zone) = self else { return nil }
        return kickoff?.localSeconds(in: zone)
    }

    /// The zone's offset from UTC at a kickoff in whole minutes (+60 for `+01:00`), when a known zone is set.
    func offsetMinutes(_ kickoff: KickoffTime?) -> Int? {
        guard case .zone(let zone) = self else { return nil }
        return kickoff.map { $0.utcOffsetSeconds(in: zone) / 60 }
    }
}
