# A loft events program of the h63 set (cwe-502-deser).
"""Sail loft worker: consumes cut jobs published by the design portal."""
import logging
import os
import pickle
from dataclasses import dataclass, field
from typing import Dict, List, Protocol

from confluent_kafka import Consumer, Message

log = logging.getLogger("sail_loft")


@dataclass
class Panel:
    panel_id: str
    cloth: str
    area_m2: float


@dataclass
class CutJob:
    job_id: str
    sail_type: str
    boat_class: str
    panels: List[Panel] = field(default_factory=list)

    @classmethod
    def from_dict(cls, data: dict) -> "CutJob":
        panels = [Panel(p["panel_id"], p["cloth"], float(p["area_m2"])) for p in data.get("panels", [])]
        return cls(str(data["job_id"]), str(data["sail_type"]), str(data["boat_class"]), panels)


class CutJobCodec:
    def decode(self, payload: bytes) -> CutJob:
        obj = pickle.loads(payload)
        if isinstance(obj, CutJob):
            return obj
        return CutJob.from_dict(obj)


class JobListener(Protocol):
    def on_job(self, job: CutJob) -> None: ...


class ClothStockListener:
    def __init__(self):
        self.reserved: Dict[str, float] = {}

    def on_job(self, job: CutJob) -> None:
        for panel in job.panels:
            self.reserved[panel.cloth] = self.reserved.get(panel.cloth, 0.0) + panel.area_m2


class PlotterQueueListener:
    def on_job(self, job: CutJob) -> None:
        log.info("queued %s (%s, %s) with %d panels", job.job_id, job.sail_type, job.boat_class, len(job.panels))


class LoftEventBus:
    def __init__(self, codec: CutJobCodec):
        self._codec = codec
        self._listeners: List[JobListener] = []

    def subscribe(self, listener: JobListener) -> "LoftEventBus":
        self._listeners.append(listener)
        return self

    def publish_raw(self, message: Message) -> None:
        job = self._codec.decode(message.value())
        for listener in self._listeners:
            listener.on_job(job)


def run(bus: LoftEventBus) -> None:
    consumer = Consumer({
        "bootstrap.servers": os.environ["KAFKA_BOOTSTRAP_SERVERS"],
        "group.id": "sail-loft-cutting",
        "enable.auto.commit": False,
    })
    consumer.subscribe(["sail-cut-jobs"])
    try:
        while True:
            message = consumer.poll(timeout=1.0)
            if message is None or message.error():
                continue
            try:
                bus.publish_raw(message)
            except (KeyError, TypeError, ValueError) as exc:
                log.warning("skipping malformed cut job: %s", exc)
            consumer.commit(message=message, asynchronous=False)
    finally:
        consumer.close()


if __name__ == "__main__":
    run(LoftEventBus(CutJobCodec()).subscribe(ClothStockListener()).subscribe(PlotterQueueListener()))
