# FastAPI leaderboard service for a game backend that reads season rankings from PostgreSQL.
import os
from contextlib import contextmanager

from fastapi import Depends, FastAPI, Query
from psycopg2.extras import RealDictCursor
from psycopg2.pool import ThreadedConnectionPool

DB_SETTINGS = {
    "host": os.environ.get("LEADERBOARD_DB_HOST", "pg-leaderboard.internal"),
    "port": int(os.environ.get("LEADERBOARD_DB_PORT", "5432")),
    "dbname": "leaderboard",
    "user": "lb_reader",
    "password": os.environ["LEADERBOARD_DB_PASSWORD"],
    "sslmode": "require",
}

pool = ThreadedConnectionPool(minconn=1, maxconn=8, **DB_SETTINGS)
app = FastAPI(title="leaderboard")


@contextmanager
def borrowed_connection():
    conn = pool.getconn()
    try:
        yield conn
    finally:
        pool.putconn(conn)


def get_cursor():
    with borrowed_connection() as conn:
        with conn.cursor(cursor_factory=RealDictCursor) as cur:
            yield cur


@app.get("/seasons/{season_id}/top")
def top_players(season_id: int, region: str = Query("global", max_length=12), cur=Depends(get_cursor)):
    cur.execute(
        "SELECT player_tag, rating, wins, losses FROM rankings "
        "WHERE season_id = %s AND region = %s ORDER BY rating DESC LIMIT 100",
        (season_id, region),
    )
    return {"season": season_id, "region": region, "players": cur.fetchall()}
