import Testing

@testable import Transform

/// Every `league.round` string listed in FACTS.md, with the split it must get.
@Suite struct RoundParserTests {
    @Test(arguments: [
        ("Regular Season - 1", "Regular Season", 1 as Int?),
        ("Regular Season - 46", "Regular Season", 46),
        ("1st Round", "1st Round", nil),
        ("Round of 32", "Round of 32", nil),
        ("Round of 16", "Round of 16", nil),
        ("Quarter-finals", "Quarter-finals", nil),
        ("Semi-finals", "Semi-finals", nil),
        ("Final", "Final", nil),
        ("Finals", "Finals", nil),
        ("Group Stage - 1", "Group Stage", 1),
        ("Group Stage - 6", "Group Stage", 6),
        ("Group B - 1", "Group B", 1),
        ("Group Stage", "Group Stage", nil),
        ("Club Friendlies 1", "Club Friendlies 1", nil),
        ("Club Friendlies 3", "Club Friendlies 3", nil),
        ("Club Friendlies 5", "Club Friendlies 5", nil),
        ("Preliminary round", "Preliminary round", nil),
        ("1st Qualifying Round", "1st Qualifying Round", nil),
        ("2nd Qualifying Round", "2nd Qualifying Round", nil),
        ("3rd Qualifying Round", "3rd Qualifying Round", nil),
        ("Play-offs", "Play-offs", nil),
        ("2nd Phase - 1", "2nd Phase", 1),
        ("2nd Phase - 27", "2nd Phase", 27),
        ("1st Phase - 14", "1st Phase", 14),
        ("1st Phase - 8th Finals", "1st Phase - 8th Finals", nil),
        ("1st Phase - Quarter-finals", "1st Phase - Quarter-finals", nil),
        ("1st Phase - Semi-finals", "1st Phase - Semi-finals", nil),
        ("1st Phase - Final", "1st Phase - Final", nil),
        ("Norra - 22", "Norra", 22),
        ("8th Finals", "8th Finals", nil),
        ("Relegation round - Quarter-finals", "Relegation round - Quarter-finals", nil)
    ])
    func splitsStageAndNumber(name: String, stage: String, number: Int?) {
        #expect(RoundParser.parse(name) == Round(name: name, stage: stage, number: number))
    }

    @Test(arguments: [("Regular Season", 1...46), ("Group Stage", 1...6), ("2nd Phase", 1...27)])
    func numbersEveryRoundOfARange(stage: String, numbers: ClosedRange<Int>) {
        for number in numbers {
            #expect(RoundParser.parse("\(stage) - \(number)") == Round(name: "\(stage) - \(number)", stage: stage, number: number))
        }
    }

    @Test(arguments: [
        "Regular Season - ",
        " - 5",
        "Regular Season - 4a",
        "Regular Season - -4",
        "Regular Season - 4.5",
        "Regular Season-4",
        "Regular Season – 4",
        "Regular Season - 99999999999999999999"
    ])
    func keepsTheWholeNameWithoutAWholeNumberTail(name: String) {
        #expect(RoundParser.parse(name) == Round(name: name, stage: name, number: nil))
    }

    @Test func splitsAtTheLastDashOnly() {
        #expect(
            RoundParser.parse("Relegation round - Group A - 3")
                == Round(name: "Relegation round - Group A - 3", stage: "Relegation round - Group A", number: 3))
        #expect(RoundParser.parse("Fase Régulière - 7") == Round(name: "Fase Régulière - 7", stage: "Fase Régulière", number: 7))
    }
}
