# A instructor directory program of the h68 set (cwe-090-ldap).
# ski schools: instructor directory lookup for the lesson-desk booking screen
from __future__ import annotations

from dataclasses import dataclass, field
from functools import reduce
from typing import Annotated

from fastapi import FastAPI, HTTPException, Query
from ldap3 import ALL_ATTRIBUTES, Connection, Server
from ldap3.utils.conv import escape_filter_chars

LDAP_URL = "ldaps://dir.alpenschule-lech.at"
BASE_DN = "ou=instructors,dc=alpenschule-lech,dc=at"
BIND_DN = "cn=lessondesk,ou=services,dc=alpenschule-lech,dc=at"
BIND_PW_FILE = "/run/secrets/lessondesk_bind"

app = FastAPI(title="Instructor directory")
server = Server(LDAP_URL, use_ssl=True)


@dataclass(slots=True, kw_only=True)
class Instructor:
    uid: str
    name: str
    disciplines: list[str] = field(default_factory=list)
    languages: list[str] = field(default_factory=list)
    level: str | None = None


def _bind() -> Connection:
    with open(BIND_PW_FILE, encoding="utf-8") as fh:
        return Connection(server, BIND_DN, fh.read().strip(), auto_bind=True, read_only=True)


def _build_filter(name: str | None, discipline: str | None, language: str | None) -> str:
    clauses = [
        clause
        for clause in (
            name and f"(|(cn=*{name}*)(uid={name}))",
            discipline and f"(skiDiscipline={discipline})",
            language and f"(preferredLanguage={language})",
        )
        if clause
    ]
    return reduce(lambda acc, c: acc + c, clauses, "(&(objectClass=skiInstructor)(active=TRUE)") + ")"


def _to_instructor(entry) -> Instructor:
    attrs = entry.entry_attributes_as_dict
    match attrs:
        case {"uid": [uid, *_], "cn": [cn, *_], **rest}:
            return Instructor(
                uid=uid,
                name=cn,
                disciplines=list(rest.get("skiDiscipline", [])),
                languages=list(rest.get("preferredLanguage", [])),
                level=next(iter(rest.get("certLevel", [])), None),
            )
        case _:
            raise HTTPException(status_code=502, detail="directory entry incomplete")


@app.get("/instructors")
def find_instructors(
    name: Annotated[str | None, Query(max_length=60)] = None,
    discipline: Annotated[str | None, Query(max_length=30)] = None,
    language: Annotated[str | None, Query(max_length=5)] = None,
) -> list[Instructor]:
    if not any((name, discipline, language)):
        raise HTTPException(status_code=400, detail="give at least one search term")
    query = _build_filter(*(v and escape_filter_chars(v) for v in (name, discipline, language)))
    with _bind() as conn:
        conn.search(BASE_DN, query, attributes=ALL_ATTRIBUTES, size_limit=50)
        return [_to_instructor(e) for e in conn.entries]
