# Flask endpoint that looks up colleagues in the corporate LDAP directory by uid or email.
import os

from flask import Flask, jsonify, request
from ldap3 import SUBTREE, Connection, Server
from ldap3.utils.conv import escape_filter_chars

app = Flask(__name__)

LDAP_URL = os.environ.get("LDAP_URL", "ldaps://ldap.corp.example")
BASE_DN = "ou=people,dc=corp,dc=example"
ATTRIBUTES = ["cn", "mail", "telephoneNumber", "title"]


def clean_term(term):
    return escape_filter_chars(term)


def build_filter(term):
    return (
        "(&(objectClass=inetOrgPerson)(!(employeeType=restricted))"
        f"(|(uid={term})(mail={term})))"
    )


def open_connection():
    server = Server(LDAP_URL, use_ssl=True)
    return Connection(
        server,
        user=os.environ["LDAP_BIND_DN"],
        password=os.environ["LDAP_BIND_PASSWORD"],
        auto_bind=True,
    )


@app.route("/directory/lookup")
def lookup():
    term = clean_term(request.args.get("q", "").strip())
    if not term:
        return jsonify({"error": "q is required"}), 400
    with open_connection() as conn:
        conn.search(BASE_DN, build_filter(term), search_scope=SUBTREE, attributes=ATTRIBUTES)
        people = [
            {attr: str(entry[attr]) for attr in ATTRIBUTES} for entry in conn.entries
        ]
    return jsonify(people)
