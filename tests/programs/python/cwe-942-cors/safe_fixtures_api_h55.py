# Flask API exposing a club's fixture list and member ticket allocations to the league's web front-ends.
import os
from flask import Flask, jsonify, request, session

app = Flask(__name__)
app.config.update(
    SECRET_KEY=os.environ["FIXTURES_SECRET_KEY"], SESSION_COOKIE_SECURE=True, SESSION_COOKIE_SAMESITE="None"
)

TRUSTED_ORIGINS = frozenset({"https://www.league.example", "https://tickets.league.example"})


class CorsPolicy:
    def __init__(self, trusted: frozenset):
        self.trusted = trusted

    def allowed_origin(self, origin):
        if origin in self.trusted:
            return origin
        return None

    def apply(self, response):
        origin = self.allowed_origin(request.headers.get("Origin"))
        if origin:
            response.headers["Access-Control-Allow-Origin"] = origin
            response.headers["Access-Control-Allow-Credentials"] = "true"
            response.headers["Vary"] = "Origin"
        return response


class AllocationRepository:
    def __init__(self):
        self._by_member = {}

    def for_member(self, member_id: int) -> list:
        return self._by_member.get(member_id, [])


policy = CorsPolicy(TRUSTED_ORIGINS)
allocations = AllocationRepository()
app.after_request(policy.apply)


@app.get("/api/fixtures")
def fixtures():
    return jsonify(fixtures=[{"round": 1, "home": "Harbour FC", "away": "Millside United"}])


@app.get("/api/me/allocations")
def my_allocations():
    member_id = session.get("member_id")
    if member_id is None:
        return jsonify(error="not signed in"), 401
    return jsonify(member=member_id, allocations=allocations.for_member(member_id))
