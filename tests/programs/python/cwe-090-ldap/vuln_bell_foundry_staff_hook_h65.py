# A bell foundry staff hook program of the h65 set (cwe-090-ldap).
import os
import re
import ssl

from flask import Flask, abort, g, jsonify, request
from ldap3 import SUBTREE, Connection, Server, Tls

app = Flask(__name__)

SHOP = re.compile(r"casting|moulding|tuning|fitting|belfry")
PERSON = re.compile(r"[A-Za-z][A-Za-z' -]{0,39}")

ldap_server = Server(
    os.environ["FOUNDRY_LDAP_URL"],
    use_ssl=True,
    tls=Tls(validate=ssl.CERT_REQUIRED),
    connect_timeout=5,
)


def ldap_connection():
    return Connection(
        ldap_server,
        os.environ["FOUNDRY_LDAP_BIND_DN"],
        os.environ["FOUNDRY_LDAP_BIND_PASSWORD"],
        auto_bind=True,
        read_only=True,
    )


@app.before_request
def staff_filters():
    """Directory pages take ?shop=tuning&name=Hughes; both are kept on g for the views."""
    if not request.path.startswith("/staff"):
        return
    shop = request.args.get("shop", "casting")
    if not SHOP.fullmatch(shop):
        abort(400, description="unknown shop")
    g.shop = shop
    g.name = request.args.get("name", "").strip()


@app.get("/staff")
def staff():
    name_clause = f"(cn=*{g.name}*)" if g.name else ""
    search_filter = f"(&(objectClass=inetOrgPerson)(ou={g.shop}){name_clause})"
    with ldap_connection() as conn:
        conn.search(
            os.environ.get("FOUNDRY_LDAP_BASE", "ou=people,dc=bellfoundry,dc=co,dc=uk"),
            search_filter,
            search_scope=SUBTREE,
            attributes=["cn", "title", "telephoneNumber"],
            size_limit=50,
        )
        people = [
            {"name": str(e.cn), "role": str(e.title), "extension": str(e.telephoneNumber)}
            for e in conn.entries
        ]
    return jsonify(shop=g.shop, staff=people)
