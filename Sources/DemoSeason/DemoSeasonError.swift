/// Why the demo recordings could not be generated, with what to do about it.
package enum DemoSeasonError: Error, Equatable, CustomStringConvertible {
    case invalidLeagueCount(given: Int, allowed: ClosedRange<Int>)
    case invalidSeason(given: Int, allowed: ClosedRange<Int>)
    /// The output folder exists and is not a finished demo tree, so it is not replaced.
    case outputNotReplaceable(path: String)
    case cannotCreate(path: String, reason: String)
    case cannotWrite(path: String, reason: String)
    case cannotMove(from: String, to: String, reason: String)

    package var description: String {
        switch self {
        case .invalidLeagueCount(let given, let allowed):
            "--leagues \(given): choose between \(allowed.lowerBound) and \(allowed.upperBound) (league ids 9001…)"
        case .invalidSeason(let given, let allowed):
            "--season \(given): choose a year between \(allowed.lowerBound) and \(allowed.upperBound)"
        case .outputNotReplaceable(let path):
            "\(path) exists and is not a demo recordings folder (no .complete marker); remove it or choose another --out"
        case .cannotCreate(let path, let reason):
            "cannot create \(path): \(reason); check the parent folder exists and is writable"
        case .cannotWrite(let path, let reason):
            "cannot write \(path): \(reason); check free space and permissions"
        case .cannotMove(let from, let to, let reason):
            "cannot move \(from) to \(to): \(reason); both must be on one file system"
        }
    }
}
