# Pyramid JSON view that looks up staff members in the corporate LDAP directory.
import os

from ldap3 import ALL, SUBTREE, Connection, Server
from pyramid.config import Configurator
from pyramid.view import view_config

LDAP_URL = os.environ.get("LDAP_URL", "ldaps://ldap.corp.example.com")
BASE_DN = "ou=people,dc=corp,dc=example,dc=com"
SEARCHABLE = {"uid": "uid", "dept": "departmentNumber", "city": "l"}


def build_filter(criteria):
    parts = "".join(f"({attr}={value})" for attr, value in criteria.items())
    return f"(&(objectClass=inetOrgPerson)(!(employeeType=disabled)){parts})"


def ldap_connection():
    server = Server(LDAP_URL, get_info=ALL, use_ssl=True)
    return Connection(
        server,
        user=os.environ["LDAP_BIND_DN"],
        password=os.environ["LDAP_BIND_PW"],
        auto_bind=True,
    )


@view_config(route_name="staff_search", renderer="json")
def staff_search(request):
    criteria = {}
    for param, attr in SEARCHABLE.items():
        value = request.params.get(param, "").strip()
        if value:
            criteria[attr] = value
    if not criteria:
        return {"results": []}
    conn = ldap_connection()
    try:
        conn.search(
            BASE_DN,
            build_filter(criteria),
            search_scope=SUBTREE,
            attributes=["cn", "mail", "uid"],
            size_limit=25,
        )
        results = [{"cn": str(e.cn), "mail": str(e.mail), "uid": str(e.uid)} for e in conn.entries]
    finally:
        conn.unbind()
    return {"results": results}


def main(global_config, **settings):
    with Configurator(settings=settings) as config:
        config.add_route("staff_search", "/staff/search")
        config.scan()
        return config.make_wsgi_app()
