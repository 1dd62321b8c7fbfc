import unittest
from datetime import date

from daterange import RangeError, days, parse


class ParseTest(unittest.TestCase):
    def test_single_day(self):
        self.assertEqual(parse("2024-03-05"), (date(2024, 3, 5), date(2024, 3, 5)))

    def test_explicit_range(self):
        self.assertEqual(parse(" 2024-03-01..2024-03-10 "), (date(2024, 3, 1), date(2024, 3, 10)))

    def test_backwards_range(self):
        with self.assertRaises(RangeError):
            parse("2024-03-10..2024-03-01")

    def test_month(self):
        self.assertEqual(parse("2024-04"), (date(2024, 4, 1), date(2024, 4, 30)))

    def test_leap_february(self):
        self.assertEqual(parse("2024-02"), (date(2024, 2, 1), date(2024, 2, 29)))
        self.assertEqual(days(parse("2023-02")), 28)

    def test_quarter(self):
        self.assertEqual(parse("2024-Q1"), (date(2024, 1, 1), date(2024, 3, 31)))
        self.assertEqual(parse("2024-q3"), (date(2024, 7, 1), date(2024, 9, 30)))

    def test_year(self):
        self.assertEqual(days(parse("2024")), 366)

    def test_bad_input(self):
        for bad in ("2024-13", "2024-Q5", "yesterday", "2024-02-30"):
            with self.assertRaises(RangeError, msg=bad):
                parse(bad)


if __name__ == "__main__":
    unittest.main()
