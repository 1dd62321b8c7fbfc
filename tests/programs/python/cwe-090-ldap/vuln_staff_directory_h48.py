# Staff directory lookup that queries the corporate LDAP server.
import os

from flask import Flask, jsonify, request
from ldap3 import Connection, Server, SUBTREE
from ldap3.utils.conv import escape_filter_chars

app = Flask(__name__)

LDAP_SETTINGS = {
    "url": os.environ.get("LDAP_URL", "ldaps://ldap.corp.internal"),
    "bind_dn": os.environ["LDAP_BIND_DN"],
    "password": os.environ["LDAP_BIND_PASSWORD"],
    "base": "ou=people,dc=corp,dc=internal",
}
ATTRIBUTES = ["cn", "mail", "title", "telephoneNumber"]


def connect() -> Connection:
    server = Server(LDAP_SETTINGS["url"], use_ssl=True)
    return Connection(server, LDAP_SETTINGS["bind_dn"], LDAP_SETTINGS["password"], auto_bind=True)


def build_filter(department: str, name: str) -> str:
    dept = escape_filter_chars(department)
    return f"(&(objectClass=inetOrgPerson)(departmentNumber={dept})(cn=*{name}*))"


@app.get("/directory/search")
def search_directory():
    name = request.args.get("name", "").strip()
    department = request.args.get("dept", "engineering")
    if len(name) < 2:
        return jsonify(error="name too short"), 400
    conn = connect()
    try:
        conn.search(LDAP_SETTINGS["base"], build_filter(department, name),
                    search_scope=SUBTREE, attributes=ATTRIBUTES, size_limit=25)
        people = [{a: str(e[a]) for a in ATTRIBUTES if a in e} for e in conn.entries]
    finally:
        conn.unbind()
    return jsonify(people)
