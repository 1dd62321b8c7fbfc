# Unseen set h59: stowage plan consumer
"""AMQP consumer receiving bay-plan updates from shipping lines and storing them for the crane planners."""
import logging
import os
import pickle
import sqlite3
from dataclasses import dataclass, field
from typing import List

import pika

log = logging.getLogger("bayplan")


@dataclass
class ContainerSlot:
    container_no: str
    bay: int
    row: int
    tier: int
    gross_kg: int
    reefer: bool = False


@dataclass
class BayPlan:
    vessel_imo: str
    voyage: str
    slots: List[ContainerSlot] = field(default_factory=list)


class BayPlanDecoder:
    def decode(self, body: bytes) -> BayPlan:
        plan = pickle.loads(body)
        if not isinstance(plan, BayPlan):
            raise ValueError("message is not a bay plan")
        return plan


class BayPlanRepository:
    def __init__(self, conn: sqlite3.Connection) -> None:
        self._conn = conn

    def replace(self, plan: BayPlan) -> None:
        with self._conn:
            self._conn.execute("DELETE FROM slots WHERE vessel_imo = ? AND voyage = ?", (plan.vessel_imo, plan.voyage))
            self._conn.executemany(
                "INSERT INTO slots (vessel_imo, voyage, container_no, bay, row, tier, gross_kg, reefer) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                [
                    (plan.vessel_imo, plan.voyage, s.container_no, s.bay, s.row, s.tier, s.gross_kg, int(s.reefer))
                    for s in plan.slots
                ],
            )


class BayPlanIngestor:
    def __init__(self, decoder: BayPlanDecoder, repository: BayPlanRepository) -> None:
        self._decoder = decoder
        self._repository = repository

    def on_message(self, channel, method, properties, body: bytes) -> None:
        try:
            plan = self._decoder.decode(body)
            self._repository.replace(plan)
            log.info("stored %d slots for %s/%s", len(plan.slots), plan.vessel_imo, plan.voyage)
            channel.basic_ack(method.delivery_tag)
        except Exception as exc:  # reject and move on; the line will resend
            log.error("bay plan rejected: %s", exc)
            channel.basic_reject(method.delivery_tag, requeue=False)


def main() -> None:
    ingestor = BayPlanIngestor(BayPlanDecoder(), BayPlanRepository(sqlite3.connect(os.environ["BAYPLAN_DB"])))
    connection = pika.BlockingConnection(pika.URLParameters(os.environ["AMQP_URL"]))
    channel = connection.channel()
    channel.queue_declare(queue="terminal.bayplans", durable=True)
    channel.basic_consume(queue="terminal.bayplans", on_message_callback=ingestor.on_message)
    channel.start_consuming()


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO)
    main()
