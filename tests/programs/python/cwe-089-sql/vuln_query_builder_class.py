# query text assembled by a builder object
import sqlite3

from flask import Flask, request

app = Flask(__name__)


class Query:
    def __init__(self, table):
        self.table = table
        self.where = ""

    def filter(self, value):
        self.where = " WHERE name = '" + value + "'"
        return self

    def text(self):
        return "SELECT * FROM " + self.table + self.where


@app.route("/find")
def find():
    q = Query("people").filter(request.args.get("name", ""))
    con = sqlite3.connect("app.db")
    return str(con.execute(q.text()).fetchall())
