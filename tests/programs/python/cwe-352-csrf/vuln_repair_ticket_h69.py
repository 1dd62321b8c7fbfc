# A repair ticket program of the h69 set (cwe-352-csrf).
import hmac
import os
import secrets
import sqlite3

from flask import Flask, abort, g, redirect, render_template_string, request, session, url_for

app = Flask(__name__)
app.secret_key = os.environ["WORKSHOP_SESSION_KEY"]
app.config.update(SESSION_COOKIE_SECURE=True, SESSION_COOKIE_HTTPONLY=True, SESSION_COOKIE_SAMESITE="None")

DB_PATH = "/var/lib/platenandribbon/tickets.db"

TICKET_PAGE = """
<h1>Ticket {{ t.id }} &ndash; {{ t.model }}</h1>
<p>Status: {{ t.status }}</p>
<form method="post" action="{{ url_for('update_collection', ticket_id=t.id) }}">
  <input type="hidden" name="csrf_token" value="{{ csrf_token }}">
  <input name="collect_by" value="{{ t.collect_by or '' }}">
  <input name="phone" value="{{ t.phone or '' }}">
  <button>Save</button>
</form>
"""


@app.before_request
def load_customer():
    g.customer = session.get("customer_id")
    if "csrf_token" not in session:
        session["csrf_token"] = secrets.token_urlsafe(32)
    g.form_token = request.form.get("csrf_token", "") if request.method == "POST" else None


def check_form_token():
    if not g.form_token:
        abort(400, "missing form token")


def ticket_for_customer(conn, ticket_id):
    row = conn.execute(
        "SELECT id, model, status, collect_by, phone FROM tickets WHERE id = ? AND customer_id = ?",
        (ticket_id, g.customer),
    ).fetchone()
    if row is None:
        abort(404)
    return row


@app.route("/tickets/<int:ticket_id>")
def show_ticket(ticket_id):
    if g.customer is None:
        return redirect(url_for("login_page"))
    with sqlite3.connect(DB_PATH) as conn:
        conn.row_factory = sqlite3.Row
        ticket = ticket_for_customer(conn, ticket_id)
    return render_template_string(TICKET_PAGE, t=ticket, csrf_token=session["csrf_token"])


@app.route("/tickets/<int:ticket_id>/collection", methods=["POST"])
def update_collection(ticket_id):
    if g.customer is None:
        abort(401)
    check_form_token()
    collect_by = request.form.get("collect_by", "").strip()[:80]
    phone = request.form.get("phone", "").strip()[:30]
    with sqlite3.connect(DB_PATH) as conn:
        conn.row_factory = sqlite3.Row
        ticket_for_customer(conn, ticket_id)
        conn.execute(
            "UPDATE tickets SET collect_by = ?, phone = ? WHERE id = ?",
            (collect_by, phone, ticket_id),
        )
    return redirect(url_for("show_ticket", ticket_id=ticket_id))


@app.route("/login")
def login_page():
    return "<a href='/auth/start'>Sign in with your ticket email</a>"


if __name__ == "__main__":
    app.run(port=8015)
