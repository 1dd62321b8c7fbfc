# A member lookup program of the h73 set (cwe-090-ldap).
import os
import unicodedata

from flask import Flask, abort, jsonify, request
from ldap3 import ALL, Connection, Server

app = Flask(__name__)

LDAP_URL = os.environ.get("CLUB_LDAP_URL", "ldaps://dir.tri-county-arc.net")
BASE_DN = "ou=members,dc=tri-county-arc,dc=net"
BIND_DN = "cn=lookup,ou=services,dc=tri-county-arc,dc=net"
BIND_PASSWORD = os.environ["CLUB_LDAP_PASSWORD"]
ATTRIBUTES = ["callsign", "cn", "licenseClass", "netRole", "memberSince"]
RESERVED = set("*()\\\x00")


def directory() -> Connection:
    server = Server(LDAP_URL, use_ssl=True, get_info=ALL, connect_timeout=5)
    return Connection(server, user=BIND_DN, password=BIND_PASSWORD, auto_bind=True, read_only=True)


def callsign_filter(raw: str) -> str:
    if not raw or any(ch in RESERVED for ch in raw):
        abort(400, description="callsign contains unsupported characters")
    # phones paste fullwidth or compatibility characters from logging apps
    callsign = unicodedata.normalize("NFKC", raw).strip().upper()
    portable = callsign.partition("/")[0]
    return f"(&(objectClass=hamOperator)(|(callsign={callsign})(callsign={portable})))"


def as_dict(entry) -> dict:
    data = entry.entry_attributes_as_dict
    return {
        "callsign": (data.get("callsign") or [""])[0],
        "name": (data.get("cn") or [""])[0],
        "license_class": (data.get("licenseClass") or ["unknown"])[0],
        "net_roles": sorted(data.get("netRole") or []),
        "member_since": str((data.get("memberSince") or [""])[0]),
    }


@app.get("/members/lookup")
def lookup():
    search_filter = callsign_filter(request.args.get("callsign", ""))
    with directory() as conn:
        conn.search(BASE_DN, search_filter, attributes=ATTRIBUTES, size_limit=25)
        members = [as_dict(e) for e in conn.entries]
    if not members:
        return jsonify(error="no member with that callsign"), 404
    return jsonify(members=members)


@app.get("/members/net-control")
def net_control_roster():
    with directory() as conn:
        conn.search(BASE_DN, "(&(objectClass=hamOperator)(netRole=net-control))", attributes=ATTRIBUTES)
        roster = sorted((as_dict(e) for e in conn.entries), key=lambda m: m["callsign"])
    return jsonify(net_control=roster)


@app.errorhandler(400)
def bad_request(err):
    return jsonify(error=err.description), 400


if __name__ == "__main__":
    app.run(port=8090)
