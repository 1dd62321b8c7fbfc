# A llama trekking outfit guide directory lookup program of the h76 set (cwe-090-ldap).
import os

from flask import Flask, abort, jsonify, request
from ldap3 import ALL, SUBTREE, Connection, Server
from ldap3.utils.conv import escape_filter_chars

app = Flask(__name__)

FILTER_TEMPLATES = {
    "name": "(&(objectClass=inetOrgPerson)(ou=guides)(cn=*{value}*))",
    "language": "(&(objectClass=inetOrgPerson)(ou=guides)(preferredLanguage={value}))",
    "trail": "(&(objectClass=inetOrgPerson)(ou=guides)(description=trail:{value}))",
}

ATTRIBUTES = ["cn", "mail", "telephoneNumber", "preferredLanguage", "description"]


def build_filter(kind: str, value: str) -> str:
    template = FILTER_TEMPLATES[kind]
    return template.format(value=escape_filter_chars(value))


class GuideDirectory:
    def __init__(self, server_url: str, bind_dn: str, password: str, base_dn: str,
                 filter_builder=build_filter):
        self.server = Server(server_url, use_ssl=True, get_info=ALL)
        self.bind_dn = bind_dn
        self.password = password
        self.base_dn = base_dn
        self.filter_builder = filter_builder

    def _connect(self) -> Connection:
        return Connection(self.server, user=self.bind_dn, password=self.password,
                          auto_bind=True, read_only=True)

    def find(self, kind: str, value: str, limit: int = 25) -> list:
        search_filter = self.filter_builder(kind, value)
        with self._connect() as conn:
            conn.search(self.base_dn, search_filter, search_scope=SUBTREE,
                        attributes=ATTRIBUTES, size_limit=limit)
            return [self._to_dict(entry) for entry in conn.entries]

    @staticmethod
    def _to_dict(entry) -> dict:
        data = entry.entry_attributes_as_dict
        return {
            "name": (data.get("cn") or [""])[0],
            "email": (data.get("mail") or [""])[0],
            "phone": (data.get("telephoneNumber") or [""])[0],
            "languages": data.get("preferredLanguage", []),
            "trails": [d.split(":", 1)[1] for d in data.get("description", []) if d.startswith("trail:")],
        }


directory = GuideDirectory(
    os.environ.get("LDAP_URL", "ldaps://ldap.andes-llama.example"),
    os.environ["LDAP_BIND_DN"],
    os.environ["LDAP_BIND_PASSWORD"],
    os.environ.get("LDAP_BASE_DN", "dc=andes-llama,dc=example"),
)


@app.get("/guides")
def search_guides():
    kind = request.args.get("by", "name")
    value = request.args.get("q", "").strip()
    if kind not in FILTER_TEMPLATES or not value:
        abort(400)
    return jsonify(guides=directory.find(kind, value))


@app.get("/guides/languages")
def list_languages():
    return jsonify(languages=["en", "es", "qu", "de"])


if __name__ == "__main__":
    app.run(port=8065)
