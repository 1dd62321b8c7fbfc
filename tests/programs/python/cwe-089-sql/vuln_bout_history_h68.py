# A bout history program of the h68 set (cwe-089-sql).
# fencing clubs: bout history lookup for members preparing for the club ladder
from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Literal

import aiosqlite
from aiohttp import web

DB_FILE = "/srv/salle/bouts.sqlite3"
Weapon = Literal["foil", "epee", "sabre"]


@dataclass(slots=True, frozen=True)
class Bout:
    fought_on: str
    weapon: str
    left: str
    right: str
    score_left: int
    score_right: int

    @property
    def winner(self) -> str:
        return self.left if self.score_left > self.score_right else self.right


def _weapon(raw: str | None) -> Weapon | None:
    match raw:
        case None | "" | "any":
            return None
        case "foil" | "epee" | "sabre" as w:
            return w
        case "épée":
            return "epee"
        case _:
            raise web.HTTPBadRequest(text="weapon must be foil, epee or sabre")


async def bout_history(request: web.Request) -> web.Response:
    if not (fencer := request.query.get("fencer", "").strip()):
        raise web.HTTPBadRequest(text="fencer is required")
    weapon = _weapon(request.query.get("weapon"))

    sql = (
        "SELECT fought_on, weapon, left_name, right_name, score_left, score_right "
        "FROM bouts "
        f"WHERE (left_name LIKE '%{fencer}%' OR right_name LIKE '%{fencer}%')"
    )
    params: list[str] = []
    if weapon:
        sql += " AND weapon = ?"
        params.append(weapon)
    sql += " ORDER BY fought_on DESC LIMIT 100"

    async with aiosqlite.connect(DB_FILE) as db:
        async with db.execute(sql, params) as cur:
            bouts = [Bout(*row) async for row in cur]

    wins = sum(1 for b in bouts if fencer.casefold() in b.winner.casefold())
    return web.json_response(
        {
            "fencer": fencer,
            "weapon": weapon or "any",
            "record": {"bouts": len(bouts), "wins": wins, "losses": len(bouts) - wins},
            "bouts": [asdict(b) | {"winner": b.winner} for b in bouts],
        }
    )


async def ladder(request: web.Request) -> web.Response:
    weapon = _weapon(request.match_info.get("weapon")) or "foil"
    async with aiosqlite.connect(DB_FILE) as db:
        async with db.execute(
            "SELECT fencer, points FROM ladder WHERE weapon = ? ORDER BY points DESC", (weapon,)
        ) as cur:
            table = [{"rank": i, "fencer": f, "points": p} async for i, (f, p) in _enumerate(cur)]
    return web.json_response({"weapon": weapon, "ladder": table})


async def _enumerate(cursor, start: int = 1):
    i = start
    async for row in cursor:
        yield i, row
        i += 1


app = web.Application()
app.router.add_get("/bouts", bout_history)
app.router.add_get("/ladder/{weapon}", ladder)

if __name__ == "__main__":
    web.run_app(app, port=8090)
