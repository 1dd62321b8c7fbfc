# tenant header inserted into a query with a format tuple
import sqlite3

from flask import Flask, request

app = Flask(__name__)


def fetch(con, tenant, limit):
    sql = "SELECT * FROM invoices WHERE tenant = '%s' LIMIT %d" % (tenant, limit)
    return con.execute(sql).fetchall()


@app.route("/invoices")
def invoices():
    con = sqlite3.connect("billing.db")
    return str(fetch(con, request.headers.get("X-Tenant", "t0"), 20))
