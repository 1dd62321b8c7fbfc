# A cider press ledger program of the h66 set (cwe-089-sql).
# Pressing-house ledger for the cider mill.  Runs under mod_wsgi since 2012.
import os
import sqlite3
from urllib.parse import parse_qs
from wsgiref.simple_server import make_server
from html import escape

DB_PATH = os.environ.get("CIDER_LEDGER_DB", "/var/lib/cidermill/ledger.db")

CONFIG = {
    "page_size": 25,
    "title": "Pressing Ledger",
}


def _first(qs, key, default=""):
    vals = qs.get(key)
    if not vals:
        return default
    return vals[0].strip()


def _as_int(value, default):
    try:
        return int(value)
    except (TypeError, ValueError):
        return default


def _render(rows):
    out = ["<html><head><title>%s</title></head><body>" % CONFIG["title"]]
    out.append("<table><tr><th>Batch</th><th>Orchard</th><th>Variety</th><th>Litres</th></tr>")
    for row in rows:
        out.append("<tr><td>%d</td><td>%s</td><td>%s</td><td>%.1f</td></tr>" % (
            row[0], escape(row[1]), escape(row[2]), row[3]))
    out.append("</table></body></html>")
    return "\n".join(out)


def application(environ, start_response):
    qs = parse_qs(environ.get("QUERY_STRING", ""))
    action = _first(qs, "action", "list")
    page = _as_int(_first(qs, "page"), 0)

    conn = sqlite3.connect(DB_PATH)
    cur = conn.cursor()
    try:
        if action == "batch":
            batch_id = _as_int(_first(qs, "id"), -1)
            cur.execute("SELECT id, orchard, variety, litres FROM pressings WHERE id = ?",
                        (batch_id,))
        elif action == "orchard":
            orchard = _first(qs, "name")
            sql = "SELECT id, orchard, variety, litres FROM pressings " \
                  "WHERE orchard = '" + orchard + "' ORDER BY pressed_on DESC"
            cur.execute(sql)
        else:
            cur.execute("SELECT id, orchard, variety, litres FROM pressings "
                        "ORDER BY pressed_on DESC LIMIT ? OFFSET ?",
                        (CONFIG["page_size"], page * CONFIG["page_size"]))
        rows = cur.fetchall()
    finally:
        cur.close()
        conn.close()

    body = _render(rows).encode("utf-8")
    start_response("200 OK", [("Content-Type", "text/html; charset=utf-8"),
                              ("Content-Length", str(len(body)))])
    return [body]


if __name__ == "__main__":
    httpd = make_server("127.0.0.1", 8051, application)
    httpd.serve_forever()
