# Unseen set h59: theatre search
"""Box-office search page for the municipal theatre's season programme."""
import os
import sqlite3
from dataclasses import dataclass
from html import escape
from typing import Iterable, List

from flask import Flask, Response, g, request

app = Flask(__name__)


@dataclass
class Performance:
    title: str
    stage: str
    starts_at: str
    seats_left: int


class PerformanceRepository:
    def __init__(self, conn: sqlite3.Connection) -> None:
        self._conn = conn

    def search_titles(self, fragment: str) -> List[Performance]:
        rows = self._conn.execute(
            "SELECT title, stage, starts_at, seats_left FROM performances "
            "WHERE title LIKE ? ORDER BY starts_at LIMIT 50",
            (f"%{fragment}%",),
        ).fetchall()
        return [Performance(*row) for row in rows]


class ProgrammeService:
    def __init__(self, repository: PerformanceRepository) -> None:
        self._repository = repository

    def find(self, term: str) -> List[Performance]:
        return self._repository.search_titles(term.strip())


class ResultsPage:
    def render(self, term: str, performances: Iterable[Performance]) -> str:
        items = "".join(
            f"<li>{escape(p.title)} &middot; {escape(p.stage)} &middot; {escape(p.starts_at)} ({p.seats_left} seats)</li>"
            for p in performances
        )
        if not items:
            items = f"<li>No performances match <em>{escape(term)}</em>.</li>"
        return f"<html><body><h1>Season programme</h1><ul>{items}</ul></body></html>"


def get_db() -> sqlite3.Connection:
    if "db" not in g:
        g.db = sqlite3.connect(os.environ.get("THEATRE_DB", "theatre.sqlite3"))
    return g.db


@app.teardown_appcontext
def close_db(_exc):
    db = g.pop("db", None)
    if db is not None:
        db.close()


@app.get("/programme/search")
def search_programme():
    term = request.args.get("q", "")
    service = ProgrammeService(PerformanceRepository(get_db()))
    html = ResultsPage().render(term, service.find(term))
    return Response(html, mimetype="text/html")
