# A order spool program of the h68 set (cwe-732-permissions).
# yurt makers: accept confirmed yurt orders and drop a work packet into the workshop spool for the frame and canvas teams
from __future__ import annotations

import json
import os
import shutil
from dataclasses import asdict, dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Literal

from aiohttp import web

SPOOL = Path("/srv/yurtworks/spool")
WORKSHOP_GROUP = "workshop"
DIR_MODE = 0o777
FILE_MODE = 0o666


@dataclass(slots=True, kw_only=True)
class WorkPacket:
    order_no: str
    diameter_m: float
    walls: int
    canvas: Literal["natural", "sand", "forest", "charcoal"]
    customer: str
    delivery_address: str
    phone: str
    extras: list[str] = field(default_factory=list)
    created: str = field(default_factory=lambda: datetime.now(timezone.utc).isoformat(timespec="seconds"))


def _packet(body: dict) -> WorkPacket:
    match body:
        case {
            "order_no": str(no),
            "diameter_m": int() | float() as d,
            "canvas": "natural" | "sand" | "forest" | "charcoal" as canvas,
            "customer": {"name": str(name), "address": str(addr), "phone": str(phone)},
            **rest,
        } if no.isalnum() and 3 <= d <= 9:
            walls = rest.get("walls") or max(4, round(d * 1.4))
            return WorkPacket(order_no=no, diameter_m=float(d), walls=int(walls), canvas=canvas,
                              customer=name, delivery_address=addr, phone=phone,
                              extras=[str(x) for x in rest.get("extras", [])][:10])
        case _:
            raise web.HTTPUnprocessableEntity(text="order number, diameter, canvas and customer are required")


def _spool(packet: WorkPacket) -> Path:
    folder = SPOOL / f"{datetime.now():%Y-%m-%d}"
    folder.mkdir(parents=True, exist_ok=True)
    os.chmod(folder, DIR_MODE)
    shutil.chown(folder, group=WORKSHOP_GROUP)

    target = folder / f"{packet.order_no}.json"
    tmp = target.with_suffix(".part")
    with open(tmp, "w", encoding="utf-8") as fh:
        json.dump(asdict(packet), fh, indent=2, ensure_ascii=False)
    os.chmod(tmp, FILE_MODE)
    shutil.chown(tmp, group=WORKSHOP_GROUP)
    tmp.replace(target)
    return target


async def submit_order(request: web.Request) -> web.Response:
    packet = _packet(await request.json())
    if (existing := next(SPOOL.glob(f"*/{packet.order_no}.json"), None)) is not None:
        raise web.HTTPConflict(text=f"order already spooled on {existing.parent.name}")
    path = _spool(packet)
    return web.json_response({"order": packet.order_no, "spooled": path.parent.name, "walls": packet.walls}, status=201)


async def spool_status(request: web.Request) -> web.Response:
    day = request.match_info["day"]
    folder = SPOOL / day
    if not day.replace("-", "").isdigit() or not folder.is_dir():
        raise web.HTTPNotFound()
    return web.json_response(sorted(p.stem for p in folder.glob("*.json")))


app = web.Application()
app.add_routes([web.post("/orders", submit_order), web.get("/spool/{day}", spool_status)])

if __name__ == "__main__":
    web.run_app(app, port=8095)
