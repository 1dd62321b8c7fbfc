# A tarot reader client reading journal page program of the h75 set (cwe-079-xss).
import html
import logging
import sqlite3
from contextlib import closing

from flask import Flask, g, make_response, redirect, request, url_for

app = Flask(__name__)
log = logging.getLogger("tarot.journal")
DB_PATH = "/var/lib/tarot/journal.db"
BLOCKED_MARKERS = ("<script", "javascript:")


class NoteError(Exception):
    pass


def get_db():
    if "db" not in g:
        g.db = sqlite3.connect(DB_PATH)
    return g.db


@app.teardown_appcontext
def close_db(_exc):
    db = g.pop("db", None)
    if db is not None:
        db.close()


def check_note(text):
    if not text or not text.strip():
        raise NoteError("a reading note cannot be empty")
    if len(text) > 4000:
        raise NoteError("a reading note is limited to 4000 characters")
    lowered = text.lower()
    for marker in BLOCKED_MARKERS:
        if marker in lowered:
            raise NoteError("the note contains markup that is not allowed")
    return text.strip()


def render_entry(card, note):
    return (
        '<article class="entry">'
        f"<h3>{html.escape(card)}</h3>"
        f"<p>{note}</p>"
        "</article>"
    )


@app.route("/journal", methods=["GET"])
def journal():
    with closing(get_db().cursor()) as cur:
        cur.execute("SELECT card, note FROM entries ORDER BY created DESC LIMIT 50")
        rows = cur.fetchall()
    error = request.args.get("error", "")
    body = "".join(render_entry(card, note) for card, note in rows)
    banner = f'<div class="error">{html.escape(error)}</div>' if error else ""
    page = f"<html><body><h1>Reading journal</h1>{banner}{body}</body></html>"
    response = make_response(page)
    response.headers["Content-Type"] = "text/html; charset=utf-8"
    return response


@app.route("/journal", methods=["POST"])
def add_entry():
    card = request.form.get("card", "The Fool")[:60]
    try:
        note = check_note(request.form.get("note", ""))
    except NoteError as exc:
        return redirect(url_for("journal", error=str(exc)))
    db = get_db()
    try:
        db.execute(
            "INSERT INTO entries (card, note, created) VALUES (?, ?, datetime('now'))",
            (card, note),
        )
        db.commit()
    except sqlite3.Error:
        db.rollback()
        log.exception("could not store journal entry")
        return redirect(url_for("journal", error="the journal is unavailable"))
    return redirect(url_for("journal"))


if __name__ == "__main__":
    app.run(port=8060)
