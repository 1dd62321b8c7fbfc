# header value formatted into an ldap3 search filter
from flask import Flask, request
from ldap3 import Connection, Server

app = Flask(__name__)


@app.route("/groups")
def groups():
    who = request.headers.get("X-Remote-User", "nobody")
    conn = Connection(Server("ldap://ldap.internal"), auto_bind=True)
    conn.search("dc=corp,dc=example", f"(&(objectClass=group)(member=cn={who}))", attributes=["cn"])
    return {"groups": [str(e.cn) for e in conn.entries]}
