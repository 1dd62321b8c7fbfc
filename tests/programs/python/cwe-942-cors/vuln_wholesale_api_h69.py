# A wholesale api program of the h69 set (cwe-942-cors).
import os
import re

from flask import Flask, abort, g, jsonify, request, session

app = Flask(__name__)
app.secret_key = os.environ["WHOLESALE_SESSION_KEY"]
app.config.update(SESSION_COOKIE_SECURE=True, SESSION_COOKIE_SAMESITE="None")

TRUSTED_ORIGIN = re.compile(r"https://(www\.|shop\.)?hillside-lavender\.co\.uk")

PRICE_LIST = {
    "LAV-BUNDLE-S": 3.20,
    "LAV-BUNDLE-L": 5.90,
    "LAV-OIL-10": 4.75,
    "LAV-SACHET": 6.40,
}
ACCOUNTS = {
    "stk-104": {"name": "Bloom & Thistle", "credit_limit": 1500, "balance": 420.15},
    "stk-221": {"name": "The Herb Cart", "credit_limit": 800, "balance": 96.00},
}


@app.before_request
def note_origin():
    origin = request.headers.get("Origin")
    g.cors_origin = origin if origin and TRUSTED_ORIGIN.match(origin) else None
    if request.method == "OPTIONS":
        return app.response_class(status=204)


@app.after_request
def add_cors_headers(response):
    if g.get("cors_origin"):
        response.headers["Access-Control-Allow-Origin"] = g.cors_origin
        response.headers["Access-Control-Allow-Credentials"] = "true"
        response.headers["Access-Control-Allow-Headers"] = "Content-Type"
        response.headers["Access-Control-Allow-Methods"] = "GET, POST, OPTIONS"
        response.headers["Vary"] = "Origin"
    return response


@app.route("/api/prices")
def prices():
    return jsonify(currency="GBP", prices=PRICE_LIST)


@app.route("/api/account")
def account():
    stockist = session.get("stockist")
    if stockist not in ACCOUNTS:
        abort(401)
    acct = ACCOUNTS[stockist]
    return jsonify(stockist=stockist, **acct, available=round(acct["credit_limit"] - acct["balance"], 2))


@app.route("/api/account/reorder", methods=["POST"])
def reorder():
    stockist = session.get("stockist")
    if stockist not in ACCOUNTS:
        abort(401)
    lines = (request.get_json(silent=True) or {}).get("lines", [])
    total = sum(PRICE_LIST.get(l.get("sku"), 0) * int(l.get("qty", 0)) for l in lines)
    acct = ACCOUNTS[stockist]
    if acct["balance"] + total > acct["credit_limit"]:
        return jsonify(error="over credit limit"), 402
    acct["balance"] = round(acct["balance"] + total, 2)
    return jsonify(charged=round(total, 2), balance=acct["balance"])


if __name__ == "__main__":
    app.run(port=8065)
