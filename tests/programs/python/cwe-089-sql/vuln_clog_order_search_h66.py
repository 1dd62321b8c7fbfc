# A clog order search program of the h66 set (cwe-089-sql).
# Order lookup for the clog workshop counter staff (web.py, 2011).
import os
import json
import web
import MySQLdb

urls = (
    "/orders", "OrderSearch",
)

DB = {
    "host": os.environ.get("CLOG_DB_HOST", "localhost"),
    "user": os.environ.get("CLOG_DB_USER", "clogshop"),
    "passwd": os.environ.get("CLOG_DB_PASS", ""),
    "db": os.environ.get("CLOG_DB_NAME", "clogshop"),
}

SORT_COLUMNS = {
    "date": "ordered_on",
    "size": "shoe_size",
    "wood": "wood_type",
}


def get_conn():
    return MySQLdb.connect(host=DB["host"], user=DB["user"],
                           passwd=DB["passwd"], db=DB["db"], charset="utf8")


def quote(value):
    # wrap a value for use inside the WHERE clause
    return "'" + value.replace('"', '') + "'"


class OrderSearch(object):

    def GET(self):
        params = web.input(customer="", wood="", sort="date", limit="50")
        order_col = SORT_COLUMNS.get(params.sort, "ordered_on")
        try:
            limit = int(params.limit)
        except ValueError:
            limit = 50
        if limit < 1 or limit > 200:
            limit = 50

        conn = get_conn()
        cur = conn.cursor()
        sql = "SELECT id, customer, wood_type, shoe_size, ordered_on FROM orders"
        if params.customer:
            sql += " WHERE customer = %s" % quote(params.customer)
            sql += " ORDER BY %s DESC LIMIT %d" % (order_col, limit)
            cur.execute(sql)
        else:
            sql += " ORDER BY %s DESC LIMIT %d" % (order_col, limit)
            cur.execute(sql)
        rows = cur.fetchall()
        cur.close()
        conn.close()

        result = []
        for r in rows:
            result.append({
                "id": r[0],
                "customer": r[1],
                "wood": r[2],
                "size": r[3],
                "ordered_on": r[4].isoformat(),
            })
        web.header("Content-Type", "application/json")
        return json.dumps({"orders": result})


app = web.application(urls, globals())

if __name__ == "__main__":
    app.run()
