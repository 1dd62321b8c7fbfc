# A show reviews program of the h71 set (cwe-079-xss).
import re
import sqlite3
from datetime import datetime, timezone

from flask import Flask, Response, abort, g, redirect, request, url_for
from markupsafe import escape

app = Flask(__name__)
DB_PATH = "/var/lib/marionette/reviews.db"
EMPHASIS_RE = re.compile(r"\*(.+?)\*")


class MarkupError(ValueError):
    pass


def db() -> sqlite3.Connection:
    if "db" not in g:
        g.db = sqlite3.connect(DB_PATH)
        g.db.row_factory = sqlite3.Row
    return g.db


@app.teardown_appcontext
def close_db(_exc):
    if (conn := g.pop("db", None)) is not None:
        conn.close()


def light_markup(raw: str) -> str:
    """Escape the text and turn *word* into <em>word</em>."""
    if raw.count("*") % 2:
        raise MarkupError("unbalanced emphasis marker")
    return EMPHASIS_RE.sub(r"<em>\1</em>", str(escape(raw)))


def format_review(raw: str) -> str:
    try:
        return light_markup(raw)
    except MarkupError:
        return raw


@app.get("/shows/<int:show_id>/reviews")
def reviews(show_id: int):
    show = db().execute("SELECT title FROM shows WHERE id = ?", (show_id,)).fetchone()
    if show is None:
        abort(404)
    rows = db().execute(
        "SELECT author, body, posted_at FROM reviews WHERE show_id = ? ORDER BY posted_at DESC",
        (show_id,),
    ).fetchall()
    items = "".join(
        f"<li><strong>{escape(r['author'])}</strong> "
        f"<time>{escape(r['posted_at'])}</time><p>{format_review(r['body'])}</p></li>"
        for r in rows
    )
    page = (
        f"<!doctype html><title>{escape(show['title'])} reviews</title>"
        f"<h1>{escape(show['title'])}</h1><ul class='reviews'>{items}</ul>"
    )
    return Response(page, mimetype="text/html")


@app.post("/shows/<int:show_id>/reviews")
def post_review(show_id: int):
    author = (request.form.get("author") or "Anonymous").strip()[:60]
    body = (request.form.get("body") or "").strip()
    if not body or len(body) > 2000:
        abort(400)
    db().execute(
        "INSERT INTO reviews (show_id, author, body, posted_at) VALUES (?, ?, ?, ?)",
        (show_id, author, body, datetime.now(timezone.utc).isoformat(timespec="minutes")),
    )
    db().commit()
    return redirect(url_for("reviews", show_id=show_id), code=303)
