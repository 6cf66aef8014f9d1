import Foundation

/// A real PostgreSQL server for one test suite: `initdb` into a fresh folder under /tmp, a Unix
/// socket folder, TCP on 127.0.0.1 at a free port, password (SCRAM) logins over TCP and trusted
/// ones over the socket (what `psql` reads back through). `initdb` refuses to run as root, so
/// under root every server command runs as the `postgres` user (`runuser`), which is handed the
/// folders. Stopped and removed by `shutdown()`.
package final class PostgresServer: @unchecked Sendable {
    /// The superuser and its password (for TCP logins).
    package static let user = "postgres"
    package static let password = "pg-test-secret-41d7"

    /// The folder holding the data folder, the socket folder and the log.
    package let folder: String
    package let port: Int
    private let binaries: String

    package var dataFolder: String { folder + "/data" }
    package var socketFolder: String { folder + "/socket" }

    /// Runs `initdb` and starts the server.
    package init() throws {
        binaries = try Self.binaryFolder()
        folder = "/tmp/football-etl-pg-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(
            atPath: folder + "/socket", withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder)
        port = try Self.freePort()
        try Data(Self.password.utf8).write(to: URL(fileURLWithPath: folder + "/pwfile"))
        if Self.isRoot { try Self.run("/bin/chown", ["-R", "postgres:postgres", folder]) }
        try serverCommand(
            "initdb",
            [
                "-D", dataFolder, "-U", Self.user, "--pwfile", folder + "/pwfile", "--auth-local=trust", "--auth-host=scram-sha-256",
                "-E", "UTF8", "--locale=C", "--no-sync"
            ])
        try start()
    }

    /// Starts (or restarts) the server and waits until it accepts connections.
    package func start() throws {
        let options =
            "-k \(socketFolder) -p \(port) -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off "
            + "-c full_page_writes=off -c max_connections=40"
        try serverCommand("pg_ctl", ["-D", dataFolder, "-l", folder + "/log", "-o", options, "-w", "-t", "60", "start"])
    }

    /// Stops the server at once (`immediate`: like a crash, no checkpoint), as an outage would.
    package func stop() throws {
        try serverCommand("pg_ctl", ["-D", dataFolder, "-m", "immediate", "-w", "stop"])
    }

    /// Stops the server and removes its folder.
    package func shutdown() {
        try? stop()
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// A connection URL over TCP with the superuser's password (or `password`).
    package func url(database: String, password: String = PostgresServer.password) -> String {
        "postgresql://\(Self.user):\(password)@127.0.0.1:\(port)/\(database)"
    }

    /// Creates an empty database and returns its name.
    package func createDatabase(_ name: String) throws -> String {
        _ = try psql("CREATE DATABASE \(name)", database: "postgres")
        return name
    }

    /// Makes `database` send warnings as a DBA's setup might: one at every login (a collation
    /// version recorded where the C locale has none) and `audit: <command> by a loader` after
    /// every DDL command (an event trigger). `psql` prints the login warning too, so read such a
    /// database back through another.
    package func sendWarnings(from database: String) throws {
        _ = try psql(
            """
            UPDATE pg_database SET datcollversion = '1.0' WHERE datname = '\(database)';
            CREATE FUNCTION audit() RETURNS event_trigger LANGUAGE plpgsql AS $$
            BEGIN RAISE WARNING 'audit: % by a loader', tg_tag; END $$;
            CREATE EVENT TRIGGER audit ON ddl_command_end EXECUTE FUNCTION audit();
            """, database: database)
    }

    /// What `psql` prints for `sql`: unaligned, tab-separated, no headers, NULL as `\N`.
    package func psql(_ sql: String, database: String) throws -> String {
        try Self.run(
            "/usr/bin/psql",
            [
                "-X", "-q", "-v", "ON_ERROR_STOP=1", "-h", socketFolder, "-p", String(port), "-U", Self.user, "-d", database,
                "-A", "-t", "-F", "\t", "-P", "null=\\N", "-c", sql
            ])
    }

    private func serverCommand(_ name: String, _ arguments: [String]) throws {
        let program = binaries + "/" + name
        if Self.isRoot {
            _ = try Self.run("/usr/sbin/runuser", ["-u", "postgres", "--", program] + arguments)
        } else {
            _ = try Self.run(program, arguments)
        }
    }

    private static var isRoot: Bool { getuid() == 0 }

    /// The folder of `initdb` and `pg_ctl` (`pg_config --bindir`, else Debian's versioned folder).
    private static func binaryFolder() throws -> String {
        if let folder = try? run("/usr/bin/env", ["pg_config", "--bindir"]).trimmingCharacters(in: .whitespacesAndNewlines),
            FileManager.default.isExecutableFile(atPath: folder + "/initdb")
        {
            return folder
        }
        let versions = (try? FileManager.default.contentsOfDirectory(atPath: "/usr/lib/postgresql")) ?? []
        for version in versions.sorted(by: >)
        where FileManager.default.isExecutableFile(atPath: "/usr/lib/postgresql/\(version)/bin/initdb") {
            return "/usr/lib/postgresql/\(version)/bin"
        }
        throw PostgresServerError.failed(command: "initdb", output: "no PostgreSQL server binaries; install the postgresql package")
    }

    /// A TCP port nothing listens on now (the kernel's pick for port 0).
    private static func freePort() throws -> Int {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, length) == 0 && getsockname(descriptor, $0, &length) == 0
            }
        }
        guard bound else { throw PostgresServerError.failed(command: "bind", output: "no free port") }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    /// Runs a program to its end (`posix_spawn` and `waitpid`: Foundation's `Process` can miss
    /// the exit of `runuser`, whose grandchild server lives on); its stdout, or an error with
    /// everything it printed.
    @discardableResult
    package static func run(_ program: String, _ arguments: [String]) throws -> String {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("pg-\(UUID().uuidString).out").path
        defer { try? FileManager.default.removeItem(atPath: output) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, program, &actions, nil, argv, environ)
        guard spawned == 0 else { throw PostgresServerError.failed(command: program, output: String(cString: strerror(spawned))) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        let text = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
        guard status == 0 else {
            throw PostgresServerError.failed(command: ([program] + arguments).joined(separator: " "), output: text)
        }
        return text
    }
}

/// A server command that failed, with what it printed.
package enum PostgresServerError: Error, CustomStringConvertible {
    case failed(command: String, output: String)

    package var description: String {
        switch self {
        case .failed(let command, let output): "\(command) failed: \(output)"
        }
    }
}
