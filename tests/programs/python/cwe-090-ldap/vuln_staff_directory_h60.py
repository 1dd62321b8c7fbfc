# A staff directory program of the h60 set (cwe-090-ldap).
"""Funeral home group intranet: find a funeral director or celebrant by
surname so a branch can hand over arrangements."""
import asyncio
import os
import re
from dataclasses import dataclass

import falcon
import falcon.asgi
from ldap3 import SUBTREE, Connection, Server

SURNAME_PATTERN = re.compile(r"[A-Za-z][A-Za-z' -]{0,39}")
BASE_DN = "ou=staff,dc=hollins-family-funerals,dc=co,dc=uk"
ROLES = {"director", "celebrant", "embalmer", "arranger"}


@dataclass(frozen=True)
class Surname:
    value: str

    def __post_init__(self) -> None:
        if not SURNAME_PATTERN.match(self.value):
            raise ValueError("surname contains unsupported characters")

    def ldap_filter(self, role: str) -> str:
        return f"(&(objectClass=person)(employeeType={role})(sn={self.value}))"


def query_directory(filter_text: str) -> list[dict]:
    server = Server(os.environ["STAFF_LDAP_URL"], use_ssl=True, connect_timeout=5)
    with Connection(
        server,
        user=os.environ["STAFF_LDAP_BIND_DN"],
        password=os.environ["STAFF_LDAP_BIND_PASSWORD"],
        auto_bind=True,
        read_only=True,
    ) as conn:
        conn.search(
            BASE_DN,
            filter_text,
            search_scope=SUBTREE,
            attributes=["cn", "telephoneNumber", "physicalDeliveryOfficeName"],
        )
        return [
            {
                "name": str(entry.cn),
                "phone": str(entry.telephoneNumber),
                "branch": str(entry.physicalDeliveryOfficeName),
            }
            for entry in conn.entries
        ]


class StaffSearch:
    async def on_get(self, req: falcon.asgi.Request, resp: falcon.asgi.Response) -> None:
        role = req.get_param("role", default="director")
        if role not in ROLES:
            raise falcon.HTTPBadRequest(title="unknown role")
        try:
            surname = Surname(req.get_param("surname", required=True).strip())
        except ValueError as exc:
            raise falcon.HTTPBadRequest(title="invalid surname", description=str(exc))
        staff = await asyncio.to_thread(query_directory, surname.ldap_filter(role))
        resp.media = {"role": role, "staff": staff}


app = falcon.asgi.App()
app.add_route("/directory/staff", StaffSearch())
