import Testing
@testable import PipelineSpec

