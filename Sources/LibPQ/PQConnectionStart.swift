import CLibPQ

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Opens a connection without blocking inside libpq (`PQconnectStart`, `PQconnectPoll`), so the
/// notice receiver is in place before the server's first message: a startup `WARNING` (a
/// collation version mismatch, say) reaches the receiver, never libpq's default printer on stderr.
enum PQConnectionStart {
    /// A connected handle, with `receiver` installed; throws the failure with the handle freed.
    static func open(_ connection: PQConnectionString, receiver: PQNoticeReceiver) throws(PQError) -> OpaquePointer {
        guard let handle = PQconnectStart(connection.text) else {
            throw PQError(kind: .unreachable, message: "libpq could not allocate a connection", connectionLost: true)
        }
        receiver.install(on: handle)
        let limit = timeoutMilliseconds(handle)
        var state = PQstatus(handle) == CONNECTION_BAD ? PGRES_POLLING_FAILED : PGRES_POLLING_WRITING
        while state != PGRES_POLLING_OK, state != PGRES_POLLING_FAILED {
            let socket = PQsocket(handle)
            if socket >= 0 {
                var descriptor = pollfd(fd: socket, events: Int16(state == PGRES_POLLING_READING ? POLLIN : POLLOUT), revents: 0)
                let ready = poll(&descriptor, 1, limit)
                if ready < 0, errno == EINTR { continue }
                if ready == 0 {
                    let server = PQConnection.server(handle)
                    PQfinish(handle)
                    throw PQError(kind: .unreachable, message: "timeout expired while connecting", connectionLost: true, server: server)
                }
            }
            state = PQconnectPoll(handle)
        }
        guard state == PGRES_POLLING_OK, PQstatus(handle) == CONNECTION_OK else {
            let message = PQError.oneLine(String(cString: PQerrorMessage(handle)))
            let server = PQConnection.server(handle)
            let database = PQdb(handle).map { String(cString: $0) } ?? ""
            PQfinish(handle)
            throw PQError(connecting: message, server: server, database: database)
        }
        return handle
    }

    /// `connect_timeout` (or `PGCONNECT_TIMEOUT`) as the longest wait for the server, in
    /// milliseconds, at least 2 s as libpq takes it; -1 (no limit) when unset, as in `PQconnectdb`.
    /// It bounds each wait for the socket, where libpq bounds each host tried.
    private static func timeoutMilliseconds(_ handle: OpaquePointer) -> Int32 {
        guard let options = PQconninfo(handle) else { return -1 }
        defer { PQconninfoFree(options) }
        var option = options
        while let keyword = option.pointee.keyword {
            if String(cString: keyword) == "connect_timeout", let value = option.pointee.val, let seconds = Int32(String(cString: value)) {
                return seconds > 0 ? Int32(clamping: Int(max(seconds, 2)) * 1000) : -1
            }
            option += 1
        }
        return -1
    }
}
