# A workshop directory program of the h70 set (cwe-090-ldap).
from __future__ import annotations

import os
from typing import Callable

from flask import Flask, jsonify, request
from ldap3 import ALL, Connection, Server
from ldap3.utils.conv import escape_filter_chars

app = Flask(__name__)

LDAP_URL = "ldaps://ldap.vanderhoek-klompen.nl"
BASE_DN = "ou=people,dc=vanderhoek-klompen,dc=nl"
RETURNED = ["cn", "mail", "telephoneNumber", "ou", "title"]

# query parameter -> LDAP attribute
SEARCHABLE = {"name": "cn", "workshop": "ou", "role": "title"}

PREPARE: dict[str, Callable[[str], str]] = {
    "name": lambda v: escape_filter_chars(v).replace("\\2a", "*"),
}


def prepare(field: str, value: str) -> str:
    return PREPARE.get(field, escape_filter_chars)(value.strip())


def build_filter(params: dict[str, str]) -> str:
    clauses = (
        f"({SEARCHABLE[field]}={prepare(field, value)})"
        for field, value in params.items()
        if field in SEARCHABLE and value
    )
    body = "".join(clauses)
    return f"(&(objectClass=inetOrgPerson){body})"


def ldap_connection() -> Connection:
    server = Server(LDAP_URL, get_info=ALL, use_ssl=True)
    return Connection(
        server,
        user=os.environ["DIRECTORY_BIND_DN"],
        password=os.environ["DIRECTORY_BIND_PASSWORD"],
        auto_bind=True,
        read_only=True,
    )


def entry_to_dict(entry) -> dict[str, str]:
    return {attr: str(entry[attr]) for attr in RETURNED if attr in entry}


@app.get("/directory/search")
def directory_search():
    params = {k: request.args.get(k, "") for k in SEARCHABLE}
    if not any(params.values()):
        return jsonify(error="give at least one of: " + ", ".join(SEARCHABLE)), 400
    ldap_filter = build_filter(params)
    with ldap_connection() as conn:
        conn.search(BASE_DN, ldap_filter, attributes=RETURNED, size_limit=50)
        people = [entry_to_dict(e) for e in conn.entries]
    return jsonify(count=len(people), people=people)


@app.get("/directory/workshops")
def workshops():
    with ldap_connection() as conn:
        conn.search(BASE_DN, "(objectClass=inetOrgPerson)", attributes=["ou"], size_limit=500)
        names = sorted({str(e["ou"]) for e in conn.entries if "ou" in e})
    return jsonify(workshops=names)


if __name__ == "__main__":
    app.run(port=5090)
