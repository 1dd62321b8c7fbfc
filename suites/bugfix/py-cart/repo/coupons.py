"""Coupon codes. A coupon is either a percentage off the subtotal or a fixed amount off."""

COUPONS = {
    "SAVE10": {"kind": "percent", "value": 10, "min_subtotal": 0},
    "HALFOFF": {"kind": "percent", "value": 50, "min_subtotal": 0},
    "WELCOME5": {"kind": "fixed", "value": 5.00, "min_subtotal": 20.00},
    "SPRING15": {"kind": "percent", "value": 15, "min_subtotal": 30.00},
}


class CouponError(Exception):
    pass


def lookup(code):
    try:
        return COUPONS[code.strip().upper()]
    except KeyError:
        raise CouponError(f"unknown coupon {code!r}")
