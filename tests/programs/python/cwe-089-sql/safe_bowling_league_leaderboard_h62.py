# A bowling league leaderboard program of the h62 set (cwe-089-sql).
"""League leaderboard API for the bowling alley's lane screens."""
import os
from dataclasses import dataclass
from datetime import date
from typing import AsyncIterator, List, Optional, Tuple

import aiosqlite
from fastapi import Depends, FastAPI, HTTPException, Query

DB_PATH = os.environ.get("LANES_DB", "/var/lib/lanes/lanes.db")

app = FastAPI(title="Lane scores")


async def get_db() -> AsyncIterator[aiosqlite.Connection]:
    async with aiosqlite.connect(DB_PATH) as db:
        db.row_factory = aiosqlite.Row
        yield db


@dataclass(frozen=True)
class ScoreFilter:
    league: str
    min_score: int
    since: Optional[date]


def score_filter(
    league: str = Query(..., min_length=2, max_length=40),
    min_score: int = Query(0, ge=0, le=300),
    since: Optional[date] = Query(None),
) -> ScoreFilter:
    return ScoreFilter(league=league.strip(), min_score=min_score, since=since)


def build_query(f: ScoreFilter) -> Tuple[str, tuple]:
    clauses = ["l.name = ?", "g.score >= ?"]
    params: list = [f.league, f.min_score]
    if f.since is not None:
        clauses.append("g.played_on >= ?")
        params.append(f.since.isoformat())
    sql = (
        "SELECT b.nickname, g.lane, g.score, g.played_on "
        "FROM games g JOIN bowlers b ON b.id = g.bowler_id JOIN leagues l ON l.id = b.league_id "
        f"WHERE {' AND '.join(clauses)} ORDER BY g.score DESC LIMIT 50"
    )
    return sql, tuple(params)


async def fetch_all(db: aiosqlite.Connection, query: Tuple[str, tuple]) -> List[dict]:
    sql, params = query
    async with db.execute(sql, params) as cursor:
        return [dict(row) for row in await cursor.fetchall()]


@app.get("/leaderboard")
async def leaderboard(f: ScoreFilter = Depends(score_filter), db: aiosqlite.Connection = Depends(get_db)):
    rows = await fetch_all(db, build_query(f))
    if not rows:
        raise HTTPException(status_code=404, detail="no games recorded for that league")
    best = max(rows, key=lambda r: r["score"])
    return {"league": f.league, "high_game": best, "games": rows}
