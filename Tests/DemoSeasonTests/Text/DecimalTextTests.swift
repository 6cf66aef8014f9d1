import Testing

@testable import DemoSeason

@Suite struct DecimalTextTests {
    @Test func formatsRatingsLikeTheAPI() {
        #expect(DecimalText.matchRating(tenths: 73) == "7.3")
        #expect(DecimalText.matchRating(tenths: 80) == "8")
        // 47 / 7 = 6.7142857…: the API truncates season ratings to six decimals.
        #expect(DecimalText.seasonRating(sumOfTenths: 470, count: 7) == "6.714285")
        #expect(DecimalText.seasonRating(sumOfTenths: 1849, count: 25) == "7.396000")
    }

    @Test func formatsExpectedGoalsAndPercentages() {
        #expect(DecimalText.twoDecimals(hundredths: 134) == "1.34")
        #expect(DecimalText.twoDecimals(hundredths: 5) == "0.05")
        #expect(DecimalText.twoDecimals(hundredths: -120) == "-1.20")
        #expect(DecimalText.percent(55) == "55%")
    }

    @Test func foldsNamesToASCII() {
        #expect(NameFolding.ascii("İlker Gündoğdu") == "Ilker Gundogdu")
        #expect(NameFolding.ascii("Łukasz Sørlie Muñoz Lefèvre Karataş") == "Lukasz Sorlie Munoz Lefevre Karatas")
    }
}
