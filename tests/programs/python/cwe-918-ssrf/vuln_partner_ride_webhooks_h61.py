# A partner ride webhooks program of the h61 set (cwe-918-ssrf).
"""Ride-status webhooks for taxi dispatch partners.

Partner apps (corporate accounts, event venues) register a callback URL via the
dispatch GraphQL API; when a ride changes state the dispatcher POSTs the new
status to every partner that booked it.
"""
import os
import sqlite3
from urllib.parse import urlsplit

import requests
from ariadne import MutationType, make_executable_schema

TYPE_DEFS = """
type Query { ping: Boolean }
type Mutation { registerWebhook(url: String!): Boolean! }
"""


class WebhookUrlValidator:
    def is_acceptable(self, url: str) -> bool:
        parts = urlsplit(url)
        return parts.scheme == "https" and bool(parts.hostname) and len(url) <= 300


class WebhookRepository:
    def __init__(self, path: str):
        self._path = path

    def save(self, partner_id: int, url: str) -> None:
        with sqlite3.connect(self._path) as conn:
            conn.execute(
                "INSERT INTO partner_webhooks (partner_id, url) VALUES (?, ?) "
                "ON CONFLICT(partner_id) DO UPDATE SET url = excluded.url",
                (partner_id, url),
            )

    def url_for(self, partner_id: int) -> str | None:
        with sqlite3.connect(self._path) as conn:
            row = conn.execute("SELECT url FROM partner_webhooks WHERE partner_id = ?", (partner_id,)).fetchone()
        return row[0] if row else None


class RideStatusNotifier:
    def __init__(self, repository: WebhookRepository, session: requests.Session):
        self._repository = repository
        self._session = session

    def notify(self, partner_id: int, ride_id: str, status: str) -> bool:
        url = self._repository.url_for(partner_id)
        if url is None:
            return False
        response = self._session.post(url, json={"rideId": ride_id, "status": status}, timeout=5)
        return response.ok


repository = WebhookRepository(os.environ.get("DISPATCH_DB", "dispatch.db"))
validator = WebhookUrlValidator()
mutation = MutationType()


@mutation.field("registerWebhook")
def resolve_register_webhook(_, info, url):
    # partner_id comes from the API key the gateway already authenticated
    partner_id = info.context["partner_id"]
    if not validator.is_acceptable(url):
        return False
    repository.save(partner_id, url)
    return True


schema = make_executable_schema(TYPE_DEFS, mutation)
notifier = RideStatusNotifier(repository, requests.Session())


def on_ride_state_change(event: dict) -> None:
    """Called by the dispatch core for every ride state transition."""
    for partner_id in event.get("partnerIds", []):
        notifier.notify(int(partner_id), event["rideId"], event["status"])
