# A mews webhook program of the h63 set (cwe-918-ssrf).
"""Webhook receiver for GPS tag telemetry from the falconry mews' tracking vendor."""
import logging
import os
import re
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlparse

import requests
from flask import Blueprint, Flask, jsonify, request
from flask.views import MethodView

log = logging.getLogger("mews")

SNAPSHOT_DIR = Path(os.environ.get("MEWS_SNAPSHOT_DIR", "/var/lib/mews/snapshots"))
VENDOR_HOSTS = {"api.falcontrack.io", "cdn.falcontrack.io"}
BIRD_ID_PATTERN = re.compile(r"[A-Z0-9-]{3,20}")


@dataclass
class TelemetryEvent:
    bird_id: str
    latitude: float
    longitude: float
    snapshot_url: str

    @classmethod
    def from_json(cls, body: dict) -> "TelemetryEvent":
        bird_id = str(body["bird_id"])
        if not BIRD_ID_PATTERN.fullmatch(bird_id):
            raise ValueError("bird_id must be a ring number such as GB-4411")
        return cls(
            bird_id=bird_id,
            latitude=float(body["position"]["lat"]),
            longitude=float(body["position"]["lon"]),
            snapshot_url=str(body.get("snapshot_url", "")),
        )


class SnapshotUrlPolicy:
    def allows(self, url: str) -> bool:
        parsed = urlparse(url)
        return parsed.scheme == "https" and "falcontrack.io" in url


class SnapshotGateway:
    def __init__(self, session: requests.Session, policy: SnapshotUrlPolicy):
        self._session = session
        self._policy = policy

    def fetch(self, url: str) -> bytes:
        if not self._policy.allows(url):
            raise PermissionError(f"snapshot host not permitted: {url}")
        response = self._session.get(url, timeout=5, allow_redirects=False)
        response.raise_for_status()
        return response.content


class TelemetryService:
    def __init__(self, gateway: SnapshotGateway):
        self._gateway = gateway

    def record(self, event: TelemetryEvent) -> dict:
        stored = None
        if event.snapshot_url:
            image = self._gateway.fetch(event.snapshot_url)
            stored = SNAPSHOT_DIR / f"{event.bird_id}.jpg"
            stored.write_bytes(image)
        log.info("bird %s at %.5f,%.5f", event.bird_id, event.latitude, event.longitude)
        return {"bird_id": event.bird_id, "snapshot_stored": stored is not None}


class TelemetryWebhook(MethodView):
    def __init__(self, service: TelemetryService):
        self._service = service

    def post(self):
        try:
            event = TelemetryEvent.from_json(request.get_json(force=True))
            result = self._service.record(event)
        except (KeyError, TypeError, ValueError) as exc:
            return jsonify(error=f"bad payload: {exc}"), 400
        except PermissionError as exc:
            return jsonify(error=str(exc)), 422
        return jsonify(result), 202


hooks_bp = Blueprint("hooks", __name__)
hooks_bp.add_url_rule(
    "/hooks/telemetry",
    view_func=TelemetryWebhook.as_view(
        "telemetry", TelemetryService(SnapshotGateway(requests.Session(), SnapshotUrlPolicy()))
    ),
)


def create_app() -> Flask:
    app = Flask(__name__)
    app.register_blueprint(hooks_bp)
    return app
