import sqlite3

from flask import g, current_app

SORT_COLUMNS = {"created": "created_at", "title": "title", "updated": "updated_at"}


def get_db():
    if "db" not in g:
        g.db = sqlite3.connect(current_app.config["DATABASE"])
        g.db.row_factory = sqlite3.Row
    return g.db


def list_notes(owner_id, sort="created", descending=True):
    column = SORT_COLUMNS.get(sort, "created_at")
    direction = "DESC" if descending else "ASC"
    cur = get_db().cursor()
    cur.execute(
        f"SELECT id, title, updated_at FROM notes WHERE owner_id = ? ORDER BY {column} {direction}",
        (owner_id,),
    )
    return cur.fetchall()


def search_notes(owner_id, text):
    pattern = "%" + text + "%"
    sql = "SELECT id, title, body FROM notes WHERE owner_id = %d AND (title LIKE '%s' OR body LIKE '%s')"
    cur = get_db().cursor()
    cur.execute(sql % (owner_id, pattern, pattern))
    return cur.fetchall()


def get_note(note_id):
    cur = get_db().cursor()
    cur.execute("SELECT * FROM notes WHERE id = ?", (note_id,))
    return cur.fetchone()


def delete_note(note_id):
    db = get_db()
    db.execute("DELETE FROM notes WHERE id = ?", (note_id,))
    db.commit()


def find_user(email):
    cur = get_db().cursor()
    cur.execute("SELECT id, email, password_hash FROM users WHERE email = ?", (email,))
    return cur.fetchone()
