# A score repo program of the h72 set (cwe-089-sql).
from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from dataclasses import asdict, dataclass, fields
from typing import Any, ClassVar

from fastapi import Depends, FastAPI, HTTPException, Query

app = FastAPI(title="Tilt Palace leaderboards")
DB_PATH = "/var/lib/tiltpalace/scores.db"


class Record:
    table: ClassVar[str]
    sortable: ClassVar[frozenset[str]]


@dataclass(frozen=True)
class Score(Record):
    table: ClassVar[str] = "scores"
    sortable: ClassVar[frozenset[str]] = frozenset({"points", "recorded_at", "initials"})

    id: int
    machine: str
    initials: str
    points: int
    recorded_at: str


@dataclass(frozen=True)
class Machine(Record):
    table: ClassVar[str] = "machines"
    sortable: ClassVar[frozenset[str]] = frozenset({"name", "year", "plays"})

    id: int
    name: str
    manufacturer: str
    year: int
    plays: int


class Repository[T: Record]:
    """Read-only access to one table, shared by every leaderboard endpoint."""

    def __init__(self, conn: sqlite3.Connection, model: type[T]) -> None:
        self.conn = conn
        self.model = model
        self.columns = ", ".join(f.name for f in fields(model))  # type: ignore[arg-type]

    def _rows(self, sql: str, params: tuple[Any, ...]) -> list[T]:
        return [self.model(*row) for row in self.conn.execute(sql, params).fetchall()]

    def ranked(self, *, where: str, value: Any, order: str, direction: str, limit: int) -> list[T]:
        if direction.lower() not in {"asc", "desc"}:
            raise ValueError("direction")
        if order not in self.model.sortable:
            raise ValueError("sort")
        sql = (
            f"SELECT {self.columns} FROM {self.model.table} "
            f"WHERE {where} = ? ORDER BY {order} {direction} LIMIT ?"
        )
        return self._rows(sql, (value, limit))


def connection() -> Iterator[sqlite3.Connection]:
    conn = sqlite3.connect(DB_PATH)
    try:
        yield conn
    finally:
        conn.close()


def scores(conn: sqlite3.Connection = Depends(connection)) -> Repository[Score]:
    return Repository(conn, Score)


def machines(conn: sqlite3.Connection = Depends(connection)) -> Repository[Machine]:
    return Repository(conn, Machine)


@app.get("/machines/{machine}/scores")
def leaderboard(
    machine: str,
    sort: str = "points",
    direction: str = "desc",
    limit: int = Query(10, ge=1, le=100),
    repo: Repository[Score] = Depends(scores),
) -> list[dict[str, Any]]:
    try:
        rows = repo.ranked(where="machine", value=machine, order=sort, direction=direction, limit=limit)
    except ValueError as exc:
        raise HTTPException(400, f"invalid {exc}") from exc
    return [asdict(row) for row in rows]


@app.get("/manufacturers/{maker}/machines")
def machines_by_maker(
    maker: str,
    sort: str = "plays",
    direction: str = "desc",
    repo: Repository[Machine] = Depends(machines),
) -> list[dict[str, Any]]:
    try:
        rows = repo.ranked(where="manufacturer", value=maker, order=sort, direction=direction, limit=50)
    except ValueError as exc:
        raise HTTPException(400, f"invalid {exc}") from exc
    return [asdict(row) for row in rows]
