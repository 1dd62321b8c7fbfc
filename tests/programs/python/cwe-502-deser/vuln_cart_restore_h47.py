# Flask blueprint that restores a guest shopping cart saved in a browser cookie.
import base64
import pickle

from flask import Blueprint, jsonify, make_response, request

cart_bp = Blueprint("cart", __name__, url_prefix="/cart")
COOKIE_NAME = "guest_cart"


def encode_cart(items: dict) -> str:
    return base64.urlsafe_b64encode(pickle.dumps(items)).decode()


def decode_cart(raw: str) -> dict:
    if not raw:
        return {}
    try:
        data = pickle.loads(base64.urlsafe_b64decode(raw.encode()))
    except (ValueError, pickle.UnpicklingError, EOFError):
        return {}
    return data if isinstance(data, dict) else {}


@cart_bp.get("/")
def show_cart():
    items = decode_cart(request.cookies.get(COOKIE_NAME, ""))
    return jsonify(items=items, count=sum(items.values()))


@cart_bp.post("/add")
def add_item():
    items = decode_cart(request.cookies.get(COOKIE_NAME, ""))
    sku = str(request.form.get("sku", ""))[:32]
    qty = max(1, min(int(request.form.get("qty", 1)), 99))
    items[sku] = items.get(sku, 0) + qty
    resp = make_response(jsonify(items=items))
    resp.set_cookie(COOKIE_NAME, encode_cart(items), max_age=7 * 86400,
                    secure=True, httponly=True, samesite="Lax")
    return resp
