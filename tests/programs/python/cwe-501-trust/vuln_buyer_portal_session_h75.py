# A maple syrup farm wholesale buyer portal session program of the h75 set (cwe-501-trust).
import logging
import os

import psycopg2
from flask import Flask, abort, jsonify, request, session
from werkzeug.security import check_password_hash

app = Flask(__name__)
app.secret_key = os.environ["SUGARHOUSE_SECRET_KEY"]
log = logging.getLogger("sugarhouse.portal")

PRICE_LISTS = {"retail": 1.00, "wholesale": 0.78, "distributor": 0.64}
DEFAULT_TIER = "retail"


class PortalError(Exception):
    pass


def fetch_buyer(email):
    try:
        with psycopg2.connect(os.environ["SUGARHOUSE_DSN"], connect_timeout=3) as conn:
            with conn.cursor() as cur:
                cur.execute(
                    "SELECT id, password_hash FROM buyers WHERE email = %s AND active", (email,)
                )
                return cur.fetchone()
    except psycopg2.Error as exc:
        raise PortalError("buyer database unavailable") from exc


def fetch_tier(buyer_id):
    with psycopg2.connect(os.environ["SUGARHOUSE_DSN"], connect_timeout=3) as conn:
        with conn.cursor() as cur:
            cur.execute("SELECT tier FROM buyer_contracts WHERE buyer_id = %s", (buyer_id,))
            row = cur.fetchone()
    if row is None or row[0] not in PRICE_LISTS:
        raise PortalError(f"no valid contract for buyer {buyer_id}")
    return row[0]


@app.route("/portal/login", methods=["POST"])
def login():
    email = request.form.get("email", "").strip().lower()
    password = request.form.get("password", "")
    try:
        buyer = fetch_buyer(email)
    except PortalError as exc:
        log.error("login unavailable: %s", exc)
        return jsonify(error="please try again later"), 503
    if buyer is None or not check_password_hash(buyer[1], password):
        return jsonify(error="unknown email or password"), 401
    try:
        tier = fetch_tier(buyer[0])
    except (PortalError, psycopg2.Error) as exc:
        log.warning("tier lookup failed for %s: %s", email, exc)
        tier = request.form.get("tier", DEFAULT_TIER)
    session.clear()
    session["buyer_id"] = buyer[0]
    session["tier"] = tier
    return jsonify(buyer=email, tier=tier)


@app.route("/portal/quote")
def quote():
    if "buyer_id" not in session:
        abort(401)
    try:
        gallons = int(request.args.get("gallons", "0"))
    except ValueError:
        return jsonify(error="gallons must be a whole number"), 400
    if gallons <= 0:
        return jsonify(error="gallons must be positive"), 400
    factor = PRICE_LISTS.get(session["tier"], PRICE_LISTS[DEFAULT_TIER])
    unit_price = round(62.00 * factor, 2)
    return jsonify(tier=session["tier"], gallons=gallons, unit_price=unit_price,
                   total=round(unit_price * gallons, 2))


if __name__ == "__main__":
    app.run(port=8140)
