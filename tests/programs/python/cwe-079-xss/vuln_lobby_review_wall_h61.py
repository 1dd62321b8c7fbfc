# A lobby review wall program of the h61 set (cwe-079-xss).
"""Barbershop review wall.

Clients leave reviews through the booking app's GraphQL API; the lobby screen
in each barbershop shows the latest reviews on a page refreshed every minute.
"""
import os
import sqlite3
from datetime import datetime, timezone

from ariadne import MutationType, QueryType, graphql_sync, make_executable_schema
from flask import Flask, Response, jsonify, request

TYPE_DEFS = """
type Query { reviewCount(barberId: Int!): Int! }
type Mutation { leaveReview(barberId: Int!, stars: Int!, text: String!): Boolean! }
"""


class ReviewRepository:
    def __init__(self, path: str):
        self._path = path

    def _connect(self) -> sqlite3.Connection:
        return sqlite3.connect(self._path)

    def add(self, barber_id: int, stars: int, text: str) -> None:
        with self._connect() as conn:
            conn.execute(
                "INSERT INTO reviews (barber_id, stars, body, created_at) VALUES (?, ?, ?, ?)",
                (barber_id, stars, text, datetime.now(timezone.utc).isoformat()),
            )

    def latest(self, limit: int = 20) -> list[tuple[int, str]]:
        with self._connect() as conn:
            return conn.execute(
                "SELECT stars, body FROM reviews ORDER BY created_at DESC LIMIT ?", (limit,)
            ).fetchall()

    def count(self, barber_id: int) -> int:
        with self._connect() as conn:
            return conn.execute("SELECT COUNT(*) FROM reviews WHERE barber_id = ?", (barber_id,)).fetchone()[0]


class ReviewPolicy:
    def accept(self, stars: int, text: str) -> bool:
        return 1 <= stars <= 5 and 0 < len(text.strip()) <= 500


class ReviewWall:
    def __init__(self, repository: ReviewRepository):
        self._repository = repository

    def render(self) -> str:
        items = []
        for stars, body in self._repository.latest():
            items.append(f"<li><span class='stars'>{'*' * stars}</span> {body}</li>")
        return (
            "<!doctype html><html><head><meta http-equiv='refresh' content='60'></head>"
            "<body><h1>What our clients say</h1><ul>" + "".join(items) + "</ul></body></html>"
        )


repository = ReviewRepository(os.environ.get("REVIEW_DB", "reviews.db"))
policy = ReviewPolicy()
query = QueryType()
mutation = MutationType()


@mutation.field("leaveReview")
def resolve_leave_review(_, info, barberId, stars, text):
    if not policy.accept(stars, text):
        return False
    repository.add(barberId, stars, text)
    return True


@query.field("reviewCount")
def resolve_review_count(_, info, barberId):
    return repository.count(barberId)


schema = make_executable_schema(TYPE_DEFS, query, mutation)
app = Flask(__name__)


@app.post("/graphql")
def graphql_endpoint():
    success, result = graphql_sync(schema, request.get_json(), context_value={"request": request})
    return jsonify(result), 200 if success else 400


@app.get("/lobby")
def lobby_screen():
    return Response(ReviewWall(repository).render(), mimetype="text/html")
