# Flask endpoint that searches the staff directory for on-call engineers in a team by name prefix.
import os

import ldap
from flask import Flask, abort, jsonify, request

app = Flask(__name__)

LDAP_URI = os.environ.get("DIRECTORY_URI", "ldaps://directory.internal:636")
BASE_DN = "ou=people,dc=dispatch,dc=internal"
TEAM_OUS = {"network": "NetOps", "db": "DataPlatform", "edge": "EdgeDevices"}
ATTRS = ["uid", "cn", "mail", "telephoneNumber"]


def directory_connection():
    conn = ldap.initialize(LDAP_URI)
    conn.set_option(ldap.OPT_REFERRALS, 0)
    conn.simple_bind_s(os.environ["DIRECTORY_BIND_DN"], os.environ["DIRECTORY_BIND_PW"])
    return conn


def oncall_filter(team_ou: str, prefix: str) -> str:
    return (
        "(&(objectClass=inetOrgPerson)(onCall=TRUE)"
        f"(departmentNumber={team_ou})(|(uid={prefix}*)(cn={prefix}*)))"
    )


@app.get("/oncall/<team>")
def oncall(team):
    team_ou = TEAM_OUS.get(team)
    if team_ou is None:
        abort(404)
    prefix = request.args.get("q", "").strip()
    if len(prefix) < 2:
        abort(400, "query too short")

    conn = directory_connection()
    try:
        results = conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, oncall_filter(team_ou, prefix), ATTRS)
    finally:
        conn.unbind_s()
    people = []
    for dn, attrs in results:
        people.append({k: v[0].decode() for k, v in attrs.items()})
    return jsonify(people)
