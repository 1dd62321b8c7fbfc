# A musher roster lookup program of the h64 set (cwe-090-ldap).
"""Race-week roster: resolves the mushers of each sled team against the
kennel club directory so the race office gets phone numbers and licence levels.

POST /race/<race_id>/roster
    {"teams": [{"name": "Northern Lights", "dogs": 12, "mushers": ["aki.t", "jonas.b"]},
               {"name": "Tundra Six", "dogs": 6, "mushers": ["mira.k"]}]}
"""
import os
import re

from flask import Flask, abort, jsonify, request
from ldap3 import NONE, SUBTREE, Connection, Server
from ldap3.utils.conv import escape_filter_chars

app = Flask(__name__)

LDAP_URL = os.environ["KENNEL_LDAP_URL"]
LDAP_BIND_DN = os.environ["KENNEL_LDAP_BIND_DN"]
LDAP_BIND_PASSWORD = os.environ["KENNEL_LDAP_BIND_PASSWORD"]
PEOPLE_BASE = "ou=mushers,dc=kennelclub,dc=org"
ATTRS = ["uid", "cn", "telephoneNumber", "licenceLevel"]
RACE_ID = re.compile(r"\d{4}-[a-z]{2,12}")


def directory():
    server = Server(LDAP_URL, use_ssl=True, get_info=NONE)
    return Connection(server, user=LDAP_BIND_DN, password=LDAP_BIND_PASSWORD, auto_bind=True, read_only=True)


def musher_filter(uid):
    return f"(&(objectClass=musherPerson)(uid={escape_filter_chars(uid)}))"


def lookup(conn, uid):
    conn.search(PEOPLE_BASE, musher_filter(uid), search_scope=SUBTREE, attributes=ATTRS, size_limit=2)
    if len(conn.entries) != 1:
        return None
    e = conn.entries[0]
    return {
        "uid": str(e.uid),
        "name": str(e.cn),
        "phone": str(e.telephoneNumber) if e.telephoneNumber else None,
        "licence": str(e.licenceLevel) if e.licenceLevel else "none",
    }


@app.post("/race/<race_id>/roster")
def roster(race_id):
    if not RACE_ID.fullmatch(race_id):
        abort(404)
    body = request.get_json(silent=True) or {}
    teams = body.get("teams") or []
    if len(teams) > 80:
        abort(400, description="too many teams")

    resolved, unknown = [], []
    cache = {}
    with directory() as conn:
        for team in teams:
            people = []
            for uid in team.get("mushers", [])[:4]:
                uid = str(uid).strip().lower()
                if uid not in cache:
                    cache[uid] = lookup(conn, uid)
                if cache[uid] is None:
                    unknown.append({"team": team.get("name"), "uid": uid})
                else:
                    people.append(cache[uid])
            resolved.append({"team": team.get("name"), "dogs": team.get("dogs"), "mushers": people})

    resolved.sort(key=lambda t: (-(t["dogs"] or 0), str(t["team"])))
    return jsonify({"race": race_id, "teams": resolved, "unknown": unknown})
