# A sensei directory program of the h72 set (cwe-090-ldap).
from __future__ import annotations

import os
from typing import Protocol

from flask import Flask, abort, jsonify, request
from ldap3 import SUBTREE, Connection, Server
from ldap3.utils.conv import escape_filter_chars

app = Flask(__name__)

LDAP_URL = "ldaps://directory.ironlotusdojo.com"
BASE_DN = "ou=instructors,dc=ironlotusdojo,dc=com"
ATTRIBUTES = ["cn", "mail", "title", "danGrade", "dojoBranch"]
INSTRUCTOR = "(objectClass=inetOrgPerson)(!(accountStatus=retired))"


class LookupStrategy(Protocol):
    name: str

    def accepts(self, term: str) -> bool: ...

    def ldap_filter(self, term: str) -> str: ...


class GradeLookup:
    name = "grade"

    def accepts(self, term: str) -> bool:
        return term.lower().startswith("dan:")

    def ldap_filter(self, term: str) -> str:
        grade = int(term.split(":", 1)[1])
        return f"(&{INSTRUCTOR}(danGrade={grade}))"


class EmailLookup:
    name = "email"

    def accepts(self, term: str) -> bool:
        return "@" in term

    def ldap_filter(self, term: str) -> str:
        return f"(&{INSTRUCTOR}(mail={term.lower()}))"


class NameLookup:
    name = "name"

    def accepts(self, term: str) -> bool:
        return True

    def ldap_filter(self, term: str) -> str:
        return f"(&{INSTRUCTOR}(cn=*{escape_filter_chars(term)}*))"


# order matters: the first strategy that accepts the term wins
STRATEGIES: list[LookupStrategy] = [GradeLookup(), EmailLookup(), NameLookup()]


def pick_strategy(term: str) -> LookupStrategy:
    return next(s for s in STRATEGIES if s.accepts(term))


def directory() -> Connection:
    server = Server(LDAP_URL, use_ssl=True, connect_timeout=5)
    return Connection(
        server,
        user=os.environ["DIRECTORY_BIND_DN"],
        password=os.environ["DIRECTORY_BIND_PASSWORD"],
        auto_bind=True,
        read_only=True,
    )


@app.get("/instructors")
def find_instructors():
    term = request.args.get("q", "").strip()
    if len(term) < 2:
        abort(400, "search term too short")
    strategy = pick_strategy(term)
    try:
        query = strategy.ldap_filter(term)
    except ValueError:
        abort(400, "invalid grade")
    with directory() as conn:
        conn.search(BASE_DN, query, search_scope=SUBTREE, attributes=ATTRIBUTES, size_limit=25)
        results = [
            {attr: entry[attr].value for attr in ATTRIBUTES if attr in entry}
            for entry in conn.entries
        ]
    return jsonify({"strategy": strategy.name, "results": results})


if __name__ == "__main__":
    app.run(port=5010)
