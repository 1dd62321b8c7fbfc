# Directory lookup API: returns a colleague's contact card from the corporate LDAP server.
import os

from flask import Flask, jsonify, request
from ldap3 import SUBTREE, Connection, Server
from ldap3.utils.conv import escape_filter_chars

app = Flask(__name__)

LDAP_CFG = {
    "url": os.environ.get("LDAP_URL", "ldaps://ldap.corp.example.com"),
    "bind_dn": os.environ.get("LDAP_BIND_DN"),
    "password": os.environ.get("LDAP_BIND_PW"),
    "base": "ou=people,dc=corp,dc=example,dc=com",
}
LOOKUP_FIELDS = {"uid": "uid", "mail": "mail", "phone": "telephoneNumber"}
RETURNED = ["cn", "mail", "telephoneNumber", "title", "departmentNumber"]


def directory_conn():
    server = Server(LDAP_CFG["url"], use_ssl=True, connect_timeout=5)
    return Connection(server, user=LDAP_CFG["bind_dn"], password=LDAP_CFG["password"], auto_bind=True)


def person_filter(attribute, value):
    return "(&(objectClass=inetOrgPerson)(!(employeeType=disabled))(%s=%s))" % (attribute, value)


@app.get("/directory/lookup")
def lookup():
    attribute = LOOKUP_FIELDS.get(request.args.get("by", "uid"), "uid")
    value = request.args.get("value", "").strip()
    if not value:
        return jsonify(error="value required"), 400
    conn = directory_conn()
    try:
        conn.search(
            LDAP_CFG["base"],
            person_filter(attribute, escape_filter_chars(value)),
            search_scope=SUBTREE,
            attributes=RETURNED,
            size_limit=5,
        )
        people = [{a: e[a].value for a in RETURNED if a in e} for e in conn.entries]
    finally:
        conn.unbind()
    return jsonify(people=people)
