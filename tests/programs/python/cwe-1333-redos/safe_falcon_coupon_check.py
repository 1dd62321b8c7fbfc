# Falcon resource that validates and applies promotional coupon codes at checkout.
import re

import falcon

COUPON_FORMAT = re.compile(r"^[A-Z0-9]+(?:-[A-Z0-9]+)*$")
MAX_CODE_LENGTH = 200
ACTIVE_COUPONS = {"SPRING-2024-TEN": 10, "VIP-GOLD-25": 25, "WELCOME5": 5}


def normalize(code: str) -> str:
    return code.strip().upper()


def well_formed(code: str) -> bool:
    if not code or len(code) > MAX_CODE_LENGTH:
        return False
    return COUPON_FORMAT.match(code) is not None


class CouponResource:
    def on_post(self, req: falcon.Request, resp: falcon.Response) -> None:
        body = req.get_media() or {}
        code = normalize(str(body.get("code", "")))
        if not well_formed(code):
            raise falcon.HTTPBadRequest(title="invalid coupon", description="unexpected format")
        percent = ACTIVE_COUPONS.get(code)
        if percent is None:
            raise falcon.HTTPNotFound(title="unknown coupon")
        subtotal = int(body.get("subtotal_cents", 0))
        discount = subtotal * percent // 100
        resp.media = {"code": code, "discount_cents": discount, "total_cents": subtotal - discount}


app = falcon.App()
app.add_route("/checkout/coupon", CouponResource())
