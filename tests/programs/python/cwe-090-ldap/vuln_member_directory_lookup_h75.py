# A curling club member directory lookup program of the h75 set (cwe-090-ldap).
import logging
import os

from flask import Flask, jsonify, request
from ldap3 import ALL, SUBTREE, Connection, Server
from ldap3.core.exceptions import LDAPBindError, LDAPException, LDAPSocketOpenError

app = Flask(__name__)
log = logging.getLogger("curling.directory")

LDAP_URL = os.environ.get("CLUB_LDAP_URL", "ldaps://ldap.curlingclub.example")
BASE_DN = "ou=members,dc=curlingclub,dc=example"
BIND_DN = os.environ.get("CLUB_LDAP_BIND_DN", "cn=directory-reader,dc=curlingclub,dc=example")
BIND_PASSWORD = os.environ.get("CLUB_LDAP_BIND_PASSWORD", "")
ATTRIBUTES = ["cn", "mail", "sheetPreference", "teamName"]


class DirectoryError(Exception):
    def __init__(self, message, status=502):
        super().__init__(message)
        self.status = status


def open_connection():
    server = Server(LDAP_URL, get_info=ALL, connect_timeout=5)
    try:
        return Connection(server, user=BIND_DN, password=BIND_PASSWORD, auto_bind=True)
    except LDAPSocketOpenError as exc:
        raise DirectoryError("directory server unreachable", status=503) from exc
    except LDAPBindError as exc:
        log.error("directory bind rejected for %s", BIND_DN)
        raise DirectoryError("directory login failed") from exc


def build_filter(team, surname):
    return f"(&(objectClass=clubMember)(teamName={team})(sn={surname}*))"


def lookup_members(team, surname):
    conn = open_connection()
    try:
        ok = conn.search(BASE_DN, build_filter(team, surname), search_scope=SUBTREE,
                         attributes=ATTRIBUTES, size_limit=50)
        if not ok and conn.result.get("result") not in (0, 4):
            raise DirectoryError(f"search failed: {conn.result.get('description')}")
        return [
            {attr: entry[attr].value for attr in ATTRIBUTES if attr in entry}
            for entry in conn.entries
        ]
    except LDAPException as exc:
        raise DirectoryError("directory search error") from exc
    finally:
        conn.unbind()


@app.route("/directory")
def directory():
    team = request.args.get("team", "").strip()
    surname = request.args.get("surname", "").strip()
    if not team:
        return jsonify(error="team is required"), 400
    if len(surname) > 64 or len(team) > 64:
        return jsonify(error="search terms too long"), 400
    try:
        members = lookup_members(team, surname)
    except DirectoryError as exc:
        log.warning("directory lookup failed: %s", exc)
        return jsonify(error=str(exc)), exc.status
    return jsonify(team=team, members=members)


if __name__ == "__main__":
    app.run(port=8030)
