# values collected in a small bag object, the fixed one used in the query
import sqlite3

from flask import Flask, request

app = Flask(__name__)


class Bag:
    def __init__(self):
        self.items = []

    def add(self, value):
        self.items.append(value)

    def first(self):
        return self.items[0]


@app.route("/by-city")
def by_city():
    bag = Bag()
    bag.add("Paris")
    bag.add(request.args.get("city", ""))
    con = sqlite3.connect("app.db")
    return str(con.execute("SELECT name FROM shops WHERE city = '" + bag.first() + "'").fetchall())
