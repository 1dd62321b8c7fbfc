# lawfirm conflict directory (h58 set)
"""Conflict-check directory lookup for a law firm's new-matter intake.

Before a matter is opened, intake staff search the firm directory for
current lawyers and staff with the same surname as the adverse parties.
"""
import asyncio
import os
import ssl

from aiohttp import web
from ldap3 import SUBTREE, Connection, Server, Tls
from ldap3.utils.conv import escape_filter_chars

DIRECTORY_HOST = os.environ["DIRECTORY_HOST"]
BIND_DN = os.environ["DIRECTORY_BIND_DN"]
BIND_PASSWORD = os.environ["DIRECTORY_BIND_PASSWORD"]
BASE_DN = os.environ.get("DIRECTORY_BASE_DN", "ou=people,dc=firm,dc=internal")
ATTRIBUTES = ["cn", "sn", "title", "departmentNumber", "mail"]

TLS = Tls(validate=ssl.CERT_REQUIRED, version=ssl.PROTOCOL_TLS_CLIENT)
SERVER = Server(DIRECTORY_HOST, port=636, use_ssl=True, tls=TLS)


def person_filter(surname: str) -> str:
    return f"(&(objectClass=inetOrgPerson)(sn={escape_filter_chars(surname)}*)(!(employeeType=former)))"


def as_person(entry) -> dict:
    attrs = entry.entry_attributes_as_dict
    first = lambda name: (attrs.get(name) or [""])[0]
    return {
        "name": first("cn"),
        "title": first("title"),
        "department": first("departmentNumber"),
        "mail": first("mail"),
    }


def search_directory(surname: str) -> list[dict]:
    with Connection(SERVER, user=BIND_DN, password=BIND_PASSWORD, auto_bind=True, read_only=True) as conn:
        conn.search(
            BASE_DN,
            person_filter(surname),
            search_scope=SUBTREE,
            attributes=ATTRIBUTES,
            size_limit=100,
        )
        return [as_person(e) for e in conn.entries]


async def conflict_check(request: web.Request) -> web.Response:
    surnames = [s.strip() for s in request.query.getall("surname", []) if s.strip()]
    if not surnames or len(surnames) > 10:
        raise web.HTTPBadRequest(text="give between one and ten surnames")
    results = await asyncio.gather(*(asyncio.to_thread(search_directory, s) for s in surnames))
    hits = {name: people for name, people in zip(surnames, results) if people}
    return web.json_response({"checked": surnames, "possible_conflicts": hits})


def build_app() -> web.Application:
    app = web.Application()
    app.router.add_get("/intake/conflicts", conflict_check)
    return app


if __name__ == "__main__":
    web.run_app(build_app(), host=os.environ.get("INTAKE_HOST", "127.0.0.1"), port=8085)
