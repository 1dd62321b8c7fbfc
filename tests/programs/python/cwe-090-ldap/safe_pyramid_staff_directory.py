# Pyramid view that searches the hospital staff directory for on-call clinicians.
import os

from ldap3 import ALL, SUBTREE, Connection, Server
from ldap3.utils.conv import escape_filter_chars
from pyramid.config import Configurator
from pyramid.view import view_config

LDAP_URL = os.environ.get("STAFF_LDAP_URL", "ldaps://directory.hospital.internal")
BASE_DN = "ou=staff,dc=hospital,dc=internal"
RETURN_ATTRS = ["cn", "title", "department", "telephoneNumber", "pager"]


def directory_connection():
    server = Server(LDAP_URL, use_ssl=True, get_info=ALL)
    return Connection(
        server,
        user=os.environ["STAFF_LDAP_BIND_DN"],
        password=os.environ["STAFF_LDAP_BIND_PW"],
        auto_bind=True,
        read_only=True,
    )


def build_filter(criteria):
    clauses = ["(objectClass=inetOrgPerson)", "(onCall=TRUE)"]
    for attr, value in criteria.items():
        if value:
            clauses.append("(%s=%s*)" % (attr, escape_filter_chars(value)))
    return "(&" + "".join(clauses) + ")"


@view_config(route_name="oncall_search", renderer="json")
def oncall_search(request):
    criteria = {
        "department": request.params.get("department", "").strip(),
        "cn": request.params.get("name", "").strip(),
    }
    search_filter = build_filter(criteria)
    conn = directory_connection()
    try:
        conn.search(BASE_DN, search_filter, search_scope=SUBTREE, attributes=RETURN_ATTRS, size_limit=25)
        people = [
            {attr: str(entry[attr]) for attr in RETURN_ATTRS if attr in entry}
            for entry in conn.entries
        ]
    finally:
        conn.unbind()
    return {"count": len(people), "staff": people}


def main(global_config, **settings):
    with Configurator(settings=settings) as config:
        config.add_route("oncall_search", "/directory/oncall")
        config.scan()
        return config.make_wsgi_app()
