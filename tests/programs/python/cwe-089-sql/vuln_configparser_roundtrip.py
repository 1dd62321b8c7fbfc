# value stored in a ConfigParser section and read back by the same key before the query
import configparser
import sqlite3

from flask import Flask, request

app = Flask(__name__)


@app.route("/orders")
def orders():
    conf = configparser.ConfigParser()
    conf.add_section("filter")
    conf.set("filter", "status", request.args.get("status", "open"))
    status = conf.get("filter", "status")
    db = sqlite3.connect("/srv/shop.db")
    rows = db.execute(f"SELECT * FROM orders WHERE status = '{status}'").fetchall()
    return {"orders": rows}
