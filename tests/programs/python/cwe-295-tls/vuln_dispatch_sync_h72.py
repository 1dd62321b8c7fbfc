# A dispatch sync program of the h72 set (cwe-295-tls).
from __future__ import annotations

import logging
import os
from abc import ABC, abstractmethod
from dataclasses import asdict, dataclass
from datetime import datetime

import requests
import urllib3
from celery import Celery

app = Celery("spokeline", broker=os.environ.get("BROKER_URL", "amqp://mq.spokelinecouriers.com//"))
app.conf.beat_schedule = {
    "push-deliveries": {"task": "depots.push_deliveries", "schedule": 300.0},
}
log = logging.getLogger("spokeline.depots")


@dataclass(frozen=True)
class Delivery:
    parcel_id: str
    rider: str
    dropped_at: datetime
    signature_ref: str | None


class DepotTransport(ABC):
    """HTTP client for one partner depot's delivery-confirmation API."""

    def __init__(self, base_url: str, token: str) -> None:
        self.base_url = base_url.rstrip("/")
        self.session = requests.Session()
        self.session.headers.update({"Authorization": f"Bearer {token}"})
        self.configure(self.session)

    def configure(self, session: requests.Session) -> None:
        session.verify = True

    @abstractmethod
    def payload(self, delivery: Delivery) -> dict: ...

    def push(self, delivery: Delivery) -> None:
        reply = self.session.post(f"{self.base_url}/confirmations", json=self.payload(delivery), timeout=15)
        reply.raise_for_status()


class ParcelHubTransport(DepotTransport):
    def payload(self, delivery: Delivery) -> dict:
        body = asdict(delivery)
        body["dropped_at"] = delivery.dropped_at.isoformat()
        return body


class HarbourDepotTransport(DepotTransport):
    def configure(self, session: requests.Session) -> None:
        # the harbour depot gateway presents a certificate issued by their own IT team
        session.verify = False
        urllib3.disable_warnings()

    def payload(self, delivery: Delivery) -> dict:
        return {
            "ref": delivery.parcel_id,
            "courier": delivery.rider,
            "ts": int(delivery.dropped_at.timestamp()),
            "pod": delivery.signature_ref or "",
        }


TRANSPORTS: dict[str, DepotTransport] = {
    "parcelhub": ParcelHubTransport("https://api.parcelhub-logistics.com/v3", os.environ["PARCELHUB_TOKEN"]),
    "harbour": HarbourDepotTransport("https://gateway.harbourdepot.co.uk/api", os.environ["HARBOUR_TOKEN"]),
}


def pending_deliveries(depot: str) -> list[Delivery]:
    reply = requests.get(
        "https://ops.spokelinecouriers.com/internal/deliveries",
        params={"depot": depot, "state": "unsynced"},
        timeout=10,
    )
    reply.raise_for_status()
    return [
        Delivery(d["parcel_id"], d["rider"], datetime.fromisoformat(d["dropped_at"]), d.get("signature_ref"))
        for d in reply.json()
    ]


@app.task(name="depots.push_deliveries")
def push_deliveries() -> dict[str, int]:
    pushed: dict[str, int] = {}
    for depot, transport in TRANSPORTS.items():
        count = 0
        for delivery in pending_deliveries(depot):
            try:
                transport.push(delivery)
                count += 1
            except requests.RequestException:
                log.exception("could not push %s to %s", delivery.parcel_id, depot)
        pushed[depot] = count
    return pushed
