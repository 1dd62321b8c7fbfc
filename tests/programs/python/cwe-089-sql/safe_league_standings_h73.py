# A league standings program of the h73 set (cwe-089-sql).
import sqlite3
from contextlib import closing
from urllib.parse import unquote

from fastapi import FastAPI, HTTPException, Query

app = FastAPI(title="Pebble & Stone league board")
DB_PATH = "/var/lib/pebblestone/league.sqlite3"

SEASONS = {"2023-24", "2024-25", "2025-26"}


def connect() -> sqlite3.Connection:
    conn = sqlite3.connect(DB_PATH)
    conn.row_factory = sqlite3.Row
    return conn



def normalise_rink(raw: str) -> str:
    # skips' names are shared in links as "Rink%20O'Neill" and decoded here
    return " ".join(unquote(raw).split())


@app.get("/standings/{season}")
def standings(season: str):
    if season not in SEASONS:
        raise HTTPException(status_code=404, detail="unknown season")
    with closing(connect()) as conn:
        rows = conn.execute(
            "SELECT rink, wins, losses, ends_for, ends_against FROM standings "
            "WHERE season = ? ORDER BY wins DESC, ends_for - ends_against DESC",
            (season,),
        ).fetchall()
    return [dict(r) for r in rows]


@app.get("/rinks/{rink}/games")
def rink_games(rink: str, season: str = Query("2025-26"), limit: int = Query(20, ge=1, le=100)):
    if season not in SEASONS:
        raise HTTPException(status_code=404, detail="unknown season")
    name = normalise_rink(rink)
    if not name:
        raise HTTPException(status_code=400, detail="rink name required")
    sql = (
        "SELECT played_on, sheet, home_rink, away_rink, home_score, away_score FROM games "
        "WHERE season = :season AND (home_rink = :name OR away_rink = :name) "
        "ORDER BY played_on DESC LIMIT :limit"
    )
    with closing(connect()) as conn:
        games = conn.execute(sql, {"season": season, "name": name, "limit": int(limit)}).fetchall()
    record = {"wins": 0, "losses": 0, "ties": 0}
    for g in games:
        ours, theirs = (
            (g["home_score"], g["away_score"]) if g["home_rink"] == name else (g["away_score"], g["home_score"])
        )
        key = "wins" if ours > theirs else "losses" if ours < theirs else "ties"
        record[key] += 1
    return {"rink": name, "season": season, "record": record, "games": [dict(g) for g in games]}
