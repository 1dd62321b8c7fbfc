# A rig telemetry program of the h70 set (cwe-502-deser).
from __future__ import annotations

import json
import logging
import sqlite3
import statistics
from dataclasses import dataclass
from functools import partial
from itertools import groupby
from operator import attrgetter
from typing import Any, Callable

import msgpack
import paho.mqtt.client as mqtt

log = logging.getLogger("rig-telemetry")

BROKER = "mqtt.aquifer-drilling.com"
TOPIC = "rigs/+/telemetry/+"
DB = "/var/lib/aquifer-drilling/telemetry.db"

DECODERS: dict[str, Callable[[bytes], Any]] = {
    "json": json.loads,
    # older rig controllers ship compact binary batches
    "msgpack": partial(msgpack.unpackb, raw=False),
}


@dataclass(frozen=True)
class Sample:
    rig: str
    depth_m: float
    pressure_bar: float


def to_samples(rig: str, batch: Any) -> list[Sample]:
    return [Sample(rig, float(s["depth_m"]), float(s["pressure_bar"])) for s in batch]


def summarise(samples: list[Sample]) -> list[tuple[str, int, float, float]]:
    ordered = sorted(samples, key=attrgetter("rig"))
    rows = []
    for rig, group in groupby(ordered, key=attrgetter("rig")):
        items = list(group)
        rows.append((rig, len(items), max(s.depth_m for s in items),
                     statistics.fmean(s.pressure_bar for s in items)))
    return rows


def on_message(client: mqtt.Client, db: sqlite3.Connection, msg: mqtt.MQTTMessage) -> None:
    _, rig, _, fmt = msg.topic.split("/")
    decoder = DECODERS.get(fmt)
    if decoder is None:
        log.warning("ignoring %s: unknown format %s", msg.topic, fmt)
        return
    try:
        samples = to_samples(rig, decoder(msg.payload))
    except (ValueError, KeyError, TypeError) as exc:
        log.warning("bad batch from %s: %s", rig, exc)
        return
    with db:
        db.executemany(
            "INSERT INTO pump_summary (rig, samples, max_depth_m, mean_pressure_bar) VALUES (?, ?, ?, ?)",
            summarise(samples),
        )


def main() -> None:
    logging.basicConfig(level=logging.INFO)
    db = sqlite3.connect(DB, check_same_thread=False)
    client = mqtt.Client(mqtt.CallbackAPIVersion.VERSION2, client_id="telemetry-ingest")
    client.tls_set()
    client.on_connect = lambda c, *_: c.subscribe(TOPIC, qos=1)
    client.on_message = lambda c, _userdata, msg: on_message(c, db, msg)
    client.connect(BROKER, 8883)
    client.loop_forever()


if __name__ == "__main__":
    main()
