# group name from a cookie in a str.format filter
from flask import Flask, request
from ldap3 import Connection, Server

app = Flask(__name__)


@app.route("/members")
def members():
    group = request.cookies.get("group", "staff")
    conn = Connection(Server("ldap://directory.local"), auto_bind=True)
    conn.search("dc=example,dc=org", "(&(objectClass=groupOfNames)(cn={}))".format(group))
    return str(conn.entries)
