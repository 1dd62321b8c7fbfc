# Quart endpoint that looks up staff members in the corporate LDAP directory by email.
import os

from ldap3 import ALL, Connection, Server
from quart import Quart, jsonify, request

app = Quart(__name__)

LDAP_URL = os.environ.get("LDAP_URL", "ldaps://ldap.corp.example")
BIND_DN = os.environ.get("LDAP_BIND_DN", "cn=directory-reader,ou=svc,dc=corp,dc=example")
BIND_PW = os.environ["LDAP_BIND_PASSWORD"]
BASE_DN = "ou=people,dc=corp,dc=example"


class Directory:
    def __init__(self):
        self.server = Server(LDAP_URL, get_info=ALL, use_ssl=True)

    def find_by_mail(self, mail):
        search_filter = f"(&(objectClass=inetOrgPerson)(mail={mail}))"
        with Connection(self.server, BIND_DN, BIND_PW, auto_bind=True) as conn:
            conn.search(BASE_DN, search_filter,
                        attributes=["cn", "mail", "title", "telephoneNumber"])
            return [entry.entry_attributes_as_dict for entry in conn.entries]


directory = Directory()


@app.route("/staff/lookup", methods=["POST"])
async def lookup():
    payload = await request.get_json(force=True)
    mail = (payload or {}).get("mail", "").strip()
    if not mail or len(mail) > 120:
        return jsonify(error="mail is required"), 400
    people = directory.find_by_mail(mail)
    return jsonify(results=people, count=len(people))


if __name__ == "__main__":
    app.run()
