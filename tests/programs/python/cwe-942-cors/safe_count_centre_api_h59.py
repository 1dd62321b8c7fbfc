# Unseen set h59: count centre api
"""Flask API used by the count-centre dashboard to show provisional results per constituency."""
import os
from dataclasses import asdict, dataclass
from typing import List

import psycopg2
from flask import Flask, abort, jsonify, session
from flask_cors import CORS

app = Flask(__name__)
app.config.update(
    SECRET_KEY=os.environ["COUNT_CENTRE_SESSION_KEY"],
    SESSION_COOKIE_SECURE=True,
    SESSION_COOKIE_HTTPONLY=True,
    SESSION_COOKIE_SAMESITE="None",
)
DASHBOARD_ORIGINS = [o.strip() for o in os.environ["DASHBOARD_ORIGINS"].split(",") if o.strip()]
CORS(app, resources={r"/api/*": {"origins": DASHBOARD_ORIGINS}}, supports_credentials=True)


@dataclass
class CandidateResult:
    candidate: str
    party: str
    votes: int


@dataclass
class ConstituencyResult:
    constituency: str
    stations_reported: int
    stations_total: int
    candidates: List[CandidateResult]


class ResultRepository:
    def __init__(self, dsn: str) -> None:
        self._dsn = dsn

    def provisional(self, constituency: str) -> ConstituencyResult:
        with psycopg2.connect(self._dsn) as conn, conn.cursor() as cur:
            cur.execute(
                "SELECT reported, total FROM station_progress WHERE constituency = %s", (constituency,)
            )
            progress = cur.fetchone()
            if progress is None:
                raise LookupError(constituency)
            cur.execute(
                "SELECT candidate, party, SUM(votes) FROM tallies WHERE constituency = %s "
                "GROUP BY candidate, party ORDER BY SUM(votes) DESC",
                (constituency,),
            )
            candidates = [CandidateResult(*row) for row in cur.fetchall()]
        return ConstituencyResult(constituency, progress[0], progress[1], candidates)


class ResultsService:
    def __init__(self, repository: ResultRepository) -> None:
        self._repository = repository

    def for_official(self, official_scope: List[str], constituency: str) -> ConstituencyResult:
        if constituency not in official_scope:
            raise PermissionError(constituency)
        return self._repository.provisional(constituency)


results = ResultsService(ResultRepository(os.environ["COUNT_DSN"]))


@app.get("/api/constituencies/<constituency>/provisional")
def provisional_result(constituency: str):
    scope = session.get("constituencies")
    if not scope:
        abort(401)
    try:
        result = results.for_official(scope, constituency)
    except PermissionError:
        abort(403)
    except LookupError:
        abort(404)
    return jsonify(asdict(result))
