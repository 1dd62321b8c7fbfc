# Flask endpoint searching the municipal staff directory in LDAP by name and department.
import os
from contextlib import contextmanager
from flask import Flask, jsonify, request
from ldap3 import SUBTREE, Connection, Server

app = Flask(__name__)

LDAP_URL = os.environ.get("LDAP_URL", "ldaps://ldap.city.internal")
BASE_DN = "ou=staff,dc=city,dc=internal"
ATTRS = ["cn", "mail", "telephoneNumber", "departmentNumber"]


class DirectoryConfig:
    def __init__(self):
        self.bind_dn = os.environ["LDAP_BIND_DN"]
        self.bind_password = os.environ["LDAP_BIND_PASSWORD"]


class StaffSearch:
    def __init__(self, name: str, department: str):
        self.name = name.strip()
        self.department = department.strip()

    def to_filter(self) -> str:
        name = self.name
        dept = self.department or "*"
        return f"(&(objectClass=inetOrgPerson)(departmentNumber={dept})(cn=*{name}*))"


class DirectoryClient:
    def __init__(self, config: DirectoryConfig):
        self.config = config

    @contextmanager
    def connection(self):
        server = Server(LDAP_URL, use_ssl=True)
        conn = Connection(server, self.config.bind_dn, self.config.bind_password, auto_bind=True)
        try:
            yield conn
        finally:
            conn.unbind()

    def search(self, query: StaffSearch) -> list:
        with self.connection() as conn:
            conn.search(BASE_DN, query.to_filter(), search_scope=SUBTREE, attributes=ATTRS, size_limit=50)
            return [entry.entry_attributes_as_dict for entry in conn.entries]


client = DirectoryClient(DirectoryConfig())


@app.get("/directory/staff")
def staff_lookup():
    query = StaffSearch(request.args.get("name", ""), request.args.get("dept", ""))
    if len(query.name) < 2:
        return jsonify(error="name too short"), 400
    return jsonify(results=client.search(query))
