# LDAP filter concatenated from the query value
import ldap
from flask import Flask, request

app = Flask(__name__)


@app.route("/lookup")
def lookup():
    uid = request.args.get("uid", "")
    conn = ldap.initialize("ldap://ldap.internal")
    conn.simple_bind_s("cn=reader,dc=corp,dc=example", "reader-pass")
    res = conn.search_s("ou=people,dc=corp,dc=example", ldap.SCOPE_SUBTREE, "(uid=" + uid + ")")
    return {"count": len(res)}
