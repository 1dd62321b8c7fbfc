# Persists anonymous shopping carts in a signed browser cookie.
import base64
import hashlib
import hmac
import logging
import os
import pickle

from flask import Flask, jsonify, make_response, request

app = Flask(__name__)
log = logging.getLogger("cart")
CART_KEY = os.environ["CART_COOKIE_KEY"].encode()
COOKIE_NAME = "cart"


def _signature(data: bytes) -> str:
    return hmac.new(CART_KEY, data, hashlib.sha256).hexdigest()


def load_cart(raw: str) -> dict:
    if not raw or "." not in raw:
        return {}
    encoded, sig = raw.rsplit(".", 1)
    data = base64.urlsafe_b64decode(encoded.encode())
    if not hmac.compare_digest(sig, _signature(data)):
        log.warning("cart cookie signature mismatch from %s", request.remote_addr)
        return {}
    return pickle.loads(data)


def dump_cart(cart: dict) -> str:
    data = pickle.dumps(cart)
    return base64.urlsafe_b64encode(data).decode() + "." + _signature(data)


@app.post("/cart/items")
def add_item():
    cart = load_cart(request.cookies.get(COOKIE_NAME, ""))
    sku = request.form["sku"]
    cart[sku] = cart.get(sku, 0) + max(1, int(request.form.get("qty", 1)))
    resp = make_response(jsonify(items=cart))
    resp.set_cookie(COOKIE_NAME, dump_cart(cart), httponly=True, secure=True, samesite="Lax")
    return resp
