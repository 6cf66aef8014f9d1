/// The years a season can start in: a season column empties and counts any other (0, 199999).
enum SeasonYear {
    static let range = 1850...2200
}
