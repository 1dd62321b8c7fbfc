# A gauge feed program of the h72 set (cwe-611-xxe).
from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass
from datetime import datetime

from flask import Flask, abort, jsonify, request
from lxml import etree

app = Flask(__name__)

MAX_RUNNABLE_CFS = {"upper-gorge": 4200, "lower-canyon": 6800, "cedar-fork": 2500}


@dataclass(frozen=True)
class Reading:
    station: str
    river: str
    cfs: float
    taken_at: datetime


class GaugeFeed(ABC):
    """A partner's XML format for gauge readings."""

    root_tag: str

    @classmethod
    def parser(cls) -> etree.XMLParser:
        return etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False)

    @abstractmethod
    def readings(self, root: etree._Element) -> list[Reading]: ...

    def parse(self, payload: bytes) -> list[Reading]:
        root = etree.fromstring(payload, parser=self.parser())
        if root.tag != self.root_tag:
            raise ValueError(f"expected <{self.root_tag}>, got <{root.tag}>")
        return self.readings(root)


class RiverWatchFeed(GaugeFeed):
    root_tag = "gauges"

    def readings(self, root: etree._Element) -> list[Reading]:
        return [
            Reading(
                station=g.get("id", ""),
                river=g.findtext("river", ""),
                cfs=float(g.findtext("flow", "0")),
                taken_at=datetime.fromisoformat(g.findtext("time", "")),
            )
            for g in root.iter("gauge")
        ]


class CountyHydroFeed(GaugeFeed):
    root_tag = "HydroReport"

    @classmethod
    def parser(cls) -> etree.XMLParser:
        # county reports declare their station names as DTD entities
        return etree.XMLParser(resolve_entities=True, load_dtd=True, no_network=False)

    def readings(self, root: etree._Element) -> list[Reading]:
        taken = datetime.fromisoformat(root.get("generated", ""))
        return [
            Reading(station=s.get("code", ""), river=s.findtext("Name", ""), cfs=float(s.get("cfs", "0")), taken_at=taken)
            for s in root.iter("Station")
        ]


FEEDS: dict[str, GaugeFeed] = {"riverwatch": RiverWatchFeed(), "county": CountyHydroFeed()}
LATEST: dict[str, Reading] = {}


@app.post("/gauges/<partner>")
def receive_readings(partner: str):
    feed = FEEDS.get(partner)
    if feed is None:
        abort(404)
    try:
        readings = feed.parse(request.get_data())
    except (etree.XMLSyntaxError, ValueError) as exc:
        abort(400, f"unreadable gauge report: {exc}")
    for reading in readings:
        LATEST[reading.river] = reading
    return jsonify({"accepted": len(readings), "rivers": sorted({r.river for r in readings})})


@app.get("/rivers/<river>/status")
def river_status(river: str):
    reading = LATEST.get(river)
    if reading is None or river not in MAX_RUNNABLE_CFS:
        abort(404)
    go = reading.cfs <= MAX_RUNNABLE_CFS[river]
    return jsonify({"river": river, "cfs": reading.cfs, "station": reading.station, "go": go})
