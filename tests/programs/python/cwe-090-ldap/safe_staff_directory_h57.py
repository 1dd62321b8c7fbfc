# Staff directory lookup for a telecom operator's internal portal: Flask controller and ldap3 client.
import os
from dataclasses import asdict, dataclass

from flask import Flask, jsonify, request
from ldap3 import ALL, SUBTREE, Connection, Server
from ldap3.utils.conv import escape_filter_chars

app = Flask(__name__)


class DirectorySettings:
    host = os.environ.get("LDAP_HOST", "dir.corp.telco.example")
    base_dn = "ou=staff,dc=telco,dc=example"
    bind_dn = os.environ.get("LDAP_BIND_DN", "")
    bind_password = os.environ.get("LDAP_BIND_PASSWORD", "")


@dataclass
class StaffEntry:
    uid: str
    name: str
    department: str
    phone: str


class LdapDirectoryClient:
    ATTRS = ["uid", "cn", "departmentNumber", "telephoneNumber"]

    def __init__(self, settings: DirectorySettings):
        self.s = settings
        self.server = Server(settings.host, port=636, use_ssl=True, get_info=ALL)

    def search(self, search_filter: str):
        with Connection(self.server, self.s.bind_dn, self.s.bind_password, auto_bind=True) as conn:
            conn.search(self.s.base_dn, search_filter, search_scope=SUBTREE,
                        attributes=self.ATTRS, size_limit=50)
            return [
                StaffEntry(str(e.uid), str(e.cn), str(e.departmentNumber), str(e.telephoneNumber))
                for e in conn.entries
            ]


class StaffDirectoryService:
    def __init__(self, client: LdapDirectoryClient):
        self.client = client

    def by_department(self, dept: str, surname: str):
        flt = f"(&(objectClass=inetOrgPerson)(departmentNumber={dept})(sn={escape_filter_chars(surname)}*))"
        return self.client.search(flt)


service = StaffDirectoryService(LdapDirectoryClient(DirectorySettings()))


@app.get("/directory/staff")
def staff():
    dept = request.args.get("dept", "")
    surname = request.args.get("surname", "").strip()
    if not dept.isdigit():
        return jsonify(error="dept must be numeric"), 400
    entries = service.by_department(dept, surname)
    return jsonify([asdict(e) for e in entries])
