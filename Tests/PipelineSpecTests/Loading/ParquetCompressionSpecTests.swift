import Testing

@testable import PipelineSpec

/// `parquet:` as a folder (zstd) or as `{path, compression}`, and the errors a wrong spelling gets.
@Suite struct ParquetCompressionSpecTests {
    private func load(_ parquet: String) throws(PipelineSpecError) -> LoadSpec {
        try PipelineText.decode(PipelineText.minimal(replacing: [9: parquet])).load
    }

    @Test func aFolderIsZstd() throws {
        let load = try load("  parquet: out/parquet")
        #expect(load.parquet == "out/parquet")
        #expect(load.parquetCompression == .zstd)
    }

    @Test func aMappingChoosesTheCompression() throws {
        let none = try load("  parquet: {path: out/parquet, compression: none}")
        #expect(none.parquet == "out/parquet")
        #expect(none.parquetCompression == .uncompressed)
        #expect(try load("  parquet: {path: out/parquet, compression: zstd}").parquetCompression == .zstd)
        #expect(try load("  parquet: {path: out/parquet}").parquetCompression == .zstd)
    }

    @Test func anUnknownCompressionIsRefusedWhereItIsWritten() {
        let message = PipelineText.message(PipelineText.minimal(replacing: [9: "  parquet: {path: out, compression: zstdd}"]))
        #expect(message.hasPrefix("pipelines/test.yml:9:37: load.parquet.compression:"), "\(message)")
        #expect(message.contains("zstd"), "\(message)")
    }

    @Test func anUnknownKeyUnderParquetSuggestsTheNearestOne() {
        #expect(
            PipelineText.message(PipelineText.minimal(replacing: [9: "  parquet: {path: out, compresion: none}"]))
                == "pipelines/test.yml:9:24: unknown key 'compresion' in load.parquet; did you mean 'compression'?")
    }

    @Test func aMappingWithoutAPathIsRefused() {
        let message = PipelineText.message(PipelineText.minimal(replacing: [9: "  parquet: {compression: none}"]))
        #expect(message.hasPrefix("pipelines/test.yml:9:"), "\(message)")
        #expect(message.contains("path"), "\(message)")
    }
}
