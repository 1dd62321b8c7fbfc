# Flask shopping cart that keeps the cart contents in a client-side cookie.
import base64
import json

from flask import Flask, jsonify, make_response, request

app = Flask(__name__)
CART_COOKIE = "cart"


def load_cart():
    raw = request.cookies.get(CART_COOKIE)
    if not raw:
        return {}
    try:
        cart = json.loads(base64.urlsafe_b64decode(raw))
    except ValueError:
        return {}
    if not isinstance(cart, dict):
        return {}
    return {str(k): int(v) for k, v in cart.items() if isinstance(v, int)}


def dump_cart(cart):
    return base64.urlsafe_b64encode(json.dumps(cart).encode("utf-8")).decode("ascii")


@app.post("/cart/items")
def add_item():
    body = request.get_json(force=True)
    sku = str(body["sku"])
    qty = int(body.get("qty", 1))
    cart = load_cart()
    cart[sku] = cart.get(sku, 0) + qty
    resp = make_response(jsonify(cart))
    resp.set_cookie(CART_COOKIE, dump_cart(cart), httponly=True, secure=True, samesite="Lax")
    return resp


@app.get("/cart")
def show_cart():
    return jsonify(load_cart())
