# arithmetic on constants makes the request branch unreachable; the filter is fixed
import ldap
from flask import Flask, request

app = Flask(__name__)


@app.route("/admins")
def admins():
    param = request.args.get("group", "")
    num = 106
    if (7 * 18) + num > 200:
        bar = "admins"
    else:
        bar = param
    conn = ldap.initialize("ldap://ldap.internal")
    res = conn.search_s("dc=corp", ldap.SCOPE_SUBTREE, "(cn=" + bar + ")")
    return {"n": len(res)}
