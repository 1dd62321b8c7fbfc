# ConfigParser holds the request value under one key; the query reads a fixed value under another
import configparser
import sqlite3

from flask import Flask, request

app = Flask(__name__)


@app.route("/report")
def report():
    conf = configparser.ConfigParser()
    conf.add_section("q")
    conf.set("q", "user_table", request.args.get("table", "x"))
    conf.set("q", "fixed_table", "monthly_totals")
    table = conf.get("q", "fixed_table")
    conn = sqlite3.connect("/srv/reports.db")
    return {"rows": conn.execute("SELECT * FROM " + table).fetchall()}
