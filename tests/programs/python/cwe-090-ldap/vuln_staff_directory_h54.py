# Flask endpoint that looks up airline crew members in the corporate LDAP directory.
import os

from flask import Flask, jsonify, request
from ldap3 import ALL, SUBTREE, Connection, Server

app = Flask(__name__)
BASE_DN = "ou=crew,dc=skyline,dc=aero"
ATTRS = ["cn", "mail", "employeeType", "title", "l"]
SEARCHABLE = ("employeeType", "l", "title")


def connect():
    server = Server(os.environ["LDAP_URL"], use_ssl=True, get_info=ALL)
    return Connection(
        server,
        user=os.environ["LDAP_BIND_DN"],
        password=os.environ["LDAP_BIND_PASSWORD"],
        auto_bind=True,
    )


def term(attr, value):
    return f"({attr}={value})"


def and_filter(pairs):
    return "(&" + "".join(term(a, v) for a, v in pairs) + ")"


@app.post("/crew/search")
def crew_search():
    body = request.get_json(silent=True) or {}
    pairs = [("objectClass", "person"), ("employeeStatus", "active")]
    pairs += [(k, str(body[k]).strip()) for k in SEARCHABLE if body.get(k)]
    ldap_filter = and_filter(pairs)
    with connect() as conn:
        conn.search(BASE_DN, ldap_filter, search_scope=SUBTREE, attributes=ATTRS, size_limit=200)
        return jsonify(results=[e.entry_attributes_as_dict for e in conn.entries])
