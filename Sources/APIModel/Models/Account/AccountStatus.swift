/// The object `status` answers: the account, its plan and today's request count. The call
/// itself does not count against the daily quota.
package struct AccountStatus: APIDecodable, Equatable {
    /// `account.firstname`.
    package let firstname: String?
    /// `account.lastname`.
    package let lastname: String?
    /// `account.email`.
    package let email: String?
    /// `subscription.plan` (`Free`, `Pro`…).
    package let plan: String?
    /// `subscription.end`: when the subscription ends.
    package let subscriptionEnd: String?
    /// `subscription.active`.
    package let active: Bool?
    /// `requests.current`: requests made today.
    package let requestsToday: Int?
    /// `requests.limit_day`: the daily quota.
    package let dailyLimit: Int?

    /// Reads the `response` object of `status`.
    package init(_ node: JSONNode) throws(APIModelError) {
        let account = try node.object("account")
        firstname = try account.string("firstname")
        lastname = try account.string("lastname")
        email = try account.string("email")
        let subscription = try node.object("subscription")
        plan = try subscription.string("plan")
        subscriptionEnd = try subscription.string("end")
        active = try subscription.bool("active")
        let requests = try node.object("requests")
        requestsToday = try requests.int("current")
        dailyLimit = try requests.int("limit_day")
    }
}
