# Flask API behind a nonprofit's donor dashboard, shared cross-origin with its partner web apps.
import os
import re
from dataclasses import asdict, dataclass
from typing import List

from flask import Flask, jsonify, request, session

from dashboard.ledger import LedgerRepository

app = Flask(__name__)
app.secret_key = os.environ["DASHBOARD_SECRET_KEY"]
app.config.update(SESSION_COOKIE_SECURE=True, SESSION_COOKIE_HTTPONLY=True, SESSION_COOKIE_SAMESITE="None")
PARTNER_ORIGIN = re.compile(r"https://([a-z0-9-]+\.)?brightharbor\.org")


@dataclass
class CorsPolicy:
    origin_pattern: re.Pattern
    allow_headers: str = "Content-Type, X-Requested-With"
    max_age: int = 600

    def allows(self, origin: str) -> bool:
        return self.origin_pattern.match(origin) is not None


policy = CorsPolicy(PARTNER_ORIGIN)


@app.after_request
def apply_cors(response):
    origin = request.headers.get("Origin")
    if origin and policy.allows(origin):
        response.headers["Access-Control-Allow-Origin"] = origin
        response.headers["Access-Control-Allow-Credentials"] = "true"
        response.headers["Access-Control-Allow-Headers"] = policy.allow_headers
        response.headers["Access-Control-Max-Age"] = str(policy.max_age)
    response.headers.add("Vary", "Origin")
    return response


@dataclass
class GiftSummary:
    campaign: str
    total: float
    gifts: int


class DonorDashboardService:
    def __init__(self, repo: LedgerRepository):
        self.repo = repo

    def summary(self, donor_id: int) -> List[GiftSummary]:
        return [GiftSummary(r.campaign, float(r.total), r.count) for r in self.repo.totals_by_campaign(donor_id)]


service = DonorDashboardService(LedgerRepository.from_url(os.environ["LEDGER_DATABASE_URL"]))


@app.get("/api/me/giving")
def my_giving():
    donor_id = session.get("donor_id")
    if donor_id is None:
        return jsonify(error="not signed in"), 401
    return jsonify([asdict(s) for s in service.summary(donor_id)])
