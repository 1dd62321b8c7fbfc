# bound parameter in a textual query
from flask import Flask, request
from sqlalchemy import create_engine, text

app = Flask(__name__)
engine = create_engine("sqlite:///app.db")


@app.route("/orders")
def orders():
    status = request.args.get("status", "open")
    with engine.connect() as conn:
        rows = conn.execute(text("SELECT id FROM orders WHERE status = :status"), {"status": status}).fetchall()
    return str(rows)
