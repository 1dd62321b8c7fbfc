import unittest

import catalog
from cart import Cart
from coupons import CouponError


class CartTest(unittest.TestCase):
    def setUp(self):
        self.cart = Cart(catalog.load())

    def test_empty(self):
        self.assertEqual(self.cart.totals(), {"subtotal": "0.00", "discount": "0.00", "tax": "0.00", "total": "0.00"})

    def test_lines_add_up(self):
        self.cart.add("POT-1L")
        self.cart.add("FILTER", 2)
        self.cart.add("POT-1L")
        self.assertEqual(self.cart.lines, {"POT-1L": 2, "FILTER": 2})
        self.assertEqual(self.cart.totals()["subtotal"], "44.98")

    def test_percent_coupon(self):
        self.cart.add("POT-1L", 3)
        self.cart.apply_coupon("spring15")
        self.assertEqual(self.cart.totals(), {"subtotal": "59.97", "discount": "9.00", "tax": "3.06", "total": "54.03"})

    def test_fixed_coupon_needs_minimum(self):
        self.cart.add("FILTER")
        with self.assertRaises(CouponError):
            self.cart.apply_coupon("WELCOME5")
        self.cart.add("POT-1L")
        self.cart.apply_coupon("WELCOME5")
        self.assertEqual(self.cart.totals(), {"subtotal": "22.49", "discount": "5.00", "tax": "1.05", "total": "18.54"})

    def test_coupon_dropped_below_minimum(self):
        self.cart.add("POT-1L", 2)
        self.cart.apply_coupon("WELCOME5")
        self.cart.remove("POT-1L")
        self.cart.add("SPOON")
        self.assertEqual(self.cart.totals()["discount"], "0.00")

    def test_unknown(self):
        with self.assertRaises(KeyError):
            self.cart.add("NOPE")
        with self.assertRaises(CouponError):
            self.cart.apply_coupon("FREESTUFF")


if __name__ == "__main__":
    unittest.main()
