# Flask endpoint that looks up school staff in the district LDAP directory by login name.
import os

from flask import Flask, abort, jsonify, request, session
from ldap3 import ALL, SUBTREE, Connection, Server
from ldap3.utils.conv import escape_filter_chars

app = Flask(__name__)

LDAP_URL = os.environ.get("LDAP_URL", "ldaps://ldap.district.example.org")
BASE_DN = "ou=staff,dc=district,dc=example,dc=org"
ATTRIBUTES = ["uid", "cn", "mail", "title", "ou"]


def directory_connection() -> Connection:
    server = Server(LDAP_URL, use_ssl=True, get_info=ALL)
    return Connection(
        server,
        user=os.environ["LDAP_BIND_DN"],
        password=os.environ["LDAP_BIND_PASSWORD"],
        auto_bind=True,
        read_only=True,
    )


def staff_filter(uid: str, school: str) -> str:
    if "*" in uid:
        abort(400, "wildcards are not allowed")
    return f"(&(objectClass=inetOrgPerson)(uid={escape_filter_chars(uid)})(ou={escape_filter_chars(school)}))"


@app.get("/directory/staff")
def find_staff():
    school = session.get("school_code")
    if not school:
        abort(401)
    uid = request.args.get("uid", "").strip()
    if not uid:
        abort(400, "uid is required")
    with directory_connection() as conn:
        conn.search(BASE_DN, staff_filter(uid, school), search_scope=SUBTREE, attributes=ATTRIBUTES)
        results = [entry.entry_attributes_as_dict for entry in conn.entries]
    return jsonify({"school": school, "staff": results})
