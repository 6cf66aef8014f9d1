/// Why a libpq call failed: what was attempted, the server's SQLSTATE (when it sent one), its
/// message, and whether the connection is gone (a reason to retry the whole transaction).
package struct PQError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What failed.
    package enum Kind: Sendable, Equatable {
        /// No connection could be made: server down, wrong host or port, no such socket.
        case unreachable
        /// The server refused the password or the role.
        case authentication
        /// The server has no database of this name (it said so at login).
        case noDatabase(String)
        /// A statement or a COPY failed on an open connection.
        case statement
    }

    package let kind: Kind
    /// The five-character SQLSTATE (`42501`), empty when libpq itself failed.
    package let sqlState: String
    /// The server's (or libpq's) words, one line.
    package let message: String
    /// The server's primary message alone, without severity, position or context (empty when
    /// the server sent none).
    package let primary: String
    /// The statement's first line, empty for connection failures.
    package let statement: String
    /// The connection was lost (or never made): the transaction is rolled back by the server.
    package let connectionLost: Bool
    /// `host:port/database` as libpq resolved them (a socket folder as host); never the password.
    package let server: String

    package init(
        kind: Kind, sqlState: String = "", message: String, primary: String = "", statement: String = "", connectionLost: Bool,
        server: String = ""
    ) {
        self.kind = kind
        self.primary = primary
        self.server = server
        self.sqlState = sqlState
        self.message = message
        self.statement = statement
        self.connectionLost = connectionLost
    }

    /// A connection that failed with libpq's `message`, classified by what the server said.
    init(connecting message: String, server: String, database: String) {
        let kind: Kind =
            if message.contains("database \"") && message.contains("does not exist") {
                .noDatabase(database)
            } else if Self.refusals.contains(where: message.contains) {
                .authentication
            } else {
                .unreachable
            }
        self.init(kind: kind, message: message, connectionLost: true, server: server)
    }

    /// The server's words when it refuses a password or a role (English; any other language is
    /// reported as unreachable, with its words).
    private static let refusals = ["authentication failed", "no password supplied", "password is required", "does not exist"]

    package var description: String {
        let state = sqlState.isEmpty ? "" : " (SQLSTATE \(sqlState))"
        let place = statement.isEmpty ? "" : " in: \(statement)"
        return "\(message)\(state)\(place)"
    }

    /// libpq's message as one line, without its trailing newline.
    static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).map { $0.trimmingPrefixSpaces }.joined(separator: " ")
    }
}

extension Substring {
    fileprivate var trimmingPrefixSpaces: Substring { drop { $0 == " " || $0 == "\t" } }
}
