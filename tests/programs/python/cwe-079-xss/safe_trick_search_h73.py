# A trick search program of the h73 set (cwe-079-xss).
import html
import sqlite3
from urllib.parse import quote_plus, unquote_plus

from flask import Flask, g, request

app = Flask(__name__)
DB_PATH = "/var/lib/wandsandwonders/catalogue.db"
PAGE_SIZE = 24


def db() -> sqlite3.Connection:
    if "db" not in g:
        g.db = sqlite3.connect(DB_PATH)
        g.db.row_factory = sqlite3.Row
    return g.db


@app.teardown_appcontext
def close_db(_exc):
    conn = g.pop("db", None)
    if conn is not None:
        conn.close()


def find_tricks(term: str, page: int) -> list[sqlite3.Row]:
    like = f"%{term.casefold()}%"
    return db().execute(
        "SELECT sku, name, skill_level, price_cents FROM tricks "
        "WHERE lower(name) LIKE ? OR lower(effect) LIKE ? ORDER BY name LIMIT ? OFFSET ?",
        (like, like, PAGE_SIZE, page * PAGE_SIZE),
    ).fetchall()


def result_rows(rows: list[sqlite3.Row]) -> str:
    out = []
    for row in rows:
        out.append(
            "<tr><td>{}</td><td>{}</td><td>{}</td><td>${:.2f}</td></tr>".format(
                html.escape(row["sku"]),
                html.escape(row["name"]),
                html.escape(row["skill_level"]),
                row["price_cents"] / 100,
            )
        )
    return "\n".join(out)


@app.get("/search")
def search():
    # old newsletter links still carry the query percent-encoded twice
    raw = request.args.get("q", "")
    term = unquote_plus(raw).strip()
    page = max(int(request.args.get("page", "0") or 0), 0)
    rows = find_tricks(term, page) if term else []

    shown = html.escape(term)
    next_link = f"/search?q={quote_plus(term)}&page={page + 1}"
    body = f"""<!doctype html>
<html><head><meta charset="utf-8"><title>Search the vault</title></head>
<body>
  <form action="/search"><input name="q" placeholder="Find a trick"><button>Search</button></form>
  <h2>{len(rows)} result(s) for &ldquo;{shown}&rdquo;</h2>
  <table class="tricks">{result_rows(rows)}</table>
  <a href="{html.escape(next_link)}">More tricks</a>
</body></html>"""
    return body, 200, {"Content-Type": "text/html; charset=utf-8"}


if __name__ == "__main__":
    app.run(port=5050)
