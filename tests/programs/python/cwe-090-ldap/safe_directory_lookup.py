# Flask directory lookup that finds an employee's LDAP entry by username.
import os

from flask import Flask, abort, jsonify, request
from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars

app = Flask(__name__)
LDAP_URL = os.environ.get("LDAP_URL", "ldaps://ldap.corp.acme.com")
BASE_DN = "ou=people,dc=corp,dc=acme,dc=com"
ATTRIBUTES = ["cn", "mail", "title", "telephoneNumber"]


def directory_connection():
    server = Server(LDAP_URL, use_ssl=True)
    return Connection(
        server,
        user=os.environ["LDAP_BIND_DN"],
        password=os.environ["LDAP_BIND_PASSWORD"],
        auto_bind=True,
    )


def find_employee(username):
    search_filter = f"(&(objectClass=inetOrgPerson)(uid={escape_filter_chars(username)}))"
    with directory_connection() as conn:
        conn.search(BASE_DN, search_filter, attributes=ATTRIBUTES, size_limit=5)
        return [entry.entry_attributes_as_dict for entry in conn.entries]


@app.get("/directory/lookup")
def lookup():
    username = request.args.get("user", "").strip()
    if not username:
        abort(400)
    return jsonify(find_employee(username))
