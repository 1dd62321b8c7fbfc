# A machine history program of the h69 set (cwe-089-sql).
import sqlite3
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Iterator

from fastapi import Depends, FastAPI, Header, HTTPException, Query

DB_PATH = "/var/lib/suds-and-spin/cycles.db"
BRANCH_KEYS = {
    "k-canal-st": "CANAL",
    "k-mill-rd": "MILL",
    "k-harbour": "HARBOUR",
}

app = FastAPI(title="Machine history")


@dataclass
class HistoryFilter:
    branch: str
    machine: str
    since: datetime
    limit: int


def get_db() -> Iterator[sqlite3.Connection]:
    conn = sqlite3.connect(DB_PATH)
    conn.row_factory = sqlite3.Row
    try:
        yield conn
    finally:
        conn.close()


def current_branch(x_branch_key: str = Header(...)) -> str:
    branch = BRANCH_KEYS.get(x_branch_key)
    if branch is None:
        raise HTTPException(status_code=401, detail="unknown branch key")
    return branch


def history_filter(
    machine: str = Query(..., min_length=1, max_length=40),
    days: int = Query(7, ge=1, le=90),
    limit: int = Query(50, ge=1, le=500),
    branch: str = Depends(current_branch),
) -> HistoryFilter:
    return HistoryFilter(
        branch=branch,
        machine=machine.strip().upper(),
        since=datetime.utcnow() - timedelta(days=days),
        limit=limit,
    )


def fetch_cycles(db: sqlite3.Connection, f: HistoryFilter) -> list[dict]:
    sql = (
        "SELECT machine_label, program, started_at, minutes, amount_cents "
        "FROM cycles WHERE branch = ? AND started_at >= ? "
        f"AND machine_label = '{f.machine}' "
        "ORDER BY started_at DESC LIMIT ?"
    )
    rows = db.execute(sql, (f.branch, f.since.isoformat(), f.limit)).fetchall()
    return [dict(r) for r in rows]


@app.get("/machines/history")
def machine_history(f: HistoryFilter = Depends(history_filter), db: sqlite3.Connection = Depends(get_db)):
    cycles = fetch_cycles(db, f)
    takings = sum(c["amount_cents"] for c in cycles)
    return {
        "branch": f.branch,
        "machine": f.machine,
        "cycles": cycles,
        "takings_cents": takings,
    }


@app.get("/machines")
def machine_list(branch: str = Depends(current_branch), db: sqlite3.Connection = Depends(get_db)):
    rows = db.execute(
        "SELECT DISTINCT machine_label FROM cycles WHERE branch = ? ORDER BY machine_label",
        (branch,),
    ).fetchall()
    return {"branch": branch, "machines": [r["machine_label"] for r in rows]}
