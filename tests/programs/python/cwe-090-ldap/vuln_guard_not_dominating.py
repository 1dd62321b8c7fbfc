# character check sets a flag but the search runs with the raw value either way
import ldap
from flask import Flask, request

app = Flask(__name__)


@app.route("/mail")
def mail():
    name = request.form.get("name", "")
    suspicious = False
    if "*" in name or "(" in name:
        suspicious = True
    conn = ldap.initialize("ldap://ldap.internal")
    res = conn.search_s("dc=corp", ldap.SCOPE_SUBTREE, "(cn=%s)" % name, ["mail"])
    return {"mail": res, "flag": suspicious}
