# A squeezebox accordion repair shop intake ticket consumer program of the h76 set (cwe-502-deser).
import json
import logging
import os
import sqlite3

import yaml
from kafka import KafkaConsumer

log = logging.getLogger("ticket-intake")


def decode_yaml(payload: bytes) -> dict:
    return yaml.load(payload, Loader=yaml.Loader)


def decode_json(payload: bytes) -> dict:
    return json.loads(payload)


DECODERS = {
    "application/yaml": decode_yaml,
    "application/x-yaml": decode_yaml,
    "application/json": decode_json,
}


class TicketStore:
    def __init__(self, path: str):
        self.conn = sqlite3.connect(path)
        self.conn.execute(
            "CREATE TABLE IF NOT EXISTS tickets (id INTEGER PRIMARY KEY, customer TEXT, "
            "instrument TEXT, issue TEXT, bellows_leak INTEGER, reeds TEXT)"
        )

    def add(self, ticket: dict) -> int:
        with self.conn:
            cur = self.conn.execute(
                "INSERT INTO tickets (customer, instrument, issue, bellows_leak, reeds) VALUES (?, ?, ?, ?, ?)",
                (ticket["customer"], ticket.get("instrument", "unknown"), ticket.get("issue", ""),
                 int(bool(ticket.get("bellows_leak"))), ",".join(ticket.get("reeds", []))),
            )
        return cur.lastrowid


class IntakeHandler:
    def __init__(self, store: TicketStore, decoders: dict, default_type: str = "application/json"):
        self.store = store
        self.decoders = decoders
        self.default_type = default_type

    @staticmethod
    def content_type(headers) -> str:
        for key, value in headers or []:
            if key.lower() == "content-type":
                return value.decode().split(";")[0].strip()
        return ""

    def __call__(self, record) -> None:
        ctype = self.content_type(record.headers) or self.default_type
        decoder = self.decoders.get(ctype)
        if decoder is None:
            log.warning("skipping ticket with content type %r", ctype)
            return
        ticket = decoder(record.value)
        if not isinstance(ticket, dict) or "customer" not in ticket:
            log.warning("malformed ticket at offset %s", record.offset)
            return
        ticket_id = self.store.add(ticket)
        log.info("ticket %d created for %s", ticket_id, ticket["customer"])


def main():
    logging.basicConfig(level=logging.INFO)
    consumer = KafkaConsumer(
        "repair-intake",
        bootstrap_servers=os.environ.get("KAFKA_BROKERS", "localhost:9092").split(","),
        group_id="bench-intake",
        enable_auto_commit=True,
        auto_offset_reset="earliest",
    )
    handle = IntakeHandler(TicketStore(os.environ.get("TICKET_DB", "tickets.sqlite3")), DECODERS)
    for record in consumer:
        try:
            handle(record)
        except (ValueError, yaml.YAMLError, sqlite3.Error) as exc:
            log.error("could not process ticket at offset %s: %s", record.offset, exc)


if __name__ == "__main__":
    main()
