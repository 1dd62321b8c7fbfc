# A wholesale api program of the h70 set (cwe-942-cors).
from __future__ import annotations

import os
from dataclasses import asdict, dataclass
from datetime import date, timedelta
from urllib.parse import urlsplit

from flask import Flask, abort, jsonify, request, session

app = Flask(__name__)
app.secret_key = os.environ["ROOTFIELD_SESSION_KEY"]
app.config.update(SESSION_COOKIE_SECURE=True, SESSION_COOKIE_SAMESITE="None", SESSION_COOKIE_HTTPONLY=True)

PARTNER_DOMAINS = ("rootfield-farm.de", "rootfield-hofladen.de", "kren-kueche.at")
CORS_HEADERS = {
    "Access-Control-Allow-Credentials": "true",
    "Access-Control-Allow-Methods": "GET, POST, OPTIONS",
    "Access-Control-Allow-Headers": "Content-Type",
    "Access-Control-Max-Age": "600",
}


@dataclass
class Order:
    account: str
    grade: str
    kilos: int
    deliver_on: str


ORDERS: dict[str, list[Order]] = {}
PRICES = {"fresh-root": 6.40, "grated-jar": 3.10, "export-grade": 7.85}


def origin_allowed(origin: str) -> bool:
    parts = urlsplit(origin)
    host = parts.hostname or ""
    return parts.scheme == "https" and any(
        host == domain or host.endswith("." + domain) for domain in PARTNER_DOMAINS
    )


@app.after_request
def add_cors(response):
    origin = request.headers.get("Origin", "")
    if origin and origin_allowed(origin):
        response.headers.update({"Access-Control-Allow-Origin": origin, "Vary": "Origin", **CORS_HEADERS})
    return response


def current_account() -> str:
    account = session.get("account")
    if not account:
        abort(401)
    return account


@app.route("/wholesale/orders", methods=["GET", "OPTIONS"])
def list_orders():
    if request.method == "OPTIONS":
        return "", 204
    account = current_account()
    return jsonify(account=account, orders=[asdict(o) for o in ORDERS.get(account, [])])


@app.route("/wholesale/orders", methods=["POST"])
def place_order():
    account = current_account()
    body = request.get_json(force=True)
    grade, kilos = body.get("grade"), int(body.get("kilos", 0))
    if grade not in PRICES or not 5 <= kilos <= 2000:
        return jsonify(error="grade must be one of %s and 5-2000 kg" % ", ".join(PRICES)), 400
    order = Order(account, grade, kilos, (date.today() + timedelta(days=2)).isoformat())
    ORDERS.setdefault(account, []).append(order)
    return jsonify(order=asdict(order), total_eur=round(PRICES[grade] * kilos, 2)), 201


@app.get("/wholesale/prices")
def prices():
    return jsonify(PRICES)


if __name__ == "__main__":
    app.run(port=5942)
