# filter text built in a helper from a JSON body field
import ldap
from flask import Flask, jsonify, request

app = Flask(__name__)


def user_filter(uid):
    return "(&(objectClass=inetOrgPerson)(uid=%s))" % uid


@app.route("/lookup", methods=["POST"])
def lookup():
    uid = request.get_json().get("uid", "")
    conn = ldap.initialize("ldap://directory.local")
    found = conn.search_s("ou=people,dc=example,dc=org", ldap.SCOPE_SUBTREE, user_filter(uid))
    return jsonify([dn for dn, _ in found])
