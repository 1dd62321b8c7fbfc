# value escaped with ldap.filter.escape_filter_chars before it joins the filter
import ldap
import ldap.filter
from flask import Flask, request

app = Flask(__name__)


@app.route("/lookup")
def lookup():
    uid = request.args.get("uid", "")
    flt = "(uid=" + ldap.filter.escape_filter_chars(uid) + ")"
    conn = ldap.initialize("ldap://ldap.internal")
    res = conn.search_s("ou=people,dc=corp,dc=example", ldap.SCOPE_SUBTREE, flt)
    return {"count": len(res)}
