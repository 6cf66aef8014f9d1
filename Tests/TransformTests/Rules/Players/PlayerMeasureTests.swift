import APIModel
import CivilTime
import Tabular
import Testing

@testable import Transform

@Suite struct PlayerMeasureTests {
    @Test(arguments: [
        ("180 cm" as String?, 180 as Int?), ("185 cm", 185), ("185cm", 185), (" 172 CM ", 172), ("180", 180),
        ("180.5 cm", 181), ("1.80 m", 180), ("1.795 m", 180), ("6 ft", nil), ("cm", nil), ("", nil),
        (nil, nil), ("tall", nil), ("0 cm", 0), ("-180 cm", -180), ("180 cm 75 kg", nil)
    ])
    func readsHeights(text: String?, centimetres: Int?) {
        #expect(PlayerMeasure.heightCentimetres(text) == centimetres)
    }

    // A measure of 0 or less reads as the number it is; the columns' declared ranges empty it
    // and count it as out of range (ValueIssuesTests), instead of this reader hiding it.
    @Test func nonPositiveMeasuresFallOutsideTheColumnsRanges() {
        #expect(!PlayerMeasure.heightRange.contains(0) && !PlayerMeasure.heightRange.contains(-180))
        #expect(!PlayerMeasure.weightRange.contains(0) && PlayerMeasure.weightRange.contains(75))
    }

    @Test(arguments: [
        ("75 kg" as String?, 75 as Int?), ("81 kg", 81), ("81kg", 81), ("75", 75), ("75.6 kg", 76),
        ("165 lbs", nil), ("kg", nil), ("", nil), (nil, nil), ("heavy", nil)
    ])
    func readsWeights(text: String?, kilograms: Int?) {
        #expect(PlayerMeasure.weightKilograms(text) == kilograms)
    }

    @Test(arguments: [
        (APIScalar.string("7.3"), 7.3 as Double?), (.string("7.800000"), 7.8), (.string("6.714285"), 6.714285),
        (.string("8"), 8.0), (.number("6.5"), 6.5), (.null, nil), (.string(""), nil), (.string("–"), nil)
    ])
    func readsRatings(value: APIScalar, rating: Double?) {
        #expect(PlayerMeasure.rating(value) == rating)
    }

    @Test(arguments: [
        (APIScalar.string("18"), 18 as Int?), (.number("17"), 17), (.string(" 0 "), 0), (.number("3.0"), 3),
        (.string("7.5"), nil), (.null, nil), (.string("18%"), nil), (.bool(false), nil)
    ])
    func readsCounts(value: APIScalar, count: Int?) {
        #expect(PlayerMeasure.count(value) == count)
    }

    @Test(arguments: [
        ("1990-05-02" as String?, CalendarDate(year: 1990, month: 5, day: 2) as CalendarDate?),
        ("2000-02-29", CalendarDate(year: 2000, month: 2, day: 29)),
        ("1900-02-29", nil), ("2001-02-29", nil), ("1990-04-31", nil), ("1990-13-01", nil),
        ("1990-05-02T00:00:00+00:00", nil), ("02/05/1990", nil), ("", nil), (nil, nil)
    ])
    func readsBirthDates(text: String?, date: CalendarDate?) {
        #expect(PlayerMeasure.birthDate(text) == date)
    }
}
