/// How this process's allocator keeps freed memory. A streaming run allocates and frees one
/// league-season's worth at a time; glibc's default raises its mmap threshold each time a large
/// block is freed, so later large blocks (a workbook library's 128 KiB row buffer per sheet, a
/// chunk of rows) come from the heap, are touched whole and stay resident after they are freed.
package enum ProcessMemory {
    /// Keeps blocks of 128 KiB and more in their own mappings, returned to the system when freed,
    /// and trims the heap's free top above 128 KiB. Idempotent; does nothing off glibc.
    package static func returnLargeBlocksWhenFreed() {
        #if os(Linux) && canImport(Glibc)
        _ = applied
        #endif
    }

    /// Hands the free pages inside the heap back to the system (`malloc_trim`); does nothing off
    /// glibc. Freed memory otherwise stays resident in the arena of the thread that freed it,
    /// where another thread's next league-season cannot reuse it.
    package static func returnFreePages() {
        #if os(Linux) && canImport(Glibc)
        _ = mallocTrim(0)
        #endif
    }

    #if os(Linux) && canImport(Glibc)
    private static let applied: Bool = {
        // <malloc.h>, which the Glibc module does not export: M_TRIM_THRESHOLD -1, M_MMAP_THRESHOLD -3.
        mallocOption(-3, 128 * 1024) == 1 && mallocOption(-1, 128 * 1024) == 1
    }()
    #endif
}

#if os(Linux) && canImport(Glibc)
@_silgen_name("mallopt")
private func mallocOption(_ parameter: Int32, _ value: Int32) -> Int32

@_silgen_name("malloc_trim")
private func mallocTrim(_ pad: Int) -> Int32
#endif
