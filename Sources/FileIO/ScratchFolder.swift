/// A private folder for a run's scratch files (the SQLite builder's databases, check mode's
/// staged copies, the table spool), `football-etl-scratch.<pid>.XXXXXX` under a parent folder
/// (the system temp folder unless given). The run holds a `flock` lock on the folder for as long
/// as the value lives; dropping it removes the folder and what is in it. A killed run can do
/// neither, but its lock dies with it: making a scratch folder first removes the ones dead runs
/// left in the same parent (`DeadScratchFiles`), never a live run's.
package final class ScratchFolder {
    /// Names of scratch folders start with this; `DeadScratchFiles` looks for nothing else.
    static let namePrefix = "football-etl-scratch."

    /// The folder's path.
    package let path: String
    private let descriptor: Int32

    /// Removes the dead runs' scratch in `parent`, then makes and locks a new folder there.
    package init(in parent: String = FileSystem.temporaryDirectory) throws(FileError) {
        DeadScratchFiles.remove(in: parent)
        let made = try FileSystem.makeUniqueDirectory(template: FilePath.joined(parent, "\(Self.namePrefix)\(FileSystem.processID).XXXXXX"))
        let descriptor: Int32
        do {
            descriptor = try FileSystem.openDirectory(made)
        } catch {
            FileSystem.removeEmptyDirectory(made)
            throw FileError(.create, made, error.cause)
        }
        // Until this lock is taken, the pid in the name (alive) is what keeps the folder safe.
        _ = try? FileSystem.lockExclusively(descriptor, wait: false, path: made)
        path = made
        self.descriptor = descriptor
    }

    deinit {
        FileSystem.removeEntries(ofDirectory: descriptor)
        FileSystem.removeEmptyDirectory(path)
        FileSystem.release(descriptor)
    }

    /// The path of `name` inside the folder.
    package func file(_ name: String) -> String {
        FilePath.joined(path, name)
    }

    /// The pid a scratch folder's name carries, or nil when the name is not a scratch folder's.
    static func ownerProcess(ofName name: String) -> Int? {
        guard name.hasPrefix(namePrefix) else { return nil }
        let parts = name.dropFirst(namePrefix.count).split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, let pid = Int(parts[0]), pid > 0, !parts[1].isEmpty else { return nil }
        return pid
    }
}
