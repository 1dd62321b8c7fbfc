# API query parameter inside a LIKE pattern
import sqlite3

from fastapi import FastAPI

app = FastAPI()


@app.get("/search")
def search(q: str = ""):
    con = sqlite3.connect("shop.db")
    rows = con.execute("SELECT name FROM products WHERE name LIKE '%" + q + "%'").fetchall()
    return {"rows": rows}
