import FileIO

/// Default store folders (one per pipeline file, named by a digest of its path) whose pipeline
/// file is gone. Each folder records the pipeline it belongs to in an `owner` file; a run that
/// commits removes the folders beside its own whose recorded pipeline no longer exists, so
/// pipelines written to temp paths do not fill the user's cache folder by folder.
///
/// Only what a store holds is removed (entries, run records, the owner file, what runs that are
/// gone left on the way to an entry: `StoreFileName`), then the folder if that left it empty. A
/// folder without an owner file (made by an older version, or by a run that has not committed
/// yet) is left alone.
package enum AbandonedStores {
    private static let ownerName = "owner"

    /// Records `pipeline` (an absolute path) as the owner of the store `folder`, unless it is
    /// already; a failure is ignored (the folder is then never removed as abandoned).
    package static func claim(_ folder: String, for pipeline: String) {
        let path = FilePath.joined(folder, ownerName)
        let bytes = Array(pipeline.utf8)
        guard (try? RegularFileReader.read(path, limit: bytes.count + 1, followingLinks: false)) != bytes else { return }
        try? AtomicFileWriter.replace(path, with: bytes)
    }

    /// Removes the store folders beside `folder` whose owner no longer exists; returns them.
    @discardableResult
    package static func remove(besides folder: String) -> [String] {
        let parent = FilePath.directory(of: folder)
        var removed: [String] = []
        for name in FileSystem.names(in: parent) where name != FilePath.lastComponent(of: folder) {
            let store = FilePath.joined(parent, name)
            let ownerFile = FilePath.joined(store, ownerName)
            guard let owner = try? RegularFileReader.read(ownerFile, limit: FileSystem.longestPath, followingLinks: false),
                isGone(String(decoding: owner, as: UTF8.self))
            else { continue }
            for entry in FileSystem.names(in: store) where isStoreFile(entry) {
                FileSystem.removeFile(FilePath.joined(store, entry))
            }
            FileSystem.removeEmptyDirectory(store)
            removed.append(store)
        }
        return removed
    }

    /// Whether nothing is at `path`: not merely a path this process may not look at.
    private static func isGone(_ path: String) -> Bool {
        path.hasPrefix("/") && FileSystem.isGone(path)
    }

    private static func isStoreFile(_ name: String) -> Bool {
        name == ownerName || StoreFileName(name)?.isRemovable == true
    }
}
