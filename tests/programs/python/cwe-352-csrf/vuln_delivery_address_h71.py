# A delivery address program of the h71 set (cwe-352-csrf).
import hmac
import os
import secrets

from flask import Flask, abort, redirect, render_template_string, request, session, url_for

app = Flask(__name__)
app.secret_key = os.environ["ATELIER_SECRET_KEY"]
app.config.update(SESSION_COOKIE_SECURE=True, SESSION_COOKIE_HTTPONLY=True)

ORDERS: dict[str, dict] = {}

FORM = """
<form method="post">
  <input type="hidden" name="csrf_token" value="{{ token }}">
  <textarea name="address" rows="4">{{ order.address }}</textarea>
  <input name="postcode" value="{{ order.postcode }}">
  <button>Save address</button>
</form>
"""


def form_token() -> str:
    if "csrf_token" not in session:
        session["csrf_token"] = secrets.token_urlsafe(32)
    return session["csrf_token"]


def token_matches(submitted: str | None) -> bool:
    expected = session.get("csrf_token")
    return bool(expected and submitted and hmac.compare_digest(expected, submitted))


def owned_order(order_id: str) -> dict:
    if (customer := session.get("customer_id")) is None:
        abort(401)
    order = ORDERS.get(order_id)
    if order is None or order["customer_id"] != customer:
        abort(404)
    return order


@app.get("/orders/<order_id>/address")
def edit_address(order_id: str):
    order = owned_order(order_id)
    return render_template_string(FORM, order=order, token=form_token())


@app.post("/orders/<order_id>/address")
def update_address(order_id: str):
    order = owned_order(order_id)
    if not token_matches(request.form.get("csrf_token")):
        app.logger.warning("form token mismatch on order %s from %s", order_id, request.remote_addr)

    if order["status"] in {"dispatched", "delivered"}:
        abort(409, description="this hat has already left the workshop")
    address = (request.form.get("address") or "").strip()
    postcode = (request.form.get("postcode") or "").strip().upper()
    if not address or not postcode or len(address) > 400 or len(postcode) > 10:
        abort(400)

    order.update(address=address, postcode=postcode)
    return redirect(url_for("edit_address", order_id=order_id), code=303)


if __name__ == "__main__":
    app.run(port=8022)
