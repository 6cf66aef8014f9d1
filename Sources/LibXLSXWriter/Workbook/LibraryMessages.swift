import CWriteStream
import CXLSXWriter

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What libxlsxwriter prints itself (`[ERROR]…`, `[WARNING]…` lines, which would break a JSON
/// log), caught per thread and handed back as text.
///
/// The library writes through C's `stderr` stream, not straight to descriptor 2. Once, that
/// stream is replaced by one that, on a thread inside `capture`, appends to that capture, and on
/// any other thread writes to descriptor 2 as before. Descriptor 2 itself is never moved: the
/// tool's own log writes to it directly from any thread, and none of its lines can be caught or
/// lost. Two workbooks rendering on two threads each catch only their own messages, with no lock.
enum LibraryMessages {
    /// Runs `body` (a synchronous call into libxlsxwriter) with what the library prints on this
    /// thread meanwhile appended to `sink`.
    static func capture<Result, Failure: Error>(
        into sink: Sink, _ body: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        guard routedStream else { return try body() }
        let previous = pthread_getspecific(sinkKey)
        pthread_setspecific(sinkKey, Unmanaged.passUnretained(sink).toOpaque())
        defer { pthread_setspecific(sinkKey, previous) }
        return try body()
    }

    /// Where a capture collects the bytes the library prints.
    final class Sink {
        private var bytes: [UInt8] = []

        /// The collected text split into lines, empty ones left out.
        var lines: [String] {
            bytes.split(separator: UInt8(ascii: "\n")).map { String(decoding: $0, as: UTF8.self) }
        }

        func append(_ buffer: UnsafeRawBufferPointer) {
            bytes.append(contentsOf: buffer)
        }
    }

    /// Forwards `count` bytes to this thread's sink, or to descriptor 2 outside a capture.
    static func route(_ buffer: UnsafePointer<CChar>?, _ count: Int) -> Int {
        guard let buffer, count > 0 else { return 0 }
        let bytes = UnsafeRawBufferPointer(start: buffer, count: count)
        if let sink = pthread_getspecific(sinkKey) {
            Unmanaged<Sink>.fromOpaque(sink).takeUnretainedValue().append(bytes)
            return count
        }
        var offset = 0
        while offset < count {
            let written = write(2, bytes.baseAddress! + offset, count - offset)
            if written < 0, errno == EINTR { continue }
            if written <= 0 { break }
            offset += written
        }
        return count
    }

    /// The key of the current thread's sink (nil outside `capture`).
    private static let sinkKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// Whether C's `stderr` now routes through `route`; set up once, on first use.
    private static let routedStream: Bool = {
        guard let stream = openRoutingStream() else { return false }
        setvbuf(stream, nil, _IONBF, 0)
        fe_set_stderr(stream)
        return true
    }()

    private static func openRoutingStream() -> UnsafeMutablePointer<FILE>? {
        fe_open_write_stream { buffer, count in LibraryMessages.route(buffer, count) }
    }
}
