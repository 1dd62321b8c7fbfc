import unittest
from calc import mean


class Hidden(unittest.TestCase):
    def test_mean(self):
        self.assertEqual(mean([2, 4]), 3)

    def test_empty(self):
        self.assertEqual(mean([]), 0)
