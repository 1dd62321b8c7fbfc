# A lacrosse stats query program of the h74 set (cwe-089-sql).
import asyncio
import os
import sqlite3
from typing import Any

from fastapi import FastAPI, HTTPException, Query

DB_PATH = os.environ.get("LEAGUE_DB", "/var/lib/lax-league/stats.sqlite3")

SORTABLE = {
    "goals": "s.goals",
    "assists": "s.assists",
    "points": "(s.goals + s.assists)",
    "ground_balls": "s.ground_balls",
    "caused_turnovers": "s.caused_turnovers",
}

app = FastAPI(title="River Valley Youth Lacrosse Stats")


def _run_leaderboard(params: dict[str, Any]) -> list[dict]:
    sql = (
        "SELECT p.first_name, p.last_name, t.name, s.goals, s.assists, s.ground_balls "
        "FROM season_stats s JOIN players p ON p.id = s.player_id "
        "JOIN teams t ON t.id = p.team_id "
        "WHERE s.season = ? AND t.division = ? "
        f"ORDER BY {params['sort_column']} DESC LIMIT ?"
    )
    conn = sqlite3.connect(DB_PATH, timeout=5)
    try:
        rows = conn.execute(sql, (params["season"], params["division"], params["limit"])).fetchall()
    finally:
        conn.close()
    return [
        {"player": f"{r[0]} {r[1]}", "team": r[2], "goals": r[3], "assists": r[4], "ground_balls": r[5]}
        for r in rows
    ]


def _run_team_count(params: dict[str, Any]) -> int:
    conn = sqlite3.connect(DB_PATH, timeout=5)
    try:
        (count,) = conn.execute(
            "SELECT COUNT(*) FROM teams WHERE division = ?", (params["division"],)
        ).fetchone()
    finally:
        conn.close()
    return count


@app.get("/leaderboard")
async def leaderboard(
    season: int = Query(..., ge=2000, le=2100),
    division: str = Query("U14", max_length=10),
    sort: str = Query("points"),
    limit: int = Query(25, ge=1, le=100),
):
    # unknown sort keys fall back to total points
    sort_column = SORTABLE.get(sort, SORTABLE["points"])

    params = {
        "season": season,
        "division": division,
        "sort": sort,
        "sort_column": sort_column,
        "limit": limit,
    }
    try:
        players, teams = await asyncio.wait_for(
            asyncio.gather(
                asyncio.to_thread(_run_leaderboard, params),
                asyncio.to_thread(_run_team_count, params),
            ),
            timeout=10,
        )
    except asyncio.TimeoutError:
        raise HTTPException(status_code=503, detail="stats database is busy")
    return {"season": season, "division": division, "teams": teams, "sorted_by": sort, "players": players}


if __name__ == "__main__":
    import uvicorn

    uvicorn.run(app, host="0.0.0.0", port=8070)
