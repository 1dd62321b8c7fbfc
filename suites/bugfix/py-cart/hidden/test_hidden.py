import unittest

import catalog
from cart import Cart


def totals(lines, coupon=None):
    cart = Cart(catalog.load())
    for sku, qty in lines.items():
        cart.add(sku, qty)
    if coupon:
        cart.apply_coupon(coupon)
    return cart.totals()


class HiddenRoundingTest(unittest.TestCase):
    def test_ticket_mug_with_save10(self):
        self.assertEqual(totals({"MUG-RED": 1}, "SAVE10"),
                         {"subtotal": "4.35", "discount": "0.44", "tax": "0.23", "total": "4.14"})

    def test_half_cent_discount_rounds_up(self):
        self.assertEqual(totals({"SPOON": 3}, "SAVE10"),
                         {"subtotal": "0.45", "discount": "0.05", "tax": "0.02", "total": "0.42"})
        self.assertEqual(totals({"POT-1L": 1}, "HALFOFF"),
                         {"subtotal": "19.99", "discount": "10.00", "tax": "0.60", "total": "10.59"})
        self.assertEqual(totals({"TEA-EARL": 1}, "SAVE10")["discount"], "0.83")

    def test_half_cent_tax_rounds_up_without_coupon(self):
        self.assertEqual(totals({"TEA-EARL": 1}),
                         {"subtotal": "8.25", "discount": "0.00", "tax": "0.50", "total": "8.75"})
        self.assertEqual(totals({"MUG-RED": 1, "GIFT-BOX": 2})["tax"], "1.76")

    def test_exact_amounts_unchanged(self):
        self.assertEqual(totals({"POT-1L": 3}, "SPRING15"),
                         {"subtotal": "59.97", "discount": "9.00", "tax": "3.06", "total": "54.03"})


if __name__ == "__main__":
    unittest.main()
