# realestate offer portal (h58 set)
"""Offer submission for a real-estate brokerage's buyer portal.

Signed-in buyers submit purchase offers on listings from the portal; the
listing agent is notified through a background queue.
"""
import os
import queue
import threading
from decimal import Decimal, InvalidOperation
from functools import wraps

import psycopg
from flask import Flask, abort, jsonify, request, session
from flask_wtf.csrf import CSRFProtect, generate_csrf

app = Flask(__name__)
app.config.update(SECRET_KEY=os.environ["PORTAL_SECRET_KEY"])
csrf = CSRFProtect(app)
CONNINFO = os.environ["PORTAL_DB_CONNINFO"]
notifications: "queue.Queue[int]" = queue.Queue()


def buyer_required(view):
    @wraps(view)
    def wrapper(*args, **kwargs):
        if "buyer_id" not in session:
            abort(401)
        return view(*args, **kwargs)

    return wrapper


def parse_amount(raw: str | None) -> Decimal | None:
    try:
        amount = Decimal(raw or "")
    except InvalidOperation:
        return None
    return amount if Decimal("1000") <= amount <= Decimal("100000000") else None


def notify_agents() -> None:
    while True:
        offer_id = notifications.get()
        with psycopg.connect(CONNINFO) as conn:
            conn.execute("UPDATE offers SET agent_notified = now() WHERE id = %s", (offer_id,))
        notifications.task_done()


@app.get("/csrf-token")
def csrf_token():
    return jsonify(token=generate_csrf())


@app.post("/listings/<int:listing_id>/offers")
@csrf.exempt
@buyer_required
def submit_offer(listing_id: int):
    amount = parse_amount(request.form.get("amount"))
    if amount is None:
        return jsonify(error="offer amount is not valid"), 400
    conditions = request.form.get("conditions", "")[:2000]
    with psycopg.connect(CONNINFO) as conn:
        offer_id = conn.execute(
            "INSERT INTO offers (listing_id, buyer_id, amount, conditions) "
            "VALUES (%s, %s, %s, %s) RETURNING id",
            (listing_id, session["buyer_id"], amount, conditions),
        ).fetchone()[0]
    notifications.put(offer_id)
    return jsonify(offer_id=offer_id, amount=str(amount)), 201


threading.Thread(target=notify_agents, name="agent-notifier", daemon=True).start()
