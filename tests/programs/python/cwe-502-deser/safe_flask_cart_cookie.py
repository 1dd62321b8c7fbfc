# Flask storefront that keeps the shopping cart in a browser cookie between page views.
import base64
import json

from flask import Flask, jsonify, make_response, request

app = Flask(__name__)

CART_COOKIE = "cart"
PRICES = {"sku-100": 1299, "sku-200": 4599, "sku-300": 899}


def load_cart(raw):
    if not raw:
        return {}
    try:
        data = json.loads(base64.urlsafe_b64decode(raw.encode("ascii")))
    except ValueError:
        return {}
    if not isinstance(data, dict):
        return {}
    return {sku: int(qty) for sku, qty in data.items() if sku in PRICES and isinstance(qty, int)}


def dump_cart(cart):
    return base64.urlsafe_b64encode(json.dumps(cart).encode("utf-8")).decode("ascii")


def cart_total(cart):
    return sum(PRICES[sku] * qty for sku, qty in cart.items() if sku in PRICES)


@app.post("/cart/items")
def add_item():
    body = request.get_json(force=True)
    sku, qty = body.get("sku"), int(body.get("qty", 1))
    if sku not in PRICES or not 0 < qty <= 20:
        return jsonify({"error": "unknown item or bad quantity"}), 400
    cart = load_cart(request.cookies.get(CART_COOKIE))
    cart[sku] = cart.get(sku, 0) + qty
    resp = make_response(jsonify({"items": cart, "total_cents": cart_total(cart)}))
    resp.set_cookie(CART_COOKIE, dump_cart(cart), httponly=True, secure=True, samesite="Lax")
    return resp


@app.get("/cart")
def show_cart():
    cart = load_cart(request.cookies.get(CART_COOKIE))
    return jsonify({"items": cart, "total_cents": cart_total(cart)})
