# Flask endpoint that searches a law firm's directory for attorneys and paralegals by name
import os
import re
from functools import wraps

from flask import Flask, abort, jsonify, request
from ldap3 import Connection, Server

app = Flask(__name__)
NAME_RE = re.compile(r"[\w.\- ]+")
BASE_DN = "ou=people,dc=harlowlaw,dc=com"
ROLE_FILTERS = {"attorney": "(title=Attorney*)", "paralegal": "(title=Paralegal*)"}


def directory():
    server = Server(os.environ["LDAP_URL"], use_ssl=True)
    return Connection(server, os.environ["LDAP_BIND_DN"], os.environ["LDAP_BIND_PASSWORD"], auto_bind=True)


def require_name(view):
    @wraps(view)
    def wrapper(*args, **kwargs):
        name = request.args.get("name", "")
        if not NAME_RE.match(name):
            abort(400)
        return view(name, *args, **kwargs)
    return wrapper


def build_filter(name, role):
    role_part = ROLE_FILTERS.get(role, "(objectClass=person)")
    return f"(&(objectClass=inetOrgPerson)(!(employeeType=former)){role_part}(cn=*{name}*))"


def to_card(entry):
    return {"name": str(entry.cn), "mail": str(entry.mail), "phone": str(entry.telephoneNumber)}


@app.get("/directory/staff")
@require_name
def staff(name):
    conn = directory()
    try:
        conn.search(BASE_DN, build_filter(name, request.args.get("role")), attributes=["cn", "mail", "telephoneNumber"])
        return jsonify(list(map(to_card, conn.entries)))
    finally:
        conn.unbind()
