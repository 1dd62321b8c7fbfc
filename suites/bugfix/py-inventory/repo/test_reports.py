import unittest
from decimal import Decimal

from reports import format_valuation, low_stock, valuation
from stock import Inventory


class ReportsTest(unittest.TestCase):
    def test_valuation(self):
        inv = Inventory()
        inv.receive("A", 10, "1.50")
        inv.receive("A", 4, "2.00")
        inv.receive("B", 3, "10")
        per_sku, total = valuation(inv)
        self.assertEqual(per_sku, {"A": Decimal("23.00"), "B": Decimal("30")})
        self.assertEqual(total, Decimal("53.00"))

    def test_low_stock_includes_reorder_point(self):
        inv = Inventory()
        inv.receive("A", 5, "1")
        inv.receive("B", 6, "1")
        self.assertEqual(low_stock(inv, {"A": 5, "B": 5, "C": 0}), [("A", 5), ("C", 0)])

    def test_format(self):
        inv = Inventory()
        inv.receive("A", 2, "0.5")
        self.assertEqual(format_valuation(inv).splitlines()[-1], "TOTAL               1.00")


if __name__ == "__main__":
    unittest.main()
