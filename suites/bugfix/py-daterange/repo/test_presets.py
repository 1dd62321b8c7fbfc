import unittest
from datetime import date

from daterange import RangeError
from presets import resolve


class PresetTest(unittest.TestCase):
    today = date(2024, 5, 17)

    def test_last_n_days(self):
        self.assertEqual(resolve("last 7 days", self.today), (date(2024, 5, 11), date(2024, 5, 17)))
        self.assertEqual(resolve("Last 1 day", self.today), (self.today, self.today))

    def test_this_month(self):
        self.assertEqual(resolve("this month", self.today), (date(2024, 5, 1), date(2024, 5, 31)))

    def test_last_month(self):
        self.assertEqual(resolve("last month", self.today), (date(2024, 4, 1), date(2024, 4, 30)))

    def test_this_quarter(self):
        self.assertEqual(resolve("this quarter", self.today), (date(2024, 4, 1), date(2024, 6, 30)))

    def test_year_to_date(self):
        self.assertEqual(resolve("year to date", self.today), (date(2024, 1, 1), self.today))

    def test_unknown(self):
        with self.assertRaises(RangeError):
            resolve("next week", self.today)


if __name__ == "__main__":
    unittest.main()
