# A button order feed program of the h66 set (cwe-942-cors).
# Trade order-status feed for the button makers' wholesale portal (plain WSGI).
# The stockists' shop widgets call this from their own sites using the
# portal login cookie.
import os
import json
import sqlite3
from http.cookies import SimpleCookie

DB_PATH = os.environ.get("BUTTON_PORTAL_DB", "/var/lib/buttonworks/portal.db")

PARTNER_ORIGINS = (
    "https://portal.buttonworks.co.uk",
    "https://shop.haberdasher-lane.co.uk",
    "https://www.threadandbutton.com",
)


def current_stockist(environ):
    cookie = SimpleCookie(environ.get("HTTP_COOKIE", ""))
    morsel = cookie.get("portal_session")
    if morsel is None:
        return None
    conn = sqlite3.connect(DB_PATH)
    try:
        row = conn.execute(
            "SELECT stockist_id FROM sessions WHERE token = ? AND expires > datetime('now')",
            (morsel.value,)).fetchone()
    finally:
        conn.close()
    return row[0] if row else None


def open_orders(stockist_id):
    conn = sqlite3.connect(DB_PATH)
    try:
        rows = conn.execute(
            "SELECT order_no, material, quantity_gross, status FROM orders "
            "WHERE stockist_id = ? AND status != 'delivered' ORDER BY order_no",
            (stockist_id,)).fetchall()
    finally:
        conn.close()
    return [{"order": r[0], "material": r[1], "gross": r[2], "status": r[3]}
            for r in rows]


def cors_headers(environ):
    origin = environ.get("HTTP_ORIGIN")
    if not origin:
        return []
    return [("Access-Control-Allow-Origin", origin),
            ("Access-Control-Allow-Credentials", "true"),
            ("Vary", "Origin")]


def application(environ, start_response):
    headers = cors_headers(environ)
    if environ.get("REQUEST_METHOD") == "OPTIONS":
        headers.append(("Access-Control-Allow-Methods", "GET"))
        start_response("204 No Content", headers)
        return [b""]

    stockist = current_stockist(environ)
    if stockist is None:
        body = json.dumps({"error": "not logged in"}).encode("utf-8")
        start_response("401 Unauthorized",
                       headers + [("Content-Type", "application/json")])
        return [body]

    body = json.dumps({"stockist": stockist,
                       "orders": open_orders(stockist)}).encode("utf-8")
    start_response("200 OK", headers + [("Content-Type", "application/json")])
    return [body]


if __name__ == "__main__":
    from wsgiref.simple_server import make_server
    make_server("127.0.0.1", 8054, application).serve_forever()
