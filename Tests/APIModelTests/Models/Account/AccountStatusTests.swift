import Testing

@testable import APIModel

@Suite struct AccountStatusTests {
    @Test func readsPlanAndQuota() throws {
        let node = try TestJSON.node(
            #"""
            {"account": {"firstname": "Ada", "lastname": "Lovelace", "email": "ada@example.org"},
             "subscription": {"plan": "Pro", "end": "2025-04-10T00:00:00+00:00", "active": false},
             "requests": {"current": "7499", "limit_day": 7500}}
            """#)
        let status = try AccountStatus(node)
        #expect(status.firstname == "Ada")
        #expect(status.email == "ada@example.org")
        #expect(status.plan == "Pro")
        #expect(status.subscriptionEnd == "2025-04-10T00:00:00+00:00")
        #expect(status.active == false)
        #expect(status.requestsToday == 7499)
        #expect(status.dailyLimit == 7500)
    }

    @Test func readsAStatusWithoutAnAccountObject() throws {
        let status = try AccountStatus(TestJSON.node(#"{"account": [], "requests": {"current": 3, "limit_day": 100}}"#))
        #expect(status.firstname == nil)
        #expect(status.plan == nil)
        #expect(status.dailyLimit == 100)
    }
}
