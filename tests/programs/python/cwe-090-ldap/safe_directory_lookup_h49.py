# Flask endpoint that looks up colleagues in the corporate LDAP directory by uid and department.
import os
import ssl

from flask import Blueprint, jsonify, request
from flask_login import login_required
from ldap3 import SUBTREE, Connection, Server, Tls
from ldap3.utils.conv import escape_filter_chars

directory_bp = Blueprint("directory", __name__)

LDAP_URL = os.environ.get("LDAP_URL", "ldaps://ldap.corp.example.com")
BASE_DN = "ou=people,dc=corp,dc=example,dc=com"
ATTRS = ["uid", "cn", "mail", "title", "departmentNumber"]


def build_filter(uid: str, department: str) -> str:
    dept = escape_filter_chars(department)
    prefix = escape_filter_chars(uid)
    parts = ["(objectClass=inetOrgPerson)", f"(uid={prefix}*)"]
    if dept:
        parts.append(f"(departmentNumber={dept})")
    return "(&" + "".join(parts) + ")"


def directory_connection() -> Connection:
    server = Server(LDAP_URL, use_ssl=True, tls=Tls(validate=ssl.CERT_REQUIRED))
    return Connection(
        server,
        user=os.environ["LDAP_BIND_DN"],
        password=os.environ["LDAP_BIND_PASSWORD"],
        auto_bind=True,
        read_only=True,
    )


@directory_bp.get("/directory/search")
@login_required
def search_directory():
    uid = request.args.get("uid", "").strip()
    department = request.args.get("dept", "").strip()
    if len(uid) < 2:
        return jsonify(error="uid prefix too short"), 400
    with directory_connection() as conn:
        conn.search(
            search_base=BASE_DN,
            search_filter=build_filter(uid, department),
            search_scope=SUBTREE,
            attributes=ATTRS,
            size_limit=25,
        )
        people = [
            {"uid": str(e.uid), "name": str(e.cn), "mail": str(e.mail), "title": str(e.title)}
            for e in conn.entries
        ]
    return jsonify(people)
