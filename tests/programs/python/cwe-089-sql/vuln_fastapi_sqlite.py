# FastAPI service looking up library books by author
import sqlite3

from fastapi import Depends, FastAPI, Query

app = FastAPI()


def get_db():
    conn = sqlite3.connect("/srv/data/library.db")
    conn.row_factory = sqlite3.Row
    try:
        yield conn
    finally:
        conn.close()


@app.get("/books")
def books_by_author(author: str = Query(..., max_length=100), db: sqlite3.Connection = Depends(get_db)):
    cur = db.execute(
        "SELECT id, title, year FROM books WHERE author = '%s' ORDER BY year" % author
    )
    return [dict(row) for row in cur.fetchall()]
