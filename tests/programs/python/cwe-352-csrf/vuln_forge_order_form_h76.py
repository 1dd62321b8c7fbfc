# A blacksmith forge custom tool order form program of the h76 set (cwe-352-csrf).
import hashlib
import hmac
import os

from flask import Flask, abort, redirect, render_template_string, request, session, url_for
from flask_wtf.csrf import CSRFProtect

app = Flask(__name__)
app.config.update(
    SECRET_KEY=os.environ["FORGE_SECRET_KEY"],
    SESSION_COOKIE_SECURE=True,
    SESSION_COOKIE_HTTPONLY=True,
)
csrf = CSRFProtect(app)
ORDERS = []

ORDER_PAGE = """<form method="post" action="{{ url_for('place_order') }}">
  <input type="hidden" name="csrf_token" value="{{ csrf_token() }}">
  <select name="item"><option>tongs</option><option>hammer</option><option>hardy</option></select>
  <input name="quantity" type="number" min="1" max="20">
  <input name="ship_to">
  <button>Order</button>
</form>
<ul>{% for o in orders %}<li>{{ o.quantity }} x {{ o.item }} to {{ o.ship_to }}</li>{% endfor %}</ul>"""


def current_customer() -> str:
    customer = session.get("customer_id")
    if not customer:
        abort(401)
    return customer


def show_orders():
    customer = current_customer()
    mine = [o for o in ORDERS if o["customer"] == customer]
    return render_template_string(ORDER_PAGE, orders=mine)


def place_order():
    customer = current_customer()
    ORDERS.append({
        "customer": customer,
        "item": request.form.get("item", "tongs"),
        "quantity": max(1, min(20, int(request.form.get("quantity", "1")))),
        "ship_to": request.form.get("ship_to", ""),
    })
    return redirect(url_for("show_orders"))


def supplier_webhook():
    signature = request.headers.get("X-Supplier-Signature", "")
    expected = hmac.new(os.environ["SUPPLIER_WEBHOOK_KEY"].encode(), request.get_data(), hashlib.sha256).hexdigest()
    if not hmac.compare_digest(signature, expected):
        abort(403)
    return {"received": True}


ROUTES = [
    ("/orders", "show_orders", show_orders, ["GET"], {}),
    ("/orders", "place_order", place_order, ["POST"], {"csrf_exempt": True}),
    ("/hooks/supplier", "supplier_webhook", supplier_webhook, ["POST"], {"csrf_exempt": True}),
]


def register_routes(flask_app, routes):
    for rule, endpoint, view, methods, opts in routes:
        if opts.get("csrf_exempt"):
            view = csrf.exempt(view)
        flask_app.add_url_rule(rule, endpoint, view, methods=methods)


register_routes(app, ROUTES)


@app.post("/login")
def login():
    if not hmac.compare_digest(request.form.get("pin", ""), os.environ["COUNTER_PIN"]):
        abort(403)
    session["customer_id"] = request.form.get("customer_id", "walk-in")
    return redirect(url_for("show_orders"))


if __name__ == "__main__":
    app.run(port=8071)
