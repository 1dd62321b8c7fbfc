# Unseen set h59: station feed probe
"""Lambda that validates a partner weather station's data feed before it is added to the network."""
import csv
import io
import json
import os
from dataclasses import dataclass
from typing import List

import requests

REQUIRED_COLUMNS = {"timestamp", "temperature_c", "pressure_hpa", "humidity_pct"}


@dataclass
class FeedRegistration:
    station_name: str
    operator_email: str
    feed_url: str

    @classmethod
    def from_event(cls, event: dict) -> "FeedRegistration":
        body = json.loads(event.get("body") or "{}")
        return cls(
            station_name=body["stationName"],
            operator_email=body["operatorEmail"],
            feed_url=body["feedUrl"],
        )


@dataclass
class ProbeResult:
    reachable: bool
    columns: List[str]
    sample_rows: int


class FeedClient:
    def __init__(self, session: requests.Session, timeout: float = 5.0) -> None:
        self._session = session
        self._timeout = timeout

    def fetch_sample(self, url: str) -> str:
        response = self._session.get(url, timeout=self._timeout, allow_redirects=False)
        response.raise_for_status()
        return response.text[:65536]


class FeedProbeService:
    def __init__(self, client: FeedClient) -> None:
        self._client = client

    def probe(self, registration: FeedRegistration) -> ProbeResult:
        text = self._client.fetch_sample(registration.feed_url)
        reader = csv.DictReader(io.StringIO(text))
        columns = reader.fieldnames or []
        rows = sum(1 for _ in reader)
        return ProbeResult(reachable=True, columns=list(columns), sample_rows=rows)


_service = FeedProbeService(FeedClient(requests.Session()))


def handler(event, context):
    try:
        registration = FeedRegistration.from_event(event)
        result = _service.probe(registration)
    except (KeyError, ValueError) as exc:
        return {"statusCode": 400, "body": json.dumps({"error": f"invalid registration: {exc}"})}
    except requests.RequestException:
        return {"statusCode": 422, "body": json.dumps({"error": "feed could not be fetched"})}
    missing = sorted(REQUIRED_COLUMNS - set(result.columns))
    return {
        "statusCode": 200,
        "body": json.dumps({"station": registration.station_name, "missingColumns": missing,
                            "sampleRows": result.sample_rows}),
    }
