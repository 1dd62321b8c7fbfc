# department must be in a fixed set before it is placed in the filter
import ldap
from flask import Flask, abort, request

app = Flask(__name__)
DEPARTMENTS = ("sales", "support", "engineering")


@app.route("/staff")
def staff():
    dept = request.args.get("dept", "")
    if dept not in DEPARTMENTS:
        abort(400)
    conn = ldap.initialize("ldap://ldap.internal")
    res = conn.search_s("dc=corp", ldap.SCOPE_SUBTREE, "(ou=" + dept + ")", ["cn"])
    return {"staff": [r[0] for r in res]}
