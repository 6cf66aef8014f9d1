@testable import Transform

/// Test-only shorthand for a synthetic event; players without an id are told apart by name.
func syntheticEvent(
    _ position: Int, _ elapsed: Int, _ extra: Int? = nil, team: Int, _ type: String, _ detail: String,
    _ player: String, id: Int? = nil, assist: String? = nil, assistID: Int? = nil, comments: String? = nil
) -> MatchEvent {
    MatchEvent(
        position: position, elapsed: elapsed, extra: extra, teamID: team,
        player: EventPlayer(id: id, name: player), assist: EventPlayer(id: assistID, name: assist),
        type: type, detail: detail, comments: comments
    )
}
