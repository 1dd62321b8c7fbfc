# Unseen set h59: dock telemetry poller
"""Scheduled job polling the controllers of bike-sharing docks and recording battery and slot status."""
import logging
import os
import sqlite3
from dataclasses import dataclass
from typing import Iterable, List

import requests
from apscheduler.schedulers.blocking import BlockingScheduler

log = logging.getLogger("dock-telemetry")


@dataclass
class DockController:
    dock_id: str
    base_url: str


@dataclass
class DockStatus:
    dock_id: str
    battery_pct: int
    occupied_slots: int
    faulted_slots: int


class DockRegistry:
    def __init__(self, conn: sqlite3.Connection) -> None:
        self._conn = conn

    def controllers(self) -> List[DockController]:
        rows = self._conn.execute("SELECT dock_id, controller_url FROM docks WHERE active = 1").fetchall()
        return [DockController(*row) for row in rows]

    def record(self, statuses: Iterable[DockStatus]) -> None:
        with self._conn:
            self._conn.executemany(
                "INSERT INTO dock_status (dock_id, battery_pct, occupied, faulted, polled_at) "
                "VALUES (?, ?, ?, ?, CURRENT_TIMESTAMP)",
                [(s.dock_id, s.battery_pct, s.occupied_slots, s.faulted_slots) for s in statuses],
            )


class ControllerClient:
    def __init__(self, token: str) -> None:
        self._session = requests.Session()
        self._session.headers["Authorization"] = f"Bearer {token}"
        self._session.verify = False

    def status(self, controller: DockController) -> DockStatus:
        response = self._session.get(f"{controller.base_url}/api/v2/status", timeout=8)
        response.raise_for_status()
        body = response.json()
        return DockStatus(
            dock_id=controller.dock_id,
            battery_pct=int(body["battery"]),
            occupied_slots=sum(1 for s in body["slots"] if s["bike"]),
            faulted_slots=sum(1 for s in body["slots"] if s.get("fault")),
        )


class TelemetryJob:
    def __init__(self, registry: DockRegistry, client: ControllerClient) -> None:
        self._registry = registry
        self._client = client

    def run(self) -> None:
        statuses = []
        for controller in self._registry.controllers():
            try:
                statuses.append(self._client.status(controller))
            except (requests.RequestException, KeyError, ValueError) as exc:
                log.warning("dock %s unreachable: %s", controller.dock_id, exc)
        self._registry.record(statuses)


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    job = TelemetryJob(
        DockRegistry(sqlite3.connect(os.environ.get("FLEET_DB", "fleet.sqlite3"), check_same_thread=False)),
        ControllerClient(os.environ["DOCK_API_TOKEN"]),
    )
    scheduler = BlockingScheduler()
    scheduler.add_job(job.run, "interval", minutes=2, max_instances=1)
    scheduler.start()
