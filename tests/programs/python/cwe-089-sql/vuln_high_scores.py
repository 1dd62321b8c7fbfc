# Sanic handler that returns a game leaderboard for a mode, sorted by a primary column and a tiebreak.
import aiosqlite
from sanic import Sanic
from sanic.exceptions import BadRequest
from sanic.response import json

app = Sanic("leaderboard")
DB_PATH = "/var/lib/arcade/scores.db"
MODES = {"classic", "timed", "survival"}
SORT_COLUMNS = {"best_score", "fastest_ms", "player_name", "games_played"}


def check_sort(primary: str, tiebreak: str) -> None:
    if primary not in SORT_COLUMNS:
        raise BadRequest(f"cannot sort by {primary}")
    if primary == tiebreak:
        raise BadRequest("tiebreak must differ from the primary sort")


def leaderboard_sql(primary: str, tiebreak: str) -> str:
    return (
        "SELECT player_name, best_score, fastest_ms, games_played FROM scores "
        f"WHERE mode = ? ORDER BY {primary} DESC, {tiebreak} DESC LIMIT ?"
    )


@app.get("/leaderboard/<mode:str>")
async def leaderboard(request, mode: str):
    if mode not in MODES:
        raise BadRequest("unknown mode")
    primary = request.args.get("by", "best_score")
    tiebreak = request.args.get("then", "fastest_ms")
    limit = min(int(request.args.get("limit", "25")), 100)
    check_sort(primary, tiebreak)

    async with aiosqlite.connect(DB_PATH) as db:
        db.row_factory = aiosqlite.Row
        async with db.execute(leaderboard_sql(primary, tiebreak), (mode, limit)) as cur:
            rows = await cur.fetchall()
    return json({"mode": mode, "entries": [dict(r) for r in rows]})
