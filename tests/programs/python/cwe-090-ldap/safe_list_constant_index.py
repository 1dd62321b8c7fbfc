# filter built from the fixed entry of a list
from flask import Flask, request
from ldap3 import Connection, Server

app = Flask(__name__)


@app.route("/people")
def people():
    parts = ["admins", request.args.get("ou", "")]
    ou = parts[0]
    conn = Connection(Server("ldap://directory.local"), auto_bind=True)
    conn.search("dc=example,dc=org", f"(ou={ou})")
    return str(conn.entries)
