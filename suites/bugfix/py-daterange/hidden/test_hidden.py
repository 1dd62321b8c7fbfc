import unittest
from datetime import date

from daterange import RangeError, days, parse
from presets import resolve


class HiddenDateRangeTest(unittest.TestCase):
    def test_december(self):
        self.assertEqual(parse("2023-12"), (date(2023, 12, 1), date(2023, 12, 31)))
        self.assertEqual(days(parse("2024-12")), 31)

    def test_fourth_quarter(self):
        self.assertEqual(parse("2023-Q4"), (date(2023, 10, 1), date(2023, 12, 31)))

    def test_this_month_and_quarter_in_december(self):
        today = date(2023, 12, 20)
        self.assertEqual(resolve("this month", today), (date(2023, 12, 1), date(2023, 12, 31)))
        self.assertEqual(resolve("this quarter", today), (date(2023, 10, 1), date(2023, 12, 31)))

    def test_last_month_in_january(self):
        self.assertEqual(resolve("last month", date(2024, 1, 3)), (date(2023, 12, 1), date(2023, 12, 31)))

    def test_other_months_unchanged(self):
        self.assertEqual(parse("2024-11"), (date(2024, 11, 1), date(2024, 11, 30)))
        self.assertEqual(resolve("last month", date(2024, 3, 31)), (date(2024, 2, 1), date(2024, 2, 29)))
        for bad in ("2024-13", "2024-00"):
            with self.assertRaises(RangeError, msg=bad):
                parse(bad)


if __name__ == "__main__":
    unittest.main()
