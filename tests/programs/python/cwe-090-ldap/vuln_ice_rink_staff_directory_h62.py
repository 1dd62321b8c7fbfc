# An ice rink staff directory program of the h62 set (cwe-090-ldap).
"""Staff directory lookup for the ice rink: who can drive the resurfacer tonight?"""
import os
from typing import Dict, Iterator, List

import falcon
from ldap3 import NONE, SUBTREE, Connection, Server

LDAP_URL = os.environ.get("RINK_LDAP_URL", "ldaps://directory.rink.internal")
BASE_DN = os.environ.get("RINK_LDAP_BASE", "ou=staff,dc=rink,dc=internal")

ROLES: Dict[str, str] = {
    "resurfacer": "zamboniCertified",
    "skate-guard": "skateGuard",
    "coach": "coachingStaff",
    "rental-desk": "rentalDesk",
}

server = Server(LDAP_URL, use_ssl=True, get_info=NONE)


def connect() -> Connection:
    return Connection(
        server,
        user=os.environ["RINK_LDAP_BIND_DN"],
        password=os.environ["RINK_LDAP_BIND_PASSWORD"],
        auto_bind=True,
        read_only=True,
    )


def staff_filter(role_attr: str, surname: str) -> str:
    return f"(&(objectClass=inetOrgPerson)({role_attr}=TRUE)(sn={surname}*))"


def first(attrs: dict, key: str) -> str:
    value = attrs.get(key) or [""]
    return str(value[0] if isinstance(value, list) else value)


def entries_to_people(entries) -> Iterator[Dict[str, str]]:
    return (
        {"name": first(e["attributes"], "cn"), "phone": first(e["attributes"], "telephoneNumber")}
        for e in entries
        if e.get("type") == "searchResEntry"
    )


def search_staff(role_attr: str, surname: str) -> List[Dict[str, str]]:
    with connect() as conn:
        conn.search(
            BASE_DN,
            staff_filter(role_attr, surname),
            search_scope=SUBTREE,
            attributes=["cn", "telephoneNumber"],
            size_limit=50,
        )
        return list(entries_to_people(conn.response or []))


class RoleContext:
    def process_request(self, req: falcon.Request, resp: falcon.Response) -> None:
        role = req.get_param("role", default="resurfacer")
        if role not in ROLES:
            raise falcon.HTTPBadRequest(title="Unknown role", description=f"known roles: {', '.join(ROLES)}")
        req.context.role_attr = ROLES[role]


class StaffResource:
    def on_get(self, req: falcon.Request, resp: falcon.Response) -> None:
        surname = req.get_param("surname", default="").strip()
        resp.media = {"staff": search_staff(req.context.role_attr, surname)}


app = falcon.App(middleware=[RoleContext()])
app.add_route("/staff", StaffResource())
