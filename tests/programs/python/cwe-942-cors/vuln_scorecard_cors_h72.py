# A scorecard cors program of the h72 set (cwe-942-cors).
from __future__ import annotations

import functools
import os
from abc import ABC, abstractmethod
from typing import Callable
from urllib.parse import urlsplit

from flask import Flask, Response, jsonify, make_response, request, session

app = Flask(__name__)
app.secret_key = os.environ["PUTTPARADISE_SESSION_KEY"]
app.config.update(SESSION_COOKIE_SECURE=True, SESSION_COOKIE_SAMESITE="None")

FRANCHISE_SITES = frozenset({"https://puttparadise-tampa.com", "https://puttparadise-austin.com"})


class OriginPolicy(ABC):
    @abstractmethod
    def allows(self, origin: str) -> bool: ...


class OwnSubdomains(OriginPolicy):
    def __init__(self, domain: str) -> None:
        self.domain = domain

    def allows(self, origin: str) -> bool:
        parts = urlsplit(origin)
        host = parts.hostname or ""
        return parts.scheme == "https" and (host == self.domain or host.endswith("." + self.domain))


class Listed(OriginPolicy):
    def __init__(self, origins: frozenset[str]) -> None:
        self.origins = origins

    def allows(self, origin: str) -> bool:
        return origin in self.origins


class AnyOf(OriginPolicy):
    def __init__(self, *policies: OriginPolicy) -> None:
        self.policies = policies

    def allows(self, origin: str) -> bool:
        return any(p.allows(origin) for p in self.policies)


class Widgets(OriginPolicy):
    """Score widgets are embedded by franchisees who add new sites all the time."""

    def allows(self, origin: str) -> bool:
        return bool(origin)


class CrossOrigin:
    """View decorator adding CORS headers according to an origin policy."""

    def __init__(self, policy: OriginPolicy, methods: str = "GET, POST") -> None:
        self.policy = policy
        self.methods = methods

    def __call__(self, view: Callable[..., Response]) -> Callable[..., Response]:
        @functools.wraps(view)
        def wrapper(*args, **kwargs):
            origin = request.headers.get("Origin", "")
            response = make_response(("", 204) if request.method == "OPTIONS" else view(*args, **kwargs))
            if self.policy.allows(origin):
                response.headers["Access-Control-Allow-Origin"] = origin
                response.headers["Access-Control-Allow-Credentials"] = "true"
                response.headers["Access-Control-Allow-Methods"] = self.methods
                response.headers["Access-Control-Allow-Headers"] = "Content-Type"
                response.headers.add("Vary", "Origin")
            return response

        return wrapper


course_sites = AnyOf(OwnSubdomains("puttparadisegolf.com"), Listed(FRANCHISE_SITES))
SCORECARDS: dict[str, dict[str, object]] = {}


@app.route("/api/scorecards/current", methods=["GET", "OPTIONS"])
@CrossOrigin(Widgets(), methods="GET")
def current_scorecard():
    player = session.get("player_id")
    if player is None:
        return jsonify({"error": "not signed in"}), 401
    card = SCORECARDS.get(player, {"holes": [], "member_email": session.get("email")})
    return jsonify(card)


@app.route("/api/scorecards/current/holes", methods=["POST", "OPTIONS"])
@CrossOrigin(course_sites)
def record_hole():
    player = session.get("player_id")
    if player is None:
        return jsonify({"error": "not signed in"}), 401
    data = request.get_json(force=True)
    card = SCORECARDS.setdefault(player, {"holes": [], "member_email": session.get("email")})
    card["holes"].append({"hole": int(data["hole"]), "strokes": int(data["strokes"])})
    return jsonify(card), 201
