# A member api program of the h68 set (cwe-942-cors).
# fencing clubs: member API used by the club website and the competition-entry microsite
from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date
from typing import Annotated, Literal

from fastapi import Cookie, FastAPI, HTTPException
from fastapi.middleware.cors import CORSMiddleware
from pydantic import BaseModel

app = FastAPI(title="Fechtclub Wien-Mitte member API")

app.add_middleware(
    CORSMiddleware,
    # club site, entries microsite and the armoury booking page all live under our domain
    allow_origin_regex=r"https://([a-z0-9-]+\.)?fechtclub-wien\.at",
    allow_credentials=True,
    allow_methods=["GET", "POST", "DELETE"],
    allow_headers=["Content-Type", "X-Requested-With"],
    max_age=600,
)

Weapon = Literal["foil", "epee", "sabre"]


@dataclass(slots=True, kw_only=True)
class Member:
    id: int
    name: str
    licence_no: str
    email: str
    phone: str
    fees_due_eur: int = 0
    entries: list[tuple[date, str, Weapon]] = field(default_factory=list)


MEMBERS: dict[int, Member] = {}
SESSIONS: dict[str, int] = {}


class Entry(BaseModel):
    competition: str
    on: date
    weapon: Weapon


def _member(session_id: str | None) -> Member:
    match session_id and SESSIONS.get(session_id):
        case int(mid) if (m := MEMBERS.get(mid)) is not None:
            return m
        case _:
            raise HTTPException(status_code=401, detail="please sign in")


@app.get("/me")
def me(club_session: Annotated[str | None, Cookie()] = None) -> dict[str, object]:
    m = _member(club_session)
    return {
        "name": m.name,
        "licence": m.licence_no,
        "email": m.email,
        "phone": m.phone,
        "fees_due_eur": m.fees_due_eur,
    }


@app.post("/me/entries", status_code=201)
def enter(entry: Entry, club_session: Annotated[str | None, Cookie()] = None) -> dict[str, object]:
    m = _member(club_session)
    if entry.on <= date.today():
        raise HTTPException(status_code=422, detail="entries close the day before")
    if any(on == entry.on and weapon == entry.weapon for on, _, weapon in m.entries):
        raise HTTPException(status_code=409, detail="already entered for that day and weapon")
    m.entries.append((entry.on, entry.competition, entry.weapon))
    m.fees_due_eur += 25
    return {"entries": len(m.entries), "fees_due_eur": m.fees_due_eur}


@app.delete("/me/entries/{on}/{weapon}")
def withdraw(on: date, weapon: Weapon, club_session: Annotated[str | None, Cookie()] = None) -> dict[str, int]:
    m = _member(club_session)
    before = len(m.entries)
    m.entries = [e for e in m.entries if not (e[0] == on and e[2] == weapon)]
    if len(m.entries) == before:
        raise HTTPException(status_code=404, detail="no such entry")
    return {"entries": len(m.entries)}
