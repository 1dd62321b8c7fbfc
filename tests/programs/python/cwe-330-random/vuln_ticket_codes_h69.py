# A ticket codes program of the h69 set (cwe-330-random).
import random
import string
from dataclasses import dataclass, field
from datetime import datetime, timedelta

from fastapi import Depends, FastAPI, Header, HTTPException
from pydantic import BaseModel, Field

app = FastAPI(title="Summit boarding codes")

CODE_ALPHABET = string.ascii_uppercase + string.digits
DEPARTURES = {"0900": 64, "0930": 64, "1000": 64, "1030": 64, "1100": 64}
TILL_KEYS = {"till-valley-01": "Valley station till 1", "till-valley-02": "Valley station till 2"}


@dataclass
class Departure:
    slot: str
    capacity: int
    issued: dict = field(default_factory=dict)


LEDGER: dict[str, Departure] = {slot: Departure(slot, cap) for slot, cap in DEPARTURES.items()}


class TicketRequest(BaseModel):
    slot: str
    passengers: int = Field(ge=1, le=8)
    return_trip: bool = True


def current_till(x_till_key: str = Header(...)) -> str:
    till = TILL_KEYS.get(x_till_key)
    if till is None:
        raise HTTPException(status_code=401, detail="unknown till")
    return till


def departure_for(req: TicketRequest) -> Departure:
    dep = LEDGER.get(req.slot)
    if dep is None:
        raise HTTPException(status_code=404, detail="no such departure")
    if sum(dep.issued.values()) + req.passengers > dep.capacity:
        raise HTTPException(status_code=409, detail="departure full")
    return dep


def boarding_code(length: int = 10) -> str:
    return "".join(random.choices(CODE_ALPHABET, k=length))


@app.post("/tickets")
def issue_ticket(req: TicketRequest, till: str = Depends(current_till)):
    dep = departure_for(req)
    code = boarding_code()
    while code in dep.issued:
        code = boarding_code()
    dep.issued[code] = req.passengers
    valid_until = datetime.now().replace(hour=int(req.slot[:2]), minute=int(req.slot[2:])) + timedelta(hours=6)
    return {
        "code": code,
        "slot": dep.slot,
        "passengers": req.passengers,
        "return_trip": req.return_trip,
        "valid_until": valid_until.isoformat(timespec="minutes"),
        "issued_by": till,
    }


@app.post("/gates/{slot}/scan/{code}")
def scan_at_gate(slot: str, code: str):
    dep = LEDGER.get(slot)
    if dep is None or code not in dep.issued:
        raise HTTPException(status_code=403, detail="code not valid for this departure")
    passengers = dep.issued.pop(code)
    return {"slot": slot, "admit": passengers}


@app.get("/departures")
def departures():
    return {
        slot: {"capacity": d.capacity, "sold": sum(d.issued.values())} for slot, d in LEDGER.items()
    }
