import unittest
from decimal import Decimal

from reports import valuation
from stock import Inventory


def three_deliveries():
    inv = Inventory()
    inv.receive("CABLE-2M", 5, "2.00")
    inv.receive("CABLE-2M", 5, "3.00")
    inv.receive("CABLE-2M", 10, "4.00")
    return inv


class HiddenInventoryTest(unittest.TestCase):
    def test_ship_across_three_lots_is_fifo(self):
        inv = three_deliveries()
        self.assertEqual(inv.ship("CABLE-2M", 12), Decimal("33.00"))
        self.assertEqual([(l.qty, l.unit_cost) for l in inv.lots("CABLE-2M")], [(8, Decimal("4.00"))])
        self.assertEqual(valuation(inv)[1], Decimal("32.00"))

    def test_ship_exactly_two_lots(self):
        inv = three_deliveries()
        self.assertEqual(inv.ship("CABLE-2M", 10), Decimal("25.00"))
        self.assertEqual(inv.on_hand("CABLE-2M"), 10)
        self.assertEqual(len(inv.lots("CABLE-2M")), 1)

    def test_ship_everything(self):
        inv = three_deliveries()
        self.assertEqual(inv.ship("CABLE-2M", 20), Decimal("65.00"))
        self.assertEqual(inv.on_hand("CABLE-2M"), 0)
        self.assertEqual(inv.lots("CABLE-2M"), [])
        self.assertEqual(inv.skus(), [])

    def test_many_single_unit_lots(self):
        inv = Inventory()
        for i in range(6):
            inv.receive("PIN", 1, str(i + 1))
        self.assertEqual(inv.ship("PIN", 4), Decimal("10"))
        self.assertEqual([l.unit_cost for l in inv.lots("PIN")], [Decimal("5"), Decimal("6")])

    def test_write_off_across_lots(self):
        inv = three_deliveries()
        self.assertEqual(inv.write_off("CABLE-2M", 10), Decimal("25.00"))
        self.assertEqual(inv.written_off["CABLE-2M"], Decimal("25.00"))
        self.assertEqual(inv.on_hand("CABLE-2M"), 10)
        self.assertEqual(inv.ship("CABLE-2M", 10), Decimal("40.00"))
        self.assertEqual(inv.on_hand("CABLE-2M"), 0)


if __name__ == "__main__":
    unittest.main()
