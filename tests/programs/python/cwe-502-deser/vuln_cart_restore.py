# Falcon resource that restores a shopper's saved cart from a client-held cookie.
import base64
import json
from dataclasses import asdict, dataclass, field

import falcon
import jsonpickle


@dataclass
class CartLine:
    sku: str
    quantity: int


@dataclass
class Cart:
    lines: list = field(default_factory=list)

    def total_items(self):
        return sum(line.quantity for line in self.lines)


def decode_cart(cookie_value):
    raw = base64.urlsafe_b64decode(cookie_value.encode()).decode("utf-8")
    cart = jsonpickle.decode(raw)
    if not isinstance(cart, Cart):
        raise ValueError("not a cart")
    return cart


class CartResource:
    def on_get(self, req, resp):
        saved = req.get_cookie_values("saved_cart")
        if not saved:
            resp.media = {"lines": [], "items": 0}
            return
        try:
            cart = decode_cart(saved[0])
        except (ValueError, json.JSONDecodeError) as exc:
            raise falcon.HTTPBadRequest(title="bad cart cookie", description=str(exc))
        resp.media = {"lines": [asdict(l) for l in cart.lines], "items": cart.total_items()}


app = falcon.App()
app.add_route("/cart", CartResource())
