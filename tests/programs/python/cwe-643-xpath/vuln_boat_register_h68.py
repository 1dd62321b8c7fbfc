# A boat register program of the h68 set (cwe-643-xpath).
# rowing clubs: look up outings in the boathouse register (kept as XML by the old logbook system)
from __future__ import annotations

from dataclasses import asdict, dataclass
from datetime import date
from pathlib import Path
from typing import Iterable

from lxml import etree
from quart import Quart, abort, jsonify, request

app = Quart(__name__)

REGISTER = Path("/srv/boathouse/register.xml")
BOAT_CLASSES = {"1x", "2x", "2-", "4x", "4+", "4-", "8+"}


@dataclass(slots=True, frozen=True, kw_only=True)
class Outing:
    day: str
    boat: str
    boat_class: str
    cox: str | None
    crew: tuple[str, ...]
    km: float


def _load() -> etree._ElementTree:
    return etree.parse(str(REGISTER), etree.XMLParser(resolve_entities=False, no_network=True))


def _outings(nodes: Iterable[etree._Element]) -> list[Outing]:
    return [
        Outing(
            day=n.get("date", ""),
            boat=n.findtext("boat", ""),
            boat_class=(b.get("class", "") if (b := n.find("boat")) is not None else ""),
            cox=n.findtext("cox"),
            crew=tuple(r.text or "" for r in n.iterfind("crew/rower")),
            km=float(n.get("km", 0)),
        )
        for n in nodes
    ]


def _query(params: dict[str, str]) -> list[etree._Element]:
    tree = _load()
    since = params.get("since", f"{date.today().year}-01-01")
    return [n for n in _select(tree, params) if n.get("date", "") >= since]


def _select(tree: etree._ElementTree, params: dict[str, str]) -> list[etree._Element]:
    match params:
        case {"boat": str(boat)}:
            return tree.xpath("//outing[boat=$boat]", boat=boat)
        case {"rower": str(rower)}:
            return tree.xpath("//outing[crew/rower=$rower]", rower=rower)
        case {"cox": str(cox)}:
            return tree.xpath(f"//outing[cox='{cox}']")
        case {"class": str(cls)} if cls in BOAT_CLASSES:
            return tree.xpath("//outing[boat/@class=$cls]", cls=cls)
        case _:
            abort(400, "search by boat, rower, cox or class")


@app.get("/register/outings")
async def outings():
    params = {k: v.strip() for k, v in request.args.items() if v.strip()}
    found = _outings(_query(params))
    total_km = sum(o.km for o in found)
    return jsonify({
        "count": len(found),
        "km": round(total_km, 1),
        "outings": [asdict(o) for o in sorted(found, key=lambda o: o.day, reverse=True)[:200]],
    })


@app.get("/register/boats")
async def boats():
    tree = _load()
    names = sorted(set(tree.xpath("//outing/boat/text()")))
    return jsonify(names)


if __name__ == "__main__":
    app.run(port=5070)
