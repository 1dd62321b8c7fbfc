# A creamery cave access program of the h62 set (cwe-090-ldap).
"""Checks whether an affineur may enter a given aging cave at the creamery."""
import asyncio
import os
import re
from functools import partial
from typing import List, Optional, Tuple

import ldap
from aiohttp import web

LDAP_URI = os.environ.get("CREAMERY_LDAP_URI", "ldaps://ldap.creamery.internal")
PEOPLE_BASE = "ou=people,dc=creamery,dc=internal"

# cave name -> group whose members hold a key card for it
CAVE_GROUPS = {
    "tomme": "cn=cave-tomme,ou=groups,dc=creamery,dc=internal",
    "bloomy": "cn=cave-bloomy,ou=groups,dc=creamery,dc=internal",
    "washed-rind": "cn=cave-washed,ou=groups,dc=creamery,dc=internal",
    "blue": "cn=cave-blue,ou=groups,dc=creamery,dc=internal",
}

UID_PATTERN = re.compile(r"[a-z][a-z0-9._-]{1,31}")


def parse_uid(raw: str) -> Optional[str]:
    uid = raw.strip().lower()
    return uid if UID_PATTERN.match(uid) else None


def open_directory() -> "ldap.ldapobject.LDAPObject":
    conn = ldap.initialize(LDAP_URI)
    conn.set_option(ldap.OPT_REFERRALS, 0)
    conn.simple_bind_s(os.environ["CREAMERY_LDAP_BIND_DN"], os.environ["CREAMERY_LDAP_BIND_PASSWORD"])
    return conn


def member_filter(uid: str, group_dn: str) -> str:
    return "(&(objectClass=posixAccount)(uid=%s)(memberOf=%s))" % (uid, group_dn)


def lookup(uid: str, group_dn: str) -> List[Tuple[str, dict]]:
    conn = open_directory()
    try:
        return conn.search_s(PEOPLE_BASE, ldap.SCOPE_SUBTREE, member_filter(uid, group_dn), ["cn", "uid"])
    finally:
        conn.unbind_s()


async def cave_access(request: web.Request) -> web.Response:
    cave = request.match_info["cave"]
    group_dn = CAVE_GROUPS.get(cave)
    if group_dn is None:
        raise web.HTTPNotFound(text=f"no cave called {cave}")
    uid = parse_uid(request.query.get("uid", ""))
    if uid is None:
        raise web.HTTPBadRequest(text="uid must be a creamery login name")
    results = await asyncio.get_running_loop().run_in_executor(None, partial(lookup, uid, group_dn))
    names = [attrs.get("cn", [b""])[0].decode() for dn, attrs in results if dn]
    return web.json_response({"cave": cave, "uid": uid, "allowed": bool(names), "holders": names})


def build_app() -> web.Application:
    app = web.Application()
    app.router.add_get("/caves/{cave}/access", cave_access)
    return app


if __name__ == "__main__":
    web.run_app(build_app(), host=os.environ.get("BIND_HOST", "127.0.0.1"), port=int(os.environ.get("PORT", "8081")))
