import APIModel

extension DatasetDescriptor {
    /// An `absorb` that files a list answer as it came (`FiledAnswers`), for datasets whose
    /// tables need no joining on arrival.
    static func storingList<Model: APIDecodable>(_ type: Model.Type)
        -> @Sendable (inout ExtractedData, Envelope, Request) throws(APIModelError) -> Void
    {
        { data, envelope, request throws(APIModelError) in
            data.answers.add(try envelope.list(of: Model.self), for: request)
        }
    }

    /// An `absorb` that files a one-object answer as a list of zero or one item.
    static func storingObject<Model: APIDecodable>(_ type: Model.Type)
        -> @Sendable (inout ExtractedData, Envelope, Request) throws(APIModelError) -> Void
    {
        { data, envelope, request throws(APIModelError) in
            data.answers.add([try envelope.item(of: Model.self)].compactMap { $0 }, for: request)
        }
    }
}
