import unittest
from decimal import Decimal

from stock import Inventory, InsufficientStock


class StockTest(unittest.TestCase):
    def setUp(self):
        self.inv = Inventory()

    def test_receive_adds_lots(self):
        self.inv.receive("BOLT-M6", 100, "0.12")
        self.inv.receive("BOLT-M6", 50, "0.10")
        self.assertEqual(self.inv.on_hand("BOLT-M6"), 150)
        self.assertEqual(len(self.inv.lots("BOLT-M6")), 2)

    def test_ship_within_first_lot(self):
        self.inv.receive("NUT-M6", 40, "0.05")
        cost = self.inv.ship("NUT-M6", 15)
        self.assertEqual(cost, Decimal("0.75"))
        self.assertEqual(self.inv.on_hand("NUT-M6"), 25)

    def test_ship_uses_oldest_lot_first(self):
        self.inv.receive("WASHER", 10, "1.00")
        self.inv.receive("WASHER", 10, "2.00")
        cost = self.inv.ship("WASHER", 4)
        self.assertEqual(cost, Decimal("4.00"))
        self.assertEqual([l.qty for l in self.inv.lots("WASHER")], [6, 10])

    def test_ship_more_than_on_hand(self):
        self.inv.receive("SCREW", 3, "0.20")
        with self.assertRaises(InsufficientStock):
            self.inv.ship("SCREW", 4)
        self.assertEqual(self.inv.on_hand("SCREW"), 3)

    def test_write_off_within_lot(self):
        self.inv.receive("GLUE", 12, "3.50")
        self.assertEqual(self.inv.write_off("GLUE", 2), Decimal("7.00"))
        self.assertEqual(self.inv.written_off["GLUE"], Decimal("7.00"))
        self.assertEqual(self.inv.on_hand("GLUE"), 10)

    def test_lots_is_a_copy(self):
        self.inv.receive("TAPE", 5, "1.00")
        self.inv.lots("TAPE")[0].qty = 0
        self.assertEqual(self.inv.on_hand("TAPE"), 5)


if __name__ == "__main__":
    unittest.main()
