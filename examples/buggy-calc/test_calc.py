import unittest

from calc import clamp, percent


class CalcTest(unittest.TestCase):
    def test_clamp(self):
        self.assertEqual(clamp(5, 0, 3), 3)
        self.assertEqual(clamp(-1, 0, 3), 0)

    def test_percent(self):
        self.assertEqual(percent(1, 3), 33.3)
        self.assertEqual(percent(1, 0), 0.0)


if __name__ == "__main__":
    unittest.main()
