# A roster push program of the h72 set (cwe-319-cleartext).
from __future__ import annotations

import csv
import io
import json
import logging
import os
import sqlite3
from dataclasses import dataclass
from datetime import date, timedelta
from typing import Protocol

import requests
from apscheduler.schedulers.blocking import BlockingScheduler

log = logging.getLogger("tidewatch.rosters")
DB_PATH = "/var/lib/tidewatch/rosters.db"


@dataclass(frozen=True)
class Shift:
    tower: str
    guard_name: str
    guard_phone: str
    certification: str
    starts: str
    ends: str


@dataclass(frozen=True)
class Endpoint:
    host: str
    path: str
    scheme: str = "https"

    @property
    def url(self) -> str:
        return f"{self.scheme}://{self.host}{self.path}"

    @classmethod
    def for_authority(cls, authority: str) -> "Endpoint":
        match authority:
            case "harbor-city":
                return cls("rosters.harborcitybeaches.org", "/api/v1/lifeguards")
            case "pelican-county":
                # county intake box sits behind their port 8080 listener
                return cls("intake.pelicancounty-aquatics.com:8080", "/roster/upload", scheme="http")
            case _:
                raise LookupError(f"no roster endpoint for {authority!r}")


class RosterFormat(Protocol):
    content_type: str

    def encode(self, shifts: list[Shift]) -> bytes: ...


class JsonRoster:
    content_type = "application/json"

    def encode(self, shifts: list[Shift]) -> bytes:
        return json.dumps([shift.__dict__ for shift in shifts]).encode()


class CsvRoster:
    content_type = "text/csv"

    def encode(self, shifts: list[Shift]) -> bytes:
        buf = io.StringIO()
        writer = csv.writer(buf)
        writer.writerow(["tower", "name", "phone", "cert", "start", "end"])
        for s in shifts:
            writer.writerow([s.tower, s.guard_name, s.guard_phone, s.certification, s.starts, s.ends])
        return buf.getvalue().encode()


AUTHORITIES: dict[str, RosterFormat] = {"harbor-city": JsonRoster(), "pelican-county": CsvRoster()}


def shifts_for(authority: str, day: date) -> list[Shift]:
    with sqlite3.connect(DB_PATH) as conn:
        rows = conn.execute(
            "SELECT tower, guard_name, guard_phone, certification, starts, ends "
            "FROM shifts WHERE authority = ? AND day = ? ORDER BY tower, starts",
            (authority, day.isoformat()),
        ).fetchall()
    return [Shift(*row) for row in rows]


def push_rosters() -> None:
    tomorrow = date.today() + timedelta(days=1)
    for authority, fmt in AUTHORITIES.items():
        endpoint = Endpoint.for_authority(authority)
        body = fmt.encode(shifts_for(authority, tomorrow))
        reply = requests.post(
            endpoint.url,
            data=body,
            headers={
                "Content-Type": fmt.content_type,
                "X-Api-Key": os.environ[f"ROSTER_KEY_{authority.upper().replace('-', '_')}"],
                "X-Roster-Date": tomorrow.isoformat(),
            },
            timeout=30,
        )
        if reply.ok:
            log.info("sent %d bytes of roster to %s", len(body), authority)
        else:
            log.error("roster upload to %s failed: %s", authority, reply.status_code)


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    scheduler = BlockingScheduler(timezone="America/Los_Angeles")
    scheduler.add_job(push_rosters, "cron", hour=21, minute=30, id="push-rosters")
    scheduler.start()
