import unittest
import calc


class Visible(unittest.TestCase):
    def test_loads(self):
        self.assertTrue(callable(calc.mean))
