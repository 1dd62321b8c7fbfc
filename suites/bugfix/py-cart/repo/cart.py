"""Shopping cart with coupons and sales tax.

Rounding rule (same as the invoicing system): the discount and the tax are each rounded to the
cent, halves rounded up (0.125 -> 0.13); the total is subtotal - discount + tax.
"""

from coupons import CouponError, lookup

TAX_RATE = 0.06


class Cart:
    def __init__(self, catalog, tax_rate=TAX_RATE):
        self.catalog = catalog
        self.tax_rate = tax_rate
        self.lines = {}  # sku -> qty
        self.coupon = None

    def add(self, sku, qty=1):
        if sku not in self.catalog:
            raise KeyError(f"unknown sku {sku}")
        if qty <= 0:
            raise ValueError("qty must be positive")
        self.lines[sku] = self.lines.get(sku, 0) + qty

    def remove(self, sku):
        self.lines.pop(sku, None)

    def apply_coupon(self, code):
        coupon = lookup(code)
        if self.subtotal() < coupon["min_subtotal"]:
            raise CouponError(f"{code} needs a subtotal of at least {coupon['min_subtotal']:.2f}")
        self.coupon = coupon

    def subtotal(self):
        return sum(self.catalog[sku]["price"] * qty for sku, qty in self.lines.items())

    def discount(self):
        if not self.coupon:
            return 0.0
        sub = self.subtotal()
        if sub < self.coupon["min_subtotal"]:
            return 0.0
        if self.coupon["kind"] == "percent":
            return round(sub * self.coupon["value"] / 100, 2)
        return min(self.coupon["value"], sub)

    def tax(self):
        return round((self.subtotal() - self.discount()) * self.tax_rate, 2)

    def total(self):
        return self.subtotal() - self.discount() + self.tax()

    def totals(self):
        """The amounts shown on the checkout page and sent to the invoicing system."""
        return {
            "subtotal": f"{self.subtotal():.2f}",
            "discount": f"{self.discount():.2f}",
            "tax": f"{self.tax():.2f}",
            "total": f"{self.total():.2f}",
        }
