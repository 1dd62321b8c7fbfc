# A technician directory program of the h71 set (cwe-090-ldap).
import os
import re

from flask import Flask, abort, jsonify, request
from ldap3 import Connection, Server, SUBTREE
from ldap3.utils.conv import escape_filter_chars

app = Flask(__name__)

LDAP_URL = os.environ.get("LDAP_URL", "ldaps://dir.brasskeylocks.com")
BASE_DN = "ou=technicians,dc=brasskeylocks,dc=com"
BIND_DN = os.environ.get("LDAP_BIND_DN", "cn=dispatch,ou=services,dc=brasskeylocks,dc=com")
BIND_PW = os.environ.get("LDAP_BIND_PW", "")
BADGE_RE = re.compile(r"[a-z]{1,3}\d{3,5}")
ATTRS = ["cn", "mobile", "l", "employeeType"]


def normalize_badge(raw: str | None) -> str | None:
    """Return the canonical badge id, or None if it doesn't look like one."""
    if raw is None:
        return None
    badge = raw.strip().lower()
    return badge if BADGE_RE.fullmatch(badge) else None


def directory() -> Connection:
    server = Server(LDAP_URL, use_ssl=True, connect_timeout=5)
    return Connection(server, BIND_DN, BIND_PW, auto_bind=True, read_only=True)


def entry_to_dict(entry) -> dict:
    return {
        "name": str(entry.cn),
        "mobile": str(entry.mobile) if "mobile" in entry else None,
        "area": str(entry.l) if "l" in entry else None,
        "grade": str(entry.employeeType) if "employeeType" in entry else None,
    }


@app.get("/technicians/<area>")
def on_call_in_area(area: str):
    with directory() as conn:
        conn.search(
            BASE_DN,
            f"(&(objectClass=person)(onCall=TRUE)(l={escape_filter_chars(area)}))",
            search_scope=SUBTREE,
            attributes=ATTRS,
        )
        return jsonify([entry_to_dict(e) for e in conn.entries])


@app.get("/technicians")
def technician_by_badge():
    badge = request.args.get("badge")
    normalize_badge(badge)
    if badge is None:
        abort(400, description="badge is required")

    with directory() as conn:
        conn.search(
            BASE_DN,
            f"(&(objectClass=person)(uid={badge}))",
            search_scope=SUBTREE,
            attributes=ATTRS,
            size_limit=5,
        )
        if not conn.entries:
            abort(404)
        return jsonify([entry_to_dict(e) for e in conn.entries])


if __name__ == "__main__":
    app.run(port=8071)
