# A kite orders program of the h63 set (cwe-089-sql).
"""Workshop consumer that applies kite order events to the orders table."""
import json
import logging
import os
from enum import Enum
from typing import Dict, Protocol

import psycopg2
from confluent_kafka import Consumer

log = logging.getLogger("kite_orders")


class OrderStatus(str, Enum):
    RECEIVED = "received"
    CUTTING = "cutting"
    SEWING = "sewing"
    FLIGHT_TESTED = "flight_tested"
    SHIPPED = "shipped"


class KiteOrderRepository:
    def __init__(self, dsn: str):
        self._conn = psycopg2.connect(dsn)

    def apply_changes(self, order_ref: str, changes: Dict[str, str]) -> int:
        assignments = ", ".join(f"{column} = '{value}'" for column, value in changes.items())
        statement = f"UPDATE kite_orders SET {assignments} WHERE order_ref = %s"
        with self._conn, self._conn.cursor() as cur:
            cur.execute(statement, (order_ref,))
            return cur.rowcount


class EventHandler(Protocol):
    def handle(self, payload: dict) -> None: ...


class StatusChangedHandler:
    def __init__(self, repository: KiteOrderRepository):
        self._repository = repository

    def handle(self, payload: dict) -> None:
        status = OrderStatus(payload["status"])
        changes = {"status": status.value}
        if payload.get("note"):
            changes["workshop_note"] = str(payload["note"])
        updated = self._repository.apply_changes(payload["order_ref"], changes)
        log.info("order %s -> %s (%d rows)", payload["order_ref"], status.value, updated)


class SailClothHandler:
    def __init__(self, repository: KiteOrderRepository):
        self._repository = repository

    def handle(self, payload: dict) -> None:
        changes = {"sail_cloth": str(payload["cloth"])}
        self._repository.apply_changes(payload["order_ref"], changes)


class OrderEventDispatcher:
    def __init__(self, handlers: Dict[str, EventHandler]):
        self._handlers = handlers

    def dispatch(self, raw: bytes) -> None:
        event = json.loads(raw)
        handler = self._handlers.get(event.get("type"))
        if handler is None:
            log.debug("ignoring event type %r", event.get("type"))
            return
        handler.handle(event.get("payload", {}))


class OrderEventConsumer:
    def __init__(self, config: dict, dispatcher: OrderEventDispatcher, topic: str):
        self._consumer = Consumer(config)
        self._dispatcher = dispatcher
        self._topic = topic

    def run(self) -> None:
        self._consumer.subscribe([self._topic])
        try:
            while True:
                msg = self._consumer.poll(1.0)
                if msg is None:
                    continue
                if msg.error():
                    log.error("consumer error: %s", msg.error())
                    continue
                try:
                    self._dispatcher.dispatch(msg.value())
                except (ValueError, KeyError) as exc:
                    log.warning("rejected event at offset %s: %s", msg.offset(), exc)
        finally:
            self._consumer.close()


def main() -> None:
    repository = KiteOrderRepository(os.environ["KITE_DB_DSN"])
    dispatcher = OrderEventDispatcher({
        "order.status_changed": StatusChangedHandler(repository),
        "order.cloth_selected": SailClothHandler(repository),
    })
    config = {
        "bootstrap.servers": os.environ["KAFKA_BOOTSTRAP_SERVERS"],
        "group.id": "kite-workshop",
        "auto.offset.reset": "earliest",
    }
    OrderEventConsumer(config, dispatcher, "kite-order-events").run()


if __name__ == "__main__":
    main()
