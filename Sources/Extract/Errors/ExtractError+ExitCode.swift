/// How each error ends a run (sysexits, docs/ARCHITECTURE.md §8) and whether trying again can help.
extension ExtractError {
    /// The process exit code for this error: 65 data, 66 missing input, 69 unavailable,
    /// 73 cannot create output, 74 I/O, 75 try again later, 77 refused.
    package var exitCode: Int32 {
        switch self {
        case .invalidRecording, .apiRejected, .oversizedRecording, .oversizedAnswer, .rejectedAnswer, .invalidAnswer,
            .garbledAnswer:
            65
        case .missingRecording, .recordingsFolderMissing, .leagueSeasonNotRecorded, .recordingNotAFile, .notFetchedInPreview,
            .notStoredOffline:
            66
        case .transientFailure, .apiUnavailable, .httpRefused: 69
        case .unwritableFile: 73
        case .unreadableRecording, .fileWriteFailed: 74
        case .quotaExhausted, .budgetExhausted, .rateLimited: 75
        case .authRefused, .planRefused, .refusedEarlier: 77
        case .unknownLeague, .ambiguousLeague, .noCurrentSeason: 78
        }
    }

    /// Whether the same request may succeed if sent again after a pause.
    package var isTransient: Bool {
        switch self {
        case .rateLimited, .transientFailure, .garbledAnswer: true
        default: false
        }
    }
}
