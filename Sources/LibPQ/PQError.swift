/// Why a libpq call failed: what was attempted, the server's SQLSTATE (when it sent one), its
/// message, and whether the connection is gone (a reason to retry the whole transaction).
package struct PQError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What failed.
    package enum Kind: Sendable, Equatable {
        /// No connection could be made: server down, wrong host or port, no such socket.
        case unreachable
        /// The server refused the password or the role.
        case authentication
        /// A statement or a COPY failed on an open connection.
        case statement
    }

    package let kind: Kind
    /// The five-character SQLSTATE (`42501`), empty when libpq itself failed.
    package let sqlState: String
    /// The server's (or libpq's) words, one line.
    package let message: String
    /// The statement's first line, empty for connection failures.
    package let statement: String
    /// The connection was lost (or never made): the transaction is rolled back by the server.
    package let connectionLost: Bool
    /// `host:port/database` as libpq resolved them (a socket folder as host); never the password.
    package let server: String

    package init(kind: Kind, sqlState: String = "", message: String, statement: String = "", connectionLost: Bool, server: String = "") {
        self.kind = kind
        self.server = server
        self.sqlState = sqlState
        self.message = message
        self.statement = statement
        self.connectionLost = connectionLost
    }

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
