# Django view powering the staff directory lookup against the corporate LDAP server.
import os

from django.contrib.auth.decorators import login_required
from django.http import JsonResponse
from ldap3 import ALL, SUBTREE, Connection, Server

LDAP_URL = os.environ.get("LDAP_URL", "ldaps://ldap.corp.internal")
BASE_DN = "ou=people,dc=corp,dc=internal"
ATTRS = ["cn", "mail", "title", "telephoneNumber"]


def _connection() -> Connection:
    server = Server(LDAP_URL, use_ssl=True, get_info=ALL)
    return Connection(
        server,
        user=os.environ["LDAP_BIND_DN"],
        password=os.environ["LDAP_BIND_PASSWORD"],
        auto_bind=True,
        read_only=True,
    )


def build_filter(term: str, department: str) -> str:
    parts = [f"(|(cn=*{term}*)(mail={term}*))", "(objectClass=inetOrgPerson)"]
    if department:
        parts.append(f"(departmentNumber={department})")
    return "(&" + "".join(parts) + ")"


@login_required
def staff_lookup(request):
    term = request.GET.get("q", "").strip()
    if len(term) < 2:
        return JsonResponse({"results": []})
    department = request.GET.get("dept", "")
    if department and not department.isdigit():
        department = ""
    conn = _connection()
    try:
        conn.search(BASE_DN, build_filter(term, department), search_scope=SUBTREE,
                    attributes=ATTRS, size_limit=25)
        results = [e.entry_attributes_as_dict for e in conn.entries]
    finally:
        conn.unbind()
    return JsonResponse({"results": results})
