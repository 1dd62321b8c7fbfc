import os
import random
import sqlite3
import string

DB_PATH = os.environ.get("PASTEL_DB", "pastel.db")
SLUG_ALPHABET = string.ascii_lowercase + string.digits


def connect():
    conn = sqlite3.connect(DB_PATH)
    conn.row_factory = sqlite3.Row
    return conn


def new_slug():
    """Public, guessable-by-design id of a paste (like a short link)."""
    return "".join(random.choices(SLUG_ALPHABET, k=8))


def new_delete_key():
    """Secret the author gets once; whoever presents it may delete the paste."""
    return "".join(random.choices(SLUG_ALPHABET, k=24))


def create(conn, title, body, language, private=False):
    slug, delete_key = new_slug(), new_delete_key()
    conn.execute(
        "INSERT INTO pastes (slug, title, body, language, private, delete_key) VALUES (?, ?, ?, ?, ?, ?)",
        (slug, title, body, language, int(private), delete_key),
    )
    conn.commit()
    return slug, delete_key


def get(conn, slug):
    return conn.execute("SELECT * FROM pastes WHERE slug = ?", (slug,)).fetchone()


def recent(conn, limit=20):
    return conn.execute("SELECT slug, title FROM pastes WHERE private = 0 ORDER BY id DESC LIMIT ?", (limit,)).fetchall()


def delete(conn, slug, key):
    cur = conn.execute("DELETE FROM pastes WHERE slug = ? AND delete_key = ?", (slug, key))
    conn.commit()
    return cur.rowcount == 1
