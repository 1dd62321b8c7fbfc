# A member desk program of the h60 set (cwe-090-ldap).
"""Coworking space front desk: look up a member by email in the directory
to see which door-access groups they belong to before issuing a day pass."""
import asyncio
import os

from aiohttp import web
from ldap3 import SUBTREE, Connection, Server
from ldap3.utils.conv import escape_filter_chars

LDAP_URL = os.environ.get("LDAP_URL", "ldaps://directory.hive-cowork.net")
BASE_DN = "ou=members,dc=hive-cowork,dc=net"
ATTRIBUTES = ["cn", "mail", "memberOf", "hiveMembershipTier"]


def looks_like_email(value: str) -> bool:
    local, _, domain = value.partition("@")
    return bool(local) and "." in domain and len(value) <= 254


def member_filter(email: str) -> str:
    return f"(&(objectClass=inetOrgPerson)(mail={escape_filter_chars(email)}))"


def access_groups(entry: dict) -> list[str]:
    groups = entry.get("memberOf", [])
    return sorted(
        dn.split(",")[0].split("=", 1)[-1] for dn in groups if "ou=doors" in dn
    )


def search_members(email: str) -> list[dict]:
    server = Server(LDAP_URL, use_ssl=True, connect_timeout=5)
    with Connection(
        server,
        user=os.environ["LDAP_BIND_DN"],
        password=os.environ["LDAP_BIND_PASSWORD"],
        auto_bind=True,
        read_only=True,
    ) as conn:
        conn.search(BASE_DN, member_filter(email), search_scope=SUBTREE, attributes=ATTRIBUTES)
        return [entry.entry_attributes_as_dict for entry in conn.entries]


async def lookup(request: web.Request) -> web.Response:
    email = request.query.get("email", "").strip()
    if not looks_like_email(email):
        raise web.HTTPBadRequest(text="please enter the member's email address")
    entries = await asyncio.to_thread(search_members, email)
    members = [
        {
            "name": entry.get("cn", [""])[0],
            "tier": entry.get("hiveMembershipTier", ["day"])[0],
            "doors": access_groups(entry),
        }
        for entry in entries
    ]
    return web.json_response({"matches": members})


def build_app() -> web.Application:
    app = web.Application()
    app.router.add_get("/desk/members", lookup)
    return app


if __name__ == "__main__":
    web.run_app(build_app(), host="127.0.0.1", port=8083)
