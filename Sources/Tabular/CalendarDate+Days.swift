extension CalendarDate {
    /// The UTC day of an instant given in Unix seconds.
    package init(utcDayOf seconds: Int) {
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let date = CivilCalendar.date(days: days)
        self.init(year: date.year, month: date.month, day: date.day)
    }
}
